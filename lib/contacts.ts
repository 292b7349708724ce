import { requiredEmail } from '@/lib/validation/rules';

/**
 * People read from an address-book file, to invite to the team: a CSV export (Google Contacts,
 * Outlook, or any sheet with an email column) or a vCard file (.vcf, from phones, Apple Contacts,
 * Google). The file is recognised by its content, not by its name, and only people with a valid
 * email address are kept, once each.
 */

/** A person from an address book: the email is what an invitation needs. */
export interface AddressBookContact {
  name: string;
  /** Lower case, checked with the invite form's own rule. */
  email: string;
  phone: string | null;
}

export interface ParsedContacts {
  contacts: AddressBookContact[];
  /** Entries left out: no valid email, or an email already listed. */
  skipped: number;
}

/** A file larger than this is not an address book worth inviting from (a few thousand people). */
export const CONTACTS_FILE_MAX_BYTES = 1024 * 1024;
/** At most this many people are listed from one file. */
export const CONTACTS_MAX = 1000;

export const CONTACTS_FILE_MESSAGES = {
  tooLarge: 'The file is larger than 1 MB. Export fewer contacts and try again.',
  empty: 'The file is empty.',
  unknown: 'This is neither a CSV nor a vCard (.vcf) file.',
  noEmailColumn: 'This CSV file has no email column.',
  noContacts: 'No one in this file has an email address.',
} as const;

export class ContactsFileError extends Error {}

/** Reads the text of an address-book file (CSV or vCard, told apart by content). */
export function parseContactsFile(content: string): ParsedContacts {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ContactsFileError(CONTACTS_FILE_MESSAGES.empty);
  // A binary file (a spreadsheet, an image) holds NUL bytes or the replacement character of bytes
  // that were not UTF-8: neither is in an address book.
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw new ContactsFileError(CONTACTS_FILE_MESSAGES.unknown);
  const entries = /^\s*BEGIN:VCARD/i.test(text) ? parseVCards(text) : parseCsvContacts(text);
  return contactsWithEmail(entries);
}

/** A person as an address book lists them (a file's row or card, a Google contact). */
export interface AddressBookEntry {
  name: string;
  emails: string[];
  phone: string | null;
}

/** The people with an email the invite form accepts, once each (the first valid of their emails). */
export function contactsWithEmail(entries: AddressBookEntry[]): ParsedContacts {
  const seen = new Set<string>();
  const contacts: AddressBookContact[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const email = entry.emails
      .map((value) => requiredEmail.safeParse(value))
      .find((result) => result.success)
      ?.data?.toLowerCase();
    if (!email || seen.has(email) || contacts.length >= CONTACTS_MAX) {
      skipped += 1;
      continue;
    }
    seen.add(email);
    contacts.push({ name: entry.name.trim().replace(/\s+/g, ' ') || email, email, phone: entry.phone });
  }
  if (contacts.length === 0) throw new ContactsFileError(CONTACTS_FILE_MESSAGES.noContacts);
  return { contacts, skipped };
}

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes; comma or semicolon).

/** The rows of a CSV text. The separator is the header line's: a comma, or a semicolon (Excel in many locales). */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function parseCsvContacts(text: string): AddressBookEntry[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ContactsFileError(CONTACTS_FILE_MESSAGES.empty);
  const names = header.map(normalise);
  const columns = (test: (name: string) => boolean) => names.flatMap((name, index) => (test(name) ? [index] : []));
  // Google: "E-mail 1 - Value"; Outlook: "E-mail Address"; others: "Email", "Email address".
  const emailColumns = columns((name) => /\be ?mail\b/.test(name) && !/\b(type|label)\b/.test(name));
  if (emailColumns.length === 0) {
    // Not a CSV with a header either: say what the file is not.
    throw new ContactsFileError(
      header.length > 1 ? CONTACTS_FILE_MESSAGES.noEmailColumn : CONTACTS_FILE_MESSAGES.unknown,
    );
  }
  const nameColumn = columns((name) => ['name', 'full name', 'display name', 'contact name'].includes(name))[0];
  const firstColumn = columns((name) => ['first name', 'given name'].includes(name))[0];
  const lastColumn = columns((name) => ['last name', 'family name', 'surname'].includes(name))[0];
  const phoneColumns = columns((name) => /\b(phone|mobile|cell|tel)\b/.test(name) && !/\b(type|label)\b/.test(name));
  const cell = (row: string[], index: number | undefined) => (index === undefined ? '' : (row[index] ?? '').trim());
  return rows.map((row) => ({
    name: cell(row, nameColumn) || [cell(row, firstColumn), cell(row, lastColumn)].filter(Boolean).join(' '),
    // Google puts several addresses in one cell, separated by " ::: ".
    emails: emailColumns.flatMap((index) => cell(row, index).split(/\s*:::\s*/)).filter(Boolean),
    phone: phoneColumns.map((index) => cell(row, index).split(/\s*:::\s*/)[0] ?? '').find(Boolean) ?? null,
  }));
}

// ---------------------------------------------------------------------------------------------
// vCard 2.1, 3.0 and 4.0 (RFC 6350): folded lines, grouped and parameterised properties.

const unescapeValue = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, char: string) => (/n/i.test(char) ? ' ' : char));

function parseVCards(text: string): AddressBookEntry[] {
  // Unfold: a line break followed by a space or a tab continues the line.
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const entries: AddressBookEntry[] = [];
  let card: (AddressBookEntry & { structured: string }) | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const [property = '', ...parameters] = line.slice(0, colon).split(';');
    const name = property.replace(/^[^.]*\./, '').toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && /^vcard$/i.test(value.trim())) card = { name: '', emails: [], phone: null, structured: '' };
    else if (!card) continue;
    else if (name === 'END') {
      const [family = '', given = ''] = card.structured.split(';').map(unescapeValue);
      entries.push({
        name: card.name || [given, family].filter(Boolean).join(' '),
        emails: card.emails,
        phone: card.phone,
      });
      card = null;
    } else if (name === 'FN') card.name = unescapeValue(value);
    else if (name === 'N') card.structured = value;
    else if (name === 'EMAIL') {
      // A preferred address (TYPE=PREF, PREF=1) goes first.
      const preferred = parameters.some((parameter) => /pref/i.test(parameter));
      const email = unescapeValue(value).trim();
      card.emails = preferred ? [email, ...card.emails] : [...card.emails, email];
    } else if (name === 'TEL' && !card.phone) card.phone = unescapeValue(value).replace(/^tel:/i, '').trim() || null;
  }
  return entries;
}
