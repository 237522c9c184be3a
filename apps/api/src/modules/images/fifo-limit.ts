/**
 * Runs at most `limit` tasks at once; the others wait in arrival order. Uploads share the machine
 * with the feeds' queries, so only a few pictures are decoded at the same time.
 */
export function createFifoLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting (for tests and metrics). */
    get pending() {
      return { running, waiting: waiting.length };
    },
  };
}
