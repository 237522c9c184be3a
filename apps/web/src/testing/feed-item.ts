import type { FeedItem } from '@sefer/contract/schemas';

/** A place feed item for unit tests; `over` sets any field. */
export const makeFeedItem = (id: number, over: Partial<FeedItem> = {}): FeedItem => ({
  type: 'place',
  id,
  name: `Place ${id}`,
  nameAm: null,
  image: null,
  companyImage: null,
  companyId: null,
  companyAt: null,
  companyName: null,
  distance: id * 10,
  lat: 9.02,
  lng: 38.75,
  likes: 0,
  isLiked: false,
  verified: false,
  tags: '',
  description: null,
  price: null,
  rating: null,
  ratingCount: 0,
  category: null,
  osm: false,
  hours: null,
  ...over,
});
