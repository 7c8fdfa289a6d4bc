// 填报台账 (docs/operations.md): what each enterprise reported and when, derived from the audit trail. Every
// record created in a resource's table or a permit writes an `insert` row of audit_log in the same transaction
// (migration 001), with who and when; the ledger groups those rows by enterprise, table and month in one
// statement (migration 026's index on the time), paged; a line opens its records.
import { ALL_MODULE_KEYS, moduleTitle } from '../../domain/modules.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import { rangeInstants, type MonthRange } from '../../domain/ops-stats.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';
import type { Queryable } from '../db/db.ts';
import { fieldError } from '../http/app-error.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { monthSql } from './operation-store.ts';

/** A kind of record reported: a resource, or the permit (its own table). */
export interface ReportedKind {
  key: string;
  table: string;
  title: string;
  module: string;
}

export const PERMIT_KIND: ReportedKind = { key: 'permit', table: 'permit', title: zhOf('opsstats.ui.permits'), module: 'tszy' };

/** Every kind of record the ledger counts, by table. */
export function reportedKinds(): Map<string, ReportedKind> {
  const out = new Map<string, ReportedKind>([[PERMIT_KIND.table, PERMIT_KIND]]);
  for (const r of resourceRegistry().all) {
    out.set(tableName(r.key), { key: r.key, table: tableName(r.key), title: r.title, module: r.module ?? '' });
  }
  return out;
}

/**
 * The tables a ledger query reads: one resource, the resources of one module (none for a module without records),
 * or all; 400 for an unknown resource or module.
 */
export function tablesOf(q: { module?: string; resource?: string }): string[] {
  const kinds = [...reportedKinds().values()];
  if (q.resource !== undefined) {
    const k = kinds.find((x) => x.key === q.resource);
    if (!k) throw fieldError('resource', text('opsstats.error.unknownResource', { resource: q.resource }));
    return [k.table];
  }
  if (q.module !== undefined) {
    const of = kinds.filter((x) => x.module === q.module);
    if (!of.length && !ALL_MODULE_KEYS.includes(q.module)) throw fieldError('module', text('opsstats.error.unknownModule', { module: q.module }));
    return of.map((x) => x.table);
  }
  return kinds.map((x) => x.table);
}

export interface LedgerRow {
  qyId: number;
  qymc: string;
  resource: string;
  resourceTitle: string;
  module: string;
  moduleTitle: string;
  month: string;
  count: number;
  reporters: number;
  firstAt: string;
  lastAt: string;
}

export interface LedgerQuery {
  qyId: number | null;
  tables: string[];
  limit: number;
  offset: number;
}

/** A page of the ledger, the newest report first; `total` counts every line. */
export async function reportLedger(tx: Queryable, range: MonthRange, q: LedgerQuery): Promise<{ rows: LedgerRow[]; total: number }> {
  const { start, end } = rangeInstants(range);
  const grouped = `
    select a.tenant_id::int as qy_id, q.qymc, a.table_name, ${monthSql('a.at')} as month, count(*)::int as n,
           count(distinct a.actor_id)::int as reporters, min(a.at) as first_at, max(a.at) as last_at
      from audit_log a join qyxx q on q.tenant_id = a.tenant_id
     where a.action = 'insert' and a.at >= $2 and a.at < $3 and a.tenant_id <> 0 and a.table_name = any($4::text[])
       and ($5::bigint is null or a.tenant_id = $5)
     group by a.tenant_id, q.qymc, a.table_name, 4`;
  const params = [DEFAULT_TZ_OFFSET_MINUTES, start, end, q.tables, q.qyId];
  const rows = await tx.query<{ qy_id: number; qymc: string; table_name: string; month: string; n: number; reporters: number; first_at: Date; last_at: Date; total: number }>(
    `select g.*, count(*) over ()::int as total from (${grouped}) g order by g.last_at desc, g.qy_id, g.table_name limit $6 offset $7`,
    [...params, q.limit, q.offset],
  );
  // A page past the end still answers the total.
  const total = rows[0]?.total ?? (q.offset > 0 ? (await tx.query<{ n: number }>(`select count(*)::int as n from (${grouped}) g`, params))[0].n : 0);
  const kinds = reportedKinds();
  return {
    total,
    rows: rows.map((r) => {
      const k = kinds.get(r.table_name);
      const module = k?.module ?? '';
      return {
        qyId: r.qy_id,
        qymc: r.qymc,
        resource: k?.key ?? r.table_name,
        resourceTitle: k?.title ?? r.table_name,
        module,
        moduleTitle: moduleTitle(module) ?? module,
        month: r.month,
        count: r.n,
        reporters: r.reporters,
        firstAt: new Date(r.first_at).toISOString(),
        lastAt: new Date(r.last_at).toISOString(),
      };
    }),
  };
}

export interface ReportedRecord {
  recordId: string | null;
  label: string | null;
  at: string;
  reporter: string | null;
}

/** The records of one ledger line (an enterprise, a kind and a month), newest first, paged. */
export async function reportedRecords(
  tx: Queryable,
  q: { qyId: number; table: string; month: string; limit: number; offset: number },
): Promise<{ rows: ReportedRecord[]; total: number }> {
  const { start, end } = rangeInstants({ from: q.month, to: q.month });
  const rows = await tx.query<{ record_id: string | null; label: string | null; at: Date; reporter: string | null; total: number }>(
    `select a.record_id, coalesce(a.after->'data'->>'name', a.after->'data'->>'title', a.after->>'number') as label, a.at,
            u.user_name as reporter, count(*) over ()::int as total
       from audit_log a left join sysuser u on u.id = a.actor_id
      where a.action = 'insert' and a.at >= $1 and a.at < $2 and a.tenant_id = $3 and a.table_name = $4
      order by a.at desc, a.id desc
      limit $5 offset $6`,
    [start, end, q.qyId, q.table, q.limit, q.offset],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({ recordId: r.record_id, label: r.label, at: new Date(r.at).toISOString(), reporter: r.reporter })),
  };
}
