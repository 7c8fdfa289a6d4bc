// Encrypts the secrets the server must send on (a park account's password) with AES-256-GCM. The key is
// PARK_ACCOUNT_KEY (any text; its SHA-256 is the key), or, when it is not set (a fresh demo), a random key
// generated once and kept in `app_secret`, which only the server's own code reads. Production sets the variable,
// so that a copy of the database alone does not open the passwords.
import crypto from 'node:crypto';
import type { Queryable } from '../db/db.ts';

const KEY_NAME = 'park-account-key';
const VERSION = 'v1';

/** The 32-byte key: from the configured text, else the database's own (created by the first caller). */
export async function secretKey(db: Queryable, configured: string | undefined): Promise<Buffer> {
  if (configured) return crypto.createHash('sha256').update(configured, 'utf8').digest();
  await db.query('insert into app_secret(name, value) values ($1, $2) on conflict (name) do nothing', [
    KEY_NAME,
    crypto.randomBytes(32).toString('base64'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from app_secret where name = $1', [KEY_NAME]);
  return Buffer.from(row.value, 'base64');
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain text of a sealed value, or null when it was sealed with another key or altered. */
export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
