/**
 * Demo content of the detail screens (issue 5): browsing sessions that give "also visited" its co-viewing,
 * reviewers and their reviews (the ratings follow by trigger), company posts and company photos.
 * Uses its own seeded generator, so the rest of the demo stays as it was.
 */
import type { Queryable } from '../db/client.ts';
import type { StoredImage } from '../modules/images/image-store.ts';
import {
  type DemoPhoto,
  type DemoPost,
  type DemoReview,
  type DemoView,
  insertCompanyPhotos,
  insertPosts,
  insertReviewer,
  insertReviews,
  insertViews,
} from './demo.repository.ts';
import { POSTS, REVIEW_TEXTS, REVIEWERS } from './detail-data.ts';
import { pick, type Random } from './random.ts';

const DAY_MS = 86_400_000;
/** Anonymous browsers that each look around one neighbourhood. */
const BROWSERS = 500;

type Subject = { kind: 0 | 2 | 3; id: number };
/** What the demo made in one neighbourhood or city. */
export type AreaContent = { companies: number[]; products: number[]; places: number[] };
export type DemoCompany = { id: number; productImages: StoredImage[]; storefront: StoredImage };

const iso = (ms: number) => new Date(ms).toISOString();

/** `count` distinct items of `list`, each drawn with probability proportional to its weight. */
function weightedSample<T>(random: Random, list: T[], weights: number[], count: number): T[] {
  const pool = list.map((item, i) => ({ item, w: weights[i] ?? 1 }));
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    let roll = random() * pool.reduce((sum, p) => sum + p.w, 0);
    let i = 0;
    while (i < pool.length - 1 && roll >= (pool[i]?.w ?? 0)) {
      roll -= pool[i]?.w ?? 0;
      i += 1;
    }
    out.push((pool.splice(i, 1)[0] as { item: T }).item);
  }
  return out;
}

/**
 * Browsing sessions: each browser opens 3–7 things in one area within an hour, some things more often than
 * others, so the subjects of an area share viewers. Returns the number of views written; the views and
 * trend counters are computed afterwards from all views (seed/engagement.ts).
 */
export async function seedBrowsing(tx: Queryable, random: Random, now: number, areas: AreaContent[]) {
  const pools = areas.map((a) => {
    const subjects: Subject[] = [
      ...a.companies.map((id) => ({ kind: 0 as const, id })),
      ...a.products.map((id) => ({ kind: 2 as const, id })),
      ...a.places.map((id) => ({ kind: 3 as const, id })),
    ];
    // Some things in an area are simply more visited: a weight between 0.05 and 1, skewed low.
    return { subjects, weights: subjects.map(() => 0.05 + random() ** 2) };
  });
  const areaWeights = pools.map((p) => p.subjects.length);
  const rows: DemoView[] = [];
  for (let b = 1; b <= BROWSERS; b++) {
    const [pool] = weightedSample(random, pools, areaWeights, 1);
    if (!pool) continue;
    const device = `demo-browser-${String(b).padStart(4, '0')}`;
    const start = now - Math.floor(random() * 30 * DAY_MS);
    const seen = weightedSample(random, pool.subjects, pool.weights, 3 + Math.floor(random() * 5));
    seen.forEach((s, i) => {
      rows.push({ kind: s.kind, id: s.id, device, at: iso(start + i * 7 * 60_000) });
    });
  }
  await insertViews(tx, rows);
  return rows.length;
}

/** Demo reviewers: accounts with a name and no password, so nobody can sign in as them. */
async function makeReviewers(tx: Queryable): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, [first, last]] of REVIEWERS.entries()) {
    const id = await insertReviewer(tx, {
      phone: `+2519000${String(i + 1).padStart(5, '0')}`,
      firstName: first,
      lastName: last,
    });
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/**
 * Reviews: most companies, some products and places get a few, each subject around its own level of
 * quality; about a quarter without text. Returns how many were written.
 */
export async function seedReviews(
  tx: Queryable,
  random: Random,
  now: number,
  subjects: { companies: number[]; products: number[]; places: number[] },
): Promise<number> {
  const reviewers = await makeReviewers(tx);
  const plan: [Subject[], number, number][] = [
    [subjects.companies.map((id) => ({ kind: 0, id })), 0.7, 8],
    [subjects.products.map((id) => ({ kind: 2, id })), 0.35, 4],
    [subjects.places.map((id) => ({ kind: 3, id })), 0.3, 3],
  ];
  const rows: DemoReview[] = [];
  for (const [list, share, most] of plan) {
    for (const s of list) {
      if (random() >= share) continue;
      const quality = 2.5 + random() * 2.5;
      const count = 1 + Math.floor(random() * most);
      const authors = weightedSample(
        random,
        reviewers,
        reviewers.map(() => 1),
        Math.min(count, reviewers.length),
      );
      for (const user of authors) {
        const rating = Math.max(1, Math.min(5, Math.round(quality + (random() * 3 - 1.5))));
        const band = rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low';
        const text = random() < 0.75 ? pick(random, REVIEW_TEXTS[band]) : null;
        rows.push({
          user,
          kind: s.kind,
          id: s.id,
          rating,
          text,
          at: iso(now - Math.floor(random() * 90 * DAY_MS)),
        });
      }
    }
  }
  await insertReviews(tx, rows);
  return rows.length;
}

/** One to three posts per company, from the last six weeks. Returns how many. */
export async function seedPosts(tx: Queryable, random: Random, now: number, companies: number[]) {
  const rows: DemoPost[] = [];
  for (const company of companies) {
    const bodies = weightedSample(
      random,
      POSTS,
      POSTS.map(() => 1),
      1 + Math.floor(random() * 3),
    );
    for (const body of bodies)
      rows.push({ company, body, at: iso(now - Math.floor(random() * 42 * DAY_MS)) });
  }
  await insertPosts(tx, rows);
  return rows.length;
}

/** Company photos: a drawn storefront, then the company's product pictures. Returns how many. */
export async function seedPhotos(tx: Queryable, random: Random, now: number, companies: DemoCompany[]) {
  const rows: DemoPhoto[] = [];
  for (const c of companies) {
    for (const image of [c.storefront, ...c.productImages]) {
      rows.push({
        owner: c.id,
        file: image.fileName,
        aspect: image.aspect,
        at: iso(now - Math.floor(random() * 60 * DAY_MS)),
      });
    }
  }
  await insertCompanyPhotos(tx, rows);
  return rows.length;
}
