/**
 * Limits of picture uploads, shared by the API (which enforces them) and the browser (which scales a
 * picture down before sending it). No zod here: the web app reads this file on its own.
 */

/** Largest upload the API reads, in bytes (413 above). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most pixels (width × height) the API decodes; larger pictures are refused from their header (413). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** The kinds the API accepts, recognised by their bytes (415 for anything else). */
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadType = (typeof UPLOAD_ACCEPTED_TYPES)[number];
/** The browser scales a picture so that its longest side is at most this many pixels. */
export const UPLOAD_CLIENT_MAX_SIDE = 2048;
/** Encoder quality (0–1) of the browser's scaled-down picture. */
export const UPLOAD_CLIENT_QUALITY = 0.85;
