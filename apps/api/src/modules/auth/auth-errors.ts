import { normalizePhone } from '@sefer/contract/phone';
import { badRequest, invalidField, notFound } from '../../errors.ts';

/** A phone number as typed → E.164, or 400 `invalid_phone`. */
export function phoneOrThrow(input: string, field = 'phone'): string {
  const phone = normalizePhone(input);
  if (!phone) throw invalidField('phone', field, 'Please enter a valid phone number');
  return phone;
}

export const noAccount = () => notFound('No account with this phone number');

export const passwordsDiffer = () =>
  invalidField('password', 'confirmPassword', 'The passwords must match', 'passwords_differ');

/** A wrong password (spec §8), on the field that carried it. */
export const incorrectPassword = (field: 'password' | 'currentPassword' = 'password') =>
  badRequest('Password is incorrect', {
    reason: 'incorrect_password',
    fields: { [field]: 'invalid_password' },
  });
