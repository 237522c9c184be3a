#!/usr/bin/env node
// Writes public/icons/icon-{192,512}.png and icon-maskable-512.png, the home-screen icons that the web app manifests
// (public/manifest.{en,am}.webmanifest) name, from the favicon's mark (public/favicon.svg: the white pin on the
// primary blue). The maskable one fills its square with the blue and keeps the pin inside the middle 80 %, the part
// every launcher's mask leaves visible. The PNGs are committed; run again after changing the favicon:
//   node scripts/app-icons.mjs   (sharp comes with the API's dependencies)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The API's dependency: resolved from there, so the web app does not list an image library it never ships.
const sharp = createRequire(path.join(web, '../api/package.json'))('sharp');

const favicon = fs.readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const pin = /<path [^>]*\/>/.exec(favicon)?.[0];
if (!pin) throw new Error('public/favicon.svg has no <path> to take the mark from');

/** The pin on a full blue square, scaled to `scale` of the side about the centre (favicon.svg's box is 32 units). */
const maskable = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2381f6"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${pin}</g></svg>`;

const icons = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  // The pin spans 20 of the 32 units; at 0.9 it stays within the safe circle (radius 40 % of the side).
  ['icon-maskable-512.png', maskable(0.9), 512],
];

fs.mkdirSync(path.join(web, 'public/icons'), { recursive: true });
for (const [name, svg, size] of icons) {
  const file = path.join(web, 'public/icons', name);
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`${path.relative(web, file)}  ${fs.statSync(file).size} bytes`);
}
