import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { ACTIVATION_CODE_LENGTH } from '@sefer/contract';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
// `Algorithm` is an ambient const enum (not importable as a value here); 2 is its Argon2id.
const ARGON2 = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A hash verified when the account has none, so a wrong phone costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Six digits from the OS's secure source. */
export const newActivationCode = () =>
  String(randomInt(0, 10 ** ACTIVATION_CODE_LENGTH)).padStart(ACTIVATION_CODE_LENGTH, '0');

/** Codes are stored as an HMAC keyed by a server secret: a leaked table does not give them away. */
export const hashCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`activation:${userId}:${code}`).digest('base64url');

/** A password-reset code's HMAC: another purpose than activation's, so neither code passes for the other. */
export const hashResetCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 256 random bits; the database keeps only its SHA-256. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('base64url');
