import type { Database, Queryable } from '../db/client.ts';
import { createImagePipeline, type StoredImage } from '../modules/images/image-pipeline.ts';
import { createFileStorage } from '../modules/images/image-storage.ts';
import { artSvg } from './art.ts';
import {
  hasContent,
  insertCompany,
  insertPlace,
  insertProduct,
  insertTag,
  markDemoSeeded,
  setCompanyHours,
} from './demo.repository.ts';
import { ADDIS_AREAS, type Area, BUSINESS_KINDS, OTHER_CITIES, PLACE_KINDS, TAGS } from './demo-data.ts';
import {
  type AreaContent,
  type DemoCompany,
  seedBrowsing,
  seedPhotos,
  seedPosts,
  seedReviews,
} from './detail.ts';
import { seedEngagement } from './engagement.ts';
import { demoHours } from './hours.ts';
import { seedOwners } from './owners.ts';
import { pick, type Random, seededRandom } from './random.ts';

const DAY_MS = 86_400_000;
const COMPANIES_PER_AREA = 4;
const COMPANIES_PER_CITY = 2;
const PLACES_PER_AREA = 6;
const PLACES_PER_CITY = 3;

type Log = { info: (msg: string) => void };

/** A point within about `metres` of the area centre. */
function near(random: Random, area: Area, metres: number) {
  const dLat = ((random() * 2 - 1) * metres) / 111_320;
  const dLng = ((random() * 2 - 1) * metres) / (111_320 * Math.cos((area.lat * Math.PI) / 180));
  return { lat: Math.round((area.lat + dLat) * 1e7) / 1e7, lng: Math.round((area.lng + dLng) * 1e7) / 1e7 };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
const priceIn = (random: Random, [lo, hi]: [number, number]) =>
  Math.round((lo + random() * (hi - lo)) / 5) * 5;
const aspects = [0.75, 1, 1.25, 0.5625, 1.333];

type Job = { name: string; category: string; aspect: number };

/** Draws the pictures through the image pipeline, four at a time (sharp works in libuv's threads). */
async function drawAll(imagesDir: string, random: Random, jobs: Job[]): Promise<Map<string, StoredImage>> {
  const pipeline = createImagePipeline({ storage: createFileStorage(imagesDir), concurrency: 4 });
  const svgs = jobs.map((j) => ({ ...j, svg: artSvg(random, j.category, 800, Math.round(800 * j.aspect)) }));
  const stored = await Promise.all(svgs.map((j) => pipeline.drawTrusted(j.name, Buffer.from(j.svg))));
  return new Map(svgs.map((j, k) => [j.name, stored[k] as StoredImage]));
}

export const isDemoSeeded = (db: Queryable): Promise<boolean> => hasContent(db);

/**
 * Seeds the demo on an empty database: companies with products in Addis Ababa neighbourhoods and
 * five other cities, public places, the tag catalogue (the interests), a picture for each, and a month of
 * anonymous views (seed/engagement.ts). Refuses a non-empty
 * database; all rows are written in one transaction.
 */
export async function seedDemo(db: Database, imagesDir: string, log: Log): Promise<void> {
  if (await isDemoSeeded(db))
    throw new Error('The database is not empty: the demo seed only fills an empty one.');
  const started = Date.now();
  const random = seededRandom(20260101);
  const now = Date.now();
  const createdAt = () => new Date(now - Math.floor(random() * 60 * DAY_MS)).toISOString();

  const companies = [
    ...ADDIS_AREAS.flatMap((a) => Array.from({ length: COMPANIES_PER_AREA }, () => a)),
    ...OTHER_CITIES.flatMap((a) => Array.from({ length: COMPANIES_PER_CITY }, () => a)),
  ].map((area, i) => {
    const kind =
      BUSINESS_KINDS[i % BUSINESS_KINDS.length] ?? (BUSINESS_KINDS[0] as (typeof BUSINESS_KINDS)[number]);
    const [en, am] = pick(random, kind.names);
    const name = `${area.en} ${en}`;
    return {
      key: `c${i + 1}`,
      area: area.en,
      name,
      nameAm: `${area.am} ${am}`,
      handle: `${slug(name)}_${i + 1}`,
      hours: demoHours(en),
      description: `${kind.description} In ${area.en}.`,
      descriptionAm: `${kind.descriptionAm} ${area.am} ${area.city ? 'ከተማ ውስጥ' : 'አካባቢ'} እንገኛለን።`,
      phone: `+2519${String(Math.floor(10_000_000 + random() * 89_999_999))}`,
      verified: random() < 0.35,
      tags: kind.tags,
      category: kind.category,
      address: `${area.en}, ${area.city ? area.en : 'Addis Ababa'}`,
      // Chosen by position, not by the generator, so that the rest of the demo stays as it was.
      addressAm: area.addressesAm[i % area.addressesAm.length] ?? area.am,
      ...near(random, area, area.city ? 1500 : 650),
      createdAt: createdAt(),
      likes: Math.floor(random() * 120),
      products: kind.products
        .filter(() => random() < 0.8)
        .map((p, j) => ({
          ...p,
          key: `c${i + 1}p${j + 1}`,
          price: priceIn(random, p.price),
          createdAt: createdAt(),
          likes: Math.floor(random() * 60),
        })),
    };
  });
  const places = [
    ...ADDIS_AREAS.flatMap((a) => Array.from({ length: PLACES_PER_AREA }, () => a)),
    ...OTHER_CITIES.flatMap((a) => Array.from({ length: PLACES_PER_CITY }, () => a)),
  ].map((area, i) => {
    const kind = PLACE_KINDS[
      (i * 7 + Math.floor(i / PLACES_PER_AREA)) % PLACE_KINDS.length
    ] as (typeof PLACE_KINDS)[number];
    const [en, am] = pick(random, kind.names);
    return {
      key: `pl${i + 1}`,
      area: area.en,
      name: `${area.en} ${en}`,
      nameAm: `${area.am} ${am}`,
      category: kind.category,
      tags: [kind.tag],
      address: `${area.en}, ${area.city ? area.en : 'Addis Ababa'}`,
      ...near(random, area, area.city ? 2000 : 800),
      createdAt: createdAt(),
      likes: Math.floor(random() * 80),
    };
  });

  const jobs: Job[] = [
    ...companies.flatMap((c) => [
      { name: `demo-${c.key}`, category: c.category, aspect: pick(random, aspects) },
      ...c.products.map((p) => ({
        name: `demo-${p.key}`,
        category: c.category,
        aspect: pick(random, aspects),
      })),
    ]),
    ...places.map((p) => ({ name: `demo-${p.key}`, category: p.category, aspect: pick(random, aspects) })),
    ...TAGS.map((t) => ({ name: `tag-${t.tag}`, category: t.category, aspect: 1 })),
  ];
  const images = await drawAll(imagesDir, random, jobs);
  // The detail screens' content (seed/detail.ts) draws from its own generator: the rest stays as it was.
  const extra = seededRandom(20260505);
  const fronts = await drawAll(
    imagesDir,
    extra,
    companies.map((c) => ({
      name: `demo-${c.key}-front`,
      category: c.category,
      aspect: pick(extra, aspects),
    })),
  );
  for (const [name, image] of fronts) images.set(name, image);
  const img = (name: string) => images.get(name) as StoredImage;
  const areas = new Map<string, AreaContent>();
  const areaOf = (name: string) => {
    const found = areas.get(name) ?? { companies: [], products: [], places: [] };
    areas.set(name, found);
    return found;
  };
  const demoCompanies: DemoCompany[] = [];

  let views = 0;
  let detail = { reviews: 0, posts: 0, photos: 0 };
  let owners = 0;
  await db.transaction(async (tx) => {
    for (const t of TAGS)
      await insertTag(tx, { ...t, labelAm: t.am, imageFile: img(`tag-${t.tag}`).fileName });
    for (const c of companies) {
      const companyId = await insertCompany(tx, c, img(`demo-${c.key}`));
      if (c.hours) await setCompanyHours(tx, companyId, c.hours);
      areaOf(c.area).companies.push(companyId);
      const productImages: StoredImage[] = [];
      for (const p of c.products) {
        const pImage = img(`demo-${p.key}`);
        productImages.push(pImage);
        const productId = await insertProduct(tx, companyId, { ...p, name: p.en, nameAm: p.am }, pImage);
        areaOf(c.area).products.push(productId);
      }
      demoCompanies.push({ id: companyId, productImages, storefront: img(`demo-${c.key}-front`) });
    }
    for (const p of places) areaOf(p.area).places.push(await insertPlace(tx, p, img(`demo-${p.key}`)));
    const content = [...areas.values()];
    views = await seedBrowsing(tx, extra, now, content);
    views += await seedEngagement(tx, random, now);
    detail = {
      reviews: await seedReviews(tx, extra, now, {
        companies: content.flatMap((a) => a.companies),
        products: content.flatMap((a) => a.products),
        places: content.flatMap((a) => a.places),
      }),
      posts: await seedPosts(
        tx,
        extra,
        now,
        demoCompanies.map((c) => c.id),
      ),
      photos: await seedPhotos(tx, extra, now, demoCompanies),
    };
    owners = await seedOwners(tx);
    await markDemoSeeded(tx);
  });
  const products = companies.reduce((n, c) => n + c.products.length, 0);
  log.info(
    `Demo seeded: ${companies.length} companies, ${products} products, ${places.length} places, ${TAGS.length} tags, ${views} views, ${detail.reviews} reviews, ${detail.posts} posts, ${detail.photos} photos, ${owners} owner accounts, ${images.size} pictures in ${Date.now() - started} ms`,
  );
}
