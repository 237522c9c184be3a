import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoop, type Send } from './open-loop.ts';
import { percentile } from './stats.ts';

const RATE = 50;
const SECONDS = 1.5;
const MIN_DELAY_MS = 150;
const MAX_DELAY_MS = 300;
/**
 * How late a request may leave or arrive: one and two intervals between requests. The test runs beside other test
 * files on two cores, where the event loop this sender and the server share can stall for ten milliseconds or more; a
 * sender that waited for answers would be hundreds of milliseconds behind by the end (ten requests in flight, each
 * answered in 150–300 ms), so the bounds still tell the two apart.
 */
const SEND_SLACK_MS = 1000 / RATE;
const ARRIVAL_SLACK_MS = 2 * SEND_SLACK_MS;
/** How much longer than the server's delay an answer may take to reach the sender on that loaded machine. */
const ANSWER_SLACK_MS = 100;

/**
 * A server slower than the interval between requests (150–300 ms against 20 ms), so that about ten requests are in
 * flight at once: a sender that waits for answers before sending falls behind its schedule at once. It notes when each
 * request arrived, on the same clock as the sender (one process).
 */
const arrivals = new Map<string, number>();
const delays = new Map<string, number>();
const authorizations = new Set<string | undefined>();
const server = http.createServer((request, response) => {
  const url = request.url ?? '';
  arrivals.set(url, performance.now());
  authorizations.add(request.headers.authorization);
  const delay = Math.round(MIN_DELAY_MS + Math.random() * (MAX_DELAY_MS - MIN_DELAY_MS));
  delays.set(url, delay);
  setTimeout(() => response.end('x'.repeat(10_000)), delay);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const p99 = (values: number[]) => percentile(Float64Array.from(values).sort(), 99);

describe('openLoop', () => {
  it('sends on schedule whatever the answers do, and times each request to the end of its answer', async () => {
    const total = RATE * SECONDS;
    // One path per request, so that the server's arrival of each can be matched with its planned time.
    const paths = Array.from({ length: total }, (_, i) => `/slow?i=${i}`);
    const sends: Send[] = [];
    const answers = new Map<string, number>();
    const summary = await openLoop(baseUrl, paths, RATE, SECONDS, {
      headers: { authorization: 'Bearer t' },
      onSend: (send) => sends.push(send),
      onAnswer: (send, ms) => answers.set(send.path, ms),
    });

    expect(sends).toHaveLength(total);
    expect(summary.sent).toBe(total);
    expect(summary.count).toBe(total);
    expect(summary.failed).toEqual({ status: 0, errors: 0, timeouts: 0 });
    // Planned times evenly spaced at 1 / rate, and each request left and reached the server close to its own.
    const first = sends[0]?.due ?? 0;
    sends.forEach((s, i) => {
      expect(s.due - first).toBeCloseTo((i * 1000) / RATE, 6);
    });
    expect(summary.lateP99).toBeLessThanOrEqual(SEND_SLACK_MS);
    expect(p99(sends.map((s) => s.sent - s.due))).toBeLessThanOrEqual(SEND_SLACK_MS);
    const arrivalLate = sends.map((s) => (arrivals.get(s.path) ?? Number.POSITIVE_INFINITY) - s.due);
    expect(p99(arrivalLate)).toBeLessThanOrEqual(ARRIVAL_SLACK_MS);
    expect(summary.sentPerSecond).toBeGreaterThan(RATE * 0.97);
    expect([...authorizations]).toEqual(['Bearer t']);
    // Each latency holds the server's delay for that request, and little more (Node's timers count whole ms from the
    // event loop's cached time, so one may fire up to 1 ms before its delay on a finer clock).
    expect(answers.size).toBe(total);
    for (const path of paths) {
      const delay = delays.get(path) ?? Number.POSITIVE_INFINITY;
      expect(answers.get(path)).toBeGreaterThanOrEqual(delay - 1);
      expect(answers.get(path)).toBeLessThan(delay + ANSWER_SLACK_MS);
    }
    expect(summary.p50).toBeGreaterThanOrEqual(MIN_DELAY_MS);
    expect(summary.p99).toBeLessThan(MAX_DELAY_MS + ANSWER_SLACK_MS);
  });
});
