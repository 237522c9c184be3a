#!/usr/bin/env node
// Writes src/features/i18n/glyphs/: SVG outlines of the few Ethiopic labels that
// English screens show (the language names), taken from Noto Sans Ethiopic Bold. Drawing them as
// paths keeps English pages from downloading the 75 KB Ethiopic font just for two words.
// Run after changing LABELS: node scripts/ethiopic-glyphs.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const LABELS = { amShort: 'አማ', amNative: 'አማርኛ' };

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const fontFile = require.resolve(
  '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-700-normal.woff',
);
const woff = fs.readFileSync(fontFile);

// WOFF 1.0: a table directory of zlib-compressed sfnt tables.
const tables = {};
const numTables = woff.readUInt16BE(12);
for (let i = 0; i < numTables; i++) {
  const at = 44 + i * 20;
  const tag = woff.toString('latin1', at, at + 4);
  const offset = woff.readUInt32BE(at + 4);
  const compLength = woff.readUInt32BE(at + 8);
  const origLength = woff.readUInt32BE(at + 12);
  const raw = woff.subarray(offset, offset + compLength);
  tables[tag] = compLength < origLength ? inflateSync(raw) : raw;
}
const { head, hhea, hmtx, loca, glyf, cmap } = tables;
const unitsPerEm = head.readUInt16BE(18);
const longLoca = head.readInt16BE(50) === 1;
const numberOfHMetrics = hhea.readUInt16BE(34);
const ascender = hhea.readInt16BE(4);
const descender = hhea.readInt16BE(6);

function glyphIndex(code) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const segX2 = cmap.readUInt16BE(sub + 6);
    const ends = sub + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const end = cmap.readUInt16BE(ends + s * 2);
      if (code > end) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeAt = ranges + s * 2;
      const range = cmap.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const g = cmap.readUInt16BE(rangeAt + range + (code - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
  }
  return 0;
}

const advance = (g) => hmtx.readUInt16BE(Math.min(g, numberOfHMetrics - 1) * 4);
const glyphRange = (g) =>
  longLoca
    ? [loca.readUInt32BE(g * 4), loca.readUInt32BE(g * 4 + 4)]
    : [loca.readUInt16BE(g * 2) * 2, loca.readUInt16BE(g * 2 + 2) * 2];

/** Contours of a glyph as lists of { x, y, on }, composites resolved. */
function contours(g, transform = [1, 0, 0, 1, 0, 0]) {
  const [start, end] = glyphRange(g);
  if (start === end) return [];
  const d = glyf.subarray(start, end);
  const n = d.readInt16BE(0);
  const apply = ({ x, y, on }) => ({
    x: transform[0] * x + transform[2] * y + transform[4],
    y: transform[1] * x + transform[3] * y + transform[5],
    on,
  });
  if (n < 0) {
    const out = [];
    let p = 10;
    let flags;
    do {
      flags = d.readUInt16BE(p);
      const child = d.readUInt16BE(p + 2);
      p += 4;
      let dx;
      let dy;
      if (flags & 1) {
        dx = d.readInt16BE(p);
        dy = d.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = d.readInt8(p);
        dy = d.readInt8(p + 1);
        p += 2;
      }
      let [a, b, c, e] = [1, 0, 0, 1];
      const f2dot14 = (at) => d.readInt16BE(at) / 16384;
      if (flags & 0x8) {
        a = e = f2dot14(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2dot14(p);
        e = f2dot14(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        [a, b, c, e] = [f2dot14(p), f2dot14(p + 2), f2dot14(p + 4), f2dot14(p + 6)];
        p += 8;
      }
      if (!(flags & 2)) throw new Error('Point-matched composites are not supported');
      for (const contour of contours(child, [a, b, c, e, dx, dy])) out.push(contour.map(apply));
    } while (flags & 0x20);
    return out;
  }
  const endPts = Array.from({ length: n }, (_, i) => d.readUInt16BE(10 + i * 2));
  const points = (endPts.at(-1) ?? -1) + 1;
  let p = 10 + n * 2;
  p += 2 + d.readUInt16BE(p);
  const flags = [];
  while (flags.length < points) {
    const f = d[p++];
    flags.push(f);
    if (f & 8) for (let r = d[p++]; r > 0; r--) flags.push(f);
  }
  const coords = (short, same) => {
    let v = 0;
    return flags.map((f) => {
      if (f & short) {
        const delta = d[p++];
        v += f & same ? delta : -delta;
      } else if (!(f & same)) {
        v += d.readInt16BE(p);
        p += 2;
      }
      return v;
    });
  };
  const xs = coords(2, 16);
  const ys = coords(4, 32);
  const out = [];
  let from = 0;
  for (const last of endPts) {
    const contour = [];
    for (let i = from; i <= last; i++) contour.push(apply({ x: xs[i], y: ys[i], on: Boolean(flags[i] & 1) }));
    out.push(contour);
    from = last + 1;
  }
  return out;
}

/** Font units per path unit: 200 to the em, finer than a pixel at any size a label is drawn. */
const UNIT = 5;
const r = (v) => Math.round(v / UNIT);
/** Path units in em, as the generated modules write it. */
const em = (units) => Number(((units * UNIT) / unitsPerEm).toFixed(3));
/** Path numbers joined the short way: a minus sign separates as well as a space. */
const join = (numbers) => numbers.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : `${n}`)).join('');

