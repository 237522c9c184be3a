import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Node = { [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `anyOf: [{ type: T, … }, { type: 'null' }]` → `{ type: [T, 'null'], … }`, which fast-json-stringify writes without trying each branch. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isNode(node)) return node;
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((b) => !(isNode(b) && b.type === 'null'));
    if (
      isNode(other) &&
      typeof other.type === 'string' &&
      anyOf.some((b) => isNode(b) && b.type === 'null')
    ) {
      return simplify({ ...other, type: [other.type, 'null'] });
    }
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== '$schema')
      .map(([k, v]) => [k, simplify(v)]),
  );
}

/**
 * A serializer compiled from a contract schema by fast-json-stringify: it writes only the declared
 * properties (nothing else leaves the server) at a fraction of the cost of validating the response with
 * zod and JSON.stringify, which the feeds pay on every request. Responses are shaped by presenters
 * typed from the same schema.
 */
export function fastSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(simplify(z.toJSONSchema(schema, { io: 'output' })) as Parameters<typeof fastJson>[0]);
}

/**
 * A route's `serializerCompiler`: successful answers (200) are written by `fastSerializer(schema)`; errors
 * keep JSON.stringify.
 */
export function fastSerializerCompiler(schema: z.ZodType) {
  const ok = fastSerializer(schema);
  return ({ httpStatus }: { httpStatus?: string }) =>
    httpStatus === '200' ? ok : (data: unknown) => JSON.stringify(data);
}
