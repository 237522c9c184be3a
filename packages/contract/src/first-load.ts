import type { TokenResponse, UserProfile } from './auth.ts';
import type { CompanyDetail, PlaceDetail, ProductDetail } from './detail.ts';
import type { LikeResult, ViewResult } from './engage.ts';
import type { FeedPage, TopTags } from './schemas.ts';
import type { SearchResult, Suggestion, Tag } from './search.ts';

/**
 * The calls the home route's first load makes or primes — the feeds, quick actions, tags, autocomplete and search
 * (index.html's early script asks some of them), likes and views, the detail screens its route loaders prime, the
 * profile, the token refresh and logout — declared without zod (decision 0029: checking their answers with the contract's schemas would put zod in
 * the first load, 176.8 KB against the 150 KB budget). The API registers its routes at these paths with the schemas
 * of `schemas.ts` and its siblings; the web asks them through `firstLoadCall`, typed by `FirstLoadAnswers`.
 * Type-only imports above: this module carries no code but the table.
 */
/** The home feeds by tab, and the calls index.html's early script also makes: apart, so the script carries only these. */
export const HOME_FEED_PATHS = {
  aroundYou: '/api/v2/home/aroundYou',
  new: '/api/v2/home/new',
  trending: '/api/v2/home/trending',
  popular: '/api/v2/home/popular',
  forYou: '/api/v2/home/forYou',
} as const;
export const TOP_TAGS_PATH = '/api/v2/home/toptags';
export const ALL_TAGS_PATH = '/api/home/alltags';
export const SEARCH_ALL_PATH = '/api/v2/search/all';

/** Each call's path; all are GETs but those in `FIRST_LOAD_POSTS`. */
export const FIRST_LOAD_CALLS = {
  ...HOME_FEED_PATHS,
  topTags: TOP_TAGS_PATH,
  allTags: ALL_TAGS_PATH,
  searchAuto: '/api/v2/search/auto',
  searchAll: SEARCH_ALL_PATH,
  like: '/api/v2/engage/likeEntity/:kind/:id',
  unlike: '/api/v2/engage/unlikeEntity/:id',
  view: '/api/v2/view/:kind/:id',
  company: '/api/v2/company/:id',
  product: '/api/v2/product/:id',
  place: '/api/v2/place/:id',
  profile: '/api/v2/user/profile',
  /** The token endpoint (form-encoded, OAuth2-style): the app refreshes its tokens from the first load. */
  token: '/api/auth/login',
  logout: '/api/auth/logout',
} as const;
export const FIRST_LOAD_POSTS: readonly FirstLoadCall[] = ['like', 'unlike', 'view', 'token', 'logout'];
export type FirstLoadCall = keyof typeof FIRST_LOAD_CALLS;

/** The answer of each first-load call: the type of its response schema. */
export type FirstLoadAnswers = {
  aroundYou: FeedPage;
  new: FeedPage;
  trending: FeedPage;
  popular: FeedPage;
  forYou: FeedPage;
  topTags: TopTags;
  allTags: Tag[];
  searchAuto: Suggestion[];
  searchAll: SearchResult[];
  like: LikeResult;
  unlike: LikeResult;
  view: ViewResult;
  company: CompanyDetail;
  product: ProductDetail;
  place: PlaceDetail;
  profile: UserProfile;
  token: TokenResponse;
  /** 204, no body. */
  logout: undefined;
};
