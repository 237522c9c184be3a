import { FEED_PAGE_SIZE } from '@sefer/contract/constants';
import { describe, expect, it } from 'vitest';
import { requestUrl } from '../../../lib/request.ts';
import { homeFeedKey } from './get-home-feed.ts';
import { homeFeedCall } from './home-requests.ts';

const piassa = { lat: 9.02, lng: 38.75, r: 10_000, types: ['company', 'product', 'place'] as const };

describe('home feed calls', () => {
  it('ask with open=1 only when Open now is on', () => {
    const { path, params } = homeFeedCall('aroundYou', { ...piassa, open: true }, 1);
    expect(requestUrl(path, params)).toBe(
      `/api/v2/home/aroundYou?lat=9.02&lng=38.75&page=1&limit=${FEED_PAGE_SIZE}&r=10000&open=1`,
    );
    const off = homeFeedCall('aroundYou', { ...piassa, open: false }, 1);
    expect(requestUrl(off.path, off.params)).not.toContain('open');
  });

  it('keep the open and the full feed apart in the cache', () => {
    expect(homeFeedKey('new', { ...piassa, open: true })).not.toEqual(homeFeedKey('new', piassa));
    expect(homeFeedKey('new', { ...piassa, open: false })).toEqual(homeFeedKey('new', piassa));
  });
});
