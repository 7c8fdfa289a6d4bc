import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { findAccountById, findAccountByLoginName, type AccountRow } from './account-store.ts';
import { hashToken, newToken } from './tokens.ts';

export const SSO_CODE_TTL_MS = 5 * 60_000;
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60_000;

/** Kinds of one-time proofs: single-sign-on authorization codes and OAuth refresh tokens. */
export type ProofKind = 'sso' | 'refresh';

/** Issues a one-time proof of a user's identity; only its hash is stored. */
export async function issueProof(db: Queryable, userId: number, kind: ProofKind, ttlMs: number): Promise<string> {
  const code = newToken();
  await db.query(
    `insert into login_proof(code_hash, user_id, kind, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4::float8 / 1000))`,
    [hashToken(code), userId, kind, ttlMs],
  );
  return code;
}

/** Issues a one-time single-sign-on code for a user (the identity service's authorization code). */
export function issueSsoCode(db: Queryable, userId: number): Promise<string> {
  return issueProof(db, userId, 'sso', SSO_CODE_TTL_MS);
}

/** Consumes a proof once; answers its user, or null when unknown, of another kind, used or expired. */
export async function consumeProof(db: Queryable, code: string, kind: ProofKind): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>(
    `update login_proof set used_at = now()
      where code_hash = $1 and kind = $2 and used_at is null and expires_at > now()
      returning user_id`,
    [hashToken(code), kind],
  );
  return rows[0]?.user_id ?? null;
}

/** Signs a park login assertion: base64url(JSON {loginName, exp}) + '.' + HMAC-SHA256. */
export function signParkAssertion(secret: string, loginName: string, expMs: number): string {
  const body = Buffer.from(JSON.stringify({ loginName, exp: expMs })).toString('base64url');
  const mac = crypto.createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** Verifies a park assertion and answers the login name it asserts, or null. */
export function verifyParkAssertion(secret: string, assertion: string, now = Date.now()): string | null {
  const [body, mac] = assertion.split('.');
  if (!body || !mac) return null;
  const expected = crypto.createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { loginName?: unknown; exp?: unknown };
    if (typeof claim.loginName !== 'string' || typeof claim.exp !== 'number' || claim.exp < now) return null;
    // An assertion is short-lived by design: refuse one claiming more than ten minutes.
    if (claim.exp - now > 10 * 60_000) return null;
    return claim.loginName;
  } catch {
    return null;
  }
}

/**
 * Completes a login already proven elsewhere: a single-sign-on code (consumed once) or a park assertion.
 * When a login name is given it must be the proven one. A bare login name proves nothing.
 */
export async function verifyLoginProof(
  db: Queryable,
  config: Config,
  p: { loginName?: string; code?: string; assertion?: string },
): Promise<AccountRow | null> {
  if (p.code) {
    const userId = await consumeProof(db, p.code, 'sso');
    const account = userId == null ? null : await findAccountById(db, userId);
    if (!account) return null;
    if (p.loginName && account.loginName.toLowerCase() !== p.loginName.toLowerCase()) return null;
    return account;
  }
  if (p.assertion && config.parkSecret) {
    const name = verifyParkAssertion(config.parkSecret, p.assertion);
    if (!name || (p.loginName && name.toLowerCase() !== p.loginName.toLowerCase())) return null;
    return findAccountByLoginName(db, name);
  }
  return null;
}
