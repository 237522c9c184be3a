/**
 * Product picture bench (issue 28): creating a product with three 12-megapixel phone JPEGs through the real API, from
 * sending to the answer (the pictures checked, turned upright, stripped and written as WebP variants by then).
 *   npx tsx bench/product-pictures.ts [--url postgres://…] [--rounds 8]
 * Without --url the server runs on a fresh embedded database with the demo data. Each product is deleted after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { phoneJpeg } from '@sefer/api/test/image-fixtures.ts';
import { describeUrl, positiveInt } from './args.ts';
import { benchDir, fileStamp } from './server.ts';
import { ms, percentile } from './stats.ts';
import { newOwner } from './upload-client.ts';
import { startDevServer } from './upload-server.ts';

const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, rounds: { type: 'string', default: '8' } },
  });
  const rounds = positiveInt('rounds', String(values.rounds));
  const url = values.url ?? null;
  const jpeg = new Blob([await phoneJpeg()], { type: 'image/jpeg' });
  log(`Command: npx tsx bench/product-pictures.ts ${process.argv.slice(2).join(' ')}`);
  log(`Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model}), Node ${process.version}`);
  log(
    `Load average (1, 5, 15 min) at the start: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
  log(`Database: ${url ? `PostgreSQL at ${describeUrl(url)}` : 'embedded (PGlite), fresh, demo data'}`);
  log(
    `Pictures: 3 × 4000 × 3000 JPEG (EXIF orientation 6, GPS), ${(jpeg.size / 2 ** 20).toFixed(2)} MiB each\n`,
  );
  const server = await startDevServer(url, undefined);
  const took: number[] = [];
  try {
    const owner = await newOwner(server.baseUrl, server.client);
    const auth = { authorization: `Bearer ${owner.token}` };
    for (let round = 0; round < rounds + 1; round += 1) {
      const body = new FormData();
      body.set(
        'data',
        JSON.stringify({
          companyId: owner.companyId,
          name: `Bench jebena ${round}`,
          price: 450,
          tags: ['coffee'],
        }),
      );
      body.set('profile', jpeg, 'front.jpg');
      body.set('image[0]', jpeg, 'side.jpg');
      body.set('image[1]', jpeg, 'back.jpg');
      const sent = performance.now();
      const response = await fetch(`${server.baseUrl}/api/v2/product/create`, {
        method: 'POST',
        headers: auth,
        body,
      });
      const text = await response.text();
      const elapsed = performance.now() - sent;
      if (!response.ok) throw new Error(`create: ${response.status} ${text}`);
      const { id, images } = JSON.parse(text) as { id: number; images: string[] };
      if (images.length !== 3) throw new Error(`create answered ${images.length} pictures`);
      // The first round warms the server (its worker threads, sharp's codecs) and is not counted.
      if (round > 0) took.push(elapsed);
      log(`round ${round}${round === 0 ? ' (warm-up)' : ''}: ${ms(elapsed)} ms`);
      const deleted = await fetch(`${server.baseUrl}/api/v2/product/delete`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      if (!deleted.ok) throw new Error(`delete: ${deleted.status} ${await deleted.text()}`);
    }
  } finally {
    await server.stop();
  }
  const sorted = Float64Array.from(took).sort();
  log(
    `\nCreate with three 12 MP pictures, ${took.length} rounds (ms): p50 ${ms(percentile(sorted, 50))}, ` +
      `p95 ${ms(percentile(sorted, 95))}, max ${ms(percentile(sorted, 100))}`,
  );
  const file = path.join(benchDir, 'results', `product-pictures-${fileStamp()}.txt`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
