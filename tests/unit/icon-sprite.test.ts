import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONTRACTOR_ICON_NAMES } from '@/components/marketing/contractors/icons';
import { SUPPLIER_ICON_NAMES } from '@/components/marketing/suppliers/Icon';

const sprite = readFileSync(path.resolve('public/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g)].map(
  ([, id, viewBox, shapes]) => ({ id: id!, viewBox: viewBox!, shapes: shapes! }),
);

describe('the icon sprite (public/icons.svg)', () => {
  it('draws every icon the pages refer to, each with its grid and a shape', () => {
    const referred = [
      ...CONTRACTOR_ICON_NAMES.map((name) => `contractors-${name}`),
      ...SUPPLIER_ICON_NAMES.map((name) => `suppliers-${name}`),
      ...['twitter', 'facebook', 'linkedin', 'instagram'].map((network) => `social-${network}`),
      'chevron-right',
    ];
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual(referred.sort());
    for (const symbol of symbols) {
      expect(symbol.viewBox, symbol.id).toBe(symbol.id === 'chevron-right' ? '0 0 16 16' : '0 0 24 24');
      expect(symbol.shapes, symbol.id).toMatch(/<(path|circle|rect|ellipse|g)\b/);
    }
    // The line icons are stroked by their symbol (as each set was drawn), not by each <svg> that shows them.
    for (const [set, width] of [
      ['contractors', '1.8'],
      ['suppliers', '1.75'],
    ]) {
      for (const symbol of symbols.filter(({ id }) => id.startsWith(`${set}-`))) {
        expect(symbol.shapes, symbol.id).toMatch(
          new RegExp(
            `^<g fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">`,
          ),
        );
      }
    }
  });

  it('is an SVG document a browser can read: no JSX attribute names left', () => {
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(sprite).not.toMatch(/\b(strokeWidth|strokeLinecap|className)=/);
    expect(sprite).not.toMatch(/=\{/);
  });
});
