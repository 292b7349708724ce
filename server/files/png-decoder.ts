import 'server-only';

import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PNGs decoded for documents on a thread of their own (png-decoder-worker.mjs), never on the
 * request thread: an e-ticket's signature at its pixel limits costs 100 to 300 ms of decoding and
 * compressing again, during which the request thread would answer nobody (issue 33). One thread
 * takes one image at a time, so images never take more than one core; it starts with the first
 * image and ends DECODER_IDLE_MS after its last, so a burst of downloads starts it once, and an
 * idle server holds none (its memory goes with it: tens of MB of pixels decoded and dropped that
 * its heap had not given back yet).
 *
 * Give it only PNGs that drawablePng has checked (within the pixel limits, whole): its heap is
 * bounded (DECODER_RESOURCE_LIMITS) and a decoding that passes PNG_DECODE_TIMEOUT_MS stops the
 * thread, which the next image starts again, but neither should ever be needed.
 */

/** An image as PDF takes it: 8-bit RGB and, unless all opaque, 8-bit alpha, each deflated. */
export interface DeflatedImage {
  width: number;
  height: number;
  rgb: Uint8Array;
  alpha: Uint8Array | null;
}

/** The worker's file: Next.js's build bundles it as a worker of its own; elsewhere Node runs it as it is. */
const WORKER_FILE = path.join(process.cwd(), 'server', 'files', 'png-decoder-worker.mjs');

export const PNG_DECODE_TIMEOUT_MS = 10_000;
export const DECODER_IDLE_MS = 5_000;
/** A signature at its pixel limits needs a few megabytes; anything needing more is stopped. */
const DECODER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

interface Answer {
  id: number;
  result?: DeflatedImage;
  error?: string;
}

interface Waiting {
  resolve: (image: DeflatedImage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class DecoderThread {
  readonly #worker = new Worker(WORKER_FILE, { resourceLimits: DECODER_RESOURCE_LIMITS });
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #stopped: Error | null = null;
  #idle: NodeJS.Timeout | null = null;

  constructor(private readonly onStop: (thread: DecoderThread) => void) {
    this.#worker.on('message', ({ id, result, error }: Answer) => {
      const waiting = this.#waiting.get(id);
      if (!waiting) return;
      this.#settled(id);
      if (result) waiting.resolve(result);
      else waiting.reject(new Error(`The image could not be decoded: ${error}`));
    });
    this.#worker.on('error', (error) => this.#stop(new Error(`The image decoder failed: ${error.message}`)));
    this.#worker.on('exit', (code) => this.#stop(new Error(`The image decoder stopped (exit code ${code}).`)));
  }

  decode(png: Uint8Array): Promise<DeflatedImage> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    this.#busy();
    const answered = new Promise<DeflatedImage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#stop(new Error(`The image decoder took more than ${PNG_DECODE_TIMEOUT_MS} ms.`));
        void this.#worker.terminate();
      }, PNG_DECODE_TIMEOUT_MS);
      this.#waiting.set(id, { resolve, reject, timer });
    });
    this.#worker.postMessage({ id, png });
    return answered;
  }

  #busy(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    this.#worker.ref();
  }

  #settled(id: number): void {
    clearTimeout(this.#waiting.get(id)?.timer);
    this.#waiting.delete(id);
    if (this.#waiting.size > 0 || this.#stopped) return;
    // Idle: it keeps no process alive (a script, a test run), and ends if nothing comes.
    this.#worker.unref();
    this.#idle = setTimeout(() => {
      this.#stop(new Error('The image decoder has ended.'));
      void this.#worker.terminate();
    }, DECODER_IDLE_MS);
    this.#idle.unref();
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const [id, waiting] of [...this.#waiting]) {
      this.#settled(id);
      waiting.reject(this.#stopped);
    }
    this.onStop(this);
  }
}

let current: DecoderThread | null = null;

/** The PNG's pixels decoded and deflated for a PDF, off the request thread. */
export function decodePngOffThread(png: Uint8Array): Promise<DeflatedImage> {
  current ??= new DecoderThread((stopped) => {
    if (current === stopped) current = null;
  });
  return current.decode(png);
}
