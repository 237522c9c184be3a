import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * An Ethiopian mobile number in any form people type it (DESIGN §2): `09…`/`07…`, `9…`/`7…`,
 * `+251…`, `251…`, with spaces or dashes. Returns E.164 (`+2519…`), or null when it is not a valid
 * Ethiopian mobile number. The `mobile` metadata rejects unassigned ranges the `min` metadata accepts.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 24 || !/^[+\d\s\-().]+$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'ET');
  if (parsed?.country !== 'ET' || !parsed.isValid()) return null;
  return parsed.number;
}

export { formatPhoneLocal } from './phone-format.ts';
