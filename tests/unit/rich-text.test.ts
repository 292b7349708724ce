import { describe, expect, it } from 'vitest';

import { prepareRichText } from '@/server/rich-text';

describe('prepareRichText', () => {
  it('keeps text without markup as plain text', async () => {
    expect(await prepareRichText('Salary 5 < 6 and "quotes"')).toEqual({
      kind: 'text',
      text: 'Salary 5 < 6 and "quotes"',
    });
  });

  it('sanitises markup: basic formatting stays, scripts, handlers and javascript: links go', async () => {
    const prepared = await prepareRichText(
      '<p onclick="steal()">Hello <strong>team</strong><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>',
    );
    expect(prepared.kind).toBe('html');
    const html = prepared.kind === 'html' ? prepared.html : '';
    expect(html).toContain('<strong>team</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|<img|javascript:/i);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
