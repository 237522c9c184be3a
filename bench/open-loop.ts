import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { HttpSummary } from './http-load.ts';
import { summarise } from './stats.ts';

/** `lateP99`: how late the client sent its requests against the schedule (ms, p99): its own share of the delay. */
export type OpenLoopSummary = HttpSummary & { lateP99: number };

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
): Promise<OpenLoopSummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const late: number[] = [];
  const failed = { status: 0, errors: 0, timeouts: 0 };
  const running: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    late.push(Math.max(0, performance.now() - due));
    running.push(get(agent, `${baseUrl}${paths[i % paths.length]}`, latencies, failed));
  }
  await Promise.all(running);
  agent.destroy();
  const lateSorted = summarise(late, seconds);
  return { ...summarise(latencies, seconds), failed, lateP99: lateSorted.p99 };
}

function get(
  agent: http.Agent,
  url: string,
  latencies: number[],
  failed: HttpSummary['failed'],
): Promise<void> {
  return new Promise((resolve) => {
    const sent = performance.now();
    let timedOut = false;
    const request = http.get(url, { agent, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - sent);
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
