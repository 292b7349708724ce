#!/usr/bin/env node
// Writes lib/zone-rules.json: the UTC offsets and abbreviations of the time zones the product
// shows times in (the seed cities' zones, server/seed/data/places.ts, and UTC), from 2000 to
// 2050, from one IANA tzdata release. lib/time.ts formats every time from this table, never from
// the runtime's own rules: Node's ICU and each browser ship different releases (Node 20: 2025c,
// without Alberta's move to permanent UTC-6 in 2026c), so the page and the mail disagreed.
//
// Run it when IANA publishes a release that touches one of these zones, or after adding a city
// in a new zone (a unit test fails while a seed city's zone is missing). It reads compiled
// zoneinfo with zdump (Debian's libc-bin) from TZDIR, by default /usr/share/zoneinfo; for a newer
// release than the machine's, unpack Debian's tzdata package without installing it:
//   apt-get download tzdata && dpkg-deb -x tzdata_*.deb /tmp/tzdata
//   TZDIR=/tmp/tzdata/usr/share/zoneinfo node scripts/zone-rules.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tzdir = process.env.TZDIR ?? '/usr/share/zoneinfo';
const FIRST_YEAR = 2000;
const LAST_YEAR = 2050;

/** The zones of the seed's cities, read from its source (this script runs without TypeScript). */
export function seedZones() {
  const places = readFileSync(path.join(root, 'server', 'seed', 'data', 'places.ts'), 'utf8');
  const zones = new Set(['UTC']);
  for (const match of places.matchAll(/timeZone: '([^']+)'/g)) zones.add(match[1]);
  return [...zones].sort();
}

/** "2026f", from the first line of the release's tzdata.zi ("# version 2026f"). */
function release() {
  const zi = readFileSync(path.join(tzdir, 'tzdata.zi'), 'utf8');
  const match = /^# version (\S+)/.exec(zi);
  if (!match) throw new Error(`No "# version" line in ${tzdir}/tzdata.zi`);
  return match[1];
}

// "America/Edmonton  Sun Nov  1 08:00:00 2026 UT = Sun Nov  1 02:00:00 2026 CST isdst=0 gmtoff=-21600"
const LINE = /\s(\w{3})\s+(\d+)\s(\d\d:\d\d:\d\d)\s(\d{4})\sUT = .* (\S+) isdst=\d gmtoff=(-?\d+)$/;

/** The zone's state at the start of FIRST_YEAR and every change until LAST_YEAR, from zdump. */
function zoneChanges(zone) {
  const file = path.join(tzdir, zone);
  const lines = execFileSync('zdump', ['-v', '-c', `${FIRST_YEAR},${LAST_YEAR + 1}`, file], { encoding: 'utf8' })
    .split('\n')
    .map((line) => LINE.exec(line))
    .filter(Boolean)
    .map(([, month, day, time, year, abbreviation, gmtoff]) => ({
      at: Date.parse(`${month} ${day} ${year} ${time} UTC`) / 1000,
      abbreviation,
      offsetMinutes: Number(gmtoff) / 60,
    }));
  // zdump prints each change as the second before it and the second it happens.
  const changes = lines.filter((_, index) => index % 2 === 1);
  let initial = lines[0];
  if (!initial) {
    // No change in the range (UTC): the state the zone is always in.
    const [abbreviation, offset] = execFileSync('date', ['-d', `@${Date.UTC(FIRST_YEAR, 0, 1) / 1000}`, '+%Z %z'], {
      encoding: 'utf8',
      env: { ...process.env, TZ: `:${file}` },
    })
      .trim()
      .split(' ');
    const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5));
    initial = { abbreviation, offsetMinutes: offset.startsWith('-') ? -minutes : minutes };
  }
  return { initial, changes };
}

/**
 * One zone, compactly: `states` lists [offset minutes east of UTC, abbreviation], the first being
 * the one before the first change; `changes` is "<minute since 1970, base 36>.<state index>" for
 * each change, space-separated.
 */
function encodeZone(zone) {
  const { initial, changes } = zoneChanges(zone);
  const states = [];
  const stateIndex = ({ offsetMinutes, abbreviation }) => {
    let index = states.findIndex(([offset, name]) => offset === offsetMinutes && name === abbreviation);
    if (index < 0) index = states.push([offsetMinutes, abbreviation]) - 1;
    return index;
  };
  stateIndex(initial);
  const encoded = changes.map((change) => `${(change.at / 60).toString(36)}.${stateIndex(change)}`);
  return { states, changes: encoded.join(' ') };
}

const zones = seedZones();
const table = {
  release: release(),
  from: FIRST_YEAR,
  until: LAST_YEAR,
  zones: Object.fromEntries(zones.map((zone) => [zone, encodeZone(zone)])),
};
writeFileSync(path.join(root, 'lib', 'zone-rules.json'), `${JSON.stringify(table)}\n`);
console.log(`lib/zone-rules.json: tzdata ${table.release}, ${zones.join(', ')}`);
