import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * MapLibre's web worker, served from this origin (the Content-Security-Policy's worker-src
 * 'self'). Bundlers cannot emit it (MapLibre v6 resolves it at run time), so the tracking map
 * points MapLibre here with setWorkerUrl. Read once per process, cached by browsers for a day.
 */
let worker: Promise<Buffer> | undefined;

export async function GET() {
  worker ??= readFile(path.join(process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'));
  return new Response(new Uint8Array(await worker), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
