import { describe, expect, it } from 'vitest';
import { fifoGate } from './fifo-gate.ts';

/** A call that runs until `finish` is called, recording when it started. */
function held(log: string[], name: string) {
  let finish: (value: string) => void = () => {};
  const fn = () => {
    log.push(name);
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return { fn, finish: () => finish(name) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fifoGate', () => {
  it('runs at most `size` calls at a time and starts the others in the order they came', async () => {
    const gate = fifoGate(2);
    const log: string[] = [];
    const calls = ['a', 'b', 'c', 'd', 'e'].map((name) => held(log, name));
    const results = calls.map((c) => gate.run(c.fn));
    await settle();
    expect(log).toEqual(['a', 'b']);
    calls[1]?.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    calls[0]?.finish();
    calls[2]?.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
    calls[3]?.finish();
    calls[4]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('passes a failure on and frees the place of the call that failed', async () => {
    const gate = fifoGate(1);
    const failed = gate.run(() => Promise.reject(new Error('boom')));
    const next = gate.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
    // The place is free again: a call after both starts at once.
    const log: string[] = [];
    const later = held(log, 'later');
    const result = gate.run(later.fn);
    await settle();
    expect(log).toEqual(['later']);
    later.finish();
    expect(await result).toBe('later');
  });
});
