import 'server-only';

import { finished } from 'node:stream/promises';
import { createInflate, type Inflate } from 'node:zlib';

import type { ImagePixelLimits } from '@/lib/validation/images';

import { PNG_SIGNATURE, pngHeader, uint32BE, withinPixelLimits, type PngHeader } from './image-header';

/**
 * Whether a PNG can be drawn, and at what cost, told without drawing it: its chunks are followed
 * as its bytes arrive (an upload) or all at once (an e-ticket), and its image data is inflated by
 * zlib off the event loop, counted and dropped, stopping as soon as it passes what the header's
 * size allows. So a signature's decoding is bounded before it is decoded.
 *
 * The e-ticket's decoder (pdf-lib's UPNG) trusts what it reads: it sizes its buffers by the last
 * IHDR it meets, loops on a text chunk without a terminating zero, runs chunk lengths past the
 * file's end and inflates all the data it is given. So what it gets is rebuilt here from the
 * checked chunks only (`png`): IHDR, PLTE, tRNS, the IDATs and IEND.
 */

/** A PNG that cannot be drawn (or not within the limits): why, for the log. */
export class UndrawablePngError extends Error {}

export interface DrawablePng {
  header: PngHeader;
  /** The PNG rebuilt from its checked chunks, when asked to keep them. */
  png: Uint8Array | null;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column and row, then steps between columns and rows. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes the image data inflates to: each row of each pass, with its filter byte. */
export function inflatedBytes(header: PngHeader): number {
  const bitsPerPixel = CHANNELS[header.colourType]! * header.bitDepth;
  const rows = (width: number, height: number) =>
    width > 0 && height > 0 ? (Math.ceil((width * bitsPerPixel) / 8) + 1) * height : 0;
  if (!header.interlaced) return rows(header.width, header.height);
  return ADAM7.reduce(
    (sum, [x, y, stepX, stepY]) =>
      sum + rows(Math.ceil((header.width - x) / stepX), Math.ceil((header.height - y) / stepY)),
    0,
  );
}

/** Chunks the rebuilt PNG keeps: all a decoder needs to draw it. */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
/** An animation's chunks: its frames each have a size of their own, which UPNG decodes unchecked. */
const ANIMATION = new Set(['acTL', 'fcTL', 'fdAT']);
/** A chunk's length, type and CRC around its data. */
const CHUNK_HEAD = 8;
const CRC = 4;
/** A palette of 256 colours: the longest chunk read whole. */
const LARGEST_READ_WHOLE = 256 * 3;

/**
 * Follows one PNG: `push` its bytes in order (throws UndrawablePngError once it is known not to be
 * drawable), then `end()` resolves once its image data is known whole.
 */
export class PngCheck {
  #pending: Buffer = Buffer.alloc(0);
  #signed = false;
  #header: PngHeader | null = null;
  /** The chunk being read: its type and the bytes of it (data and CRC) still to come. */
  #chunk: { type: string; left: number } | null = null;
  #seen = new Set<string>();
  #paletteEntries = 0;
  #lastType = '';
  #ended = false;
  #inflater: Inflate | null = null;
  #inflated = 0;
  #expected = 0;
  #failure: UndrawablePngError | null = null;
  readonly #kept: Buffer[] | null;

  constructor(
    private readonly limits: ImagePixelLimits,
    { keep = false }: { keep?: boolean } = {},
  ) {
    this.#kept = keep ? [Buffer.from(PNG_SIGNATURE)] : null;
  }

