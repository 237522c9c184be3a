/**
 * The operations of the OpenAPI document (`/api/docs/json`) as the fuzz suite needs them, and a valid request
 * for each: the suite breaks one part of a valid request at a time, so the broken part is what the server
 * meets (a bad name with a good phone number reaches the database; with a bad phone too it would not).
 */

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
};
export type BodyKind = 'json' | 'form' | 'multipart';
export type Param = { name: string; schema: JsonSchema };
export type Operation = {
  method: string;
  /** OpenAPI form: `/api/v2/company/{id}`. */
  path: string;
  auth: boolean;
  params: Param[];
  query: Param[];
  headers: Param[];
  body?: { kind: BodyKind; schema: JsonSchema };
};

type OpenApiOperation = {
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const KINDS: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

export function readOperations(doc: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const of = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema }));
      const [type, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const kind = type ? KINDS[type] : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        auth: (op.security?.length ?? 0) > 0,
        params: of('path'),
        query: of('query'),
        headers: of('header'),
        ...(kind && content ? { body: { kind, schema: content.schema } } : {}),
      });
    }
  }
  return operations;
}

/** Values that satisfy the server's own rules (a real phone, a point in Ethiopia, the owner's company…). */
export type Fixture = { companyId: number; client: { client_id: string; client_secret: string } };

function hint(name: string, fx: Fixture, serial: number): unknown {
  const hints: Record<string, unknown> = {
    phone: `0912${String(serial % 1_000_000).padStart(6, '0')}`,
    username: '0912000001',
    lat: 9.03,
    lng: 38.75,
    kind: '0',
    id: fx.companyId,
    companyId: fx.companyId,
    password: 'selam-1234',
    confirmPassword: 'selam-1234',
    code: '123456',
    aCode: '123456',
    handle: `fuzz_${serial % 100_000}`,
    grant_type: 'password',
    ...fx.client,
    refresh_token: 'r'.repeat(43),
    refreshToken: 'r'.repeat(43),
    rating: 4,
    firstName: 'Abebe',
    name: 'Fuzz Cafe',
    tags: [],
    interests: [],
    gender: 'Female',
    birthDate: '1990-01-01',
    hours: null,
    social: { website: 'sefer.et' },
    key: 'cafe',
    types: 'company',
    'x-device-id': `web-${'0123456789abcdef'.repeat(2)}`,
    image: 'image',
    data: JSON.stringify({ id: fx.companyId }),
  };
  return hints[name];
}

/** A valid value of `schema` for the field `name`; `serial` keeps values that must be unique apart. */
export function validValue(name: string, schema: JsonSchema, fx: Fixture, serial = 0): unknown {
  const hinted = hint(name, fx, serial);
  if (hinted !== undefined) return hinted;
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return validValue(name, choice, fx, serial);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'number':
    case 'integer':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || hint(key, fx, serial) !== undefined) {
          value[key] = validValue(key, prop, fx, serial);
        }
      }
      return value;
    }
    default:
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
  }
}

/** The properties of a body schema (the first of a `oneOf`, as the login form's password grant). */
export function bodyProperties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.oneOf?.[0] ?? schema).properties ?? {};
}
