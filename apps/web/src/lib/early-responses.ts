/**
 * Answers to calls that index.html's early script (src/boot/early-requests.ts) started before the app's JavaScript
 * had loaded, by URL. The API client takes each once, for the same call, instead of asking again. The two bundles
 * share them through a global, since the early script is built on its own.
 */
const KEY = '__seferEarlyResponses';
/** An answer not taken by then is left alone: the app asks again. */
const TAKE_WITHIN_MS = 60_000;

type Registry = Map<string, { response: Promise<Response>; at: number }>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [KEY]?: Registry };
  scope[KEY] ??= new Map();
  return scope[KEY];
}

/** Records the early call of `url`. */
export function putEarlyResponse(url: string, response: Promise<Response>): void {
  registry().set(url, { response, at: performance.now() });
}

/** The early answer for `url`, once; undefined when there is none (or it is too old to be trusted). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const entries = registry();
  const entry = entries.get(url);
  if (!entry) return undefined;
  entries.delete(url);
  return performance.now() - entry.at <= TAKE_WITHIN_MS ? entry.response : undefined;
}
