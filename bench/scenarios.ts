import {
  aroundYouQuery,
  type FeedArgs,
  forYouQuery,
  type Query,
  rankedQuery,
} from '@sefer/api/src/modules/feed/feed.repository.ts';
import { type FeedItemType, feedItemTypeSchema } from '@sefer/contract';

export type FeedName = 'aroundYou' | 'new' | 'trending' | 'popular' | 'forYou';

export type Scenario = {
  name: string;
  feed: FeedName;
  lat: number;
  lng: number;
  page: number;
  limit: number;
  /** Radius in metres. */
  r: number;
  /** Undefined: the endpoint's default, all types. */
  types?: FeedItemType[];
  /** Sends the bench user's bearer token (For You needs it; elsewhere it fills `isLiked`). */
  signedIn?: boolean;
  /** Extra request headers (the SQL side ignores them). */
  headers?: Record<string, string>;
};

/** The signed-in user of the bench: id for the SQL, access token for the endpoint. */
export type BenchUser = { id: number; token: string };

const PIASSA = { lat: 9.021343, lng: 38.7487854 };
const BOLE = { lat: 8.9955, lng: 38.7895 };
const SPARSE = { lat: 6.5, lng: 41.0 };
const base = { page: 1, limit: 10, r: 10000 };

export const SCENARIOS: Scenario[] = [
  { name: 'aroundYou Piassa page 1', feed: 'aroundYou', ...PIASSA, ...base },
  { name: 'aroundYou Piassa page 5', feed: 'aroundYou', ...PIASSA, ...base, page: 5 },
  { name: 'aroundYou sparse (6.5, 41.0)', feed: 'aroundYou', ...SPARSE, ...base },
  { name: 'aroundYou Piassa types=place', feed: 'aroundYou', ...PIASSA, ...base, types: ['place'] },
  { name: 'aroundYou Piassa signed in', feed: 'aroundYou', ...PIASSA, ...base, signedIn: true },
  { name: 'new Piassa r=10000', feed: 'new', ...PIASSA, ...base },
  { name: 'new Bole r=3000', feed: 'new', ...BOLE, ...base, r: 3000 },
  { name: 'trending Piassa r=10000', feed: 'trending', ...PIASSA, ...base },
  { name: 'popular Piassa r=10000', feed: 'popular', ...PIASSA, ...base },
  { name: 'forYou Piassa r=10000', feed: 'forYou', ...PIASSA, ...base, signedIn: true },
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

/** The request headers of a scenario. */
export const requestHeaders = (s: Scenario, user: BenchUser): Record<string, string> => ({
  ...(s.headers ?? {}),
  ...(s.signedIn ? { authorization: `Bearer ${user.token}` } : {}),
});

/** The exact SQL and parameters the endpoint runs for one point (as feed.routes.ts builds them). */
export function scenarioQuery(s: Scenario, p: { lat: number; lng: number }, user: BenchUser): Query {
  const args: FeedArgs = {
    ...p,
    r: s.r,
    offset: (s.page - 1) * s.limit,
    take: s.limit + 1,
    types: s.types ?? feedItemTypeSchema.options,
    userId: s.signedIn ? user.id : null,
  };
  switch (s.feed) {
    case 'aroundYou':
      return aroundYouQuery(args);
    case 'forYou':
      return forYouQuery({ ...args, userId: user.id });
    default:
      return rankedQuery(s.feed, args);
  }
}
