// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  escapeHtml,
  PARTNER_BUTTON_SIZES,
  PARTNER_BUTTON_STYLES,
  partnerButtonSnippet,
  partnerClickUrl,
  partnerOrderPath,
  type PartnerButtonSize,
  type PartnerButtonStyle,
} from '@/lib/partner-program/button';
import { partnerCode } from '@/lib/validation/partner-program';

const site = 'https://buildmarket.example';

/** Parses a snippet the way a browser would and returns its single element. */
function parse(html: string): HTMLAnchorElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  expect(template.content.children).toHaveLength(1);
  const link = template.content.firstElementChild;
  expect(link?.tagName).toBe('A');
  return link as HTMLAnchorElement;
}

describe('partner button snippet', () => {
  it('is one plain link to the click counter with the code and the action', () => {
    const html = partnerButtonSnippet({
      siteUrl: site,
      code: 'NORTHPEAK',
      action: 'buy',
      style: 'filled',
      size: 'medium',
    });
    expect(html).toMatch(/^<a href="[^"]+" style="[^"]+">Buy now<\/a>$/);
    const link = parse(html);
    expect(link.getAttribute('href')).toBe('https://buildmarket.example/r/NORTHPEAK?action=buy');
    expect(link.textContent).toBe('Buy now');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });

  it('says Rent now and links the rent action for rent now', () => {
    const link = parse(
      partnerButtonSnippet({ siteUrl: `${site}/`, code: 'LAKESHORE', action: 'rent', style: 'dark', size: 'large' }),
    );
    expect(link.getAttribute('href')).toBe('https://buildmarket.example/r/LAKESHORE?action=rent');
    expect(link.textContent).toBe('Rent now');
  });

  it.each(
    (Object.keys(PARTNER_BUTTON_STYLES) as PartnerButtonStyle[]).flatMap((style) =>
      (Object.keys(PARTNER_BUTTON_SIZES) as PartnerButtonSize[]).map((size) => [style, size] as const),
    ),
  )('carries the %s %s look in inline styles only', (style, size) => {
    const link = parse(partnerButtonSnippet({ siteUrl: site, code: 'X', action: 'buy', style, size }));
    expect(link.style.fontSize).toBe(`${PARTNER_BUTTON_SIZES[size].fontSize}px`);
    expect(link.style.textDecoration).toBe('none');
    expect(link.style.display).toBe('inline-block');
    expect(link.getAttribute('class')).toBeNull();
  });

  it('escapes any code and label, so nothing can break out of the attribute or the text', () => {
    const nasty = `"><img src=x onerror=alert(1)>'&<script>alert(2)</script>`;
    const html = partnerButtonSnippet({
      siteUrl: site,
      code: nasty,
      action: 'buy',
      style: 'outline',
      size: 'small',
      label: nasty,
    });
    const link = parse(html);
    expect(link.querySelector('*')).toBeNull();
    expect(link.textContent).toBe(nasty);
    expect(link.getAttributeNames().sort()).toEqual(['href', 'style']);
    expect(decodeURIComponent(new URL(link.href).pathname)).toBe(`/r/${nasty}`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('builds the click URL on the canonical origin without doubling the slash', () => {
    expect(partnerClickUrl('https://a.example//', 'ABC', 'rent')).toBe('https://a.example/r/ABC?action=rent');
  });
});

describe('order-flow target of a click', () => {
  it('carries the partner code, and the rentals product for rent now', () => {
    expect(partnerOrderPath('/app/order', 'NORTHPEAK', 'buy')).toBe('/app/order?partner=NORTHPEAK');
    expect(partnerOrderPath('/app/order', 'NORTHPEAK', 'rent')).toBe('/app/order?partner=NORTHPEAK&product=rentals');
  });

  it('has no code when the partner is unknown', () => {
    expect(partnerOrderPath('/app/order', null, 'buy')).toBe('/app/order');
    expect(partnerOrderPath('/app/order', null, 'rent')).toBe('/app/order?product=rentals');
  });
});

describe('partner code', () => {
  it('is trimmed and upper-cased', () => {
    expect(partnerCode.parse('  northPeak ')).toBe('NORTHPEAK');
  });

  it.each(['', 'two words', 'a/b', '<b>', 'x'.repeat(33)])('refuses %j', (code) => {
    expect(partnerCode.safeParse(code).success).toBe(false);
  });
});
