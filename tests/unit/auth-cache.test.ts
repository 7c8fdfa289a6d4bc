import { describe, expect, it } from 'vitest';
import { AUTH_CACHE_MAX_AGE_MS, createAuthCache } from '../../src/server/auth/auth-cache.ts';
import type { SessionRow } from '../../src/server/auth/session-store.ts';
import type { Db, Queryable } from '../../src/server/db/db.ts';

/** A PostgreSQL-like Db whose epoch and session the test sets; it counts the session reads. */
function fakeDb(kind: Db['kind'] = 'postgres') {
  const state = { epoch: 7, session: null as SessionRow | null, sessionReads: 0, notify: null as ((p: string) => void) | null };
  const db: Db = {
    kind,
    async query<T>(sql: string): Promise<T[]> {
      if (sql.includes('from auth_epoch')) return [{ v: state.epoch }] as T[];
      state.sessionReads += 1;
      return (state.session ? [state.session] : []) as T[];
    },
    async exec() {},
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => fn(db),
    async listen(_channel, on) {
      state.notify = on;
      return async () => {
        state.notify = null;
      };
    },
    async close() {},
  };
  return { db, state };
}

const live = (over: Partial<SessionRow> = {}): SessionRow => ({
  sessionId: 1,
  userId: 2,
  loginName: 'u',
  userName: 'U',
  homeTenantId: 1001,
  renYuanId: null,
  roles: ['qyStaff'],
  sassQy: 0,
  status: 1,
  activeRole: null,
  viewOnly: false,
  compBizId: null,
  parentSessionId: null,
  expiresAt: new Date(Date.now() + 3_600_000),
  ...over,
});

describe('the authentication cache', () => {
  it('reads a session once per epoch on PostgreSQL, and again once the epoch moves', async () => {
    const { db, state } = fakeDb();
    state.session = live();
    const cache = await createAuthCache(db);
    const e = await cache.epoch();
    expect(e).toBe(7);
    expect(await cache.session('tok', e)).toMatchObject({ sessionId: 1 });
    expect(await cache.session('tok', e)).toMatchObject({ sessionId: 1 });
    expect(state.sessionReads).toBe(1);
    state.epoch = 8;
    state.session = null;
    expect(await cache.session('tok', await cache.epoch())).toBeNull();
    expect(state.sessionReads).toBe(2);
  });

  it('keeps no refusal and serves no expired session', async () => {
    const { db, state } = fakeDb();
    const cache = await createAuthCache(db);
    expect(await cache.session('tok', 7)).toBeNull();
    state.session = live();
    expect(await cache.session('tok', 7)).not.toBeNull();
    state.session = live({ expiresAt: new Date(Date.now() - 1) });
    const reads = state.sessionReads;
    await cache.session('tok2', 7);
    await cache.session('tok2', 7);
    expect(state.sessionReads).toBe(reads + 2);
  });

  it('reads again after the longest age even when the epoch stays', async () => {
    const { db, state } = fakeDb();
    state.session = live();
    const cache = await createAuthCache(db);
    const realNow = Date.now;
    try {
      await cache.session('tok', 7);
      const t0 = realNow();
      Date.now = () => t0 + AUTH_CACHE_MAX_AGE_MS + 1;
      await cache.session('tok', 7);
    } finally {
      Date.now = realNow;
    }
    expect(state.sessionReads).toBe(2);
  });

  it('on PGlite follows the NOTIFY of a bump without a query, and keeps other values under the epoch', async () => {
    const { db, state } = fakeDb('pglite');
    const cache = await createAuthCache(db);
    const e0 = await cache.epoch();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remembered('qy:1001', e0, load)).toBe(1);
    expect(await cache.remembered('qy:1001', e0, load)).toBe(1);
    state.notify?.('');
    const e1 = await cache.epoch();
    expect(e1).not.toBe(e0);
    expect(await cache.remembered('qy:1001', e1, load)).toBe(2);
    await cache.stop();
    expect(state.notify).toBeNull();
  });
});
