// @vitest-environment node
import { deflateSync, inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { IMAGE_PIXEL_LIMITS, describePixelLimits } from '@/lib/validation/images';
import { checkedImage, type ImageRules } from '@/server/files/checked-image';
import { drawablePng, inflatedBytes, UndrawablePngError } from '@/server/files/drawable-png';
import { IMAGE_HEADER_MAX_BYTES, readImageHeader, withinPixelLimits } from '@/server/files/image-header';
import { decodePngOffThread } from '@/server/files/png-decoder';

import { ihdr, jpegImage, PNG_SIGNATURE, pngChunk, pngImage, webpImage } from '../support/images';

/** What the issue found: 4.4 kB that a decoder expands to 6000 × 6000 × 4 bytes. */
const ISSUE_PNG = pngImage(6000, 6000);

describe('reading an image’s size from its header', () => {
  it('reads a PNG’s IHDR', () => {
    expect(readImageHeader(pngImage(600, 200))).toMatchObject({ format: 'png', width: 600, height: 200 });
    expect(ISSUE_PNG.length).toBeLessThan(200 * 1024);
    expect(readImageHeader(ISSUE_PNG)).toMatchObject({ format: 'png', width: 6000, height: 6000 });
  });

  it('reads a JPEG’s frame header after its metadata, whichever kind of frame it is', () => {
    expect(readImageHeader(jpegImage(1600, 1200))).toEqual({ format: 'jpeg', width: 1600, height: 1200 });
    expect(readImageHeader(jpegImage(4032, 3024, { metadataBytes: 100_000 }))).toEqual({
      format: 'jpeg',
      width: 4032,
      height: 3024,
    });
    // Progressive (SOF2) and lossless (SOF3); DHT (0xC4) between them is no frame header.
    expect(readImageHeader(jpegImage(800, 600, { frameMarker: 0xc2 }))).toMatchObject({ width: 800, height: 600 });
    expect(readImageHeader(jpegImage(800, 600, { frameMarker: 0xc3 }))).toMatchObject({ width: 800, height: 600 });
    // Fill bytes before a marker are allowed.
    const filled = jpegImage(320, 240);
    const withFill = Buffer.concat([filled.subarray(0, 2), Buffer.from([0xff, 0xff]), filled.subarray(2)]);
    expect(readImageHeader(withFill)).toMatchObject({ width: 320, height: 240 });
  });

  it('reads each kind of WebP', () => {
    expect(readImageHeader(webpImage(1024, 768, 'VP8'))).toEqual({ format: 'webp', width: 1024, height: 768 });
    expect(readImageHeader(webpImage(300, 9000, 'VP8L'))).toEqual({ format: 'webp', width: 300, height: 9000 });
    expect(readImageHeader(webpImage(16_000, 12_000, 'VP8X'))).toEqual({
      format: 'webp',
      width: 16_000,
      height: 12_000,
    });
  });

  it('waits for more bytes while the header is cut short', () => {
    expect(readImageHeader(pngImage(10, 10).subarray(0, 28))).toBe('incomplete');
    expect(readImageHeader(jpegImage(10, 10, { metadataBytes: 70_000 }).subarray(0, 60_000))).toBe('incomplete');
    expect(readImageHeader(webpImage(10, 10, 'VP8').subarray(0, 29))).toBe('incomplete');
    expect(readImageHeader(PNG_SIGNATURE)).toBe('incomplete');
  });

  it('calls unreadable what no decoder would draw', () => {
    // The PNG signature, then garbage: the corrupt signature the issue found.
    expect(readImageHeader(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0x41)]))).toBe('unreadable');
    expect(readImageHeader(Buffer.concat([PNG_SIGNATURE, ihdr(0, 10)]))).toBe('unreadable');
    expect(readImageHeader(Buffer.concat([PNG_SIGNATURE, ihdr(10, 10, { bitDepth: 4, colourType: 6 })]))).toBe(
      'unreadable',
    );
    expect(readImageHeader(Buffer.concat([PNG_SIGNATURE, ihdr(10, 10, { interlace: 2 })]))).toBe('unreadable');
    // A scan before any frame header; a height left to a DNL marker.
    const scanFirst = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(readImageHeader(scanFirst)).toBe('unreadable');
    expect(readImageHeader(jpegImage(640, 0))).toBe('unreadable');
    const notSegment = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0]), Buffer.alloc(8, 7)]);
    expect(readImageHeader(notSegment)).toBe('unreadable');
    const badStartCode = webpImage(10, 10, 'VP8');
    badStartCode[23] = 0;
    expect(readImageHeader(badStartCode)).toBe('unreadable');
    expect(readImageHeader(Buffer.from('%PDF-1.7 not an image'))).toBe('unreadable');
  });

  it('holds each use to its width, height and pixel count', () => {
    const { signature, photo, logo } = IMAGE_PIXEL_LIMITS;
    const size = (width: number, height: number) => ({ format: 'png' as const, width, height });
    expect(withinPixelLimits(size(signature.width, signature.height), signature)).toBe(true);
    expect(withinPixelLimits(size(signature.width + 1, 10), signature)).toBe(false);
    expect(withinPixelLimits(size(10, signature.height + 1), signature)).toBe(false);
    expect(withinPixelLimits(size(photo.width, photo.height), photo)).toBe(false); // over the pixel count
    expect(withinPixelLimits(size(6000, 4000), photo)).toBe(true);
    expect(withinPixelLimits(size(6000, 6000), logo)).toBe(false);
    expect(describePixelLimits(signature)).toBe('1200 × 400 pixels');
    expect(describePixelLimits(logo)).toBe('4096 × 4096 pixels and 4 megapixels');
  });
});

