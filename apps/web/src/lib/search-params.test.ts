import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchPath, serialiseSearchParams, tagSearchPath } from './search-params.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search query string', () => {
  it.each([
    ['key=kitfo&content_type=places&sortBy=Rating', { key: 'kitfo', type: 'places', sortBy: 'Rating' }],
    ['', { key: '', type: 'all', sortBy: 'Distance' }],
    ['key=a&content_type=shops&sortBy=Price', { key: 'a', type: 'all', sortBy: 'Distance' }],
    ['key=a&content_type=PRODUCTS&sortBy=both', { key: 'a', type: 'products', sortBy: 'Both' }],
  ])(
    'reads key, content_type and sortBy from "%s", the defaults for missing or unknown values, the chips in upper case',
    (query, expected) => {
      expect(parse(query)).toEqual({ ...expected, open: false });
    },
  );

  it('reads and writes the Open now filter as open=1', () => {
    expect(parse('key=bunna&open=1').open).toBe(true);
    expect(parse('key=bunna&open=true').open).toBe(true);
    expect(parse('key=bunna&open=0').open).toBe(false);
    expect(searchPath({ key: 'bunna', open: true })).toBe('/search?key=bunna&open=1');
    expect(searchPath({ key: 'bunna', open: false })).toBe('/search?key=bunna');
  });

  it('keeps the key as typed: #tags, Ethiopic, spaces and symbols survive a round trip', () => {
    for (const key of ['#coffee', 'ቦሌ ፋርማሲ', '  a&b=c?d  ', '100% 💯']) {
      const path = searchPath({ key, type: 'companies', sortBy: 'Both', open: true });
      expect(parse(path.slice('/search?'.length))).toEqual({
        key,
        type: 'companies',
        sortBy: 'Both',
        open: true,
      });
    }
  });

  it('leaves defaults out of the URL', () => {
    expect(serialiseSearchParams({ key: 'bole', type: 'all', sortBy: 'Distance' }).toString()).toBe(
      'key=bole',
    );
    expect(searchPath({ key: 'bole', type: 'places', sortBy: 'Rating' })).toBe(
      '/search?key=bole&content_type=places&sortBy=Rating',
    );
    expect(tagSearchPath('kitfo')).toBe('/search?key=%23kitfo');
  });
});
