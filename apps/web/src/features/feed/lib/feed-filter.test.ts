import { describe, expect, it } from 'vitest';
import { parseFeedTypes, typesParam } from './feed-filter.ts';

describe('feed filter', () => {
  it('reads the kept choice, in the dialog order, and falls back to everything', () => {
    expect(parseFeedTypes('place')).toEqual(['place']);
    expect(parseFeedTypes('place,company')).toEqual(['company', 'place']);
    expect(parseFeedTypes(null)).toEqual(['company', 'product', 'place']);
    expect(parseFeedTypes('')).toEqual(['company', 'product', 'place']);
    expect(parseFeedTypes('bogus,,')).toEqual(['company', 'product', 'place']);
  });

  it('sends `types` only when some types are left out', () => {
    expect(typesParam(['place'])).toBe('place');
    expect(typesParam(['place', 'product'])).toBe('product,place');
    expect(typesParam(['company', 'product', 'place'])).toBeUndefined();
    expect(typesParam([])).toBeUndefined();
  });
});
