import { describe, expect, it } from 'vitest';
import { cardTags, formatDistanceKm, formatPrice } from './format.ts';
import { decodeImage, encodeImage } from './image.ts';

describe('formatDistanceKm', () => {
  it('shows kilometres with two decimals', () => {
    expect(formatDistanceKm(0)).toBe('0.00');
    expect(formatDistanceKm(1234)).toBe('1.23');
    expect(formatDistanceKm(9995)).toBe('9.99');
    expect(formatDistanceKm(10_005)).toBe('10.01');
  });
});

describe('formatPrice', () => {
  it('prefixes Br and groups thousands', () => {
    expect(formatPrice(45)).toBe('Br 45');
    expect(formatPrice(12500)).toBe('Br 12,500');
    expect(formatPrice(99.5)).toBe('Br 99.50');
  });
});

describe('cardTags', () => {
  it('keeps at most five tags longer than one character', () => {
    expect(cardTags('a coffee b tea bread x juice cake pastry')).toEqual([
      'coffee',
      'tea',
      'bread',
      'juice',
      'cake',
    ]);
    expect(cardTags('')).toEqual([]);
    expect(cardTags('  ቡና  ሻይ ')).toEqual(['ቡና', 'ሻይ']);
  });
});

describe('image value', () => {
  it('round-trips file name and aspect, splitting at the last dash', () => {
    const value = encodeImage('c-12-cover.webp', 0.75);
    expect(value).toBe('c-12-cover.webp-0.75');
    expect(decodeImage(value)).toEqual({ fileName: 'c-12-cover.webp', aspect: 0.75 });
  });
  it('falls back to a square for a value without an aspect', () => {
    expect(decodeImage('photo.webp')).toEqual({ fileName: 'photo.webp', aspect: 1 });
    expect(decodeImage('photo-abc')).toEqual({ fileName: 'photo-abc', aspect: 1 });
  });
});
