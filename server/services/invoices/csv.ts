import 'server-only';

/** Money as a spreadsheet reads it: 1234.56, from integer cents. */
export const csvDecimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A CSV field: quoted when it holds a comma, a quote or a line break; a formula's lead defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (RFC 4180: CRLF). */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;
