import { createHmac } from 'node:crypto';
import { COMPANY_MAX_PHOTOS, type OwnCompany, type VerificationSent } from '@sefer/contract';
import type { Database } from '../../db/client.ts';
import { violated } from '../../db/constraint.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.ts';
import { checkCode, codeError, sendCode } from '../auth/texted-code.ts';
import type { ImagePipeline } from '../images/image-pipeline.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SmsQueue } from '../sms/sms-queue.ts';
import { requireKnownTags } from '../tags/known-tags.ts';
import { presentOwnCompany } from './company.presenter.ts';
import {
  type CompanyChanges,
  type CompanyFields,
  createCompanyRepository,
  PHOTO_OWNER,
} from './company.repository.ts';

export type CompanyServiceDeps = {
  db: Database;
  sms: SmsQueue;
  images: ImagePipeline;
  codeSecret: string;
  /** A product's pictures are the products module's: `photo/delete` of one goes there. */
  productPictures: Pick<ProductsService, 'removePicture'>;
};

const noCompany = () =>
  new HttpError(404, 'not_found', 'You have no company yet: register your business first', {
    reason: 'no_company',
  });
const handleTaken = () =>
  badRequest('This handle is taken: choose another', {
    reason: 'handle_taken',
    fields: { handle: 'invalid_handle' },
  });
/** Codes that confirm a business phone are bound to the company and the number. */
const hashPhoneCode = (secret: string, companyId: number, phone: string, code: string) =>
  createHmac('sha256', secret).update(`company-phone:${companyId}:${phone}:${code}`).digest('base64url');

/**
 * The owner's company: every write checks that the signed-in person owns what it changes (DESIGN §2
 * roles). Feeds, search and the detail screens read the same rows, kept in step by triggers.
 */
