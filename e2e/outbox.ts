import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the server has sent so far, oldest first (it writes its outbox to DATA_DIR). */
export function sentMails(): SentMail[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentMail);
}

/** The invitation link's path in the last mail to `email`. */
export function invitationLinkMailedTo(email: string): string {
  const mail = sentMails()
    .filter((sent) => sent.to === email)
    .at(-1);
  const match = /https?:\/\/\S+(\/invite\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}
