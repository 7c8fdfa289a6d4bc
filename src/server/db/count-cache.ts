// The counts of lists, and where their deep pages begin (page anchors, src/server/db/anchored-page.ts), kept for a
// short time (issue 25; docs/resource-api.md "Counts and deep pages"). Counting up to 10,001
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

/**
 * Where a page of a list begins, in its order (the sort column's value as text, and the id breaking ties): kept
 * after the page was read, so that the same page, or the next one, is sought from it through the order's index
 * rather than by skipping `offset` rows (docs/resource-api.md "Deep pages").
 */
export interface PageAnchor {
  key: string;
  id: number;
  /** The page's first row (its rows begin at the anchor), or the previous page's last (they begin after it). */
  inclusive: boolean;
}

/** When reading began: a value read after it is kept only if no write of its tables came meanwhile. */
export interface ReadMark {
  /** The tables read (one for a count or an anchor; statistics may read several). */
  tables: readonly string[];
  tenantId: number;
  /** ms */
  at: number;
  /** The epoch when reading began: a write noted after it makes the value stale. */
  epoch: number;
}

type Entry = ReadMark & ({ kind: 'count'; count: Count } | { kind: 'anchor'; anchor: PageAnchor } | { kind: 'value'; value: unknown });

/** One database's kept counts and page anchors, and the epochs of the writes noted on it. */
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

  private fresh(e: ReadMark): boolean {
    if (this.now() - e.at >= this.ttlMs) return false;
    const last = Math.max(
      this.wroteTenant.get(e.tenantId) ?? 0,
      ...e.tables.map((t) => Math.max(this.wroteTableTenant.get(`${t}:${e.tenantId}`) ?? 0, this.wroteTable.get(t) ?? 0)),
    );
    return last <= e.epoch;
  }

  /** The fresh entry of `key`, or undefined (a stale one is dropped). */
  private entry(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e && !this.fresh(e)) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Keeps `e` under `key` unless a write came since its mark; the oldest entry goes past the limit. */
  private keep(key: string, e: Entry): void {
    if (!this.fresh(e)) return;
    this.entries.delete(key);
    this.entries.set(key, e);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The moment reading of `tables` (one, or several) for `tenantId` begins. */
  mark(tables: string | readonly string[], tenantId: number): ReadMark {
    return { tables: typeof tables === 'string' ? [tables] : [...tables], tenantId, at: this.now(), epoch: this.epoch };
  }

  /** The kept count of `key`, or null. */
  get(key: string): Count | null {
    const e = this.entry(key);
    return e?.kind === 'count' ? { ...e.count } : null;
  }

  /** Counts with `count` unless a fresh count of `key` is kept; keeps the new one unless a write came meanwhile. */
  async remember(key: string, table: string, tenantId: number, count: () => Promise<Count>): Promise<Count> {
    const kept = this.get(key);
    if (kept) return kept;
    const mark = this.mark(table, tenantId);
    const c = await count();
    this.keep(key, { ...mark, kind: 'count', count: { total: c.total, totalExact: c.totalExact } });
    return c;
  }

  /** The kept anchor of `key`, or null. */
  anchor(key: string): PageAnchor | null {
    const e = this.entry(key);
    return e?.kind === 'anchor' ? { ...e.anchor } : null;
  }

  /** Keeps a page's anchor read since `mark`, unless a write of its table came meanwhile. */
  keepAnchor(key: string, mark: ReadMark, anchor: PageAnchor): void {
    this.keep(key, { ...mark, kind: 'anchor', anchor: { ...anchor } });
  }

  /**
   * An answer computed from `tables` of `tenantId` (statistics a big screen polls), kept like a count: for the
   * stated time at most, dropped at once when one of the tables is written for the tenant; not kept when a write
   * came while it was computed. `key` names everything the answer depends on (the query, the caller's scope).
   */
  async rememberValue<T>(key: string, tables: readonly string[], tenantId: number, compute: () => Promise<T>): Promise<T> {
    const kept = this.entry(key);
    // The entry under a `key` was kept by this method for the same caller, with the same T.
    if (kept?.kind === 'value') return kept.value as T;
    const mark = this.mark(tables, tenantId);
    const value = await compute();
    this.keep(key, { ...mark, kind: 'value', value });
    return value;
  }

  /** Answers kept now (tests). */
  get keptValues(): number {
    return [...this.entries.values()].filter((e) => e.kind === 'value').length;
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

  /** Whether a write of `table` by `tenantId` was noted (tests wait on a sentinel notification with it). */
  noted(table: string, tenantId: number): boolean {
    return this.wroteTableTenant.has(`${table}:${tenantId}`);
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

/**
 * Whether a list's conditions read its table's rows alone and nothing of the caller: no subquery (another table's
 * writes would not stale what is kept: a tree filter, a data scope through the staff) and no `app_user()` (an
 * ownerOnly resource's condition, the same text for every account). Only then is a count or a page anchor kept.
 */
export function keepableConditions(where: string): boolean {
  return !/\bselect\b|\bapp_user\s*\(/i.test(where);
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
