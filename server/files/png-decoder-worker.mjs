// The thread that decodes images for documents (png-decoder.ts starts it). Plain JavaScript, run
// as it is by tests and scripts, and bundled as a worker of its own by Next.js's build. Decoding
// a signature and compressing its pixels again for a PDF took the request thread 100 to 300 ms
// per e-ticket (issue 33); here it takes this thread, and the request thread goes on answering.
//
// Messages from the request thread: { id, png } (a PNG checked by drawable-png.ts: within the
// pixel limits, its chunks and image data whole); each gets { id, result } or { id, error }, the
// result as PDF wants an image: 8-bit RGB and, unless every pixel is opaque, 8-bit alpha, each
// deflated (FlateDecode).
import { parentPort } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';

// pdf-lib's own PNG decoder (what its embedPng runs), so images look as they did. It is CommonJS
// with an ES module's default export: Node's `import` gives its exports object, whose `default`
// is the decoder; Next.js's build (which bundles this file as a worker) gives the decoder itself.
import upng from '@pdf-lib/upng';

const UPNG = upng.default ?? upng;

if (!parentPort) throw new Error('png-decoder-worker.mjs runs as a worker thread (png-decoder.ts starts it).');
const port = parentPort;

/** The colours and alphas of the last image, kept for the next: fewer buffers for the heap to collect. */
let colours = new Uint8Array(0);
let alphas = new Uint8Array(0);

/** @param {Uint8Array} png */
function decode(png) {
  const decoded = UPNG.decode(png);
  const frames = UPNG.toRGBA8(decoded);
  if (frames.length !== 1) throw new Error('An animated PNG');
  const rgba = new Uint8Array(frames[0]);
  const pixels = decoded.width * decoded.height;
  if (alphas.length < pixels) {
    colours = new Uint8Array(pixels * 3);
    alphas = new Uint8Array(pixels);
  }
  const rgb = colours.subarray(0, pixels * 3);
  const alpha = alphas.subarray(0, pixels);
  let opaque = true;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    rgb[pixel * 3] = rgba[pixel * 4];
    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1];
    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2];
    alpha[pixel] = rgba[pixel * 4 + 3];
    if (alpha[pixel] !== 255) opaque = false;
  }
  // Copied out of zlib's Buffers (small ones share a pool) into arrays of their own, to transfer.
  return {
    width: decoded.width,
    height: decoded.height,
    rgb: new Uint8Array(deflateSync(rgb)),
    alpha: opaque ? null : new Uint8Array(deflateSync(alpha)),
  };
}

port.on('message', (/** @type {{ id: number, png: Uint8Array }} */ { id, png }) => {
  try {
    const result = decode(png);
    const transfer = [result.rgb.buffer, ...(result.alpha ? [result.alpha.buffer] : [])];
    port.postMessage({ id, result }, transfer);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
