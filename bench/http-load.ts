import autocannon, { type Request } from 'autocannon';
import { type BenchUser, jitteredPoints, requestHeaders, requestPath, type Scenario } from './scenarios.ts';
import { type Summary, summarise } from './stats.ts';

/** `failed`: non-200 answers, connection errors and timeouts (10 s), none of them in the percentiles. */
export type HttpSummary = Summary & { failed: { status: number; errors: number; timeouts: number } };

/** The request paths of a scenario: one for each of its jittered points (and keys), asked in turn. */
export const scenarioPaths = (s: Scenario): string[] => jitteredPoints(s).map((p, i) => requestPath(s, p, i));

/** Runs autocannon against the endpoint, each request at the next jittered point, and times every response. */
export async function loadEndpoint(
  baseUrl: string,
  s: Scenario,
  seconds: number,
  connections: number,
  user: BenchUser,
): Promise<HttpSummary> {
  const paths = scenarioPaths(s);
  let next = 0;
  const request: Request = {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
  };
  const latencies: number[] = [];
  let badStatus = 0;
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    headers: requestHeaders(s, user),
    requests: [request],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else badStatus++;
  });
  const result = await instance;
  return {
    ...summarise(latencies, result.duration),
    failed: { status: badStatus, errors: result.errors - result.timeouts, timeouts: result.timeouts },
  };
}