/** Errors named by the rule that threw them. */
const RULES: ImageRules = {
  formats: ['png'],
  limitBytes: 200 * 1024,
  pixels: IMAGE_PIXEL_LIMITS.signature,
  drawn: true,
  notAccepted: () => new Error('notAccepted'),
  unreadable: () => new Error('unreadable'),
  tooLarge: () => new Error('tooLarge'),
  tooManyPixels: () => new Error('tooManyPixels'),
};

/** The bytes in chunks of `size`, counting how many were pulled. */
function arriving(bytes: Uint8Array, size: number) {
  const read = { bytes: 0 };
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += size) {
      await Promise.resolve(); // each piece arrives on a later turn, as from the network
      read.bytes = Math.min(bytes.length, at + size);
      yield bytes.subarray(at, at + size);
    }
  }
  return { chunks: chunks(), read };
}

async function upload(bytes: Uint8Array, rules: Partial<ImageRules> = {}, chunkBytes = 1024) {
  const { chunks, read } = arriving(bytes, chunkBytes);
  const stored: Uint8Array[] = [];
  try {
    for await (const chunk of checkedImage(chunks, { ...RULES, ...rules })) stored.push(chunk);
    return { outcome: 'stored', stored: Buffer.concat(stored), read: read.bytes };
  } catch (error) {
    return { outcome: (error as Error).message, stored: Buffer.concat(stored), read: read.bytes };
  }
}

describe('an uploaded image, checked as it streams', () => {
  it('refuses the issue’s 6000 × 6000 all-zero PNG by its header, before reading the rest', async () => {
    const refused = await upload(ISSUE_PNG, {}, 16);
    expect(refused.outcome).toBe('tooManyPixels');
    expect(refused.read).toBeLessThanOrEqual(32);
  });

  it('passes a drawable image on whole, however its bytes arrive', async () => {
    const signature = pngImage(600, 200, { fill: 7 });
    for (const chunkBytes of [1, 7, 64 * 1024]) {
      const stored = await upload(signature, {}, chunkBytes);
      expect(stored.outcome).toBe('stored');
      expect(stored.stored.equals(signature)).toBe(true);
    }
    const photo = jpegImage(1600, 1200, { metadataBytes: 70_000 });
    expect((await upload(photo, { formats: ['jpeg'], pixels: IMAGE_PIXEL_LIMITS.photo, drawn: false })).outcome).toBe(
      'stored',
    );
  });

  it('refuses a size over the limits, a format not taken, and bytes too few or unreadable', async () => {
    expect((await upload(pngImage(1201, 10))).outcome).toBe('tooManyPixels');
    const photoRules = { formats: ['jpeg', 'webp'] as const, pixels: IMAGE_PIXEL_LIMITS.photo, drawn: false };
    expect((await upload(webpImage(9000, 100, 'VP8L'), photoRules)).outcome).toBe('tooManyPixels');
    expect((await upload(jpegImage(6000, 6000), photoRules)).outcome).toBe('tooManyPixels');
    expect((await upload(pngImage(10, 10), photoRules)).outcome).toBe('notAccepted');
    expect((await upload(Buffer.from('%PDF'))).outcome).toBe('notAccepted');
    expect((await upload(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2048, 0x41)]))).outcome).toBe('unreadable');
    expect((await upload(pngImage(10, 10).subarray(0, 20))).outcome).toBe('unreadable');
    // A frame header that does not come within the bytes read for it.
    const late = jpegImage(100, 100, { metadataBytes: IMAGE_HEADER_MAX_BYTES + 1 });
    expect((await upload(late, { ...photoRules, limitBytes: 3 * 1024 * 1024 })).outcome).toBe('unreadable');
  });

  it('refuses a signature that could not be drawn, though its header is fine', async () => {
    const whole = pngImage(100, 50, { fill: 3 });
    // Cut before IEND; its image data broken; more image data than 100 × 50 pixels.
    expect((await upload(whole.subarray(0, whole.length - 12))).outcome).toBe('unreadable');
    const broken = Buffer.from(whole);
    broken.fill(0xaa, 45, 60);
    expect((await upload(broken)).outcome).toBe('unreadable');
    const tooMuchData = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(100, 50),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
      pngChunk('IEND'),
    ]);
    expect(tooMuchData.length).toBeLessThan(200 * 1024);
    expect((await upload(tooMuchData)).outcome).toBe('unreadable');
    // A second IHDR, which UPNG would size its buffers by; an animation.
    const resized = Buffer.concat([PNG_SIGNATURE, ihdr(100, 50), ihdr(6000, 6000), whole.subarray(33)]);
    expect((await upload(resized)).outcome).toBe('unreadable');
    const animated = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(100, 50),
      pngChunk('acTL', Buffer.alloc(8)),
      whole.subarray(33),
    ]);
    expect((await upload(animated)).outcome).toBe('unreadable');
  });
});

