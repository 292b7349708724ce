#!/usr/bin/env node
// The driver app's install icons (public/driver-icon-*.png), drawn from the site's icon
// (app/icon.svg) with sharp, which Next.js already installs for its image optimisation. Run it
// again after changing the icon: `node scripts/driver-icons.mjs`.
//   - "any": the icon as it is, 192 and 512 px;
//   - "maskable": the mark on a full orange square, inside the central safe zone (80%), so a
//     launcher's round or squircle mask never cuts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const icon = readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8');
const brand = /fill="(#[0-9a-f]{6})"/i.exec(icon)?.[1] ?? '#c2410c';
const mark = /<path [^>]*\/>/.exec(icon)?.[0];
if (!mark) throw new Error('app/icon.svg has no path to draw');

// The mark occupies 7..25 of the icon's 32 units; scaled to 60% of the square, centred.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16.5)">${mark}</g></svg>`;

const outputs = [
  { svg: icon, size: 192, file: 'driver-icon-192.png' },
  { svg: icon, size: 512, file: 'driver-icon-512.png' },
  { svg: maskable, size: 512, file: 'driver-icon-maskable-512.png' },
];
for (const { svg, size, file } of outputs) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'public', file));
  console.log(`public/${file}`);
}
