import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * Reads back the PDFs the product draws (server/services/invoices/pdf.ts) with pdf-lib itself: the
 * file must load, and each page's text is read from its content streams (the hex strings the
 * standard fonts show, decoded from WinAnsi).
 */
export interface ReadPdf {
  pageCount: number;
  /** The text shown on each page, one line per drawn text, in drawing order. */
  pageTexts: string[];
  /** The images the file holds (a PNG with transparency is two: its colours and its alpha). */
  imageCount: number;
  info: { title?: string; author?: string; subject?: string; producer?: string; creationDate?: Date };
}

/** WinAnsi (Windows-1252) where it differs from Latin-1: 0x80 to 0x9F. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = {
  decode: (bytes: Uint8Array) =>
    [...bytes]
      .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
      .join(''),
};

function contentBytes(page: PDFPage): Uint8Array[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams.map((reference) => {
    const stream = page.doc.context.lookup(reference);
    if (!(stream instanceof PDFRawStream)) throw new Error('a content stream pdf-lib cannot decode');
    return decodePDFRawStream(stream).decode();
  });
}

function textOf(page: PDFPage): string {
  const operators = contentBytes(page)
    .map((bytes) => Buffer.from(bytes).toString('latin1'))
    .join('\n');
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
    .map(([, hex]) => winAnsi.decode(Buffer.from(hex!, 'hex')))
    .join('\n');
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = document.getPages();
  return {
    pageCount: pages.length,
    pageTexts: pages.map(textOf),
    imageCount: document.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      ).length,
    info: {
      title: document.getTitle(),
      author: document.getAuthor(),
      subject: document.getSubject(),
      producer: document.getProducer(),
      creationDate: document.getCreationDate(),
    },
  };
}
