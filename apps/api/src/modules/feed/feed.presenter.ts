import { encodeImage, type FeedItem } from '@sefer/contract';
import type { FeedRow } from './feed.repository.ts';

const image = (file: string | null, aspect: number | null) => (file ? encodeImage(file, aspect ?? 1) : null);

/**
 * Shapes a feed row into the spec §3 feed item; nothing else leaves the server. `isLiked` comes from the
 * row when its query asked (`is_liked`), else from `likedIds` (`type:id` keys).
 */
export function presentFeedItem(row: FeedRow, likedIds: ReadonlySet<string> = new Set()): FeedItem {
  return {
    type: row.type,
    id: Number(row.id),
    name: row.name,
    nameAm: row.name_am,
    image: image(row.image_file, row.image_aspect),
    companyImage: image(row.company_image_file, row.company_image_aspect),
    companyId: row.company_id === null ? null : Number(row.company_id),
    companyAt: row.company_at,
    companyName: row.company_name,
    distance: Math.round(Number(row.distance) * 10) / 10,
    lat: Number(row.lat),
    lng: Number(row.lng),
    likes: row.likes,
    isLiked: row.is_liked ?? likedIds.has(`${row.type}:${row.id}`),
    verified: row.verified,
    tags: row.tags,
    description: row.description,
    price: row.price === null ? null : Number(row.price),
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    category: row.category,
    osm: row.osm,
    hours: row.hours ?? null,
  };
}
