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

/** argon2id cost: memory in KiB and passes. The defaults are the library's (64 MiB, 3 passes). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

let cost: PasswordHashCost = { memoryCost: 65536, timeCost: 3 };

/**
 * Sets the cost of new hashes (from the configuration; tests use a cheap one). Existing hashes carry
 * their own parameters, so verification is unaffected.
 */
export function setPasswordHashCost(c: PasswordHashCost): void {
  if (c.memoryCost !== cost.memoryCost || c.timeCost !== cost.timeCost) dummyHash = undefined;
  cost = c;
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost });
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
