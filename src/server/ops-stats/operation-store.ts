// The figures of 企业运营统计 (docs/operations.md): one aggregate query per source, each grouped by enterprise
// and month over the whole range (never one query per enterprise), merged here into one row per enterprise and
// month. Months are business months (UTC+8).
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import {
  emptyRow,
  hasFigures,
  nextMonth,
  rangeInstants,
  TASK_DONE,
  TASK_SOURCES,
  type MonthRange,
  type OperationRow,
} from '../../domain/ops-stats.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { tableName } from '../resources/registry.ts';
import type { OpsScope } from './ops-scope.ts';

/** The business month of a timestamptz column, `YYYY-MM`; `$1` is the zone's offset in minutes. */
export const monthSql = (col: string) => `to_char((${col} at time zone 'UTC') + $1::int * interval '1 minute', 'YYYY-MM')`;

interface Counted {
  tenant_id: number;
  month: string;
}

/** The enterprises a scope covers (the platform itself left out), by id. */
export async function scopeEnterprises(tx: Queryable, qyId: number | null): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; qymc: string }>(
    'select tenant_id::int as id, qymc from qyxx where tenant_id <> 0 and ($1::bigint is null or tenant_id = $1) order by tenant_id',
    [qyId],
  );
  return new Map(rows.map((r) => [r.id, r.qymc]));
}

/**
 * Logins: sessions opened by a login (migration 026's partial index), from the session table, which is the
 * server's own (no grant to the application role): read outside the tenant's transaction, its tenant filter
 * written here.
 */
async function logins(db: Db, scope: OpsScope, start: Date, end: Date) {
  return db.query<Counted & { logins: number; users: number }>(
    `select tenant_id::int as tenant_id, ${monthSql('created_at')} as month, count(*)::int as logins, count(distinct user_id)::int as users
       from session
      where not view_only and active_role is null and created_at >= $2 and created_at < $3 and tenant_id <> 0
        and ($4::bigint is null or tenant_id = $4)
      group by 1, 2`,
    [DEFAULT_TZ_OFFSET_MINUTES, start, end, scope.qyId],
  );
}

async function permits(tx: Queryable, scope: OpsScope, start: Date, end: Date) {
  return tx.query<Counted & { kind: string; state: string; n: number }>(
    `select tenant_id::int as tenant_id, ${monthSql('created_at')} as month, kind, state, count(*)::int as n
       from permit
      where created_at >= $2 and created_at < $3 and state <> 'REMOVED' and ($4::bigint is null or tenant_id = $4)
      group by 1, 2, 3, 4`,
    [DEFAULT_TZ_OFFSET_MINUTES, start, end, scope.qyId],
  );
}

/** Hidden dangers by the month they were found (foundDate, indexed), and of those the ones closed now. */
async function dangers(tx: Queryable, scope: OpsScope, range: MonthRange) {
  return tx.query<Counted & { found: number; closed: number }>(
    `select tenant_id::int as tenant_id, left(zax_text(data, 'foundDate'), 7) as month,
            count(*)::int as found, count(*) filter (where zax_text(data, 'state') = 'closed')::int as closed
       from ${tableName('hidden-danger')}
      where not deleted and zax_text(data, 'foundDate') >= $1 and zax_text(data, 'foundDate') < $2
        and ($3::bigint is null or tenant_id = $3)
      group by 1, 2`,
    [`${range.from}-01`, `${nextMonth(range.to)}-01`, scope.qyId],
  );
}

/** Scheduled tasks by the month they are due: one statement over every task resource (TASK_SOURCES). */
async function tasks(tx: Queryable, scope: OpsScope, range: MonthRange) {
  const parts = TASK_SOURCES.map((s) => {
    const state = `zax_text(data, '${s.stateField}')`;
    const finished = `replace(left(zax_text(data, '${s.finishedField}'), 19), 'T', ' ')`;
    return `select tenant_id, left(zax_text(data, 'dueAt'), 7) as month, 1 as total,
                   case when ${state} = '${TASK_DONE}' then 1 else 0 end as done,
                   case when ${state} = '${TASK_DONE}' and ${finished} <= replace(left(zax_text(data, 'dueAt'), 19), 'T', ' ') then 1 else 0 end as on_time
              from ${tableName(s.resource)}
             where not deleted and zax_text(data, 'dueAt') >= $1 and zax_text(data, 'dueAt') < $2
               and ($3::bigint is null or tenant_id = $3)`;
  });
  return tx.query<Counted & { total: number; done: number; on_time: number }>(
    `select tenant_id::int as tenant_id, month, sum(total)::int as total, sum(done)::int as done, sum(on_time)::int as on_time
       from (${parts.join(' union all ')}) t
      group by 1, 2`,
    [`${range.from}-01`, `${nextMonth(range.to)}-01`, scope.qyId],
  );
}

/**
 * One row per enterprise and month that has any figure, ordered by month then enterprise; enterprises outside
 * the scope (or the platform) never appear.
 */
export async function operationRows(db: Db, scope: OpsScope, range: MonthRange): Promise<OperationRow[]> {
  const { start, end } = rangeInstants(range);
  // One after the other: PGlite has one connection.
  const loginRows = await logins(db, scope, start, end);
  const rest = await inTenant(db, scope.actor, async (tx) => ({
    names: await scopeEnterprises(tx, scope.qyId),
    permits: await permits(tx, scope, start, end),
    dangers: await dangers(tx, scope, range),
    tasks: await tasks(tx, scope, range),
  }));
  const rows = new Map<string, OperationRow>();
  const row = (c: Counted): OperationRow | null => {
    const name = rest.names.get(c.tenant_id);
    if (name === undefined || c.month < range.from || c.month > range.to) return null;
    const key = `${c.month}|${c.tenant_id}`;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = emptyRow(c.tenant_id, name, c.month)));
    return r;
  };
  for (const c of loginRows) {
    const r = row(c);
    if (r) Object.assign(r, { logins: c.logins, loginUsers: c.users });
  }
  for (const c of rest.permits) {
    const r = row(c);
    if (!r) continue;
    r.permits += c.n;
    r.permitsByKind[c.kind] = (r.permitsByKind[c.kind] ?? 0) + c.n;
    r.permitsByState[c.state] = (r.permitsByState[c.state] ?? 0) + c.n;
  }
  for (const c of rest.dangers) {
    const r = row(c);
    if (r) Object.assign(r, { dangersFound: c.found, dangersClosed: c.closed });
  }
  for (const c of rest.tasks) {
    const r = row(c);
    if (r) Object.assign(r, { tasks: c.total, tasksDone: c.done, tasksOnTime: c.on_time });
  }
  return [...rows.values()].filter(hasFigures).sort((a, b) => a.month.localeCompare(b.month) || a.qyId - b.qyId);
}
