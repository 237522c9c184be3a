/**
 * Product write bench (issue 28): create, edit and delete through the products service on PostgreSQL, with every
 * trigger that keeps the feeds and search in step; picture processing excluded (the pipeline below hands back a
 * file name without decoding anything — `bench/product-pictures.ts` measures the pictures).
 *   npx tsx bench/product-writes.ts --url postgres://… [--rounds 300] [--warmup 30] [--companies 30]
 * The companies it uses get a bench owner for the run and lose it after; the products it makes are deleted.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@sefer/api/src/db/client.ts';
import type { ImagePipeline } from '@sefer/api/src/modules/images/image-pipeline.ts';
import { createProductsService } from '@sefer/api/src/modules/products/products.service.ts';
import { describeUrl, positiveInt, readArgs } from './args.ts';
import { benchDir, fileStamp } from './server.ts';
import { ms, percentile } from './stats.ts';

/** Stored names without any picture work, so the figures are the database's and the service's. */
const namesOnly: ImagePipeline = {
  ingest: async () => ({ fileName: `bench-${randomBytes(8).toString('hex')}.webp`, aspect: 0.75 }),
  remove: async () => {},
  drawTrusted: async (name) => ({ fileName: `${name}.webp`, aspect: 1 }),
};

const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};

async function main() {
  const { url, values } = readArgs(
    'npx tsx bench/product-writes.ts --url postgres://… [--rounds 300] [--warmup 30] [--companies 30]',
    { rounds: '300', warmup: '30', companies: '30' },
  );
  const rounds = positiveInt('rounds', values.rounds);
  const warmup = positiveInt('warmup', values.warmup);
  const db = await openDatabase({ kind: 'postgres', url, max: 2 });
  await db.migrate();
  const products = createProductsService({ db, images: namesOnly });
  const owners: { userId: number; companyId: number }[] = [];
  try {
    const [size] = await db.query<{ places: number; companies: number; products: number; entries: number }>(
      `SELECT (SELECT count(*) FROM places)::int AS places, (SELECT count(*) FROM companies)::int AS companies,
         (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM feed_entries)::int AS entries`,
    );
    log(`Command: npx tsx bench/product-writes.ts ${process.argv.slice(2).join(' ')}`);
    log(`Database: PostgreSQL at ${describeUrl(url)}: ${JSON.stringify(size)}`);
    log(`Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model}), Node ${process.version}`);
    log(
      `Load average (1, 5, 15 min) at the start: ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')}`,
    );
    const tags = (await db.query<{ tag: string }>('SELECT tag FROM tags ORDER BY tag LIMIT 3')).map(
      (t) => t.tag,
    );
    const companies = await db.query<{ id: number }>(
      `SELECT id FROM companies WHERE owner_id IS NULL ORDER BY id LIMIT $1`,
      [positiveInt('companies', values.companies)],
    );
    for (const { id } of companies) {
      const [user] = await db.query<{ id: number }>(
        `INSERT INTO users (phone, first_name, activated_at) VALUES ($1, 'Bench owner', now()) RETURNING id`,
        [`+2517${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
      );
      await db.query('UPDATE companies SET owner_id = $1 WHERE id = $2', [user?.id, id]);
      owners.push({ userId: Number(user?.id), companyId: Number(id) });
    }
    const timings = { create: [] as number[], edit: [] as number[], delete: [] as number[] };
    const timed = async <T>(into: number[] | null, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      into?.push(performance.now() - started);
      return result;
    };
    for (let round = 0; round < warmup + rounds; round += 1) {
      const owner = owners[round % owners.length] as (typeof owners)[number];
      const measured = round >= warmup;
      const created = await timed(measured ? timings.create : null, () =>
        products.create(
          owner.userId,
          {
            companyId: owner.companyId,
            name: `Bench berbere ${round}`,
            nameAm: `የሙከራ በርበሬ ${round}`,
            description: 'Ground fresh every morning, sold by the kilo.',
            descriptionAm: 'በየቀኑ ጠዋት የሚፈጭ፣ በኪሎ የሚሸጥ።',
            price: 350.5,
            tags: tags.slice(0, 2),
          },
          [Buffer.alloc(0), Buffer.alloc(0), Buffer.alloc(0)],
        ),
      );
      const files = created.images.map((image) => image.slice(0, image.lastIndexOf('-')));
      await timed(measured ? timings.edit : null, () =>
        products.edit(owner.userId, {
          id: created.id,
          name: `Bench mitmita ${round}`,
          price: 99.99,
          tags: tags.slice(1, 3),
          images: [...files].reverse(),
        }),
      );
      await timed(measured ? timings.delete : null, () => products.delete(owner.userId, created.id));
    }
    log(`\n${rounds} rounds after ${warmup} unmeasured, one at a time, ${owners.length} companies (ms):`);
    log('call      p50     p95     p99     max');
    for (const [name, list] of Object.entries(timings)) {
      const sorted = Float64Array.from(list).sort();
      const cells = [50, 95, 99, 100].map((p) => ms(percentile(sorted, p)).padStart(7));
      log(`${name.padEnd(7)} ${cells.join(' ')}`);
    }
  } finally {
    for (const { userId, companyId } of owners) {
      await db.query('UPDATE companies SET owner_id = NULL WHERE id = $1', [companyId]);
      await db.query('DELETE FROM users WHERE id = $1', [userId]);
    }
    await db.close();
  }
  const file = path.join(benchDir, 'results', `product-writes-${fileStamp()}.txt`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
