#!/usr/bin/env node
// Writes src/styles/fonts/noto-sans-ethiopic-{core,extended}-{400,700}.woff2: Noto Sans Ethiopic (fontsource's
// `ethiopic` files, 75 KB a weight) cut in two by Unicode block. `core` is the Ethiopic block, U+1200–137F, which
// holds every syllable, numeral and punctuation mark of Amharic and Tigrinya (15 KB a weight). `extended` holds the
// Supplement and Extended blocks that only other languages write (7 KB a weight). fonts.css gives each file its
// unicode-range, so an Amharic page downloads the core only, and the extended file only where such a letter shows.
// Kerning is left out: the `kern` feature's pair positions are 108 KB of the font's 170 KB before compression, and
// two thirds of each file (core 44 → 15 KB a weight). Without it Amharic sets a little looser: the app's 280 Amharic
// strings are 1.5 % wider in all (at most 8 % on a short word such as ይግቡ, 2.6 px at 16 px). The features that shape
// the text are kept: contextual forms (`calt`) and the placing of combining marks (`mark`, `mkmk`).
// Run after updating @fontsource/noto-sans-ethiopic: node scripts/ethiopic-font.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Every OpenType feature of the font but `kern` (GSUB: calt; GPOS: kern, mark, mkmk). */
const KEEP_FEATURES = ['calt', 'ccmp', 'locl', 'mark', 'mkmk'];

const SLICES = {
  core: [[0x1200, 0x137f]],
  extended: [
    [0x1380, 0x139f],
    [0x2d80, 0x2ddf],
    [0xab00, 0xab2f],
  ],
};

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const outDir = path.join(here, '../src/styles/fonts');
const text = (ranges) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

fs.mkdirSync(outDir, { recursive: true });
for (const weight of [400, 700]) {
  const source = require.resolve(
    `@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-${weight}-normal.woff2`,
  );
  const font = fs.readFileSync(source);
  for (const [slice, ranges] of Object.entries(SLICES)) {
    const subset = await subsetFont(font, text(ranges), {
      targetFormat: 'woff2',
      keepFeatures: KEEP_FEATURES,
    });
    const file = path.join(outDir, `noto-sans-ethiopic-${slice}-${weight}.woff2`);
    fs.writeFileSync(file, subset);
    console.log(
      `${path.relative(process.cwd(), file)}: ${(subset.length / 1024).toFixed(1)} KB (of ${(font.length / 1024).toFixed(1)} KB)`,
    );
  }
}
