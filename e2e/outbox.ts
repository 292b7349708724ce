import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The invitation link's path in the last mail to `email` (the server writes its outbox to DATA_DIR). */
export function invitationLinkMailedTo(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const mails = readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string });
  const mail = mails.filter((sent) => sent.to === email).at(-1);
  const match = /https?:\/\/\S+(\/invite\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}