/**
 * One closed quadratic contour as SVG path commands, y flipped (fonts point up). Points are rounded to path units
 * first and written relative to the pen (`m`, `l`, `h`, `v`, `q`): short numbers, and no drift from the rounding.
 */
function contourPath(points, dx, pen) {
  if (points.length === 0) return '';
  const at = (q) => [r(q.x + dx), r(-q.y)];
  const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
  const firstOn = points.findIndex((q) => q.on);
  const ring =
    firstOn >= 0
      ? [...points.slice(firstOn), ...points.slice(0, firstOn)]
      : [mid(points[0], points[1]), ...points];
  const start = at(ring[0]);
  let out = `m${join([start[0] - pen[0], start[1] - pen[1]])}`;
  let [x, y] = start;
  for (let i = 1; i <= ring.length; i++) {
    const q = ring[i % ring.length];
    if (q.on) {
      const [nx, ny] = at(q);
      if (ny === y && nx !== x) out += `h${nx - x}`;
      else if (nx === x && ny !== y) out += `v${ny - y}`;
      else if (nx !== x) out += `l${join([nx - x, ny - y])}`;
      [x, y] = [nx, ny];
      continue;
    }
    const next = ring[(i + 1) % ring.length];
    const [cx, cy] = at(q);
    const [nx, ny] = at(next.on ? next : mid(q, next));
    out += `q${join([cx - x, cy - y, nx - x, ny - y])}`;
    [x, y] = [nx, ny];
    if (next.on) i++;
  }
  // `z` returns the pen to the contour's start.
  pen[0] = start[0];
  pen[1] = start[1];
  return `${out}z`;
}

const entries = Object.entries(LABELS).map(([key, text]) => {
  let x = 0;
  let d = '';
  const pen = [0, 0];
  for (const ch of text) {
    const g = glyphIndex(ch.codePointAt(0));
    if (!g) throw new Error(`No glyph for ${ch}`);
    for (const c of contours(g)) d += contourPath(c, x, pen);
    x += advance(g);
  }
  const viewBox = `0 ${-r(ascender)} ${r(x)} ${r(ascender) + r(-descender)}`;
  return { key, text, d, viewBox, width: em(r(x)) };
});

// One module per label, so that a chunk carries only the outlines its screens draw (a module goes whole into one chunk).
const dir = path.join(here, '../src/features/i18n/glyphs');
fs.mkdirSync(dir, { recursive: true });
const header =
  '// Generated by scripts/ethiopic-glyphs.mjs from Noto Sans Ethiopic Bold (SIL Open Font License). Do not edit.\n';
const write = (file, text) => {
  fs.writeFileSync(path.join(dir, file), header + text);
  console.log(
    `Wrote ${path.relative(process.cwd(), path.join(dir, file))} (${Buffer.byteLength(text)} bytes)`,
  );
};
write(
  'metrics.ts',
  `/** Line box height in em of the outlines (ascender − descender). */\nexport const GLYPH_LINE_EM = ${em(r(ascender) + r(-descender))};\n` +
    `/** How far the outlines reach below the baseline, in em. */\nexport const GLYPH_DESCENT_EM = ${em(r(-descender))};\n\n` +
    `/** A label's outlines. */\nexport type EthiopicGlyphs = { viewBox: string; width: number; d: string };\n`,
);
const constName = (key) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
const fileName = (key) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
for (const e of entries) {
  write(
    fileName(e.key),
    `/** ${e.text} */\nexport const ${constName(e.key)} = {\n  viewBox: '${e.viewBox}',\n  /** Width in em. */\n  width: ${e.width},\n  d: '${e.d}',\n} as const;\n`,
  );
}
