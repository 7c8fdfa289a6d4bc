// What an authenticated request reads about its caller (the session, the user, the roles' bases, the enterprise),
// kept for a short time per API process (issue 25 item 2). Every entry is tied to the authentication epoch
// (migration 032): any change to what it was read from (a logout, a role switch, a password change, a user disabled,
// an enterprise's modules) bumps the epoch in the same transaction, and an entry of another epoch is never used.
// On PostgreSQL each authenticated request reads the epoch (one trivial query, instead of the session join and the
// enterprise), so a revoked token is refused by every process from the moment the revocation commits. PGlite is one
// process: the NOTIFY of the bump reaches this process before the revoking statement resolves, and no query is needed.
import type { Db } from '../db/db.ts';
import { findSessionByHash, type SessionRow } from './session-store.ts';
import { hashToken } from './tokens.ts';

export const AUTH_EPOCH_CHANNEL = 'zax_auth_epoch';
/** Entries kept at most (the oldest go first). */
const MAX_ENTRIES = 10_000;
/** An entry is read again after this long even when nothing changed (the bound on anything a trigger misses). */
export const AUTH_CACHE_MAX_AGE_MS = 30_000;

interface Entry<T> {
  epoch: number;
  at: number;
  value: T;
}

export interface AuthCache {
  /** The epoch now; read once per request, before anything cached under it. */
  epoch(): Promise<number>;
  /** The live session of a token (as findSession), from the cache when `epoch` is the one it was read in. */
  session(token: string, epoch: number): Promise<SessionRow | null>;
  /** Another value authentication depends on (userInfo's enterprise), kept under `key` in the same way. */
  remembered<T>(key: string, epoch: number, load: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/** A bounded map of entries by key, the oldest dropped first. */
function entryMap() {
  const entries = new Map<string, Entry<unknown>>();
  return {
    get(key: string, epoch: number, now: number): Entry<unknown> | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.epoch === epoch && now - hit.at < AUTH_CACHE_MAX_AGE_MS) return hit;
      entries.delete(key);
      return undefined;
    },
    set(key: string, entry: Entry<unknown>): void {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => entries.delete(key),
  };
}

/** The cache of one API process on `db`. */
export async function createAuthCache(db: Db): Promise<AuthCache> {
  const entries = entryMap();
  let local = 0;
  let stopListening: (() => Promise<void>) | null = null;
  if (db.kind === 'pglite' && db.listen) {
    stopListening = await db.listen(AUTH_EPOCH_CHANNEL, () => {
      local += 1;
    });
  }
  const epoch = stopListening
    ? () => Promise.resolve(local)
    : async () => {
        const rows = await db.query<{ v: number }>('select v from auth_epoch where id = 1');
        return rows[0]?.v ?? 0;
      };

  return {
    epoch,
    async session(token, at) {
      const key = `s:${hashToken(token)}`;
      const now = Date.now();
      const hit = entries.get(key, at, now) as Entry<SessionRow> | undefined;
      if (hit && hit.value.expiresAt.getTime() > now) return hit.value;
      const session = await findSessionByHash(db, key.slice(2));
      // A refusal is not kept: the next call asks again.
      if (session) entries.set(key, { epoch: at, at: now, value: session });
      else entries.delete(key);
      return session;
    },
    async remembered<T>(key: string, at: number, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(`v:${key}`, at, now) as Entry<T> | undefined;
      if (hit) return hit.value;
      const value = await load();
      entries.set(`v:${key}`, { epoch: at, at: now, value });
      return value;
    },
    async stop() {
      await stopListening?.();
    },
  };
}
