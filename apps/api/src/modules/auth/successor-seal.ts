import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A used refresh token keeps its successor, so that a refresh racing the rotation (two tabs, a retry) is
 * answered with the same successor instead of being taken for a replay. The successor is kept sealed
 * (AES-256-GCM) under a key derived from the used token itself: the database holds only the used token's
 * SHA-256, so neither a copy of the table nor anyone but that token's holder can open it.
 */
const key = (usedToken: string) => createHash('sha256').update(`sefer-successor:${usedToken}`).digest();

export function sealSuccessor(usedToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(usedToken), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor sealed by `sealSuccessor`, or null when the seal was not made with this token. */
export function openSuccessor(usedToken: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(usedToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
