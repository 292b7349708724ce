#!/usr/bin/env node
// The driver app's install icons (public/driver-icon-*.png) and the site's favicon.ico (what
// browsers and crawlers ask for whatever the page declares), drawn from the site's icon
// (app/icon.svg) with sharp, which Next.js already installs for its image optimisation. Run it
// again after changing the icon: `node scripts/driver-icons.mjs`.
//   - "any": the icon as it is, 192 and 512 px;
//   - "maskable": the mark on a full orange square, inside the central safe zone (80%), so a
//     launcher's round or squircle mask never cuts it.
import { readFileSync, writeFileSync } from 'node:fs';
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

// favicon.ico: 16, 32 and 48 px PNGs in one ICO container (PNG entries, which every current
// browser reads).
const sizes = [16, 32, 48];
const pngs = await Promise.all(
  sizes.map((size) =>
    sharp(Buffer.from(icon), { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[index].length;
});
writeFileSync(path.join(root, 'public', 'favicon.ico'), Buffer.concat([header, ...pngs]));
console.log('public/favicon.ico');
