import {
  aroundYouQuery,
  type FeedArgs,
  forYouQuery,
  type Query,
  rankedQuery,
} from '@sefer/api/src/modules/feed/feed.repository.ts';
import { searchArgs, searchModeOf } from '@sefer/api/src/modules/search/search.args.ts';
import { searchQuery } from '@sefer/api/src/modules/search/search.repository.ts';
import {
  type FeedItemType,
  feedItemTypeSchema,
  type SearchContentType,
  type SearchSort,
} from '@sefer/contract';

export type FeedName = 'aroundYou' | 'new' | 'trending' | 'popular' | 'forYou';

/** A search call under load: request i uses key i of `keys` (cycling) at jittered point i. */
export type SearchLoad = {
  endpoint: 'auto' | 'all' | 'feed';
  keys: readonly string[];
  sortBy?: SearchSort;
  type?: SearchContentType;
};

export type Scenario = {
  name: string;
  /**
   * A home feed, `search` for a search call, or `health`: `/api/health`, whose only query is `SELECT 1`, the
   * machine's floor — what an endpoint costs that does no work of its own, beside the targets.
   */
  feed: FeedName | 'search' | 'health';
  search?: SearchLoad;
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

/**
 * Keys as people type them against the generated names (bench/catalogue.ts): prefixes, whole names,
 * a letter wrong, Amharic, and names in the other script.
 */
const TYPED_KEYS = [
  'bol',
  'kaldi',
  'abebe rest',
  'pharmcy',
  'macchiato',
  'ቦሌ',
  'ካልዲ ቡና',
  'selam hotel',
  'ክትፎ',
  'lalibela',
  'dashn',
  'ሀበሻ',
] as const;

export const SCENARIOS: Scenario[] = [
  { name: 'floor: /api/health (SELECT 1)', feed: 'health', ...PIASSA, ...base },
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
  ...searchScenarios(),
  {
    name: 'aroundYou Piassa page 1, compressed (extra)',
    feed: 'aroundYou',
    ...PIASSA,
    ...base,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
];

function searchScenarios(): Scenario[] {
  const at = { ...PIASSA, ...base, feed: 'search' as const };
  return [
    {
      ...at,
      name: 'search auto Piassa (typed keys)',
      search: { endpoint: 'auto', keys: ['ab', ...TYPED_KEYS] },
    },
    { ...at, name: 'search all Piassa (typed keys)', search: { endpoint: 'all', keys: TYPED_KEYS } },
    {
      ...at,
      name: 'search all Piassa places by Rating',
      search: { endpoint: 'all', keys: TYPED_KEYS, type: 'places', sortBy: 'Rating' },
    },
    {
      ...at,
      name: 'search all Piassa #restaurant #pharmacy',
      search: { endpoint: 'all', keys: ['#restaurant', '#pharmacy'] },
    },
    { ...at, name: 'search feed Piassa r=10000', search: { endpoint: 'feed', keys: TYPED_KEYS } },
  ];
}

/** p95 target of DESIGN §3: autocomplete 15 ms, feeds and search 25 ms. */
export const targetP95 = (s: Scenario): number => (s.search?.endpoint === 'auto' ? 15 : 25);

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

/** The request path of the endpoint for point `i`. */
export function requestPath(s: Scenario, p: { lat: number; lng: number }, i: number): string {
  if (s.feed === 'health') return '/api/health';
  const q = new URLSearchParams({ lat: String(p.lat), lng: String(p.lng) });
  if (s.search) {
    q.set('key', keyAt(s.search, i));
    if (s.search.endpoint === 'all') {
      q.set('sortBy', s.search.sortBy ?? 'Distance');
      q.set('type', s.search.type ?? 'all');
      q.set('r', String(s.r));
    }
    if (s.search.endpoint === 'feed') {
      q.set('r', String(s.r));
      q.set('page', String(s.page));
      q.set('limit', String(s.limit));
    }
    return `/api/v2/search/${s.search.endpoint}?${q}`;
  }
  q.set('page', String(s.page));
  q.set('limit', String(s.limit));
  q.set('r', String(s.r));
  if (s.types) q.set('types', s.types.join(','));
  return `/api/v2/home/${s.feed}?${q}`;
}

const keyAt = (load: SearchLoad, i: number): string => load.keys[i % load.keys.length] ?? '';

/** The request headers of a scenario. */
export const requestHeaders = (s: Scenario, user: BenchUser): Record<string, string> => ({
  ...(s.headers ?? {}),
  ...(s.signedIn ? { authorization: `Bearer ${user.token}` } : {}),
});

/** The exact SQL and parameters the endpoint runs for point `i` (as the routes build them). */
export function scenarioQuery(s: Scenario, p: { lat: number; lng: number }, user: BenchUser, i = 0): Query {
  if (s.search) return searchScenarioQuery(s, s.search, p, i);
  if (s.feed === 'health') return { text: 'SELECT 1', params: [] };
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
    case 'search':
      throw new Error(`${s.name}: a search scenario without its search`);
    default:
      return rankedQuery(s.feed, args);
  }
}

function searchScenarioQuery(
  s: Scenario,
  load: SearchLoad,
  p: { lat: number; lng: number },
  i: number,
): Query {
  const mode = searchModeOf(keyAt(load, i));
  if (!mode) throw new Error(`${s.name}: blank key`);
  const at = { ...p, r: s.r };
  const args =
    load.endpoint === 'auto'
      ? searchArgs.auto(mode, at)
      : load.endpoint === 'all'
        ? searchArgs.all(mode, { ...at, sortBy: load.sortBy ?? 'Distance', type: load.type ?? 'all' })
        : searchArgs.feed(mode, { ...at, page: s.page, limit: s.limit });
  return searchQuery(args);
}
