import type { Queryable } from '../db/client.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { insertOwners } from './demo.repository.ts';

/** The password of every demo owner account (README, "Demo accounts"): for local use only. */
export const DEMO_OWNER_PASSWORD = 'sefer-demo';

/** The demo owner of company `id`: 0944 00 NNNN, its id padded to four digits. */
export const demoOwnerPhone = (companyId: number) => `+25194400${String(companyId).padStart(4, '0')}`;

/**
 * Gives every demo company an owner account with a password, so the demo shows a working owner page
 * (DESIGN §2: a company has exactly one owner). One hash serves them all: they share the password.
 */
export async function seedOwners(tx: Queryable): Promise<number> {
  return insertOwners(tx, await hashPassword(DEMO_OWNER_PASSWORD));
}
