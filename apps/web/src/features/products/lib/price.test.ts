import { formatPrice } from '@sefer/contract/format';
import { productPriceSchema } from '@sefer/contract/product';
import { describe, expect, it } from 'vitest';
import { parsePrice, priceText } from './price.ts';

describe('parsePrice', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['45', 45],
    ['45.5', 45.5],
    ['45.50', 45.5],
    ['1250.05', 1250.05],
    ['1,250.50', 1250.5],
    ['1 250', 1250],
    ['10,000,000', 10_000_000],
    ['Br 120', 120],
    ['120 ብር', 120],
    ['birr 0.99', 0.99],
    ['፭', 5],
  ])('reads “%s” as %s', (text, price) => {
    expect(parsePrice(text)).toEqual({ ok: true, price });
  });

  it.each([
    '-5',
    '12,50',
    '1.255',
    '1,25',
    '10,000,000.01',
    '10000001',
    'abc',
    '1e5',
    '.5',
    '5.',
    '99999999999999999999',
  ])('refuses “%s”', (text) => {
    expect(parsePrice(text)).toEqual({ ok: false });
  });

  it('gives what the contract takes: santim are exact, never a float that fails the two-decimals rule', () => {
    for (const text of ['0.07', '0.29', '1.15', '4.35', '9999999.99']) {
      const read = parsePrice(text);
      expect(read.ok).toBe(true);
      if (read.ok) expect(productPriceSchema.safeParse(read.price).success, text).toBe(true);
    }
  });
});

describe('priceText', () => {
  it('writes the price for editing: plain digits, santim only when there are some; none is blank', () => {
    expect(priceText(null)).toBe('');
    expect(priceText(0)).toBe('0');
    expect(priceText(1250)).toBe('1250');
    expect(priceText(1250.5)).toBe('1250.50');
    expect(priceText(0.07)).toBe('0.07');
  });

  it('reads back what it wrote', () => {
    for (const price of [0, 0.5, 45, 1250.05, 10_000_000])
      expect(parsePrice(priceText(price))).toEqual({ ok: true, price });
  });

  it('agrees with how cards show the price', () => {
    const read = parsePrice('1,250.50');
    expect(read.ok && read.price !== null && formatPrice(read.price)).toBe('Br 1,250.50');
  });
});
