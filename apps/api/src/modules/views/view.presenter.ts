import { type AlsoVisitedItem, type EntityKind, TYPE_OF_KIND } from '@sefer/contract';
import { imageOf, oneDecimal } from '../details/details.presenter.ts';
import type { AlsoVisitedRow } from './view.repository.ts';

export const presentAlsoVisited = (row: AlsoVisitedRow): AlsoVisitedItem => ({
  type: TYPE_OF_KIND[Number(row.kind) as EntityKind],
  id: Number(row.id),
  title: row.name,
  titleAm: row.nameAm,
  image: imageOf(row.imageFile, row.imageAspect),
  companyName: row.companyName,
  companyNameAm: row.companyNameAm,
  verified: row.verified,
  rating: oneDecimal(row.rating),
  price: row.price === null ? null : Number(row.price),
  category: row.category,
  osm: row.osm,
  viewers: row.viewers,
});
