import {
  COMPANY_MAX_PRODUCTS,
  PRODUCT_MAX_PICTURES,
  type ProductDetail,
  type ProductEditBody,
} from '@sefer/contract';
import type { Database, Queryable } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { createCompanyRepository } from '../company/company.repository.ts';
import { presentProduct } from '../details/details.presenter.ts';
import { createDetailRepository } from '../details/details.repository.ts';
import type { ImagePipeline, StoredImage } from '../images/image-pipeline.ts';
import { requireKnownTags } from '../tags/known-tags.ts';
import { createProductsRepository, type Picture, type ProductFields } from './products.repository.ts';

export type ProductsServiceDeps = { db: Database; images: ImagePipeline };

const productLimit = () =>
  badRequest(`A company has at most ${COMPANY_MAX_PRODUCTS} products: delete one first`, {
    reason: 'product_limit',
  });
const pictureLimit = () =>
  badRequest(`A product has at most ${PRODUCT_MAX_PICTURES} pictures: replace one instead`, {
    reason: 'picture_limit',
    fields: { image: 'invalid_image' },
  });
const notYours = () => forbidden('This is not your company');

/**
 * Products of the owner's company (issue 28): every call checks that the signed-in person owns the company, and
 * that a `companyId` sent is the product's. Pictures go through the one image pipeline before a row is written;
 * files of a write that fails are removed, files a committed write replaced are removed after it unless another
 * picture of the company still shows them.
 */
