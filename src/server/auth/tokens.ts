import crypto from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 hashes; they carry 256 bits of entropy, so no salt or stretching is needed. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