  push(bytes: Uint8Array): void {
    this.#throwIfFailed();
    if (this.#ended) return; // what follows IEND is never read
    const arrived = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.#pending = this.#pending.length ? Buffer.concat([this.#pending, arrived]) : arrived;
    try {
      this.#read();
    } catch (error) {
      this.#fail(error);
    }
  }

  async end(): Promise<DrawablePng> {
    this.#throwIfFailed();
    const header = this.#header;
    const inflater = this.#inflater;
    if (!this.#ended || !header || !inflater) return this.#fail(new UndrawablePngError('the PNG ends early'));
    inflater.end();
    try {
      await finished(inflater);
    } catch (error) {
      this.#fail(error);
    }
    this.#throwIfFailed();
    if (this.#inflated !== this.#expected) {
      this.#fail(new UndrawablePngError(`${this.#inflated} bytes of image data for ${this.#expected}`));
    }
    return { header, png: this.#kept ? Buffer.concat(this.#kept) : null };
  }

  /** Stops reading (an upload refused for another reason): the inflater is let go. */
  abandon(): void {
    this.#inflater?.destroy();
  }

  #throwIfFailed(): void {
    if (this.#failure) throw this.#failure;
  }

  /** Fails for good with the first reason found (an inflater's error is told as one). */
  #fail(error: unknown): never {
    this.#failure ??=
      error instanceof UndrawablePngError ? error : new UndrawablePngError(`its image data: ${String(error)}`);
    this.#inflater?.destroy();
    throw this.#failure;
  }

  #take(count: number): Buffer {
    const taken = this.#pending.subarray(0, count);
    this.#pending = this.#pending.subarray(count);
    return taken;
  }

  #read(): void {
    if (!this.#signed) {
      if (this.#pending.length < PNG_SIGNATURE.length) return;
      if (!PNG_SIGNATURE.every((byte, index) => this.#pending[index] === byte)) {
        throw new UndrawablePngError('not a PNG');
      }
      this.#take(PNG_SIGNATURE.length);
      this.#signed = true;
    }
    while (!this.#ended) {
      if (!this.#chunk) {
        if (this.#pending.length < CHUNK_HEAD) return;
        const length = uint32BE(this.#pending, 0);
        const type = this.#pending.subarray(4, 8).toString('latin1');
        if (length > 0x7fffffff) throw new UndrawablePngError(`a ${type} chunk of ${length} bytes`);
        // IHDR, PLTE, tRNS and IEND are read whole, once all of one has come: they are small.
        const readWhole = type !== 'IDAT' && KEPT.has(type);
        if (readWhole && length > LARGEST_READ_WHOLE) throw new UndrawablePngError(`a ${type} of ${length} bytes`);
        if (readWhole && this.#pending.length < CHUNK_HEAD + length + CRC) return;
        this.#begin(type, length);
        if (readWhole) {
          this.#whole(type, this.#take(CHUNK_HEAD + length + CRC));
          continue;
        }
        this.#keep(type, this.#take(CHUNK_HEAD));
        this.#chunk = { type, left: length + CRC };
      }
      if (!this.#pending.length) return;
      const piece = this.#take(Math.min(this.#chunk.left, this.#pending.length));
      if (this.#chunk.type === 'IDAT') {
        // The chunk's last 4 bytes are its CRC, not image data.
        const data = piece.subarray(0, Math.max(0, this.#chunk.left - CRC));
        if (data.length) this.#inflater!.write(data);
      }
      this.#chunk.left -= piece.length;
      this.#keep(this.#chunk.type, piece);
      if (this.#chunk.left === 0) this.#chunk = null;
    }
  }

  /** The rules of the chunk's place and length, checked on its head (IDAT's and others'). */
  #begin(type: string, length: number): void {
    const header = this.#header;
    if (!header && type !== 'IHDR') throw new UndrawablePngError('IHDR is not the first chunk');
    if (ANIMATION.has(type)) throw new UndrawablePngError('an animated PNG');
    if (type === 'IHDR' && this.#seen.has('IHDR')) throw new UndrawablePngError('a second IHDR');
    if (type === 'IDAT') {
      if (header!.colourType === 3 && !this.#seen.has('PLTE')) throw new UndrawablePngError('IDAT before PLTE');
      if (this.#seen.has('IDAT') && this.#lastType !== 'IDAT') throw new UndrawablePngError('IDATs apart');
      this.#inflater ??= this.#startInflating(header!);
    }
    if ((type === 'PLTE' || type === 'tRNS') && this.#seen.has('IDAT')) {
      throw new UndrawablePngError(`${type} after IDAT`);
    }
    if (type === 'PLTE' && (length % 3 !== 0 || length === 0 || length > 256 * 3 || this.#seen.has('PLTE'))) {
      throw new UndrawablePngError(`a PLTE of ${length} bytes`);
    }
    if (type === 'tRNS' && (length > 256 || this.#seen.has('tRNS'))) throw new UndrawablePngError('a tRNS too long');
    if (type === 'IHDR' && length !== 13) throw new UndrawablePngError(`an IHDR of ${length} bytes`);
    if (type === 'IEND' && (!this.#seen.has('IDAT') || length !== 0)) throw new UndrawablePngError('IEND misplaced');
    this.#seen.add(type);
    this.#lastType = type;
  }

  /** IHDR, PLTE, tRNS and IEND, whole (head, data and CRC). */
  #whole(type: string, chunk: Buffer): void {
    const data = chunk.subarray(CHUNK_HEAD, chunk.length - CRC);
    if (type === 'IHDR') {
      const header = pngHeader(Buffer.concat([Buffer.from(PNG_SIGNATURE), chunk]));
      if (typeof header === 'string') throw new UndrawablePngError('an IHDR no decoder reads');
      if (!withinPixelLimits(header, this.limits)) {
        throw new UndrawablePngError(`${header.width} × ${header.height} pixels, over the limits`);
      }
      this.#header = header;
    }
    if (type === 'tRNS') this.#checkTransparency(data.length);
    if (type === 'PLTE') {
      if (this.#header!.colourType === 0 || this.#header!.colourType === 4) {
        throw new UndrawablePngError('a PLTE in a grey image');
      }
      this.#paletteEntries = data.length / 3;
    }
    if (type === 'IEND') this.#ended = true;
    this.#keep(type, chunk);
  }

  /** tRNS: one grey or RGB value, or one alpha per palette entry at most (after PLTE). */
  #checkTransparency(length: number): void {
    const { colourType } = this.#header!;
    const fits =
      (colourType === 0 && length === 2) ||
      (colourType === 2 && length === 6) ||
      (colourType === 3 && length <= this.#paletteEntries);
    if (!fits) throw new UndrawablePngError(`a tRNS of ${length} bytes for colour type ${colourType}`);
  }

  #keep(type: string, bytes: Buffer): void {
    if (this.#kept && KEPT.has(type)) this.#kept.push(bytes);
  }

  #startInflating(header: PngHeader): Inflate {
    this.#expected = inflatedBytes(header);
    // Pieces larger than zlib's 16 kB: fewer callbacks on the event loop for the same count.
    const inflater = createInflate({ chunkSize: 128 * 1024 });
    inflater.on('data', (piece: Buffer) => {
      this.#inflated += piece.length;
      if (this.#inflated > this.#expected && !this.#failure) {
        this.#failure = new UndrawablePngError(`more image data than ${header.width} × ${header.height} pixels`);
        inflater.destroy(this.#failure);
      }
    });
    // Errors are read by end() (or the next push): none may go unheard meanwhile.
    inflater.on('error', (error) => {
      this.#failure ??= new UndrawablePngError(`its image data: ${error.message}`);
    });
    return inflater;
  }
}

/** The PNG, checked whole, rebuilt from its checked chunks; UndrawablePngError when it cannot be. */
export async function drawablePng(
  bytes: Uint8Array,
  limits: ImagePixelLimits,
): Promise<{ header: PngHeader; png: Uint8Array }> {
  const check = new PngCheck(limits, { keep: true });
  check.push(bytes);
  const { header, png } = await check.end();
  return { header, png: png! };
}