export function createCompanyService({ db, sms, images, codeSecret, productPictures }: CompanyServiceDeps) {
  const repo = createCompanyRepository(db);

  async function mine(userId: number): Promise<OwnCompany> {
    const row = await repo.mine(userId);
    if (!row) throw noCompany();
    return presentOwnCompany(row);
  }

  /** The company `companyId` when `userId` owns it: 404 when there is none, 403 when it is another's. */
  async function owned(userId: number, companyId: number): Promise<void> {
    const company = await repo.ownerOf(companyId);
    if (!company) throw notFound('No such company');
    if (company.ownerId !== userId) throw forbidden('This is not your company');
  }

  async function checkFields(fields: Partial<CompanyFields>, companyId: number | null): Promise<void> {
    await requireKnownTags(db, fields.tags);
    if (fields.handle && (await repo.handleTaken(fields.handle, companyId))) throw handleTaken();
  }

  return {
    mine: async (userId: number) => {
      const row = await repo.mine(userId);
      return { company: row ? presentOwnCompany(row) : null };
    },

    async register(userId: number, body: CompanyFields) {
      if (await repo.mine(userId)) {
        throw badRequest('You already have a company', { reason: 'company_exists' });
      }
      await checkFields(body, null);
      try {
        await db.transaction((tx) => repo.insert(tx, userId, body));
      } catch (error) {
        if (violated(error, 'companies_owner_key')) {
          throw badRequest('You already have a company', { reason: 'company_exists' });
        }
        if (violated(error, 'companies_handle_key')) throw handleTaken();
        throw error;
      }
      return mine(userId);
    },

    async update(userId: number, changes: CompanyChanges) {
      const company = await repo.mine(userId);
      if (!company) throw noCompany();
      await checkFields(changes, company.id);
      try {
        await db.transaction((tx) => repo.update(tx, company.id, changes));
      } catch (error) {
        if (violated(error, 'companies_handle_key')) throw handleTaken();
        throw error;
      }
      return mine(userId);
    },

    /**
     * Texts a code to the business phone: the same rules as sign-up (one a minute, 10 minutes, 5 tries,
     * and the per-number and budget SMS limits), queued in the transaction and sent after commit.
     */
    async requestVerification(userId: number): Promise<VerificationSent> {
      const company = await repo.mine(userId);
      if (!company) throw noCompany();
      const phone = company.phone;
      if (!phone) {
        throw badRequest('Add the business phone first', { fields: { phone: 'invalid_phone' } });
      }
      if (await repo.verifiedHolder(phone, company.id)) {
        throw badRequest('Another verified business has this phone number', {
          reason: 'phone_taken',
          fields: { phone: 'invalid_phone' },
        });
      }
      const result = await db.transaction(async (tx): Promise<VerificationSent> => {
        const sent = await sendCode(tx, sms, {
          resendWait: (resendS) => repo.codeWait(tx, company.id, resendS),
          save: (code, ttlS) =>
            repo.saveCode(tx, company.id, phone, hashPhoneCode(codeSecret, company.id, phone, code), ttlS),
          to: phone,
          body: (code) => `${code} confirms ${company.name} on Sefer. ${code} የሰፈር ኮድዎ ነው።`,
          // The owner is signed in: no per-address count, but the number's and the budget's.
          clientAddress: null,
        });
        return { ...sent, phone };
      });
      if (result.codeSent) sms.wake();
      return result;
    },

    async confirmVerification(userId: number, code: string): Promise<OwnCompany> {
      const company = await repo.mine(userId);
      if (!company) throw noCompany();
      // Counted wrong tries must be committed even though the call then fails: decide inside, throw after.
      const outcome = await db.transaction(async (tx) => {
        const live = await repo.liveCode(tx, company.id);
        // A code sent to a number the company no longer has confirms nothing.
        if (!live || live.phone !== company.phone) return 'no_code' as const;
        const checked = await checkCode(
          live,
          () => hashPhoneCode(codeSecret, company.id, live.phone, code),
          () => repo.countWrongCode(tx, company.id),
        );
        if (checked !== 'ok') return checked;
        if (await repo.verifiedHolder(live.phone, company.id, tx)) return 'phone_taken' as const;
        return (await repo.markVerified(tx, company.id, live.phone)) ? ('ok' as const) : ('no_code' as const);
      });
      if (outcome === 'phone_taken') {
        throw badRequest('Another verified business has this phone number', {
          reason: 'phone_taken',
          fields: { phone: 'invalid_phone' },
        });
      }
      if (outcome !== 'ok') throw codeError(outcome);
      return mine(userId);
    },

    /**
     * A photo: ownership and the limit are checked before the picture is processed, and again under the
     * company's lock with the row's insert; a failure after the files were written removes them.
     */
    async addPhoto(userId: number, companyId: number, image: Buffer) {
      await owned(userId, companyId);
      // A cheap first look, before the picture costs any work; the insert checks again under the row's lock.
      if ((await repo.photoCount(companyId)) >= COMPANY_MAX_PHOTOS) throw photoLimit();
      const stored = await images.ingest(image);
      try {
        return await db.transaction(async (tx) => {
          const locked = await repo.lock(tx, companyId);
          if ((locked?.photoCount ?? 0) >= COMPANY_MAX_PHOTOS) throw photoLimit();
          return repo.insertPhoto(tx, companyId, stored.fileName, stored.aspect);
        });
      } catch (error) {
        await images.remove(stored.fileName);
        throw error;
      }
    },

    /**
     * Deletes a photo (by id, or by file name) of the owner's company, or a picture of one of its products
     * (`ownerType` 1 with the product as `ownerId`, or a photo row of a product), and its files.
     */
    async deletePhoto(
      userId: number,
      by: {
        id?: number | undefined;
        fileName?: string | undefined;
        ownerId?: number | undefined;
        parentOwnerId?: number | undefined;
        ownerType?: number | undefined;
      },
    ) {
      if (by.ownerType === PHOTO_OWNER.product && by.ownerId !== undefined && by.fileName !== undefined) {
        return productPictures.removePicture(userId, by.ownerId, by.fileName, by.parentOwnerId);
      }
      const photo = await repo.photo(by);
      if (!photo || photo.companyId === null) throw notFound('No such photo');
      if (photo.ownerType === PHOTO_OWNER.product) {
        return productPictures.removePicture(userId, photo.ownerId, photo.fileName, by.parentOwnerId);
      }
      const companyId = photo.companyId;
      await owned(userId, companyId);
      await db.transaction((tx) => repo.deleteCompanyPhoto(tx, companyId, photo.id, photo.fileName));
      // A demo product may show the same picture: its files stay while anything of the company shows them.
      const unused = await repo.unusedFiles(db, companyId, [photo.fileName]);
      await Promise.all(unused.map((fileName) => images.remove(fileName)));
      return { deleted: true as const };
    },

    async createPost(userId: number, companyId: number, body: string) {
      await owned(userId, companyId);
      return repo.insertPost(companyId, body);
    },

    async deletePost(userId: number, postId: number) {
      const post = await repo.post(postId);
      if (!post) throw notFound('No such post');
      if (post.ownerId !== userId) throw forbidden('This is not your post');
      await repo.deletePost(postId);
      return { deleted: true as const };
    },
  };
}

const photoLimit = () =>
  badRequest(`A company has at most ${COMPANY_MAX_PHOTOS} photos: delete one first`, {
    reason: 'photo_limit',
  });