describe('a stored signature, checked again before an e-ticket draws it', () => {
  it('is rebuilt from its checked chunks only, and draws', async () => {
    const textWithoutEnd = pngChunk('tEXt', Buffer.from('Comment with no zero byte', 'latin1'));
    const signature = pngImage(600, 200, { fill: 9, chunksBeforeData: [textWithoutEnd] });
    const { header, png } = await drawablePng(signature, IMAGE_PIXEL_LIMITS.signature);
    expect(header).toMatchObject({ width: 600, height: 200 });
    expect(Buffer.from(png).includes(Buffer.from('tEXt'))).toBe(false);
    const image = await decodePngOffThread(png);
    expect([image.width, image.height]).toEqual([600, 200]);
    expect(inflateSync(image.rgb)).toEqual(Buffer.alloc(600 * 200 * 3, 9));
    expect(inflateSync(image.alpha!)).toEqual(Buffer.alloc(600 * 200, 9));
  });

  it('draws palettes, grey, 16-bit and interlaced images, knowing each one’s size of data', async () => {
    const palette = pngChunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]));
    const alphas = pngChunk('tRNS', Buffer.from([0, 255]));
    await expect(
      drawablePng(pngImage(33, 7, { colourType: 3, bitDepth: 1, chunksBeforeData: [palette, alphas] }), RULES.pixels),
    ).resolves.toMatchObject({ header: { colourType: 3 } });
    await expect(drawablePng(pngImage(33, 7, { colourType: 3, bitDepth: 1 }), RULES.pixels)).rejects.toBeInstanceOf(
      UndrawablePngError,
    );
    await expect(drawablePng(pngImage(17, 5, { colourType: 0, bitDepth: 16 }), RULES.pixels)).resolves.toBeTruthy();
    const interlaced = { width: 13, height: 11, bitDepth: 8, colourType: 4, interlaced: true, format: 'png' } as const;
    const raw = Buffer.alloc(inflatedBytes(interlaced));
    const png = pngImage(13, 11, { colourType: 4, interlace: 1, rawBytes: raw });
    const { png: rebuilt } = await drawablePng(png, RULES.pixels);
    const decoded = await decodePngOffThread(rebuilt);
    expect([decoded.width, decoded.height]).toEqual([13, 11]);
    // Every pixel transparent black: the image data was read whole, pass by pass.
    expect(inflateSync(decoded.rgb)).toEqual(Buffer.alloc(13 * 11 * 3));
    expect(inflateSync(decoded.alpha!)).toEqual(Buffer.alloc(13 * 11));
  });

  it('is decoded on the decoder’s thread, which answers the next image after one it cannot decode', async () => {
    await expect(decodePngOffThread(Buffer.from('not a PNG at all'))).rejects.toThrow('could not be decoded');
    await expect(decodePngOffThread(pngImage(3, 2, { colourType: 2, fill: 255 }))).resolves.toMatchObject({
      width: 3,
      height: 2,
      alpha: null, // all opaque: no soft mask
    });
  });

  it('is refused over the limits, or corrupt', async () => {
    await expect(drawablePng(ISSUE_PNG, IMAGE_PIXEL_LIMITS.signature)).rejects.toBeInstanceOf(UndrawablePngError);
    const corrupt = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0x41)]);
    await expect(drawablePng(corrupt, IMAGE_PIXEL_LIMITS.signature)).rejects.toBeInstanceOf(UndrawablePngError);
    const lyingLength = Buffer.concat([PNG_SIGNATURE, ihdr(10, 10), Buffer.from([0x7f, 0xff, 0xff, 0xff])]);
    await expect(
      drawablePng(Buffer.concat([lyingLength, Buffer.from('IDAT'), Buffer.alloc(32)]), RULES.pixels),
    ).rejects.toBeInstanceOf(UndrawablePngError);
  });
});
