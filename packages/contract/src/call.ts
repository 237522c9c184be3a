/**
 * One declaration per API call: its method, path and schemas. The API registers its route from it
 * (apps/api/src/http/call-route.ts) and the web app calls it through it (apps/web/src/lib/call-api.ts), so a
 * path or a payload is written once.
 */
import type { z } from 'zod';
import { FIRST_LOAD_CALLS, FIRST_LOAD_POSTS, type FirstLoadCall } from './first-load.ts';

export type CallMethod = 'GET' | 'POST';

export interface Call {
  readonly method: CallMethod;
  /** Fastify-style path: `:name` segments are filled from `params`. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI group. */
  readonly tag: string;
  /** Whether the call needs a signed-in user (bearer token). */
  readonly auth: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body; a multipart call has none here (its parts are read by the handler). */
  readonly body?: z.ZodType;
  /** The 200 answer. */
  readonly response: z.ZodType;
  /** `multipart/form-data` with an `image` file and a `data` JSON text (spec §7 photo calls). */
  readonly multipart?: true;
  /** The body form-encoded (`application/x-www-form-urlencoded`), as the OAuth2-style token endpoint takes it. */
  readonly form?: true;
}

export const defineCall = <const C extends Call>(call: C): C => call;

/** A call of the first load's zod-free table (first-load.ts), which gives its path and method. */
export const defineFirstLoadCall = <const C extends Omit<Call, 'method' | 'path'>>(
  name: FirstLoadCall,
  call: C,
): C & Pick<Call, 'method' | 'path'> => ({
  method: FIRST_LOAD_POSTS.includes(name) ? 'POST' : 'GET',
  path: FIRST_LOAD_CALLS[name],
  ...call,
});

type Shape<S> = S extends z.ZodType ? z.input<S> : never;
/** No inputs of that kind. */
type None = Record<never, never>;

/** What a caller passes: the inputs the call declares. */
export type CallInput<C extends Call> = (C['params'] extends z.ZodType
  ? { params: Shape<C['params']> }
  : None) &
  (C['query'] extends z.ZodType ? { query: Shape<C['query']> } : None) &
  (C['body'] extends z.ZodType ? { body: Shape<C['body']> } : None);

export type CallAnswer<C extends Call> = z.output<C['response']>;

/** The path with its `:name` segments filled in (URI-encoded). */
export function callPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
