/**
 * Lighthouse on the built app, as DESIGN §3 sets the web's bars: mobile performance ≥ 95 and accessibility ≥ 95,
 * CLS ≤ 0.02, LCP ≤ 2.5 s on Lighthouse's slow-4G profile and ≤ 4 s on a 3G one (300 ms, 700 kbps):
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--only home]
 * Starts the real server (production mode) on a fresh embedded database with the demo data (`startServer`), and Chromium from
 * CHROMIUM_PATH (default /usr/bin/chromium). Each page is measured in English and Amharic under both profiles;
 * the figures are the median of `--runs` runs. Writes the last report of each to bench/results/lighthouse-<time>/.
 * It prints figures and does not pass or fail anything.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchDir, fileStamp, freePort, repoRoot, startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    // `devtools`: throttle the real load in Chromium instead of simulating it from an unthrottled trace.
    method: { type: 'string', default: 'simulate' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const method = (['simulate', 'devtools'] as const).find((m) => m === values.method);
if (!method) throw new Error('--method is simulate or devtools');

/** Simulated throttling (Lighthouse's default method): round trip, throughput, CPU slowdown. */
const PROFILES = {
  'slow 4G': { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4, lcpBudgetMs: 2500 },
  '3G': { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4, lcpBudgetMs: 4000 },
} as const;
type Profile = keyof typeof PROFILES;
const LANGUAGES = ['en', 'am'] as const;

const dist = path.join(repoRoot, 'apps/web/dist/index.html');
if (!fs.existsSync(dist)) throw new Error('apps/web/dist is missing: run `npm run build` first.');

const server = await startServer(null);
const { baseUrl } = server;
const debuggingPort = await freePort();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-lighthouse-chromium-'));
const out = path.join(benchDir, 'results', `lighthouse-${fileStamp()}`);

try {
  // The default context is the one Lighthouse opens its tab in, so the language set here is the one it sees.
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const pages = await pagesToMeasure();
    fs.mkdirSync(out, { recursive: true });
    console.log(
      `Lighthouse ${lighthouseVersion()} (${method} throttling) on ${baseUrl}, Chromium ${browser.browser()?.version()}, median of ${runs}`,
    );
    console.log(
      'page | language | profile | performance | accessibility | LCP s | CLS | TBT ms | FCP s | bytes',
    );
    for (const [name, pathname] of Object.entries(pages)) {
      if (!name.includes(values.only)) continue;
      for (const language of LANGUAGES) {
        for (const profile of Object.keys(PROFILES) as Profile[]) {
          const results: Result[] = [];
          for (let i = 0; i < runs; i++) {
            await prepare(browser, language);
            results.push(await measure(`${baseUrl}${pathname}`, profile));
          }
          const last = results.at(-1);
          if (last) {
            fs.writeFileSync(
              path.join(out, `${name}-${language}-${profile.replace(' ', '')}.json`),
              JSON.stringify(last),
            );
          }
          console.log(row(name, language, profile, results));
        }
      }
    }
    console.log(`Reports: ${path.relative(process.cwd(), out)}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  fs.rmSync(profileDir, { recursive: true, force: true });
}

/** The pages measured: home, search, Explore and one place of the demo data (its id read from the API). */
async function pagesToMeasure(): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/v2/search/all?key=bole&lat=9.0108&lng=38.7613&type=places`);
  const [place] = (await response.json()) as { id: number }[];
  if (!place) throw new Error('The demo data has no place for `bole`');
  return {
    home: '/home',
    search: '/search?key=kitfo&content_type=ALL&sortBy=Distance',
    explore: '/explore',
    place: `/place/${place.id}`,
  };
}

/** An empty cache, and the language stored as the app stores it (`sefer.lang`), before each run. */
async function prepare(
  browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>,
  language: string,
) {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // A page of the origin that loads none of the app's files, only to reach its localStorage.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(`window.localStorage.setItem('sefer.lang', ${JSON.stringify(language)})`);
  await page.close();
}

async function measure(url: string, profile: Profile): Promise<Result> {
  const { lcpBudgetMs: _, ...throttling } = PROFILES[profile];
  const flags: Flags = {
    port: debuggingPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    throttlingMethod: method,
    // For devtools throttling, the same round trip and throughput applied to every request.
    throttling: {
      ...throttling,
      requestLatencyMs: throttling.rttMs,
      downloadThroughputKbps: throttling.throughputKbps,
      uploadThroughputKbps: throttling.throughputKbps,
    },
    // The cache was emptied in `prepare`; resetting storage would also forget the language.
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

function row(name: string, language: string, profile: Profile, results: Result[]): string {
  const median = (f: (r: Result) => number) => {
    const sorted = results.map(f).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const score = (c: string) => median((r) => Math.round((r.categories[c]?.score ?? 0) * 100));
  const audit = (id: string) => median((r) => r.audits[id]?.numericValue ?? Number.NaN);
  // A figure, marked where it misses its bar.
  const mark = (text: string, met: boolean, bar: string) => (met ? text : `${text} (${bar})`);
  const performance = score('performance');
  const accessibility = score('accessibility');
  const lcp = audit('largest-contentful-paint');
  const budget = PROFILES[profile].lcpBudgetMs;
  const cls = audit('cumulative-layout-shift');
  return [
    name,
    language,
    profile,
    mark(String(performance), performance >= 95, '< 95'),
    mark(String(accessibility), accessibility >= 95, '< 95'),
    mark((lcp / 1000).toFixed(2), lcp <= budget, `> ${budget / 1000}`),
    mark(cls.toFixed(3), cls <= 0.02, '> 0.02'),
    audit('total-blocking-time').toFixed(0),
    (audit('first-contentful-paint') / 1000).toFixed(2),
    audit('total-byte-weight').toFixed(0),
  ].join(' | ');
}

function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url).resolve('lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}
