import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { HttpSummary } from './http-load.ts';
import { summarise } from './stats.ts';

/**
 * `lateP99`: how late the client sent its requests against the schedule (ms, p99): its own share of the delay.
 * `sent`, `sentPerSecond`: the requests sent and the rate they left at (below the asked rate when the client fell
 * behind); `perSecond` counts the 200 answers over the asked `seconds`.
 */
export type OpenLoopSummary = HttpSummary & { lateP99: number; sent: number; sentPerSecond: number };

/** One request as sent: `due` and `sent` on the `performance.now()` clock. */
export type Send = { index: number; path: string; due: number; sent: number };

export type OpenLoopOptions = {
  /** Sent with every request (e.g. the bench user's bearer token, `requestHeaders` of scenarios.ts). */
  headers?: Record<string, string>;
  /** Called as each request leaves, so that a caller can check the schedule against what a server saw. */
  onSend?: (send: Send) => void;
  /** Called with each 200 answer's time from send to the end of its body (ms). */
  onAnswer?: (send: Send, ms: number) => void;
};

const TIMEOUT_MS = 10_000;

/**
 * Open loop: GETs `paths` in turn at a fixed `rate` per second for `seconds`, whatever the answers do (autocannon keeps
 * a fixed number of requests in flight, so a slower server would be asked less). Each request is timed from its send
 * to the end of its body; requests still running at the end are waited for.
 */
export async function openLoop(
  baseUrl: string,
  paths: readonly string[],
  rate: number,
  seconds: number,
  { headers = {}, onSend, onAnswer }: OpenLoopOptions = {},
): Promise<OpenLoopSummary> {
  // Enough sockets that requests do not queue in the agent (which would hide a wait the sender did not see) until
  // 256 are in flight: at 2,000/s, answers slower than 128 ms.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const late: number[] = [];
  const failed = { status: 0, errors: 0, timeouts: 0 };
  const running: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let lastSent = started;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = paths[i % paths.length] ?? '';
    lastSent = performance.now();
    late.push(Math.max(0, lastSent - due));
    const send = { index: i, path, due, sent: lastSent };
    onSend?.(send);
    const answered = (ms: number) => {
      latencies.push(ms);
      onAnswer?.(send, ms);
    };
    running.push(get(agent, `${baseUrl}${path}`, headers, answered, failed));
  }
  // The window the requests left in: up to the last send, plus the interval that send stands for.
  const sendingSeconds = (lastSent - started) / 1000 + 1 / rate;
  await Promise.all(running);
  agent.destroy();
  return {
    ...summarise(latencies, seconds),
    failed,
    lateP99: summarise(late, seconds).p99,
    sent: total,
    sentPerSecond: total / sendingSeconds,
  };
}

function get(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  answered: (ms: number) => void,
  failed: HttpSummary['failed'],
): Promise<void> {
  return new Promise((resolve) => {
    const sent = performance.now();
    let timedOut = false;
    const request = http.get(url, { agent, headers, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) answered(performance.now() - sent);
        else failed.status++;
        resolve();
      });
      response.on('error', () => {
        failed.errors++;
        resolve();
      });
    });
    request.on('timeout', () => {
      timedOut = true;
      failed.timeouts++;
      request.destroy();
    });
    request.on('error', () => {
      if (!timedOut) failed.errors++;
      resolve();
    });
  });
}
