import type { FeedItemType } from '@sefer/contract/schemas';

const SEGMENT = { company: 'company', product: 'item', place: 'place' } as const;

/** The detail screen of a subject (spec §2: /company/:id, /item/:id, /place/:id). */
export const detailPath = (type: FeedItemType, id: number) => `/${SEGMENT[type]}/${id}`;

/** The full-size viewer of a stored image (spec §2 /viewImage/:name). */
export const viewImagePath = (fileName: string) => `/viewImage/${encodeURIComponent(fileName)}`;

/** A path id: a positive whole number, else null (Not Found without asking the server). */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
