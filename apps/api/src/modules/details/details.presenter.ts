import {
  type CompanyDetail,
  type CompanyProduct,
  decodeImage,
  encodeImage,
  openingHoursSchema,
  type Photo,
  type PlaceDetail,
  type Post,
  type ProductDetail,
  type SocialLinks,
} from '@sefer/contract';
import type {
  CompanyProductRow,
  CompanyRow,
  PhotoRow,
  PlaceRow,
  PostRow,
  ProductRow,
} from './details.repository.ts';

export const imageOf = (file: string | null, aspect: number | null) =>
  file ? encodeImage(file, aspect ?? 1) : null;
/** Ratings and distances as the cards show them: one decimal. */
export const oneDecimal = (value: number | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;
export const isoTime = (value: Date | string) => new Date(value).toISOString();

const SOCIAL_KEYS = ['telegram', 'instagram', 'website', 'facebook', 'email', 'twitter'] as const;

/** The social links of `companies.attributes`; anything but a non-blank string is "not set". */
export function socialLinks(attributes: unknown): SocialLinks {
  const source = (typeof attributes === 'object' && attributes !== null ? attributes : {}) as Record<
    string,
    unknown
  >;
  const value = (key: string) => {
    const v = source[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  return Object.fromEntries(SOCIAL_KEYS.map((k) => [k, value(k)])) as SocialLinks;
}

const common = (row: CompanyRow | ProductRow | PlaceRow) => ({
  id: Number(row.id),
  nameAm: row.name_am,
  tags: row.tags,
  image: imageOf(row.image_file, row.image_aspect),
  lat: Number(row.lat),
  lng: Number(row.lng),
  address: row.address,
  addressAm: row.address_am,
  descriptionAm: row.description_am,
  phone: row.phone,
  rating: oneDecimal(row.rating),
  ratingCount: row.rating_count,
  likes: row.likes,
  isLiked: row.is_liked,
  views: row.views,
  distance: oneDecimal(row.distance),
  createdAt: isoTime(row.created_at),
});

/** Main picture first, then the others once each. */
function gallery(main: string | null, others: string[]): string[] {
  const all = main ? [main, ...others] : others;
  const seen = new Set<string>();
  return all.filter((image) => {
    const { fileName } = decodeImage(image);
    if (seen.has(fileName)) return false;
    seen.add(fileName);
    return true;
  });
}

/** A company's or a product's common fields, its name and description, and its pictures (`files` with `aspects`). */
function pictured(row: CompanyRow | ProductRow, files: string[], aspects: number[]) {
  const base = common(row);
  const images = files.map((file, i) => encodeImage(file, aspects[i] ?? 1));
  return { ...base, name: row.name, description: row.description, images: gallery(base.image, images) };
}

export function presentCompany(row: CompanyRow): CompanyDetail {
  return {
    type: 'company',
    ...pictured(row, row.photo_files, row.photo_aspects),
    handle: row.handle,
    verified: row.verified,
    social: socialLinks(row.attributes),
    productCount: row.product_count,
    postCount: row.post_count,
    photoCount: row.photo_count,
    // Written through the same schema by the owner's API; anything else shows as no hours, never as wrong ones.
    hours: openingHoursSchema
      .nullable()
      .catch(null)
      .parse(row.hours ?? null),
  };
}

export function presentProduct(row: ProductRow): ProductDetail {
  return {
    type: 'product',
    ...pictured(row, row.images, row.image_aspects),
    price: row.price === null ? null : Number(row.price),
    companyId: Number(row.company_id),
    company: {
      id: Number(row.company_id),
      handle: row.company_handle,
      name: row.company_name,
      nameAm: row.company_name_am,
      image: imageOf(row.company_image_file, row.company_image_aspect),
      verified: row.company_verified,
      phone: row.phone,
    },
  };
}

export function presentPlace(row: PlaceRow): PlaceDetail {
  const base = common(row);
  return {
    type: 'place',
    ...base,
    name: row.name,
    description: null,
    images: base.image ? [base.image] : [],
    localName: row.local_name !== row.name ? row.local_name : null,
    category: row.category,
    website: row.website,
    openingHours: row.opening_hours,
    source: row.source,
    osm: row.source === 'osm',
  };
}

export const presentCompanyProduct = (row: CompanyProductRow): CompanyProduct => ({
  id: Number(row.id),
  name: row.name,
  nameAm: row.name_am,
  description: row.description,
  descriptionAm: row.description_am,
  image: imageOf(row.image_file, row.image_aspect),
  price: row.price === null ? null : Number(row.price),
  tags: row.tags,
  rating: oneDecimal(row.rating),
  ratingCount: row.rating_count,
  likes: row.likes,
});

export const presentPost = (row: PostRow): Post => ({
  id: Number(row.id),
  companyId: Number(row.company_id),
  body: row.body,
  createdAt: isoTime(row.created_at),
});

export const presentPhoto = (row: PhotoRow): Photo => ({
  id: Number(row.id),
  fileName: row.file_name,
  image: encodeImage(row.file_name, Number(row.aspect)),
  createdAt: isoTime(row.created_at),
});
