// One page of a resource's list as the caller sees it (docs/resource-api.md): the query parsed against the
// file's filters (a 400 naming the field otherwise), the rows of the caller's enterprise (and the platform's for
// a shared resource) inside their data scope, and what the keywords' hooks add. The generic `GET <endpoint>/list`
// and the security library's POST calls (src/server/fgcx/library-calls.ts) answer it.
import type { Lang } from '../../domain/i18n/message-format.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { listRecords } from './record-store.ts';
import { toRecord } from './record-shape.ts';
import { answerRecords } from './record-hooks.ts';
import { listQueryOf, type ResourceScope } from './resource-context.ts';

export interface ListPage {
  rows: Record<string, unknown>[];
  total: number;
  totalExact: boolean;
  page: number;
  limit: number;
}

/** The page of `query` (list parameters named after the file's filters, `page`, `limit`, `sort`). */
export async function listPage(s: ResourceScope, auth: AuthContext, query: unknown, lang?: Lang): Promise<ListPage> {
  const q = listQueryOf(s, query, lang);
  const r = await listRecords(s.tx, s.c, auth.tenantId, q);
  const rows = await answerRecords(s, auth, r.rows.map((row) => toRecord(s.c.resource, row)), 'list');
  return { rows, total: r.total, totalExact: r.totalExact, page: q.page, limit: q.limit };
}
