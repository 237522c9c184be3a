import { describe, expect, it } from 'vitest';
import { createFifoLimit } from './fifo-limit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createFifoLimit', () => {
  it('runs at most `limit` tasks at once, in arrival order, and survives failures', async () => {
    const limit = createFifoLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) =>
        limit.run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          if (i === 1) throw new Error('task failed');
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', ...Array(5).fill('fulfilled')]);
    expect(limit.pending).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => createFifoLimit(0)).toThrow(RangeError);
  });
});
