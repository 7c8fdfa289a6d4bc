// The counts of lists, kept for a short time (issue 25; docs/resource-api.md "Counts"). Counting up to 10,001
// matching rows costs more than a page itself, and a user paging through a list asks for the same count again
// and again. A count is kept per database, table, tenant and the query's conditions and parameters for
// COUNT_CACHE_MS at most, and dropped at once when that table is written for that tenant:
// - every write statement on a listed table NOTIFYs `table:tenant` on LIST_WRITE_CHANNEL when its transaction
//   commits (migration 033's triggers), which every API process's relay hears (startCountRelay);
// - a process answering a write request forgets the writer's tenant's counts before the answer leaves
//   (forgetTenant, from the app's onSend hook), so the writer's next page never waits for the notification.
// A count read while a write of its table committed is not kept (the epoch check in `remember`), and a
// write of the platform's rows (tenant 0, shared resources) drops that table's counts of every tenant.
import type { Db, Queryable } from './db.ts';

/** How long a count is answered again without counting (a missed notification is stale this long at most). */
export const COUNT_CACHE_MS = 10_000;
/** Counts kept per database at most; the oldest go first. */
export const COUNT_CACHE_ENTRIES = 5_000;
/** The channel of the write notifications (`table:tenant`, migration 033). */
export const LIST_WRITE_CHANNEL = 'zax_list_write';

export interface Count {
  total: number;
  totalExact: boolean;
}

interface Entry extends Count {
  table: string;
  tenantId: number;
  /** When counting began (ms). */
  at: number;
  /** The epoch when counting began: a write noted after it makes the entry stale. */
  epoch: number;
}

/** One database's counts and the epochs of the writes noted on it. */
export class CountCache {
  /** Counts are kept only while the write notifications are heard (startCountRelay). */
  enabled = false;
  private epoch = 0;
  private readonly entries = new Map<string, Entry>();
  /** Epoch of the last write noted per `table:tenant`, per table (every tenant), per tenant (every table). */
  private readonly wroteTableTenant = new Map<string, number>();
  private readonly wroteTable = new Map<string, number>();
  private readonly wroteTenant = new Map<number, number>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly ttlMs = COUNT_CACHE_MS,
    private readonly maxEntries = COUNT_CACHE_ENTRIES,
  ) {}

  private fresh(e: Entry): boolean {
    if (this.now() - e.at >= this.ttlMs) return false;
    const last = Math.max(
      this.wroteTableTenant.get(`${e.table}:${e.tenantId}`) ?? 0,
      this.wroteTable.get(e.table) ?? 0,
      this.wroteTenant.get(e.tenantId) ?? 0,
    );
    return last <= e.epoch;
  }

  /** The kept count of `key`, or null. */
  get(key: string): Count | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (!this.fresh(e)) {
      this.entries.delete(key);
      return null;
    }
    return { total: e.total, totalExact: e.totalExact };
  }

  /** Counts with `count` unless a fresh count of `key` is kept; keeps the new one unless a write came meanwhile. */
  async remember(key: string, table: string, tenantId: number, count: () => Promise<Count>): Promise<Count> {
    const kept = this.get(key);
    if (kept) return kept;
    const entry = { table, tenantId, at: this.now(), epoch: this.epoch };
    const c = await count();
    const e: Entry = { ...entry, total: c.total, totalExact: c.totalExact };
    if (this.fresh(e)) {
      this.entries.delete(key);
      this.entries.set(key, e);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return c;
  }

  /** A write of `table` by `tenantId` committed: its counts (and the platform's of that table) are stale; tenant 0's write stales every tenant's. */
  tableWritten(table: string, tenantId: number): void {
    const e = ++this.epoch;
    if (tenantId === 0) this.wroteTable.set(table, e);
    this.wroteTableTenant.set(`${table}:${tenantId}`, e);
    this.wroteTableTenant.set(`${table}:0`, e);
  }

  /** The tenant wrote something (which tables is not known here): every count of it is stale. */
  forgetTenant(tenantId: number): void {
    this.wroteTenant.set(tenantId, ++this.epoch);
  }

  /** Counts kept now (tests and the bench). */
  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, CountCache>();
/** The database each tenant transaction runs on (set by inTenant), so that a count finds its database's cache. */
const txDatabase = new WeakMap<Queryable, Db>();

export function countCacheOf(db: Db): CountCache {
  let c = caches.get(db);
  if (!c) {
    c = new CountCache();
    caches.set(db, c);
  }
  return c;
}

/** Notes that `tx` is a transaction on `db` (inTenant). */
export function noteTransaction(tx: Queryable, db: Db): void {
  txDatabase.set(tx, db);
}

/** The count cache of the database `tx` runs on, or null outside a tenant transaction (then nothing is kept). */
export function countCacheOfTx(tx: Queryable): CountCache | null {
  const db = txDatabase.get(tx);
  const cache = db ? caches.get(db) : undefined;
  return cache?.enabled ? cache : null;
}

/** Parses a write notification (`table:tenant`); null when malformed. */
export function parseListWrite(payload: string): { table: string; tenantId: number } | null {
  const m = /^([a-z_][a-z0-9_]*):(\d{1,18})$/.exec(payload);
  return m ? { table: m[1], tenantId: Number(m[2]) } : null;
}

/** Starts this process's relay of write notifications into `db`'s count cache; answers its stop. */
export async function startCountRelay(db: Db): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  const cache = countCacheOf(db);
  const stop = await db.listen(LIST_WRITE_CHANNEL, (payload) => {
    const w = parseListWrite(payload);
    if (w) cache.tableWritten(w.table, w.tenantId);
  });
  cache.enabled = true;
  return async () => {
    cache.enabled = false;
    await stop();
  };
}
