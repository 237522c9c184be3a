import { monitorEventLoopDelay } from 'node:perf_hooks';
import { processCpuMs } from './cpu.ts';
import { openLoop } from './open-loop.ts';
import { jitteredPoints, requestPath, SCENARIOS } from './scenarios.ts';
import type { Server } from './server.ts';
import type { Uploader } from './upload-pressure.ts';
import { type Log, type Phase, reportPhase, threadCpuMs } from './upload-report.ts';

const WARMUP_SECONDS = 3;
/** Seconds the uploads run before the feed is measured, so it is measured under a steady stream. */
const RAMP_SECONDS = 2;

export type FeedLoad = { rate: number; seconds: number; inFlight: number; rounds: number };

/**
 * The Around you feed at Piassa page 1 (jittered points, as the load test asks it) at a fixed rate, idle and then with
 * `inFlight` uploads kept running by the uploader process, `rounds` times in turn. Returns each round's p95 busy / idle.
 */
export async function feedUnderUploads(
  server: Server,
  uploader: Uploader,
  load: FeedLoad,
  log: Log,
): Promise<number[]> {
  const scenario = SCENARIOS.find((s) => s.name === 'aroundYou Piassa page 1');
  if (!scenario) throw new Error('no aroundYou scenario');
  const paths = jitteredPoints(scenario).map((p, i) => requestPath(scenario, p, i));
  log(`== Around you at Piassa page 1, open loop ${load.rate} requests/s for ${load.seconds} s per phase`);
  log(
    `   (e.g. ${paths[0]}); busy: ${load.inFlight} uploads in flight from ${RAMP_SECONDS} s before to the end`,
  );
  await openLoop(server.baseUrl, paths, load.rate, WARMUP_SECONDS);

  const phase = async (busy: boolean): Promise<Phase> => {
    if (busy) {
      uploader.start(load.inFlight);
      await new Promise((resolve) => setTimeout(resolve, RAMP_SECONDS * 1000));
    }
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpuBefore = processCpuMs(server.pid);
    const mainBefore = threadCpuMs(server.pid, server.pid);
    const started = Date.now();
    const feed = await openLoop(server.baseUrl, paths, load.rate, load.seconds);
    const wall = Date.now() - started;
    const serverCpu = (processCpuMs(server.pid) - cpuBefore) / wall;
    const mainThreadCpu = (threadCpuMs(server.pid, server.pid) - mainBefore) / wall;
    delay.disable();
    const uploads = busy ? await uploader.stop() : undefined;
    return { feed, serverCpu, mainThreadCpu, clientDelayP99: delay.percentile(99) / 1e6, uploads };
  };

  const ratios: number[] = [];
  for (let round = 1; round <= load.rounds; round++) {
    const idle = await phase(false);
    reportPhase(log, `round ${round} idle`, idle);
    const busy = await phase(true);
    reportPhase(log, `round ${round} busy`, busy);
    const ratio = busy.feed.p95 / idle.feed.p95;
    ratios.push(ratio);
    log(`   round ${round}: p95 busy / idle = ${ratio.toFixed(2)} (target ≤ 2)`);
  }
  return ratios;
}
