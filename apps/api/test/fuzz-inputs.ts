/**
 * The malformed values the fuzz suite sends (fuzz.test.ts). Every text carries MARKER, so an answer that
 * repeats the input is caught by looking for it. All choices come from one seeded generator: the same seed
 * sends the same requests, so a failure reproduces (`FUZZ_SEED`).
 */

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 27);
export const MARKER = 'zqxfuzzmark';

/** mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const M = MARKER;

/** Texts every string field gets: controls, bad Unicode, injections, sizes. */
export const CORE_STRINGS: readonly string[] = [
  `${M}\u0000`,
  `\u0000${M}\u0000`,
  `${M}\u0001\u0008\u001b[31m\u000b\u000c`,
  `${M}\r\n\r\nX-Injected: 1`,
  `${M}\u007f\u0085\u009f`,
  `${M}\ud800`,
  `\udfff${M}\ud800`,
  `' OR '1'='1' -- ${M}`,
  `${M}'); DROP TABLE users; --`,
  `<script>alert("${M}")</script>`,
  M.repeat(1500),
  `${M}${'ሰ'.repeat(4000)}`,
];

/** More texts, used by the seeded mixes. */
export const MORE_STRINGS: readonly string[] = [
  `1; SELECT pg_sleep(5); -- ${M}`,
  `${M}\\' $1 $$ ::text`,
  `"><img src=x onerror=alert('${M}')>`,
  `{{7*7}}\${${M}}%s%n%x`,
  `../../../../etc/passwd${M}`,
  `${M}😀\u200d\u202e\ufeff\u00a0\u2028`,
  `   ${M}   `,
  `#${M}`,
  `@${M}`,
  `%_${M}*\\`,
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '9007199254740993',
  '[]',
  '{}',
  'null',
  'true',
];

/** JSON values of the wrong type or size. */
export const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  [M],
  { [M]: M },
  JSON.parse(`{"__proto__":{"${M}":1},"constructor":{"prototype":{"${M}":1}}}`),
  Array.from({ length: 3000 }, () => M),
  nest(500, 'array'),
  nest(500, 'object'),
];

/** Numbers JSON can write but JavaScript cannot hold exactly, sent as raw JSON text. */
export const RAW_NUMBERS: readonly string[] = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '1e-400',
  '-0',
];

/** Bytes that are not UTF-8 (a lone continuation byte, an overlong form, an encoded surrogate), as raw text. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0xff, 0xfe, 0x4d]),
  Buffer.from([0xc0, 0xaf, 0xe0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80, 0x00]),
];

/** Percent-encodings that do not decode (or decode to what a path should not hold). */
export const BAD_ENCODINGS: readonly string[] = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%FF%FE',
  '%C0%AE%C0%AE%2F',
  '%ED%A0%80',
  '%00',
  `..%2F..%2F${M}`,
  `${M}%2F%2E%2E`,
  `${M}${'%41'.repeat(3000)}`,
];

function nest(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = M;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** JSON text `depth` levels deep, built as text (JSON.stringify itself would recurse). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}"${M}"${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}"${M}"${'}'.repeat(depth)}`;
}

/** Percent-encoding that also takes lone surrogates (as their three WTF-8 bytes), where encodeURIComponent throws. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
