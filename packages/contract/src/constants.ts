/** Business constants of spec §9, shared by the API and the web app. */

export const FEED_PAGE_SIZE = 10;
export const FEED_MAX_PAGE_SIZE = 50;
export const FEED_MAX_PAGE = 1000;
export const DEFAULT_RADIUS_M = 10_000;
export const SEARCH_RADIUS_M = 1_000_000;
export const MAX_RADIUS_M = 1_000_000;
export const MIN_RADIUS_M = 100;

export const MAX_CARD_TAGS = 5;
export const MIN_CARD_TAG_LENGTH = 2;
export const LINK_COPIED_MS = 6000;
export const TOKEN_REFRESH_TIMEOUT_MS = 2000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 10;
export const MOBILE_BREAKPOINT_PX = 960;
export const MASONRY_COLUMN_WIDTH = 275;

export const DEFAULT_MAP_CENTRE = { lat: 9.021, lng: 38.748374 } as const;
export const DEFAULT_PLACE = { name: 'Piassa', lat: 9.021343, lng: 38.7487854 } as const;

export const LANGUAGES = ['en', 'am'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SORT_OPTIONS = ['Distance', 'Rating', 'Both'] as const;
export const CONTENT_TYPES = ['all', 'companies', 'products', 'places'] as const;

export const IMAGE_VARIANTS = ['thumb', 'small', 'big'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
/** Widths in pixels of the stored image variants. */
export const IMAGE_VARIANT_WIDTH: Record<ImageVariant, number> = { thumb: 160, small: 480, big: 1200 };

export const PRICE_PREFIX = 'Br';
export const THEME_PRIMARY = '#2381f6';

/** Tag categories shown on Explore and used by the demo data (spec §2 labels first). */
export const TAG_CATEGORIES = [
  'atm',
  'hospital',
  'gas_station',
  'home_services',
  'restaurant',
  'cafe',
  'shopping',
  'lodging',
  'education',
  'worship',
  'transport',
  'services',
  'leisure',
  'government',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** Entity kinds as numbered by the engage calls (spec §7). */
export const ENTITY_KIND = { company: 0, product: 2, place: 3 } as const;

/** Activation codes (DESIGN §2): 6 digits, 10 minutes, 5 wrong tries, one new code a minute. */
export const ACTIVATION_CODE_LENGTH = 6;
export const ACTIVATION_CODE_TTL_S = 600;
export const ACTIVATION_CODE_MAX_TRIES = 5;
export const ACTIVATION_CODE_RESEND_S = 60;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** A person's first, middle or last name, at sign-up and in About you. */
export const NAME_MAX_LENGTH = 50;

/** Request headers of spec §7 besides the bearer. The server trusts only the token for identity. */
export const DEVICE_ID_HEADER = 'x-device-id';
export const USER_ID_HEADER = 'x-user-id';

/** At most this many interests can be saved on a profile. */
export const MAX_INTERESTS = 20;

/**
 * Detail screens (issue 5): review limits and list page sizes. Here rather than in detail.ts so the web
 * can read them without pulling zod into a chunk.
 */
/** A review's text is at most this many characters (after trimming). */
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Page sizes of the detail lists. */
export const DETAIL_PAGE_SIZE = 20;
export const DETAIL_MAX_PAGE_SIZE = 50;
export const REVIEWS_PAGE_SIZE = 10;
export const ALSO_VISITED_LIMIT = 10;
export const ALSO_VISITED_MAX_LIMIT = 20;

/** The business form and the company page's lists (issue 26). */
export const COMPANY_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MAX_LENGTH = 80;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 1000;
export const COMPANY_MAX_TAGS = 10;
export const COMPANY_MAX_PHOTOS = 30;
export const POST_BODY_MAX_LENGTH = 2000;

/** Products of a company (issue 28; spec §5 name, §9 three picture slots). */
export const PRODUCT_NAME_MIN_LENGTH = 3;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;
/** Birr; two decimals (santim). */
export const PRODUCT_PRICE_MAX = 10_000_000;
export const PRODUCT_MAX_PICTURES = 3;
export const COMPANY_MAX_PRODUCTS = 500;
