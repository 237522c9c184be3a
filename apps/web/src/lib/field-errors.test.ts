import { companyRegisterBodySchema, socialLinksInputSchema } from '@sefer/contract/company';
import { describe, expect, it } from 'vitest';
import { locationBody } from '../features/company/lib/location-values.ts';
import { ApiError, type ApiErrorDetails } from './api-client.ts';
import { issueErrors, serverFieldErrors } from './field-errors.ts';

/** The server's refusal of a request, with these details. */
const refused = (details: ApiErrorDetails) => new ApiError('bad_request', 'refused', 400, details);

describe('the problems of the company forms', () => {
  it('gives each field the first problem the contract schema found, the blank location included', () => {
    const parsed = companyRegisterBodySchema.safeParse({
      name: ' ',
      nameAm: '',
      handle: 'no spaces',
      description: '',
      tags: [],
      phone: '12345',
      ...locationBody({ lat: '', lng: '38,75', address: '', addressAm: '' }),
    });
    expect(parsed.success).toBe(false);
    expect(issueErrors(parsed.error?.issues ?? [], 'company.errors')).toEqual({
      name: 'company.errors.name',
      handle: 'company.errors.handle',
      phone: 'company.errors.phone',
      lat: 'company.errors.lat',
    });
  });

  it('reads the links as people type them, and names the one it cannot read', () => {
    expect(
      socialLinksInputSchema.safeParse({ telegram: 't.me/selam_shop', website: 'sefer.et' }).data,
    ).toEqual({
      telegram: 'selam_shop',
      website: 'https://sefer.et/',
    });
    const wrong = socialLinksInputSchema.safeParse({ telegram: '@ab', email: 'not-an-address', twitter: '' });
    expect(issueErrors(wrong.error?.issues ?? [], 'company.social.errors')).toEqual({
      telegram: 'company.social.errors.telegram',
      email: 'company.social.errors.email',
    });
  });

  it('puts a reason that concerns one field under that field', () => {
    const taken = refused({ reason: 'handle_taken', fields: { handle: 'invalid_handle' } });
    expect(serverFieldErrors(taken)).toEqual({ handle: 'company.reasons.handle_taken' });
    const code = refused({ reason: 'code_expired', fields: { code: 'invalid_code' } });
    expect(serverFieldErrors(code)).toEqual({ code: 'company.reasons.code_expired' });
    const tags = refused({ fields: { tags: 'invalid_tags' } });
    expect(serverFieldErrors(tags)).toEqual({ tags: 'company.errors.tags' });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
