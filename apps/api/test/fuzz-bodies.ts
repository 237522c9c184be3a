/**
 * Whole bodies the fuzz suite sends: malformed JSON and forms, deep and oversized JSON, wrong content types,
 * and bytes that are not UTF-8 (malformed uploads are in fuzz-multipart.ts).
 */
import { deepJson, INVALID_UTF8, MARKER } from './fuzz-inputs.ts';
import type { BodyKind } from './fuzz-operations.ts';

export type FuzzRequest = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};
export type BodyCase = Omit<FuzzRequest, 'method' | 'url'>;

export const CONTENT_TYPES: Record<BodyKind, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Stands for a raw part (a number JSON cannot hold, bytes that are not UTF-8) until withRaw puts it in. */
export const SENTINEL = 'ZZFUZZRAWZZ';

/** The body text with SENTINEL replaced by raw text or bytes (inside the JSON string's quotes with `inString`). */
export function withRaw(text: string, raw: string | Buffer, kind: BodyKind, inString = false): Buffer {
  const token = kind === 'json' && !inString ? `"${SENTINEL}"` : SENTINEL;
  const at = text.indexOf(token);
  if (at < 0) return Buffer.from(text);
  return Buffer.concat([
    Buffer.from(text.slice(0, at)),
    Buffer.from(raw),
    Buffer.from(text.slice(at + token.length)),
  ]);
}

function encode(kind: BodyKind, value: unknown): string {
  if (kind === 'json') return JSON.stringify(value) ?? 'null';
  const form = new URLSearchParams();
  for (const [key, v] of Object.entries((value as Record<string, unknown>) ?? {})) {
    form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return form.toString();
}

/** The valid body as text, and whole bodies broken in every way (each with its content type). */
export function bodyCases(kind: BodyKind, value: unknown): { valid: string; broken: BodyCase[] } {
  const valid = encode(kind, value);
  const type = CONTENT_TYPES[kind];
  const as = (label: string, payload: string | Buffer, contentType = type): BodyCase => ({
    label,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  });
  const common: BodyCase[] = [
    as('empty body', ''),
    as('oversized body', valid + 'x'.repeat(200_000)),
    as('very large body', `${MARKER}${'y'.repeat(1_500_000)}`),
    as(
      'invalid UTF-8',
      Buffer.concat([Buffer.from(valid.slice(0, -1)), ...INVALID_UTF8, Buffer.from(MARKER)]),
    ),
    as('UTF-16', Buffer.from(valid, 'utf16le')),
    as('plain text', valid, 'text/plain'),
    as('XML', `<a>${MARKER}</a>`, 'application/xml'),
    as('made-up content type', valid, `${MARKER}/${MARKER}`),
    as('charset not UTF-8', valid, `${type}; charset=utf-16`),
    as('made-up charset', valid, `${type}; charset=${MARKER}`),
    as('broken content type', valid, `${type};;;=${MARKER}`),
    as('multipart without boundary', `--x\r\n${MARKER}`, 'multipart/form-data'),
    as('multipart with junk', `${MARKER}\r\n--x--`, `multipart/form-data; boundary=${MARKER}`),
    as('no content type', valid, ''),
  ];
  if (kind === 'form') {
    return {
      valid,
      broken: [
        ...common,
        as('unknown grant', `grant_type=${MARKER}&${valid}`),
        as('bad encodings', `${valid}&a=%E0%A4%A&${MARKER}=%&%%`),
        as('field twice', `${valid}&${valid}`),
        as('field as array', `grant_type[]=password&${MARKER}[a]=1`),
        as('form over its limit', `${valid}&x=${'z'.repeat(5000)}`),
        as('JSON instead of a form', JSON.stringify(value), 'application/json'),
      ],
    };
  }
  const firstKey = Object.keys((value as object) ?? {})[0] ?? 'a';
  const inside = valid.length > 2 ? valid.slice(1, -1) : '';
  return {
    valid,
    broken: [
      ...common,
      ...[`{"${MARKER}":`, `{"a":"${MARKER}`, MARKER, `{'${MARKER}': 1}`, `{"a":1,}`, `{"${MARKER}"}`].map(
        (text, i) => as(`malformed JSON #${i}`, text),
      ),
      as('raw NUL in a string', `{"${firstKey}":"${MARKER}\u0000"}`),
      as('byte order mark', `\ufeff${valid}`),
      as('deep array', deepJson(5000, 'array')),
      as('deep object', deepJson(5000, 'object')),
      as('deepest array under the limit', deepJson(30_000, 'array')),
      as('deep object over the limit', deepJson(40_000, 'object')),
      as('deep under constructor', `{"constructor":${deepJson(10_000, 'array')}}`),
      ...['null', '[]', `"${MARKER}"`, '1e400', 'true', `[${valid}]`].map((text) =>
        as(`top-level ${text.slice(0, 12)}`, text),
      ),
      as('prototype pollution', `{"__proto__":{"${MARKER}":1}${inside ? `,${inside}` : ''}}`),
      as(
        'constructor pollution',
        `{"constructor":{"prototype":{"${MARKER}":1}}${inside ? `,${inside}` : ''}}`,
      ),
      as('duplicate key', `{${inside ? `${inside},` : ''}"${firstKey}":"${MARKER}\\u0000"}`),
      as('form instead of JSON', `${firstKey}=${MARKER}`, CONTENT_TYPES.form),
    ],
  };
}
