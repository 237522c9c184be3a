import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Owner only: the folder and the files of the secrets the server generates for itself. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * The secret kept in `folder/name`, generated (256 random bits) on first use so that no secret ships in the
 * source. Created whole or not at all: the value is written to a private temporary file and linked into place,
 * so two processes starting on one data folder at once end up with the same secret, never a half-written one.
 */
export function persistentSecret(folder: string, name: string): string {
  fs.mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
  fs.chmodSync(folder, FOLDER_MODE);
  const file = path.join(folder, name);
  const existing = readSecret(file);
  if (existing !== null) return existing;
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: FILE_MODE, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const created = readSecret(file);
  if (created === null) throw new Error(`Could not keep a secret in ${file}`);
  return created;
}

/** The file's secret, or null when there is none; a file others can read is made owner-only first. */
function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, FILE_MODE);
  const secret = text.trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: remove it to have a new one made`);
  return secret;
}
