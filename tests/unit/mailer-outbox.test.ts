import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createOutboxMailer } from '@/server/services/mail/mailer';

const folder = mkdtempSync(path.join(tmpdir(), 'mailer-outbox-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the development outbox', () => {
  it('writes one JSON line per mail with its fields as before, and the HTML part when there is one', async () => {
    const file = path.join(folder, 'outbox.jsonl');
    const mailer = createOutboxMailer(file);
    await mailer.send({ to: 'a@example.com', subject: 'Invitation', text: 'Join: https://x.example/invite/abc' });
    await mailer.send({
      to: 'b@example.com',
      replyTo: 'c@example.com',
      subject: 'Order BM-1 is confirmed',
      text: 'Thank you',
      html: '<!DOCTYPE html>\n<html lang="en"><p>Thank you</p></html>',
    });
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(first!).sort()).toEqual(['at', 'subject', 'text', 'to']);
    expect(first).toMatchObject({
      to: 'a@example.com',
      subject: 'Invitation',
      text: 'Join: https://x.example/invite/abc',
    });
    expect(Number.isNaN(Date.parse(String(first!.at)))).toBe(false);
    expect(second).toMatchObject({
      to: 'b@example.com',
      replyTo: 'c@example.com',
      subject: 'Order BM-1 is confirmed',
      text: 'Thank you',
      html: '<!DOCTYPE html>\n<html lang="en"><p>Thank you</p></html>',
    });
  });
});