export function createProductsService({ db, images }: ProductsServiceDeps) {
  const repo = createProductsRepository();
  const companies = createCompanyRepository(db);
  const detail = createDetailRepository(db);

  /** The company when `userId` owns it: 404 when there is none, 403 when it is another's. */
  async function ownCompany(userId: number, companyId: number): Promise<void> {
    const company = await companies.ownerOf(companyId);
    if (!company) throw notFound('No such company');
    if (company.ownerId !== userId) throw notYours();
  }

  /** The product when `userId` owns its company (and `companyId`, when sent, is that company). */
  async function ownProduct(
    q: Queryable,
    userId: number,
    productId: number,
    companyId?: number,
    lock = false,
  ) {
    const row = await repo.owned(q, productId, lock);
    if (!row) throw notFound('No such product');
    if (row.ownerId !== userId) throw notYours();
    if (companyId !== undefined && companyId !== Number(row.companyId)) throw notYours();
    return row;
  }

  /** The product as its item page shows it, to the owner. */
  async function read(productId: number, userId: number): Promise<ProductDetail> {
    const row = await detail.product(productId, { lat: null, lng: null, userId });
    if (!row) throw notFound('No such product');
    return presentProduct(row);
  }

  /** Processes the pictures; when one fails, those already stored are removed. */
  async function ingestAll(pictures: Buffer[]): Promise<StoredImage[]> {
    const results = await Promise.allSettled(pictures.map((bytes) => images.ingest(bytes)));
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      await Promise.all(stored.map((s) => images.remove(s.fileName)));
      throw failed.reason;
    }
    return stored;
  }

  /** Removes the files of pictures the company no longer shows anywhere (after the change is committed). */
  async function removeUnused(companyId: number, fileNames: string[]): Promise<void> {
    if (fileNames.length === 0) return;
    const unused = await companies.unusedFiles(db, companyId, fileNames);
    await Promise.all(unused.map((fileName) => images.remove(fileName)));
  }

  /** Runs `write` with the new files; when it fails, they are removed. */
  async function withFiles<T>(files: StoredImage[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await Promise.all(files.map((f) => images.remove(f.fileName)));
      throw error;
    }
  }

  return {
    /** A new product: its pictures (1–3, the first its picture on cards) and its fields. */
    async create(userId: number, data: ProductFields & { companyId: number }, pictures: Buffer[]) {
      if (pictures.length > PRODUCT_MAX_PICTURES) throw pictureLimit();
      await ownCompany(userId, data.companyId);
      await requireKnownTags(db, data.tags);
      // A cheap first look before the pictures cost any work; the insert checks again under the company's lock.
      if ((await repo.count(db, data.companyId)) >= COMPANY_MAX_PRODUCTS) throw productLimit();
      const stored = await ingestAll(pictures);
      const id = await withFiles(stored, () =>
        db.transaction(async (tx) => {
          await repo.lockCompany(tx, data.companyId);
          if ((await repo.count(tx, data.companyId)) >= COMPANY_MAX_PRODUCTS) throw productLimit();
          return repo.insert(tx, data.companyId, data, stored);
        }),
      );
      return read(id, userId);
    },

    /** Changes the fields sent; `images` (the same file names) sets their order. */
    async edit(userId: number, body: ProductEditBody & Partial<ProductFields>) {
      await ownProduct(db, userId, body.id, body.companyId);
      await requireKnownTags(db, body.tags);
      await db.transaction(async (tx) => {
        const row = await ownProduct(tx, userId, body.id, body.companyId, true);
        await repo.update(tx, body.id, body);
        if (body.images) {
          const same =
            body.images.length === row.images.length &&
            new Set(body.images).size === row.images.length &&
            body.images.every((name) => row.images.includes(name));
          if (!same) {
            throw badRequest("images must be the product's own pictures, each once, in the new order", {
              fields: { images: 'invalid_images' },
            });
          }
          await repo.setPictures(tx, body.id, await repo.pictures(tx, body.id, body.images));
        }
      });
      return read(body.id, userId);
    },

    /** Deletes the product with its likes, reviews and views, then its picture files. */
    async delete(userId: number, productId: number, companyId?: number) {
      await ownProduct(db, userId, productId, companyId);
      const row = await db.transaction(async (tx) => {
        const owned = await ownProduct(tx, userId, productId, companyId, true);
        await repo.delete(tx, productId);
        return owned;
      });
      await removeUnused(Number(row.companyId), row.images);
      return { deleted: true as const };
    },

    /**
     * A picture into `slot` (replacing the one there), or after the others when `slot` is not given or past
     * them. The replaced picture's files are removed once the change is committed.
     */
    async putPicture(
      userId: number,
      at: { id: number; companyId: number; slot?: number | undefined },
      image: Buffer,
    ) {
      const before = await ownProduct(db, userId, at.id, at.companyId);
      const appends = at.slot === undefined || at.slot >= before.images.length;
      if (appends && before.images.length >= PRODUCT_MAX_PICTURES) throw pictureLimit();
      const [stored] = await ingestAll([image]);
      const picture = stored as StoredImage;
      const replaced = await withFiles([picture], () =>
        db.transaction(async (tx) => {
          const row = await ownProduct(tx, userId, at.id, at.companyId, true);
          const current = await repo.pictures(tx, at.id, row.images);
          const next: Picture[] = [...current];
          let old: string | undefined;
          if (at.slot === undefined || at.slot >= current.length) {
            if (current.length >= PRODUCT_MAX_PICTURES) throw pictureLimit();
            next.push(picture);
          } else {
            old = current[at.slot]?.fileName;
            next[at.slot] = picture;
          }
          await repo.setPictures(tx, at.id, next);
          return old;
        }),
      );
      if (replaced) await removeUnused(at.companyId, [replaced]);
      return read(at.id, userId);
    },

    /**
     * Removes one picture of the product (never its last one), then its files. `companyId` (the call's
     * `parentOwnerId`), when sent, must be the product's company.
     */
    async removePicture(userId: number, productId: number, fileName: string, companyId?: number) {
      await ownProduct(db, userId, productId, companyId);
      const ownerCompany = await db.transaction(async (tx) => {
        const row = await ownProduct(tx, userId, productId, companyId, true);
        if (!row.images.includes(fileName)) throw notFound('No such picture');
        if (row.images.length === 1) {
          throw badRequest('A product keeps at least one picture: replace it instead', {
            reason: 'last_picture',
          });
        }
        const rest = row.images.filter((name) => name !== fileName);
        await repo.setPictures(tx, productId, await repo.pictures(tx, productId, rest));
        return Number(row.companyId);
      });
      await removeUnused(ownerCompany, [fileName]);
      return { deleted: true as const };
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
