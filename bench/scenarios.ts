import { aroundYouSql, feedParams, newSql } from '@sefer/api/src/modules/feed/feed.repository.ts';
import { type FeedItemType, feedItemTypeSchema } from '@sefer/contract';

export type Scenario = {
  name: string;
  feed: 'aroundYou' | 'new';
  lat: number;
  lng: number;
  page: number;
  limit: number;
  /** Radius in metres. */
  r: number;
  /** Undefined: the endpoint's default, all types. */
  types?: FeedItemType[];
  /** Extra request headers (the SQL side ignores them). */
  headers?: Record<string, string>;
};

const PIASSA = { lat: 9.021343, lng: 38.7487854 };
const BOLE = { lat: 8.9955, lng: 38.7895 };
const SPARSE = { lat: 6.5, lng: 41.0 };
const base = { page: 1, limit: 10, r: 10000 };

export const SCENARIOS: Scenario[] = [
  { name: 'aroundYou Piassa page 1', feed: 'aroundYou', ...PIASSA, ...base },
  { name: 'aroundYou Piassa page 5', feed: 'aroundYou', ...PIASSA, ...base, page: 5 },
  { name: 'aroundYou sparse (6.5, 41.0)', feed: 'aroundYou', ...SPARSE, ...base },
  { name: 'aroundYou Piassa types=place', feed: 'aroundYou', ...PIASSA, ...base, types: ['place'] },
  { name: 'new Piassa r=10000', feed: 'new', ...PIASSA, ...base },
  { name: 'new Bole r=3000', feed: 'new', ...BOLE, ...base, r: 3000 },
  {
    name: 'aroundYou Piassa page 1, compressed (extra)',
    feed: 'aroundYou',
    ...PIASSA,
    ...base,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
];

/** ~200 query points jittered up to ±0.01° (about 1 km) around the centre, the same on every run. */
export function jitteredPoints(s: Scenario, n = 200): { lat: number; lng: number }[] {
  let seed = Math.round(s.lat * 1e6) ^ Math.round(s.lng * 1e6);
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return Array.from({ length: n }, () => ({
    lat: round(s.lat + (random() * 2 - 1) * 0.01),
    lng: round(s.lng + (random() * 2 - 1) * 0.01),
  }));
}

/** The request path of the endpoint for one point. */
export function requestPath(s: Scenario, p: { lat: number; lng: number }): string {
  const q = new URLSearchParams({
    lat: String(p.lat),
    lng: String(p.lng),
    page: String(s.page),
    limit: String(s.limit),
    r: String(s.r),
  });
  if (s.types) q.set('types', s.types.join(','));
  return `/api/v2/home/${s.feed}?${q}`;
}

/** The exact SQL and parameters the endpoint runs for one point (as feed.routes.ts builds them). */
export function scenarioQuery(
  s: Scenario,
  p: { lat: number; lng: number },
): { text: string; params: number[] } {
  const types = s.types ?? feedItemTypeSchema.options;
  const text = s.feed === 'aroundYou' ? aroundYouSql(types) : newSql(types);
  const params = feedParams({ ...p, r: s.r, offset: (s.page - 1) * s.limit, take: s.limit + 1, types });
  return { text, params };
}
