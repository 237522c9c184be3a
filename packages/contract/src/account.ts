/**
 * Leaving (issue 30): what deleting the signed-in account takes with it, and the deletion itself, confirmed
 * with the password; a company the person owns goes too once its handle is sent back as a second
 * confirmation. Accounts unused for `ACCOUNT_IDLE_MONTHS` are deleted the same way by the server
 * (docs/security.md, "Leaving").
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { companyHandleSchema, ownCompanySchema } from './company.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { deletedSchema } from './fields.ts';
import { safeText } from './text.ts';

/** An account nobody signed in to or refreshed a session of for this long is deleted. */
export const ACCOUNT_IDLE_MONTHS = 6;
/** Days before that deletion that the warning SMS goes out. */
export const ACCOUNT_IDLE_WARNING_DAYS = 7;

/** `POST /api/v2/account/delete` */
export const accountDeleteBodySchema = z
  .object({
    /** The account's password, typed again. */
    password: safeText().min(1).max(PASSWORD_MAX_LENGTH),
    /** Also delete the person's reviews; otherwise they stay, signed "former user". */
    removeReviews: z.boolean().default(false),
    /**
     * The handle of the company the person owns (with or without `@`): the second confirmation that it is
     * deleted too, with its products, photos and posts. Refused (`company_confirmation`) when missing or not theirs.
     */
    companyHandle: companyHandleSchema.optional(),
  })
  .strict();
export type AccountDeleteBody = z.input<typeof accountDeleteBodySchema>;

/** What deleting the signed-in account would take along. */
export const accountDeletionSchema = z.object({
  company: ownCompanySchema
    .pick({ id: true, handle: true, name: true, productCount: true, photoCount: true, postCount: true })
    .nullable(),
  reviewCount: z.number().int(),
  likeCount: z.number().int(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const accountCalls = {
  deletion: defineCall({
    method: 'GET',
    path: '/api/v2/account/deletion',
    summary: 'What deleting the signed-in account would take along: its company, reviews and likes',
    tag: 'account',
    auth: true,
    response: accountDeletionSchema,
  }),
  delete: defineCall({
    method: 'POST',
    path: '/api/v2/account/delete',
    summary:
      'Delete the signed-in account with the password: its profile, pictures, likes, sessions and codes; its company when named',
    tag: 'account',
    auth: true,
    body: accountDeleteBodySchema,
    response: deletedSchema,
  }),
} as const;
