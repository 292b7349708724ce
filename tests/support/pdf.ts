/**
 * Reads back the PDFs our writer makes (uncompressed, one cross-reference section), checking the
 * structure a reader relies on as it goes: the header, every cross-reference offset landing on its
 * object, `startxref` landing on the table, each stream's /Length. Throws on any mismatch.
 */

export interface ReadPdf {
  version: string;
  /** Object number to its body (between `obj` and `endobj`). */
  objects: Map<number, string>;
  trailer: string;
  /** The text shown on each page (the strings of its Tj operators), decoded from WinAnsi. */
  pageTexts: string[];
}

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
};

/** A PDF literal string's bytes as text: escapes undone, WinAnsi decoded. */
export function decodePdfString(literal: string): string {
  let out = '';
  for (let index = 0; index < literal.length; index += 1) {
    const character = literal[index]!;
    if (character !== '\\') {
      out += character;
      continue;
    }
    const next = literal[index + 1]!;
    const octal = /^[0-7]{3}/.exec(literal.slice(index + 1));
    if (octal) {
      const code = parseInt(octal[0], 8);
      out += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
      index += 3;
    } else {
      out += next;
      index += 1;
    }
  }
  return out;
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const file = Buffer.from(bytes).toString('latin1');
  const header = /^%PDF-(\d\.\d)\n/.exec(file);
  if (!header) throw new Error('no %PDF- header');
  if (!file.endsWith('%%EOF\n')) throw new Error('no %%EOF at the end');

  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(file);
  if (!startxref) throw new Error('no startxref');
  const xrefOffset = Number(startxref[1]);
  if (!file.startsWith('xref\n', xrefOffset)) throw new Error(`startxref ${xrefOffset} does not point at xref`);

  const table = /^xref\n0 (\d+)\n/.exec(file.slice(xrefOffset));
  if (!table) throw new Error('malformed xref subsection header');
  const size = Number(table[1]);
  const entriesStart = xrefOffset + table[0].length;
  const objects = new Map<number, string>();
  for (let number = 0; number < size; number += 1) {
    const entry = file.slice(entriesStart + number * 20, entriesStart + (number + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf]) \n$/.exec(entry);
    if (!match) throw new Error(`xref entry ${number} is not 20 bytes of the right form: ${JSON.stringify(entry)}`);
    if (number === 0) {
      if (match[3] !== 'f' || match[2] !== '65535') throw new Error('xref entry 0 must be the free head');
      continue;
    }
    const offset = Number(match[1]);
    const start = `${number} 0 obj\n`;
    if (!file.startsWith(start, offset)) throw new Error(`object ${number} is not at offset ${offset}`);
    const end = file.indexOf('\nendobj\n', offset);
    objects.set(number, file.slice(offset + start.length, end));
  }

  const trailerStart = file.indexOf('trailer\n', entriesStart + (size - 1) * 20);
  const trailer = file.slice(trailerStart, file.indexOf('startxref', trailerStart));
  if (!new RegExp(`/Size ${size}\\b`).test(trailer)) throw new Error('trailer /Size does not match the xref');

  const streamOf = (body: string) => {
    const stream = /^<< \/Length (\d+) >>\nstream\n([\s\S]*)endstream$/.exec(body);
    if (!stream) throw new Error('not a stream object');
    if (stream[2]!.length !== Number(stream[1])) throw new Error(`stream /Length ${stream[1]} != ${stream[2]!.length}`);
    return stream[2]!;
  };
  const root = /\/Root (\d+) 0 R/.exec(trailer);
  const pagesRef = /\/Pages (\d+) 0 R/.exec(objects.get(Number(root?.[1])) ?? '');
  const kids = /\/Kids \[([^\]]*)\]/.exec(objects.get(Number(pagesRef?.[1])) ?? '');
  if (!kids) throw new Error('no page tree');
  const pageTexts = [...kids[1]!.matchAll(/(\d+) 0 R/g)].map(([, pageNumber]) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(Number(pageNumber)) ?? '');
    const stream = streamOf(objects.get(Number(contents?.[1])) ?? '');
    return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map(([, literal]) => decodePdfString(literal!)).join('\n');
  });

  return { version: header[1]!, objects, trailer, pageTexts };
}
