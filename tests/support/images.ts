import { deflateSync } from 'node:zlib';

/**
 * Images made byte by byte for the tests of what uploads and e-tickets accept: real PNGs (chunks
 * with their CRCs, image data deflated), and JPEG and WebP files whose headers say a size (their
 * pixels are never decoded by the server, so filler stands in for them).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array()): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function ihdr(width: number, height: number, { bitDepth = 8, colourType = 6, interlace = 0 } = {}): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, interlace], 8);
  return pngChunk('IHDR', data);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG of `width` × `height` (8-bit RGBA unless told), non-interlaced, every row filter 0 and
 * every pixel `fill` (or all zero): the image data is `rawBytes` deflated, so a large all-zero
 * image is a few kilobytes, as the 6000 × 6000 one was. `chunksBeforeData` go between
 * IHDR and IDAT (a palette, text...).
 */
export function pngImage(
  width: number,
  height: number,
  {
    colourType = 6,
    bitDepth = 8,
    interlace = 0,
    fill = 0,
    chunksBeforeData = [] as Buffer[],
    rawBytes,
  }: {
    colourType?: number;
    bitDepth?: number;
    interlace?: number;
    fill?: number;
    chunksBeforeData?: Buffer[];
    /** The image data before deflating, filter bytes and all (an interlaced image's must be given). */
    rawBytes?: Buffer;
  } = {},
): Buffer {
  const rowBytes = Math.ceil((width * CHANNELS[colourType]! * bitDepth) / 8) + 1;
  const raw = rawBytes ?? Buffer.alloc(rowBytes * height, fill);
  if (!rawBytes) for (let row = 0; row < height; row += 1) raw[row * rowBytes] = 0;
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, { bitDepth, colourType, interlace }),
    ...chunksBeforeData,
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND'),
  ]);
}

/** A JPEG's start, an APP0 (JFIF) and an EXIF-sized APP1 of `metadataBytes`, then a baseline frame header. */
export function jpegImage(width: number, height: number, { metadataBytes = 0, frameMarker = 0xc0 } = {}): Buffer {
  const segment = (marker: number, data: Buffer) => {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(data.length + 2);
    return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
  };
  const frame = Buffer.alloc(15);
  frame[0] = 8; // precision
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 3; // components, each 3 bytes
  const metadata: Buffer[] = [];
  for (let left = metadataBytes; left > 0; left -= 65_000) {
    metadata.push(segment(0xe1, Buffer.alloc(Math.min(65_000, left), 0x45)));
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...metadata,
    segment(frameMarker, frame),
    segment(0xc4, Buffer.alloc(30, 1)),
    segment(0xda, Buffer.alloc(10, 0)),
    Buffer.alloc(512, 0x5a),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(chunk, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), header, data]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

/** A WebP of each kind: lossy (VP8), lossless (VP8L) or extended (VP8X), saying `width` × `height`. */
export function webpImage(width: number, height: number, kind: 'VP8' | 'VP8L' | 'VP8X' = 'VP8'): Buffer {
  if (kind === 'VP8') {
    const data = Buffer.alloc(64, 0x11);
    data.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a], 0); // a key frame's tag, then the start code
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
    return riff('VP8 ', data);
  }
  if (kind === 'VP8L') {
    const data = Buffer.alloc(64, 0x22);
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
    return riff('VP8L', data);
  }
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', data);
}
