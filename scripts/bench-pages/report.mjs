// The report of `npm run bench:pages` (./index.mjs): each route's verdict against the bars, the
// table, and the details of what misses them.
import { BUDGET_KB, CATEGORIES, runs, TARGETS } from './settings.mjs';

export function verdict(row) {
  const problems = [];
  if (row.error) problems.push('error');
  if (!row.static) problems.push('not prerendered');
  if (row.js === undefined || row.js > BUDGET_KB) problems.push('JS budget');
  for (const id of CATEGORIES) {
    if (row[id] === undefined || row[id] < TARGETS[id]) problems.push(id);
  }
  if (row.cls === undefined || Number(row.cls.toFixed(3)) > TARGETS.cls) problems.push('CLS');
  return problems;
}

function printTable(rows) {
  const columns = [
    ['Route', (row) => row.route],
    ['Prerendered', (row) => row.prerender],
    ['JS kB', (row) => (row.js === undefined ? '-' : row.js.toFixed(1))],
    ['Perf', (row) => row.performance ?? '-'],
    ['A11y', (row) => row.accessibility ?? '-'],
    ['BP', (row) => row['best-practices'] ?? '-'],
    ['SEO', (row) => row.seo ?? '-'],
    ['CLS', (row) => (row.cls === undefined ? '-' : row.cls.toFixed(3))],
    ['Result', (row) => (row.problems.length ? `FAIL (${row.problems.join(', ')})` : 'PASS')],
  ];
  const cells = rows.map((row) => columns.map(([, value]) => String(value(row))));
  const widths = columns.map(([title], index) => Math.max(title.length, ...cells.map((line) => line[index].length)));
  const line = (values) => `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

/** The whole report on stdout; whether any route missed a bar. */
export function printReport(rows, build, port) {
  console.log('');
  console.log(`Build ${build}, served by next start on port ${port}.`);
  console.log(
    `Budget: first-load JavaScript <= ${BUDGET_KB} kB compressed (1 kB = 1000 bytes). ` +
      `Targets (Lighthouse mobile, median of ${runs} run${runs > 1 ? 's' : ''}): performance >= ${TARGETS.performance}, ` +
      `accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}. ` +
      'Every route prerendered.',
  );
  console.log('');
  printTable(rows);

  const details = rows.filter((row) => row.problems.length || row.notes);
  if (details.length) {
    console.log('');
    console.log('Details:');
    for (const row of details) {
      const parts = [];
      if (row.error) parts.push(row.error);
      if (row.notes) parts.push(...row.notes);
      if (row.performance !== undefined && row.performance < TARGETS.performance) {
        parts.push(
          `metrics (median ms): FCP ${fmt(row.fcp)}, LCP ${fmt(row.lcp)}, TBT ${fmt(row.tbt)}, Speed Index ${fmt(row.si)}`,
        );
      }
      for (const id of CATEGORIES) {
        if (!row.failing?.[id]?.length) continue;
        const audits = row.failing[id].map(
          (audit) => audit.id + (audit.examples.length ? ` (${audit.examples.join(' | ')})` : ''),
        );
        parts.push(`${id} audits below 90: ${audits.join(', ')}`);
      }
      console.log(`  ${row.route}`);
      for (const part of parts.length ? parts : row.problems) console.log(`    - ${part}`);
    }
  }

  const failed = rows.some((row) => row.problems.length);
  console.log('');
  console.log(failed ? 'Some routes miss a quality bar (FAIL above).' : 'Every route meets every quality bar.');
  return failed;
}

const fmt = (value) => (value === undefined ? '-' : Math.round(value).toString());
