import 'server-only';

import { encodeWinAnsi, type PdfFont } from './helvetica';

/**
 * A small PDF 1.4 writer: pages of text in Helvetica, lines and filled rectangles. Enough for an
 * invoice, and nothing more (no images, no embedded fonts, no compression), so that the file stays
 * readable in a text editor and its tests can read the text back.
 *
 * Coordinates are PDF's own: points (1/72 inch) from the page's bottom-left corner.
 */

/** US Letter, the paper size of the marketplace's countries (Canada, the United States, Mexico). */
export const LETTER = { width: 612, height: 792 } as const;

/** A colour as red, green and blue from 0 to 1. */
export type PdfColor = readonly [number, number, number];

const BLACK: PdfColor = [0, 0, 0];

/** The resource names of the two fonts in every page's content stream. */
const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };
const BASE_FONT: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** A number as PDF writes it: at most two decimals, never an exponent. */
function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const fixed = value.toFixed(2).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

const colorOperands = (color: PdfColor) => color.map(num).join(' ');

/**
 * A PDF literal string of WinAnsi bytes: backslash and parentheses escaped, and every byte outside
 * printable ASCII as an octal escape, so the file's streams stay 7-bit text.
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const byte of encodeWinAnsi(text)) {
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte <= 0x7e) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** A date as PDF's date string: D:YYYYMMDDHHmmSSZ (UTC). */
function pdfDate(date: Date): string {
  return `D:${date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, '')}Z`;
}

export interface TextOptions {
  font?: PdfFont;
  /** Points. */
  size?: number;
  color?: PdfColor;
}

/** One page: the drawing operators of its content stream, in order. */
export class PdfPage {
  readonly width: number;
  readonly height: number;
  private readonly operators: string[] = [];

  constructor(size: { width: number; height: number }) {
    this.width = size.width;
    this.height = size.height;
  }

  /** Text whose baseline starts at (x, y). */
  text(x: number, y: number, text: string, { font = 'regular', size = 10, color = BLACK }: TextOptions = {}): this {
    this.operators.push(
      `BT /${FONT_RESOURCE[font]} ${num(size)} Tf ${colorOperands(color)} rg 1 0 0 1 ${num(x)} ${num(y)} Tm ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  /** A straight line. */
  line(x1: number, y1: number, x2: number, y2: number, { width = 0.5, color = BLACK } = {}): this {
    this.operators.push(`${num(width)} w ${colorOperands(color)} RG ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
    return this;
  }

  /** A filled rectangle whose bottom-left corner is (x, y). */
  fillRect(x: number, y: number, width: number, height: number, color: PdfColor): this {
    this.operators.push(`${colorOperands(color)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
    return this;
  }

  /** The page's content stream. */
  content(): string {
    return `${this.operators.join('\n')}\n`;
  }
}

export interface DocumentInfo {
  title: string;
  author?: string;
  subject?: string;
  creationDate: Date;
}

/** A document: its pages and its metadata; `toBytes()` writes the file. */
export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly info: DocumentInfo) {}

  addPage(size: { width: number; height: number } = LETTER): PdfPage {
    const page = new PdfPage(size);
    this.pages.push(page);
    return page;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /**
   * The file: header, numbered objects, the cross-reference table with each object's byte offset,
   * and the trailer. Object numbers: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the document
   * information, then each page and its content stream.
   */
  toBytes(): Uint8Array<ArrayBuffer> {
    if (this.pages.length === 0) this.addPage();
    const objects: string[] = [];
    const pageObjectNumber = (index: number) => 6 + index * 2;

    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    const kids = this.pages.map((_page, index) => `${pageObjectNumber(index)} 0 R`).join(' ');
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${this.pages.length} >>`);
    for (const font of ['regular', 'bold'] as const) {
      objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT[font]} /Encoding /WinAnsiEncoding >>`);
    }
    const { title, author, subject, creationDate } = this.info;
    const infoEntries = [
      `/Title ${pdfString(title)}`,
      author ? `/Author ${pdfString(author)}` : '',
      subject ? `/Subject ${pdfString(subject)}` : '',
      `/Producer ${pdfString('BuildMarket')}`,
      `/CreationDate ${pdfString(pdfDate(creationDate))}`,
    ].filter(Boolean);
    objects.push(`<< ${infoEntries.join(' ')} >>`);

    const fonts = `/Font << /F1 3 0 R /F2 4 0 R >>`;
    this.pages.forEach((page, index) => {
      const contentNumber = pageObjectNumber(index) + 1;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << ${fonts} >> /Contents ${contentNumber} 0 R >>`,
      );
      // The content is 7-bit text (see pdfString), so its length in characters is its length in bytes.
      const content = page.content();
      objects.push(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
    });

    // The binary comment tells tools that the file is binary (PDF 1.4, section 3.4.1).
    let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(file.length);
      file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xrefOffset = file.length;
    // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space and newline.
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
    file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    // Every character of `file` is one byte (0-255): latin1 writes it byte for byte.
    return new Uint8Array(Buffer.from(file, 'latin1'));
  }
}
