import type { Viewer } from '../lib/viewer.ts';
import { detailQueryOptions } from './get-detail.ts';

/** `GET /api/v2/place/{id}?lat=&lng=`: the place screen (distance from the viewer's place). */
export const placeQueryOptions = (id: number, viewer: Viewer | null) =>
  detailQueryOptions('place', id, viewer);
