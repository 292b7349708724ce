import { describe, expect, it } from 'vitest';

import { chatTextParts } from '@/lib/chat-text';

describe('chatTextParts (links in chat messages, made safe)', () => {
  it('makes http(s) addresses links, leaving the sentence around them text', () => {
    expect(chatTextParts('Site map: https://maps.example/site?id=4. Gate B.')).toEqual([
      { kind: 'text', text: 'Site map: ' },
      { kind: 'link', text: 'https://maps.example/site?id=4', href: 'https://maps.example/site?id=4' },
      { kind: 'text', text: '. Gate B.' },
    ]);
  });

  it('never makes a link of another scheme or of markup', () => {
    for (const body of ['javascript:alert(1)', '<a href="https://evil.example">x</a>', 'data:text/html,hi']) {
      const parts = chatTextParts(body);
      expect(parts.filter((part) => part.kind === 'link' && !part.href.startsWith('https://evil.example'))).toEqual([]);
      expect(parts.map((part) => part.text).join('')).toBe(body);
    }
  });

  it('keeps the whole text, in order, whatever it holds', () => {
    const body = 'two http://a.example and https://b.example/x, done\nnext line';
    expect(
      chatTextParts(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
    expect(
      chatTextParts(body)
        .filter((part) => part.kind === 'link')
        .map((part) => part.text),
    ).toEqual(['http://a.example', 'https://b.example/x']);
  });
});
