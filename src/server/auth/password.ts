import argon2 from 'argon2';

/**
 * Decodes the transport encoding of DESIGN.md §4: base64(utf8(plain + suffix)).
 * Returns null when the text is not valid base64 or lacks the suffix.
 */
export function decodeTransportPassword(encoded: string, suffix: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (!text.endsWith(suffix) || text.length === suffix.length) return null;
  return text.slice(0, text.length - suffix.length);
}

/** The client's side of the encoding (tests, seed tools). */
export function encodeTransportPassword(plain: string, suffix: string): string {
  return Buffer.from(plain + suffix, 'utf8').toString('base64');
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-zax');
  return dummyHash;
}
