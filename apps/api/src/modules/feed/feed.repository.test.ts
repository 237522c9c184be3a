import { FEED_MAX_PAGE, FEED_MAX_PAGE_SIZE } from '@sefer/contract';
import { describe, expect, it } from 'vitest';
import { aroundYouQuery, type FeedArgs, forYouQuery, knnRows } from './feed.repository.ts';

const at = (page: number, limit = 10): FeedArgs => ({
  lat: 9.021343,
  lng: 38.7487854,
  r: 10_000,
  offset: (page - 1) * limit,
  take: limit + 1,
  types: ['company', 'product', 'place'],
  userId: null,
});

describe('knnRows', () => {
  it('rounds a row count up to a power of two, at least 16', () => {
    expect([1, 11, 16, 17, 51, 300].map(knnRows)).toEqual([16, 16, 16, 32, 64, 512]);
  });
});

describe('nearest-first queries', () => {
  it('write the KNN row count into the text, so generic plans are costed for it', () => {
    expect(aroundYouQuery(at(1)).text).toMatch(
      /ORDER BY "x"\."pt" <-> point\(\$\d+::float8, \$\d+::float8\) LIMIT 16\)/,
    );
    expect(forYouQuery({ ...at(1), userId: 7 }).text).toMatch(/LIMIT 300\)/);
  });

  it('prepare a handful of texts for every page and page size a client may ask for', () => {
    const texts = new Set<string>();
    for (const limit of [1, 10, FEED_MAX_PAGE_SIZE]) {
      for (let page = 1; page <= FEED_MAX_PAGE; page++) texts.add(aroundYouQuery(at(page, limit)).text);
    }
    expect(texts.size).toBeLessThanOrEqual(16);
  });

  it('search the bounding square of the circle, not the square inside it', () => {
    const { text, params } = aroundYouQuery(at(1));
    const box =
      /box\(point\(\$(\d+)::float8 - edge\.e, \$(\d+)::float8 - edge\.e\), point\(\$(\d+)::float8 \+ edge\.e, \$(\d+)::float8 \+ edge\.e\)\)/;
    const [, ...numbers] = text.match(box) ?? [];
    expect(numbers.map((n) => params[Number(n) - 1])).toEqual([
      38.7487854,
      expect.closeTo(9.0589, 3),
      38.7487854,
      expect.closeTo(9.0589, 3),
    ]);
    expect(text).toContain('<= edge.e');
  });
});
