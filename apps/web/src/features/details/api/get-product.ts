import type { Viewer } from '../lib/viewer.ts';
import { detailQueryOptions } from './get-detail.ts';

/** `GET /api/v2/product/{id}?lat=&lng=`: the item screen (distance from the viewer's place). */
export const productQueryOptions = (id: number, viewer: Viewer | null) =>
  detailQueryOptions('product', id, viewer);
