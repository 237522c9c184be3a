import { PRODUCT_PRICE_MAX } from '@sefer/contract/constants';

/** What the price field holds: none ("price on request"), a price in birr, or text that is not a price. */
export type PriceInput = { ok: true; price: number | null } | { ok: false };

/** Ethiopic digits are rare in prices, but a phone keyboard may give them: ፩–፱ are 1–9 (there is no zero). */
const ETHIOPIC_DIGITS: Readonly<Record<string, string>> = Object.fromEntries(
  [...'፩፪፫፬፭፮፯፰፱'].map((digit, i) => [digit, String(i + 1)]),
);

/**
 * Reads the price as people type it: `1250`, `1,250.50` or `1 250.50`, with an optional `Br`/`ብር` before or
 * after; blank is none. A comma groups thousands, as on Ethiopian price tags, so `12,50` is not a price. Birr
 * with at most two decimals (santim), 0 to PRODUCT_PRICE_MAX; anything else is not a price.
 */
export function parsePrice(text: string): PriceInput {
  const bare = text
    .trim()
    .replace(/^(br|birr|ብር)\.?\s*/i, '')
    .replace(/\s*(br|birr|ብር)\.?$/i, '')
    .replace(/[፩-፱]/g, (digit) => ETHIOPIC_DIGITS[digit] ?? digit);
  if (bare === '') return { ok: true, price: null };
  // Digits grouped by commas or spaces in threes, or not grouped; then at most two decimals.
  const match = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return { ok: false };
  const whole = (match[1] ?? '').replace(/[, ]/g, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  const santim = Number(whole) * 100 + Number(cents || '0');
  if (!Number.isSafeInteger(santim) || santim > PRODUCT_PRICE_MAX * 100) return { ok: false };
  return { ok: true, price: santim / 100 };
}

/** The price as the field shows it for editing: plain digits, two decimals when it has santim; none is blank. */
export function priceText(price: number | null): string {
  if (price === null) return '';
  const santim = Math.round(price * 100);
  return santim % 100 === 0 ? String(santim / 100) : (santim / 100).toFixed(2);
}
