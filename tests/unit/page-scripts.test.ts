import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { isAppScript, pageScriptHashes, REACT_RUNTIME } from '@/lib/security/page-scripts.mjs';

// Which inline scripts of a prerendered page its policy trusts (lib/security/page-scripts.mjs):
// those Next.js and React wrote, never one that data rendered into the page brought.

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The runtime definitions React's server writes, read from the React that Next.js renders with. */
function reactRuntimeDefinitions(): string[] {
  const file = createRequire(import.meta.url).resolve(
    'next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
  );
  const source = readFileSync(file, 'utf8');
  const escapes: Record<string, string> = { n: '\n', "'": "'", '"': '"', '\\': '\\' };
  const definitions = new Set<string>();
  for (const [, single, double] of source.matchAll(/'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"/g)) {
    const literal = single ?? double ?? '';
    if (!/^(\$R[A-Z]*=|requestAnimationFrame\(function\(\)\{\$RT=)/.test(literal)) continue;
    const text = literal.replace(/\\(.)/g, (_, escaped: string) => {
      const character = escapes[escaped];
      if (character === undefined) throw new Error(`an escape this test does not read: \\${escaped}`);
      return character;
    });
    // A "Full" instruction is the definition followed by the start of its first call.
    definitions.add(text.replace(/\$R[A-Z]+\("$/, ''));
  }
  return [...definitions];
}

// Shaped as Next.js 16 and React 19 write them (a prerendered page of this site, shortened).
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_DATA =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[\\"x.js\\"],\\"Link\\"]\\n\\u003c/script\\u003e"])';
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const REACT_CALLS = '$RC("B:0","S:0")';

function page(scripts: string[]) {
  return (
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>' +
    `<script id="_R_">${BOOTSTRAP}</script></head><body><main>…</main>` +
    scripts.map((script) => `<script>${script}</script>`).join('') +
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script></body></html>'
  );
}

describe('the inline scripts a cached page trusts', () => {
  it("are Next.js's payload and bootstrap and React's instructions, each by its hash, once", () => {
    const reactRuntime = reactRuntimeDefinitions().find((definition) => definition.startsWith('$RB=[];'));
    expect(reactRuntime).toBeDefined();
    const completeBoundary = `${reactRuntime}${REACT_CALLS}`;
    expect(pageScriptHashes(page([FLIGHT_START, FLIGHT_DATA, completeBoundary, FLIGHT_DATA]))).toEqual([
      hash(BOOTSTRAP),
      hash(FLIGHT_START),
      hash(FLIGHT_DATA),
      hash(completeBoundary),
    ]);
  });

  it('never include a script that data brought into the page, whatever it looks like', () => {
    const foreign = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"])\nalert(1)',
      'self.__next_f.push([1,"x"]/*)*/)',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push("x")',
      '$RC=function(a,b){alert(1)};$RC("B:0","S:0")',
      '$RC("B:0",alert(1))',
      '$RC("B:0")$RC("B:1")',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([alert(1)]);',
      '',
    ];
    for (const script of foreign) expect(isAppScript(script), script).toBe(false);
    // A page whose rich text was broken out of: only the page's own scripts are trusted.
    const injected = page([FLIGHT_START, 'document.cookie="stolen"', FLIGHT_DATA]);
    expect(pageScriptHashes(injected)).toEqual([hash(BOOTSTRAP), hash(FLIGHT_START), hash(FLIGHT_DATA)]);
    expect(pageScriptHashes(injected)).not.toContain(hash('document.cookie="stolen"'));
  });

  it("know React's runtime exactly as the React that Next.js renders with writes it (update REACT_RUNTIME on an upgrade)", () => {
    const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
    const shipped = reactRuntimeDefinitions().map((text) => ({ length: text.length, sha256: digest(text) }));
    expect(shipped.length).toBeGreaterThanOrEqual(5);
    expect(REACT_RUNTIME).toEqual(shipped);
    // Each ends with its own `;`: the next statement may follow it directly.
    for (const text of reactRuntimeDefinitions()) expect(isAppScript(`${text}$RX("B:1")`)).toBe(true);
  });
});
