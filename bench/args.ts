import { parseArgs } from 'node:util';

/**
 * Reads `--name value` options (with defaults) and boolean `--flag`s; `--url` falls back to
 * BENCH_DATABASE_URL. Exits with a usage line on bad input.
 */
export function readArgs<K extends string, F extends string = never>(
  usage: string,
  defaults: Record<K, string>,
  flags: readonly F[] = [],
): { url: string; values: Record<K, string>; flags: Record<F, boolean> } {
  const options: Record<string, { type: 'string' | 'boolean'; default?: string }> = {
    url: { type: 'string' },
  };
  for (const [name, value] of Object.entries<string>(defaults))
    options[name] = { type: 'string', default: value };
  for (const name of flags) options[name] = { type: 'boolean' };
  try {
    const { values } = parseArgs({ options, strict: true });
    const url = values.url ?? process.env.BENCH_DATABASE_URL;
    if (typeof url !== 'string' || !url) throw new Error('--url or BENCH_DATABASE_URL is required');
    const pickValues = <T>(names: readonly string[]) =>
      Object.fromEntries(names.map((n) => [n, values[n] ?? false])) as T;
    return {
      url,
      values: pickValues<Record<K, string>>(Object.keys(defaults)),
      flags: pickValues<Record<F, boolean>>(flags),
    };
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: ${usage}`);
    process.exit(2);
  }
}

/** A positive integer option, or exit with a clear message. */
export function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer, got ${value}`);
    process.exit(2);
  }
  return n;
}

/** Host, port and database of a URL, without credentials (for printing). */
export const describeUrl = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};
