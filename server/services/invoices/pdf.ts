import 'server-only';

import {
  degrees,
  drawImage,
  PDFDocument as LibDocument,
  type PDFFont,
  type PDFPage as LibPage,
  type PDFRef,
  rgb,
  StandardFontEmbedder,
  StandardFonts,
} from 'pdf-lib';

import type { DeflatedImage } from '@/server/files/png-decoder';

/**
 * The product's PDF drawing, on pdf-lib: pages of text in Helvetica, lines, filled rectangles and
 * images (decoded elsewhere: nothing here decodes an image on the request thread), measured and
 * wrapped with the font's own metrics. The invoice and the delivery e-tickets draw with it. Fonts
 * are the standard 14 (no file to embed), so text is what their WinAnsi encoding holds:
 * `printable` turns anything else into the nearest it has.
 *
 * Coordinates are PDF's own: points (1/72 inch) from the page's bottom-left corner.
 */

/** US Letter, the paper size of the marketplace's countries (Canada, the United States, Mexico). */
export const LETTER = { width: 612, height: 792 } as const;

export type PdfFont = 'regular' | 'bold';

/** A colour as red, green and blue from 0 to 1. */
export type PdfColor = readonly [number, number, number];

const BLACK: PdfColor = [0, 0, 0];
const STANDARD_FONT: Record<PdfFont, StandardFonts> = {
  regular: StandardFonts.Helvetica,
  bold: StandardFonts.HelveticaBold,
};
/** pdf-lib names the fonts twice (its enum, and its font package's): the same strings. */
type EmbedderFontName = Parameters<typeof StandardFontEmbedder.for>[0];
/** The fonts' metrics and encoding, without a document (measuring needs no file). */
const METRICS: Record<PdfFont, StandardFontEmbedder> = {
  regular: StandardFontEmbedder.for(STANDARD_FONT.regular as unknown as EmbedderFontName),
  bold: StandardFontEmbedder.for(STANDARD_FONT.bold as unknown as EmbedderFontName),
};

const encodable = (character: string) => {
  try {
    METRICS.regular.encodeText(character);
    return true;
  } catch {
    return false;
  }
};

/**
 * `text` as the standard fonts can show it: a tab is a space, other control characters go, and a
 * character outside WinAnsi is tried without its accents (NFKD: 'ő' becomes 'o'; 'ł' has none)
 * and is otherwise '?', so nothing a person typed (a name in Polish, an emoji) breaks a document
 * or silently disappears.
 */
export function printable(text: string): string {
  let out = '';
  for (const character of text) {
    if (character === '\t') out += ' ';
    else if (/[\p{Cc}]/u.test(character)) continue;
    else if (encodable(character)) out += character;
    else {
      const base = character.normalize('NFKD').charAt(0);
      out += base !== character && encodable(base) ? base : '?';
    }
  }
  return out;
}

/** The width of `text` in points, set in `font` at `size` points. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  return METRICS[font].widthOfTextAtSize(printable(text), size);
}

/**
 * Breaks `text` into lines no wider than `maxWidth` points: at its own line breaks, then between
 * words; a word wider than the line on its own is cut where it overflows.
 */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (textWidth(rest, font, size) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** An embedded image: its object in the document, and its own pixel size (`width`, `height`). */
export interface PdfImage {
  ref: PDFRef;
  width: number;
  height: number;
}

export interface TextOptions {
  font?: PdfFont;
  /** Points. */
  size?: number;
  color?: PdfColor;
}

const color = ([red, green, blue]: PdfColor) => rgb(red, green, blue);

/** A coordinate or size that is not a number would write a broken file: refused instead. */
function finite(...values: number[]): void {
  for (const value of values) if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
}

/** One page and what is drawn on it, in order. */
export class PdfPage {
  constructor(
    private readonly page: LibPage,
    private readonly fonts: Record<PdfFont, PDFFont>,
  ) {}

  get width(): number {
    return this.page.getWidth();
  }

  get height(): number {
    return this.page.getHeight();
  }

  /** Text whose baseline starts at (x, y). */
  text(
    x: number,
    y: number,
    text: string,
    { font = 'regular', size = 10, color: ink = BLACK }: TextOptions = {},
  ): this {
    finite(x, y, size);
    this.page.drawText(printable(text), { x, y, size, font: this.fonts[font], color: color(ink) });
    return this;
  }

  /** A straight line. */
  line(x1: number, y1: number, x2: number, y2: number, { width = 0.5, color: ink = BLACK } = {}): this {
    finite(x1, y1, x2, y2, width);
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: width, color: color(ink) });
    return this;
  }

  /** An image (see PdfDocument.embedImage) whose bottom-left corner is (x, y). */
  image(image: PdfImage, x: number, y: number, width: number, height: number): this {
    finite(x, y, width, height);
    const name = this.page.node.newXObject('Image', image.ref);
    const upright = degrees(0);
    this.page.pushOperators(
      ...drawImage(name, { x, y, width, height, rotate: upright, xSkew: upright, ySkew: upright }),
    );
    return this;
  }

  /** A filled rectangle whose bottom-left corner is (x, y). */
  fillRect(x: number, y: number, width: number, height: number, fill: PdfColor): this {
    finite(x, y, width, height);
    this.page.drawRectangle({ x, y, width, height, color: color(fill) });
    return this;
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
  private constructor(
    private readonly document: LibDocument,
    private readonly fonts: Record<PdfFont, PDFFont>,
  ) {}

  static async create(info: DocumentInfo): Promise<PdfDocument> {
    const document = await LibDocument.create({ updateMetadata: false });
    document.setTitle(printable(info.title));
    if (info.author) document.setAuthor(printable(info.author));
    if (info.subject) document.setSubject(printable(info.subject));
    document.setProducer('BuildMarket');
    document.setCreator('BuildMarket');
    // Both dates are the document's: the same invoice renders to the same file.
    document.setCreationDate(info.creationDate);
    document.setModificationDate(info.creationDate);
    return new PdfDocument(document, {
      regular: document.embedStandardFont(STANDARD_FONT.regular),
      bold: document.embedStandardFont(STANDARD_FONT.bold),
    });
  }

  /**
   * An image to draw on the pages, from its pixels decoded and deflated already
   * (decodePngOffThread): written into the file as they are, its alpha as a soft mask.
   */
  embedImage({ width, height, rgb: colours, alpha }: DeflatedImage): PdfImage {
    const { context } = this.document;
    const pixels = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
    const mask = alpha
      ? context.register(
          context.stream(alpha, { ...pixels, ColorSpace: 'DeviceGray', Decode: [0, 1], Filter: 'FlateDecode' }),
        )
      : undefined;
    const ref = context.register(
      context.stream(colours, {
        ...pixels,
        ColorSpace: 'DeviceRGB',
        Filter: 'FlateDecode',
        ...(mask ? { SMask: mask } : {}),
      }),
    );
    return { ref, width, height };
  }

  addPage(size: { width: number; height: number } = LETTER): PdfPage {
    return new PdfPage(this.document.addPage([size.width, size.height]), this.fonts);
  }

  get pageCount(): number {
    return this.document.getPageCount();
  }

  /** The file. */
  async toBytes(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.pageCount === 0) this.addPage();
    const bytes = await this.document.save();
    return new Uint8Array(bytes);
  }
}
