import type { OwnCompany } from '@sefer/contract';
import { imageOf, isoTime, socialLinks } from '../details/details.presenter.ts';
import type { OwnCompanyRow } from './company.repository.ts';

export const presentOwnCompany = (row: OwnCompanyRow): OwnCompany => ({
  id: Number(row.id),
  handle: row.handle,
  name: row.name,
  nameAm: row.nameAm,
  description: row.description,
  descriptionAm: row.descriptionAm,
  tags: row.tags,
  phone: row.phone,
  address: row.address,
  addressAm: row.addressAm,
  lat: row.lat,
  lng: row.lng,
  verified: row.verified,
  social: socialLinks(row.attributes),
  hours: row.hours,
  image: imageOf(row.imageFile, row.imageAspect),
  photoCount: row.photoCount,
  postCount: row.postCount,
  productCount: row.productCount,
  createdAt: isoTime(row.createdAt),
});
