// What the pickers of the work a permit is raised for share (GET /tszy/overhaulItems, /tszy/maintenanceTasks): the
// page and the search of their query, and one page of rows with the count of all that match.
import { text } from '../../domain/i18n/text.ts';
import { escapeLike } from '../../schema/compile-query.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { int } from '../http/json-schema.ts';

/** The page of a picker's query (as the other /tszy lists: 10 a page by default, at most 100). */
export const LINK_PAGE_QUERY = {
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 10 }),
};

export interface LinkPageQuery {
  pageIndex: number;
  pageSize: number;
}

/** A search typed into a picker as a `like` pattern ('%…%'), or null when nothing is typed. */
export const containsPattern = (s: string | undefined): string | null => (s?.trim() ? `%${escapeLike(s.trim())}%` : null);

/**
 * Page `q` of `select … {fromWhere} order by {orderBy}` and the count of all the rows `fromWhere` holds; `params` are
 * the query's, the page's limit and offset follow them.
 */
export async function linkPage<T>(tx: Queryable, q: LinkPageQuery, sql: { select: string; fromWhere: string; orderBy: string }, params: SqlValue[]): Promise<{ rows: T[]; total: number }> {
  const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total ${sql.fromWhere}`, params);
  const n = params.length;
  const rows = await tx.query<T>(`select ${sql.select} ${sql.fromWhere} order by ${sql.orderBy} limit $${n + 1} offset $${n + 2}`, [
    ...params,
    q.pageSize,
    (q.pageIndex - 1) * q.pageSize,
  ]);
  return { rows, total };
}
