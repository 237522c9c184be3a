import type { Viewer } from '../lib/viewer.ts';
import { detailQueryOptions } from './get-detail.ts';

/** `GET /api/v2/company/{id}?lat=&lng=`: the company screen (distance from the viewer's place). */
export const companyQueryOptions = (id: number, viewer: Viewer | null) =>
  detailQueryOptions('company', id, viewer);
