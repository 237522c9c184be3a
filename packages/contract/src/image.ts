import type { ImageVariant } from './constants.ts';

/** Builds the feed `image` value `<fileName>-<aspect>` (aspect = height / width). */
export function encodeImage(fileName: string, aspect: number): string {
  return `${fileName}-${Math.round(aspect * 1000) / 1000}`;
}

/** Splits `<fileName>-<aspect>` at the last `-`. A missing or bad aspect gives 1 (square). */
export function decodeImage(value: string): { fileName: string; aspect: number } {
  const cut = value.lastIndexOf('-');
  if (cut <= 0) return { fileName: value, aspect: 1 };
  const aspect = Number(value.slice(cut + 1));
  const valid = Number.isFinite(aspect) && aspect > 0.1 && aspect < 10;
  return valid ? { fileName: value.slice(0, cut), aspect } : { fileName: value, aspect: 1 };
}

/** URL of a stored image variant (spec §9 prefixes). */
export function imageUrl(fileName: string, variant: ImageVariant): string {
  return `/images/${variant}-${encodeURIComponent(fileName)}`;
}
