// A list's page read from a kept anchor (issue 25; docs/resource-api.md "Deep pages"). A page at a large offset
// skips `offset` rows of its order, even through an index. Once a page has been read, where it begins and where
// the next one begins are kept (the count cache's rules: per database, table, enterprise, conditions, values and
// order, dropped by any write of the table for the enterprise, src/server/db/count-cache.ts); the same page asked
// again, or the next one, is then sought from its anchor through the order's index: `(column, id)` past the
// anchor's, as fast as the first page. Only orders on a column that is never null seek (a row comparison skips
// nulls); conditions that read another table or name the caller are never anchored, as they are never counted from
// the cache (keepableConditions).
import type { KeysetOrder } from '../../schema/compile-query.ts';
import { countCacheOfTx, keepableConditions, type CountCache, type PageAnchor } from './count-cache.ts';
import type { Queryable, SqlValue } from './db.ts';
import { DEFERRED_OFFSET } from './deferred-offset.ts';

export interface PageQuery {
  /** The listed table (its writes drop the anchors). */
  table: string;
  /** Its alias in the conditions and the order (`p`), if any. */
  alias?: string;
  /** The rows' `from` (the table and what it joins; by default the table under its alias). */
  from?: string;
  tenantId: number;
  /** The selected columns. */
  columns: string;
  /** The conditions (their parameters are `params`, from $1). */
  where: string;
  params: readonly SqlValue[];
  orderBy: string;
  keyset: KeysetOrder | null;
  limit: number;
  offset: number;
  /** Whether anchors may be kept; by default when keepableConditions says so of `where`. */
  keepable?: boolean;
}

/** The table under its alias, and a column's name as the conditions name it. */
function naming(p: PageQuery): { table: string; from: string; col: (c: string) => string } {
  const table = p.alias ? `${p.table} ${p.alias}` : p.table;
  return { table, from: p.from ?? table, col: (c) => (p.alias ? `${p.alias}.${c}` : c) };
}

/** The page plainly: by offset, its ids picked first from the offset DEFERRED_OFFSET on. */
function offsetPage<R>(tx: Queryable, p: PageQuery, columns: string): Promise<R[]> {
  const n = p.params.length;
  const { table, from, col } = naming(p);
  const window = `order by ${p.orderBy} limit $${n + 1} offset $${n + 2}`;
  const sql = p.offset >= DEFERRED_OFFSET
    ? `select ${columns} from ${from} where ${col('id')} in (select ${col('id')} from ${table} where ${p.where} ${window}) order by ${p.orderBy}`
    : `select ${columns} from ${from} where ${p.where} ${window}`;
  return tx.query<R & Record<string, unknown>>(sql, [...p.params, p.limit, p.offset]);
}

/** The page sought from its anchor through the order's index. */
function seekPage<R>(tx: Queryable, p: PageQuery, k: KeysetOrder, a: PageAnchor, columns: string): Promise<R[]> {
  const n = p.params.length;
  const { from, col } = naming(p);
  const op = `${k.desc ? '<' : '>'}${a.inclusive ? '=' : ''}`;
  const past = k.column === 'id' ? `${col('id')} ${op} $${n + 2}::bigint` : `(${col(k.column)}, ${col('id')}) ${op} ($${n + 1}::text::${k.cast}, $${n + 2}::bigint)`;
  return tx.query<R & Record<string, unknown>>(
    `select ${columns} from ${from} where ${p.where} and ${past} order by ${p.orderBy} limit $${n + 3}`,
    [...p.params, a.key, a.id, p.limit],
  );
}

/** The cache that keeps this page's anchors, with the order to seek on; null when the page is read plainly. */
function anchoring(tx: Queryable, p: PageQuery): { cache: CountCache; keyset: KeysetOrder } | null {
  if (!p.keyset || p.offset + p.limit < DEFERRED_OFFSET || !(p.keepable ?? keepableConditions(p.where))) return null;
  const cache = countCacheOfTx(tx);
  return cache ? { cache, keyset: p.keyset } : null;
}

/** The rows of one page of `p`, in its order; sought from a kept anchor when one is kept. */
export async function readPage<R extends { id: number }>(tx: Queryable, p: PageQuery): Promise<R[]> {
  const anchored = anchoring(tx, p);
  if (!anchored) return offsetPage<R>(tx, p, p.columns);
  const { cache, keyset } = anchored;
  const base = `page\u0000${p.tenantId}\u0000${p.table}\u0000${p.where}\u0000${JSON.stringify(p.params)}\u0000${p.orderBy}\u0000`;
  const mark = cache.mark(p.table, p.tenantId);
  const columns = `${p.columns}, ${naming(p).col(keyset.column)}::text as page_key`;
  const anchor = p.offset >= DEFERRED_OFFSET ? cache.anchor(base + p.offset) : null;
  const rows = anchor ? await seekPage<R & { page_key: string }>(tx, p, keyset, anchor, columns) : await offsetPage<R & { page_key: string }>(tx, p, columns);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first && p.offset >= DEFERRED_OFFSET) cache.keepAnchor(base + p.offset, mark, { key: first.page_key, id: Number(first.id), inclusive: true });
  if (last && rows.length === p.limit) cache.keepAnchor(base + (p.offset + p.limit), mark, { key: last.page_key, id: Number(last.id), inclusive: false });
  return rows.map(({ page_key: _key, ...row }) => row as unknown as R);
}
