/** Runs calls of `fn`, holding them back while too many run. */
export type Gate = { run<T>(fn: () => Promise<T>): Promise<T> };

/**
 * At most `size` calls of `run` at a time; the others wait, and go in the order they came. In front of a
 * pool of `size` connections, every query finds an idle connection: postgres.js would otherwise pipeline
 * a query that finds them all busy onto one of them, behind whatever that one has queued, while a later
 * query takes the next connection to come free. Under load that makes the slowest 5 % of requests wait
 * for an unlucky connection's queue (decision 0017).
 */
export function fifoGate(size: number): Gate {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run(fn) {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}
