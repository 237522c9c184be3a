/**
 * The requests the fuzz suite sends to one operation: one part of a valid request broken at a time (each path,
 * query and header parameter, each body field, one level deep), then the whole body, then seeded mixes.
 */

import { bodyCases, CONTENT_TYPES, type FuzzRequest, SENTINEL, withRaw } from './fuzz-bodies.ts';
import {
  BAD_ENCODINGS,
  CORE_STRINGS,
  INVALID_UTF8,
  MARKER,
  MORE_STRINGS,
  percentEncode,
  RAW_NUMBERS,
  type Random,
  WRONG_VALUES,
} from './fuzz-inputs.ts';
import { multipartCases } from './fuzz-multipart.ts';
import { bodyProperties, type Fixture, type Operation, validValue } from './fuzz-operations.ts';

export type { FuzzRequest } from './fuzz-bodies.ts';

/** How many seeded mixes (several parts broken at once, from every list) each operation gets. */
export const MIXES_PER_OPERATION = Number(process.env.FUZZ_MIXES ?? 20);

type Parts = { params: Record<string, string>; query: string[]; headers: Record<string, string> };

function urlOf(op: Operation, parts: Parts): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.params[name] ?? '1');
  return parts.query.length ? `${path}?${parts.query.join('&')}` : path;
}

function baseParts(op: Operation, fx: Fixture): Parts {
  const text = (v: unknown) => percentEncode(String(v));
  return {
    params: Object.fromEntries(op.params.map((p) => [p.name, text(validValue(p.name, p.schema, fx))])),
    query: op.query.map((p) => `${p.name}=${text(validValue(p.name, p.schema, fx))}`),
    headers: Object.fromEntries(op.headers.map((p) => [p.name, String(validValue(p.name, p.schema, fx))])),
  };
}

/** What a URL part may become: each core text encoded, and raw encodings that do not decode. */
const URL_VALUES = [...CORE_STRINGS.map(percentEncode), ...BAD_ENCODINGS, ...RAW_NUMBERS];
/** A header value Node would send (no controls but tab). */
const HEADER_VALUES = [...CORE_STRINGS, ...MORE_STRINGS].filter((v) => /^[\t\x20-\x7e]*$/.test(v));

export function operationCases(op: Operation, fx: Fixture, random: Random): FuzzRequest[] {
  const base = baseParts(op, fx);
  const body = op.body ? validValue('body', op.body.schema, fx) : undefined;
  const baseBody = op.body && op.body.kind !== 'multipart' ? bodyCases(op.body.kind, body).valid : undefined;
  const cases: FuzzRequest[] = [];
  const bodyType: Record<string, string> = op.body ? { 'content-type': CONTENT_TYPES[op.body.kind] } : {};
  const add = (
    label: string,
    parts: Parts,
    payload: string | Buffer | undefined = baseBody,
    url = urlOf(op, parts),
  ) => {
    cases.push({
      label,
      method: op.method,
      url,
      headers: { ...parts.headers, ...(payload === undefined ? {} : bodyType) },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  for (const p of op.params) {
    for (const [i, v] of URL_VALUES.entries()) {
      add(`path ${p.name} #${i}`, { ...base, params: { ...base.params, [p.name]: v } });
    }
  }
  op.query.forEach((p, at) => {
    const set = (v: string) => base.query.map((q, i) => (i === at ? `${p.name}=${v}` : q));
    for (const [i, v] of URL_VALUES.entries()) {
      add(`query ${p.name} #${i}`, { ...base, query: set(v) });
    }
    add(`query ${p.name} twice`, { ...base, query: [...base.query, `${p.name}=${MARKER}`] });
    add(`query ${p.name}[]`, { ...base, query: [...set(''), `${p.name}[]=${MARKER}`] });
  });
  for (const p of op.headers) {
    for (const [i, v] of HEADER_VALUES.entries()) {
      add(`header ${p.name} #${i}`, { ...base, headers: { ...base.headers, [p.name]: v } });
    }
  }
  add('unknown query parameter', { ...base, query: [...base.query, `${MARKER}=${MARKER}`, '%=%', '&&='] });
  add(
    'junk path segment',
    base,
    baseBody,
    urlOf(op, { ...base, query: [] }).replace(/\/?$/, `/${MARKER}%E0%A4%A/..`),
  );
  cases.push({
    label: 'other method',
    method: op.method === 'GET' ? 'DELETE' : 'PUT',
    url: urlOf(op, base),
    headers: {},
  });

  if (op.body?.kind === 'multipart') {
    for (const c of multipartCases(fx)) cases.push({ ...c, method: op.method, url: urlOf(op, base) });
  } else if (op.body) {
    const kind = op.body.kind;
    const props = bodyProperties(op.body.schema);
    const targets: string[][] = [];
    for (const [name, prop] of Object.entries(props)) {
      targets.push([name]);
      for (const sub of Object.keys(prop.properties ?? {})) targets.push([name, sub]);
    }
    for (const path of targets) {
      const values: unknown[] = kind === 'json' ? [...CORE_STRINGS, ...WRONG_VALUES] : [...CORE_STRINGS];
      for (const [i, v] of values.entries()) {
        add(`body ${path.join('.')} #${i}`, base, bodyCases(kind, setAt(body, path, v)).valid);
      }
      const raw = bodyCases(kind, setAt(body, path, SENTINEL)).valid as string;
      for (const [i, n] of RAW_NUMBERS.entries()) {
        add(`body ${path.join('.')} raw number #${i}`, base, withRaw(raw, n, kind));
      }
      for (const [i, b] of INVALID_UTF8.entries()) {
        add(
          `body ${path.join('.')} invalid UTF-8 #${i}`,
          base,
          withRaw(raw, Buffer.concat([Buffer.from(MARKER), b]), kind, true),
        );
      }
    }
    for (const c of bodyCases(kind, body).broken)
      cases.push({ ...c, method: op.method, url: urlOf(op, base) });
  } else {
    cases.push({
      label: 'a body where none is taken',
      method: op.method,
      url: urlOf(op, base),
      headers: { 'content-type': 'application/json' },
      payload: `{"${MARKER}":`,
    });
  }

  const mixTargets = [
    ...op.params.map((p) => ['param', p.name]),
    ...op.query.map((p) => ['query', p.name]),
    ...(op.body && op.body.kind !== 'multipart'
      ? Object.keys(bodyProperties(op.body.schema)).map((n) => ['body', n])
      : []),
  ];
  const anyValue = [...CORE_STRINGS, ...MORE_STRINGS, ...WRONG_VALUES];
  for (let i = 0; i < MIXES_PER_OPERATION && mixTargets.length; i += 1) {
    const parts: Parts = { params: { ...base.params }, query: [...base.query], headers: { ...base.headers } };
    let mixed = body;
    for (let n = 1 + random.int(3); n > 0; n -= 1) {
      const [where, name] = random.pick(mixTargets) as [string, string];
      const value = random.pick(anyValue);
      const text = percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
      if (where === 'param') parts.params[name] = random.next() < 0.2 ? random.pick(BAD_ENCODINGS) : text;
      else if (where === 'query')
        parts.query.push(`${name}=${random.next() < 0.2 ? random.pick(BAD_ENCODINGS) : text}`);
      else mixed = setAt(mixed, [name], value);
    }
    add(
      `mix #${i}`,
      parts,
      op.body && op.body.kind !== 'multipart' ? bodyCases(op.body.kind, mixed).valid : undefined,
    );
  }
  return cases;
}

function setAt(value: unknown, path: string[], next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  const object =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...object, [head]: setAt(object[head], rest, next) };
}
