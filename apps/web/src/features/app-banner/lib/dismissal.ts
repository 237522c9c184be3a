/** Where Not Now is remembered: the time it was chosen, in milliseconds since 1970. */
export const DISMISSED_KEY = 'sefer.appBanner.dismissedAt';

/** How long Not Now hides the banner (spec §1). */
export const DISMISSAL_MS = 30 * 86_400_000;

/**
 * Whether Not Now was chosen less than 30 days before `now`, by its stored time (readStored's value). Nothing stored,
 * a value that is not a time, or a time after `now` (a clock put back) hides nothing.
 */
export function dismissedRecently(stored: string | null, now: number): boolean {
  const at = Number(stored ?? Number.NaN);
  return at <= now && now - at < DISMISSAL_MS;
}
