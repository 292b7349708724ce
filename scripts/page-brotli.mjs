// Brotli for pages (issue 38 item 2): their HTML and the RSC payloads of client navigations.
//
// Next.js compresses its answers with gzip only; the build's scripts and styles already go out in
// Brotli (./static-brotli.mjs). Pages are rendered (or read from the ISR cache) per request, so
// they are compressed as they stream, at a quality fast enough for that: Brotli 5 costs about what
// gzip 6 does and is still about 15% smaller on the marketing pages' HTML. Next.js is told the
// browser takes no encoding, so it does not gzip what this then compresses.
import { constants, createBrotliCompress } from 'node:zlib';

import { acceptsBrotli } from './static-brotli.mjs';

/** Rendered answers worth compressing: pages, and the payloads of client-side navigations. */
const COMPRESSIBLE = /^(text\/html|text\/x-component)\b/i;
const QUALITY = 5;

/** Appends Accept-Encoding to the answer's Vary, once. */
function varyOnEncoding(response) {
  const vary = String(response.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Headers given to writeHead (an object, or a flat [key, value, …] list), set one by one. */
function setHeadersOf(response, headers) {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) response.setHeader(headers[index], headers[index + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [key, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(key, value);
  }
}

/**
 * Prepares a request Next.js is about to answer: when the browser takes Brotli, the answer is
 * compressed with it if it turns out to be a page or an RSC payload, and passes untouched (not
 * compressed by Next.js either) otherwise. Call before handing the request to Next.js.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function compressPagesInBrotli(request, response) {
  if (request.method !== 'GET') return;
  if (!acceptsBrotli(request.headers['accept-encoding'])) return;
  request.headers['accept-encoding'] = 'identity';

  const write = response.write;
  const end = response.end;
  const writeHead = response.writeHead;
  /** @type {import('node:zlib').BrotliCompress | null} */
  let brotli = null;
  let decided = false;
  let flushing = false;

  /** Once the headers are known: compress when the answer is a page with a body not already encoded. */
  const decide = () => {
    if (decided) return;
    decided = true;
    const status = response.statusCode;
    if (status === 204 || status === 304 || (status >= 100 && status < 200)) return;
    if (!COMPRESSIBLE.test(String(response.getHeader('content-type') ?? ''))) return;
    if (response.getHeader('content-encoding')) return;
    const length = Number(response.getHeader('content-length')) || 0;
    response.removeHeader('Content-Length');
    response.setHeader('Content-Encoding', 'br');
    varyOnEncoding(response);
    brotli = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: QUALITY,
        ...(length > 0 ? { [constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
      },
    });
    brotli.on('data', (chunk) => write.call(response, chunk));
    brotli.on('end', () => end.call(response));
    brotli.on('error', () => response.destroy());
    // A visitor who leaves mid-answer: nothing more to compress.
    response.once('close', () => brotli?.destroy());
  };

  response.writeHead = function writeHeadInBrotli(statusCode, ...rest) {
    const headers = rest.find((argument) => typeof argument === 'object');
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    setHeadersOf(response, headers);
    response.statusCode = statusCode;
    decide();
    return reason === undefined ? writeHead.call(response, statusCode) : writeHead.call(response, statusCode, reason);
  };

  response.write = function writeInBrotli(chunk, encoding, callback) {
    decide();
    if (!brotli) return write.call(response, chunk, encoding, callback);
    brotli.write(
      chunk,
      typeof encoding === 'string' ? encoding : undefined,
      typeof encoding === 'function' ? encoding : callback,
    );
    // What was written in this turn of the event loop goes out together, compressed so far: a
    // streamed page's shell reaches the browser before its slower parts are rendered. (Next.js's
    // own res.flush() is its gzip middleware's, which this cannot hook.)
    if (!flushing) {
      flushing = true;
      setImmediate(() => {
        flushing = false;
        if (brotli && !brotli.writableEnded && !brotli.destroyed) brotli.flush();
      });
    }
    // Buffered by the compressor; a page is small enough that waiting for 'drain' would only stall.
    return true;
  };

  response.end = function endInBrotli(chunk, encoding, callback) {
    decide();
    if (!brotli) return end.call(response, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    if (done) response.once('finish', done);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      brotli.end(chunk, typeof encoding === 'string' ? encoding : undefined);
    } else {
      brotli.end();
    }
    return response;
  };
}
