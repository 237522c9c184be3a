import fs from 'node:fs';
import os from 'node:os';
import type { OpenLoopSummary } from './open-loop.ts';
import { ms } from './stats.ts';
import type { PressureResult } from './upload-pressure.ts';

/** Prints a line and keeps it for the results file. */
export type Log = (line: string) => void;

/**
 * One measured phase of the feed. CPU shares are of one core over the phase: the server's whole process, and its main
 * thread alone (HTTP, JSON and the embedded database; pictures are processed on other threads).
 */
export type Phase = {
  feed: OpenLoopSummary;
  serverCpu: number;
  mainThreadCpu: number;
  clientDelayP99: number;
  uploads?: PressureResult | undefined;
};

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** CPU ms (user + system) one thread of a process has used so far (Linux clock ticks of 10 ms); 0 when gone. */
export function threadCpuMs(pid: number, tid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

export function reportPhase(log: Log, name: string, phase: Phase) {
  const { feed, uploads } = phase;
  const failed = feed.failed.status + feed.failed.errors + feed.failed.timeouts;
  log(
    `   ${name.padEnd(13)} p50 ${ms(feed.p50)}  p95 ${ms(feed.p95)}  p99 ${ms(feed.p99)} ms  ${feed.count} answers` +
      `${failed ? ` (${failed} failed)` : ''}  server CPU ${percent(phase.serverCpu)}` +
      ` (main thread ${percent(phase.mainThreadCpu)})  load ${loadAverage()}`,
  );
  log(
    `   ${''.padEnd(13)} client: sends late p99 ${ms(feed.lateP99)} ms, its event loop delay p99 ` +
      `${ms(phase.clientDelayP99)} ms`,
  );
  if (!uploads) return;
  const answers = uploads.done.map((t) => t.answerMs);
  const failures = uploads.failures.length
    ? `, ${uploads.failures.length} failed: ${uploads.failures[0]}`
    : '';
  log(
    `   ${''.padEnd(13)} uploads: ${uploads.done.length} in ${uploads.seconds.toFixed(1)} s` +
      ` (${(uploads.done.length / uploads.seconds).toFixed(2)}/s), answer median ${ms(median(answers))}` +
      ` max ${ms(Math.max(...answers))} ms${failures}`,
  );
}
