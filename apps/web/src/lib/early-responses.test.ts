import { afterEach, describe, expect, it, vi } from 'vitest';
import { putEarlyResponse, takeEarlyResponse } from './early-responses.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('early responses', () => {
  it('gives each one once, by URL', async () => {
    const response = Promise.resolve(new Response('{"a":1}'));
    putEarlyResponse('/api/a?x=1', response);
    expect(takeEarlyResponse('/api/a?x=2')).toBeUndefined();
    expect(takeEarlyResponse('/api/a?x=1')).toBe(response);
    expect(takeEarlyResponse('/api/a?x=1')).toBeUndefined();
  });

  it('leaves one alone after a minute: the app asks again', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    putEarlyResponse('/api/b', Promise.resolve(new Response('{}')));
    vi.advanceTimersByTime(60_001);
    expect(takeEarlyResponse('/api/b')).toBeUndefined();
  });

  it('shares them through one global, as the early script and the app are built apart', () => {
    const response = Promise.resolve(new Response('{}'));
    putEarlyResponse('/api/c', response);
    const registry = (globalThis as { __seferEarlyResponses?: Map<string, unknown> }).__seferEarlyResponses;
    expect(registry?.has('/api/c')).toBe(true);
    expect(takeEarlyResponse('/api/c')).toBe(response);
  });
});
