import 'server-only';

import type { ImagePixelLimits } from '@/lib/validation/images';

/**
 * What an image says it is, read from its first bytes without decoding any pixel: its format (by
 * its signature) and its width and height (from the header a decoder sizes its buffers by: PNG's
 * IHDR, JPEG's frame header, WebP's VP8, VP8L or VP8X). Uploads are refused on it before the rest
 * is read, and an e-ticket reads it again before drawing a signature.
 *
 * Written here rather than taken from a library: an upload arrives in pieces, and this must tell
 * "not enough bytes yet" from "not a readable image", which image-size, for one, does not (it
 * throws the same way on both).
 */

/** The image formats uploads may be: what a phone's camera, a drawing canvas or a logo file gives. */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The bytes a format is known by: all there are (12) for WebP's. */
export const FORMAT_SIGNATURE_BYTES = 12;

/**
 * The most bytes read looking for the size: a JPEG's frame header follows its metadata segments
 * (EXIF, with its thumbnail, at most 64 kB; colour profiles), so it can come late. One that does
 * not come within these is refused as unreadable.
 */
export const IMAGE_HEADER_MAX_BYTES = 256 * 1024;

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The image format of a file from its first bytes (at least 12), whatever its name or type says. */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  const starts = (bytes: readonly number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (starts(PNG_SIGNATURE)) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * The image's format and size from its first bytes; 'incomplete' while more bytes are needed to
 * know; 'unreadable' for bytes no decoder would draw from (no accepted signature, a broken
 * header, a size of zero).
 */
export type HeaderReading = ImageHeader | 'incomplete' | 'unreadable';

export function readImageHeader(head: Uint8Array): HeaderReading {
  if (head.length < FORMAT_SIGNATURE_BYTES) return 'incomplete';
  const format = imageFormatOf(head);
  if (format === 'png') return pngHeader(head);
  if (format === 'jpeg') return jpegHeader(head);
  if (format === 'webp') return webpHeader(head);
  return 'unreadable';
}

/** Whether the header's size is within `limits`. */
export const withinPixelLimits = ({ width, height }: ImageHeader, limits: ImagePixelLimits) =>
  width <= limits.width && height <= limits.height && width * height <= limits.pixels;

const uint16BE = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const uint16LE = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const uint24LE = (bytes: Uint8Array, at: number) => uint16LE(bytes, at) | (bytes[at + 2]! << 16);
export const uint32BE = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const sized = (format: ImageFormat, width: number, height: number): HeaderReading =>
  width > 0 && height > 0 ? { format, width, height } : 'unreadable';

/** The bit depths PNG allows for each colour type. */
const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** PNG's header: a whole IHDR first, with a colour type, bit depth and methods that exist. */
export interface PngHeader extends ImageHeader {
  format: 'png';
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

/** The IHDR of a PNG (signature, then IHDR's 8-byte chunk head and 13 bytes of data). */
export function pngHeader(head: Uint8Array): PngHeader | 'incomplete' | 'unreadable' {
  if (head.length < 8 + 8 + 13) return 'incomplete';
  if (uint32BE(head, 8) !== 13 || ascii(head, 12, 4) !== 'IHDR') return 'unreadable';
  const width = uint32BE(head, 16);
  const height = uint32BE(head, 20);
  const [bitDepth, colourType, compression, filter, interlace] = head.subarray(24, 29);
  const valid =
    width > 0 &&
    height > 0 &&
    // PNG's own ceiling: larger sizes are not PNG.
    width <= 0x7fffffff &&
    height <= 0x7fffffff &&
    (PNG_BIT_DEPTHS[colourType!] ?? []).includes(bitDepth!) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1);
  if (!valid) return 'unreadable';
  return { format: 'png', width, height, bitDepth: bitDepth!, colourType: colourType!, interlaced: interlace === 1 };
}

/** JPEG's frame headers (SOF0 to SOF15 but DHT, JPG and DAC, which share the range). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, without a length: TEM and the restart markers. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * A JPEG's size, from its frame header: the segments before it are skipped by their lengths. A
 * scan or the end before any frame header, or a height of zero (given later by a DNL marker,
 * which decoders seldom support), is unreadable.
 */
function jpegHeader(head: Uint8Array): HeaderReading {
  let at = 2;
  for (;;) {
    if (at + 2 > head.length) return 'incomplete';
    if (head[at] !== 0xff) return 'unreadable';
    // A marker may be preceded by any number of 0xFF fill bytes.
    let marker = head[at + 1]!;
    while (marker === 0xff) {
      at += 1;
      if (at + 2 > head.length) return 'incomplete';
      marker = head[at + 1]!;
    }
    at += 2;
    if (standsAlone(marker)) continue;
    if (marker === 0x00 || marker === 0xd8 || marker === 0xd9 || marker === 0xda) return 'unreadable';
    if (at + 2 > head.length) return 'incomplete';
    const length = uint16BE(head, at);
    if (length < 2) return 'unreadable';
    if (isFrameMarker(marker)) {
      // Length, precision (1), height (2), width (2), components (1)...
      if (length < 8) return 'unreadable';
      if (at + 7 > head.length) return 'incomplete';
      return sized('jpeg', uint16BE(head, at + 5), uint16BE(head, at + 3));
    }
    at += length;
  }
}

/**
 * A WebP's size from its first chunk: VP8X (the canvas of an extended file), VP8 (lossy: a key
 * frame's start code, then 14-bit sizes) or VP8L (lossless: its signature byte, then 14-bit sizes
 * less one).
 */
function webpHeader(head: Uint8Array): HeaderReading {
  if (head.length < 16) return 'incomplete';
  const chunk = ascii(head, 12, 4);
  const needs = chunk === 'VP8L' ? 25 : 30;
  if (head.length < needs) return 'incomplete';
  if (chunk === 'VP8X') return sized('webp', 1 + uint24LE(head, 24), 1 + uint24LE(head, 27));
  if (chunk === 'VP8 ') {
    const keyFrame = (head[20]! & 0x01) === 0;
    const startCode = head[23] === 0x9d && head[24] === 0x01 && head[25] === 0x2a;
    if (!keyFrame || !startCode) return 'unreadable';
    return sized('webp', uint16LE(head, 26) & 0x3fff, uint16LE(head, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (head[20] !== 0x2f) return 'unreadable';
    const bits = (head[21]! | (head[22]! << 8) | (head[23]! << 16) | (head[24]! << 24)) >>> 0;
    return sized('webp', 1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff));
  }
  return 'unreadable';
}
