/**
 * Query-string parameters as the calls read them (feeds, search, detail screens and their lists): a blank value
 * is a missing one, anything else must parse as a number within the call's bounds. The id in a path. And a page of
 * a list as the paged calls answer it.
 */
import { z } from 'zod';
import { FEED_MAX_PAGE, MAX_RADIUS_M, MIN_RADIUS_M } from './constants.ts';
import { safeText } from './text.ts';

/** A positive id as it comes in a path; anything else is a 400. */
export const idParam = () =>
  safeText()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number);

/** A query-string number: blank is missing, anything else must parse as a finite number. */
const queryNumber = () => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().finite());
const queryInt = () => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int());

/** The viewer's point (WGS 84 degrees). */
export const latParam = () => queryNumber().pipe(z.number().min(-90).max(90));
export const lngParam = () => queryNumber().pipe(z.number().min(-180).max(180));

/** Metres around the point, `fallback` when absent. */
export const radiusParam = (fallback: number) =>
  queryNumber().pipe(z.number().min(MIN_RADIUS_M).max(MAX_RADIUS_M)).default(fallback);

/** The page of a paged list, from 1. */
export const pageParam = () => queryInt().pipe(z.number().min(1).max(FEED_MAX_PAGE)).default(1);

/** Items on a page: at most `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) =>
  queryInt().pipe(z.number().min(1).max(max)).default(fallback);

/** A page of a list: its items, the page and limit asked for, and whether another page follows. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() });
