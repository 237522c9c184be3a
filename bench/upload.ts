/**
 * Upload bench: a 12-megapixel phone JPEG through the real API, alone and as a load beside the Around you feed.
 *   npx tsx bench/upload.ts [--url postgres://…] [--rate 50] [--duration 15] [--uploads 10] [--in-flight 8]
 *     [--rounds 2] [--concurrency N] [--nice N]
 * Without --url the server runs on a fresh embedded database with the demo data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { phoneJpeg } from '@sefer/api/test/image-fixtures.ts';
import { describeUrl, positiveInt } from './args.ts';
import { benchDir, fileStamp } from './server.ts';
import { ms } from './stats.ts';
import { niceWorkerThreads } from './thread-nice.ts';
import { deletePhoto, newOwner, type Owner, uploadPhoto } from './upload-client.ts';
import { feedUnderUploads } from './upload-feed.ts';
import { startUploader } from './upload-pressure.ts';
import { loadAverage, median } from './upload-report.ts';
import { startDevServer } from './upload-server.ts';

const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};

const OPTIONS = { rate: '50', duration: '15', uploads: '10', 'in-flight': '8', rounds: '2' } as const;

async function main() {
  const defaults = Object.entries(OPTIONS).map(([name, value]) => [name, { type: 'string', default: value }]);
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      concurrency: { type: 'string' },
      nice: { type: 'string' },
      ...Object.fromEntries(defaults),
    },
  }) as { values: Record<string, string | undefined> };
  const n = (name: keyof typeof OPTIONS | 'concurrency' | 'nice') => positiveInt(name, String(values[name]));
  const url = values.url ?? null;
  const concurrency = values.concurrency ? n('concurrency') : undefined;
  const nice = values.nice ? n('nice') : undefined;
  const jpeg = await phoneJpeg();
  log(`Command: npx tsx bench/upload.ts ${process.argv.slice(2).join(' ')}`);
  log(`Load average (1, 5, 15 min) at the start: ${loadAverage()}`);
  log(`Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model}), Node ${process.version}`);
  log(`Database: ${url ? `PostgreSQL at ${describeUrl(url)}` : 'embedded (PGlite), fresh, demo data'}`);
  log(
    `Server: NODE_ENV=development (for the SMS outbox), image pipeline concurrency ${concurrency ?? "the app's"}` +
      `, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 'default (4)'}` +
      `, server's main thread at nice ${os.getPriority()}, its other threads ${nice ?? 0} steps nicer`,
  );
  log(`Picture: 4000 × 3000 JPEG (EXIF orientation 6, GPS), ${(jpeg.length / 2 ** 20).toFixed(2)} MiB\n`);
  const server = await startDevServer(url, concurrency);
  const stopNice = nice ? niceWorkerThreads(server.pid, nice) : () => {};
  try {
    const owner = await newOwner(server.baseUrl, server.client);
    const blob = new Blob([jpeg], { type: 'image/jpeg' });
    await sequential(owner, blob, n('uploads'));
    const load = { rate: n('rate'), seconds: n('duration'), inFlight: n('in-flight'), rounds: n('rounds') };
    const uploader = await startUploader(owner);
    try {
      await feedUnderUploads(server, uploader, load, log);
    } finally {
      uploader.close();
    }
  } finally {
    stopNice();
    await server.stop();
  }
  log(`\nLoad average (1, 5, 15 min) at the end: ${loadAverage()}`);
  const file = path.join(benchDir, 'results', `upload-${fileStamp()}.txt`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}

/** Uploads one after another (after one not counted, which loads sharp), each photo deleted after it is seen. */
async function sequential(owner: Owner, jpeg: Blob, count: number) {
  await deletePhoto(owner, (await uploadPhoto(owner, jpeg)).photoId);
  const timings = [];
  for (let i = 0; i < count; i++) {
    const t = await uploadPhoto(owner, jpeg);
    await deletePhoto(owner, t.photoId);
    timings.push(t);
  }
  const answers = timings.map((t) => t.answerMs);
  const visible = timings.map((t) => t.visibleMs);
  log(`== ${count} uploads one after another (ms): answer / big variant served`);
  log(`   ${timings.map((t) => `${ms(t.answerMs)}/${ms(t.visibleMs)}`).join('  ')}`);
  log(`   answer median ${ms(median(answers))} max ${ms(Math.max(...answers))}`);
  log(`   visible median ${ms(median(visible))} max ${ms(Math.max(...visible))} (target ≤ 2000)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
