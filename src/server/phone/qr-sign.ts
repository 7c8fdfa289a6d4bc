// Signing QR codes (issue 15 item 6, docs/phone.md "QR codes"): HMAC-SHA256 of the code's clear part with the
// server's key, cut to 16 bytes (base64url, 22 characters). The key is the environment's ZAX_QR_SECRET, else a
// random key the server generates once and keeps in the database (table qr_secret, migration
// 017_phone_position), so that every process of one installation signs alike and no key is in the repository.
import crypto from 'node:crypto';
import { parseQrCode, qrPayload, type QrCodeParts } from '../../domain/qr-code-format.ts';
import type { Db } from '../db/db.ts';

/** The shortest key the environment may give. */
export const QR_SECRET_MIN_LENGTH = 16;

const keys = new WeakMap<Db, Promise<Buffer>>();

async function storedKey(db: Db): Promise<Buffer> {
  // Outside any tenant: a system table, reached only here (the server's own role, like login_throttle).
  await db.query('insert into qr_secret (id, secret) values (1, $1) on conflict (id) do nothing', [crypto.randomBytes(32).toString('base64')]);
  const [r] = await db.query<{ secret: string }>('select secret from qr_secret where id = 1');
  return Buffer.from(r.secret, 'base64');
}

/** Refuses a ZAX_QR_SECRET too short to sign with (called when the routes are registered: the server does not start). */
export function assertQrSecret(env: NodeJS.ProcessEnv = process.env): void {
  const fromEnv = env.ZAX_QR_SECRET;
  if (fromEnv && fromEnv.length < QR_SECRET_MIN_LENGTH) throw new Error(`ZAX_QR_SECRET must have at least ${QR_SECRET_MIN_LENGTH} characters`);
}

/** The signing key of this installation (read once per database). */
export function qrKey(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    assertQrSecret(env);
    const fromEnv = env.ZAX_QR_SECRET;
    key = fromEnv ? Promise.resolve(Buffer.from(fromEnv, 'utf8')) : storedKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url');

/** The signed code of a record. */
export function signQrCode(key: Buffer, tenantId: number, resource: string, recordId: number): string {
  const payload = qrPayload(tenantId, resource, recordId);
  return `${payload}.${mac(key, payload)}`;
}

/** The parts of a code whose signature is this installation's, or null (unreadable or forged). */
export function verifyQrCode(key: Buffer, code: string): QrCodeParts | null {
  const parts = parseQrCode(code);
  if (!parts) return null;
  const expected = Buffer.from(mac(key, parts.payload));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? parts : null;
}
