// 隐患统计's pre-aggregation (migration 057, src/server/yhpc/hidden-danger-counts.ts): after inserts, updates (state,
// level, department, deadline), soft and hard deletes, through the API and by SQL, in two enterprises, the kept counts
// equal a recount of the rows, and the summary route, the overdue source and every block of yhpc/stats.json answer
// what the rows themselves count (the former row scans, kept here as the reference), for all and within a scope.
// The counts table is under row-level security.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileStatsBlock } from '../../src/schema/stats-file.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { countCacheOf } from '../../src/server/db/count-cache.ts';
import { resourceStatsRows } from '../../src/server/data-service/stats-query.ts';
import { countedStats } from '../../src/server/data-service/counted-stats.ts';
import { rateText } from '../../src/domain/yhpc-hidden-danger-rules.ts';
import { sitesToday } from '../../src/server/yhpc/sites-today.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const T = 'r_hidden_danger';
type Row = { key: string; label: string; value: number };
let t: TestApp;
let qyadmin: string;
let depts: number[];
let other: number;

const today = sitesToday();
const daysFrom = (days: number): string => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The kept counts (n <> 0) and a recount of the rows by the same rule, both sorted. */
async function keptAndRecount(): Promise<{ kept: string[]; recount: string[] }> {
  const cols = `tenant_id::text, kind, period, rectify_dept::text as dept, level, source_kind, state, late, on_time`;
  const kept = await t.db.query(`select ${cols}, n::text from hidden_danger_counts where n <> 0`);
  const [{ sql }] = await t.db.query<{ sql: string }>(`select hidden_danger_count_sql($1, 1) as sql`, [T]);
  const recount = await t.db.query(`select tenant_id::text, kind, period, dept::text, level, source_kind, state, late, on_time, n::text from (${sql}) r`);
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  return { kept: sorted(kept), recount: sorted(recount) };
}

/** 隐患统计's summary counted from the rows (the route's former scan). */
async function summaryFromRows(tenantId: number, scope: number[] | null): Promise<Record<string, unknown>> {
  const inScope = scope ? ` and zax_num(data, 'rectifyDept') = any($3::numeric[])` : '';
  const params = scope ? [tenantId, today, scope] : [tenantId, today];
  const overdue = `data->>'state' in ('rectifying', 'extending') and data->>'dueDate' < $2`;
  const [x] = await t.db.query<Record<string, string>>(
    `select count(*) as found, count(*) filter (where data->>'state' = 'closed') as closed, count(*) filter (where ${overdue}) as overdue,
            count(*) filter (where data->>'level' = 'major' and data->>'state' <> 'closed') as supervised,
            count(*) filter (where data->>'dueDate' is not null and (data->>'state' = 'closed' or data->>'dueDate' < $2)) as due,
            count(*) filter (where data->>'dueDate' is not null and data->>'state' = 'closed' and (data->>'onTime')::boolean) as "onTime"
       from ${T} where tenant_id = $1 and not deleted${inScope}`,
    params,
  );
  const groups = await t.db.query<{ dim: string; key: string | null; value: string }>(
    `select d.dim, d.key, count(*) as value
       from ${T}, lateral (values ('level', data->>'level'), ('sourceKind', data->>'sourceKind'), ('rectifyDept', data->>'rectifyDept')) as d(dim, key)
      where tenant_id = $1 and not deleted and ${overdue}${inScope} group by d.dim, d.key`,
    params,
  );
  const by = (dim: string) =>
    groups
      .filter((g) => g.dim === dim)
      .map((g) => ({ key: g.key ?? '', value: Number(g.value) }))
      .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  const n = (k: string) => Number(x![k]);
  return {
    found: n('found'),
    closed: n('closed'),
    overdue: n('overdue'),
    supervised: n('supervised'),
    due: n('due'),
    onTime: n('onTime'),
    rate: rateText(n('onTime'), n('due')),
    overdueBy: { level: by('level'), sourceKind: by('sourceKind'), rectifyDept: by('rectifyDept') },
  };
}

/** The overdue source's months counted from the rows (its former scan), months with none left out. */
async function overdueFromRows(tenantId: number, scope: number[] | null): Promise<Record<string, number>> {
  const rows = await t.db.query<{ k: string; v: string }>(
    `select left(data->>'dueDate', 7) as k, count(*) as v from ${T}
      where tenant_id = $1 and not deleted${scope ? ` and zax_num(data, 'rectifyDept') = any($3::numeric[])` : ''}
        and ((data->>'state' in ('rectifying', 'extending') and data->>'dueDate' < $2)
          or (data->>'state' in ('accepting', 'closed') and data->>'rectifiedDate' > data->>'dueDate'))
      group by 1`,
    scope ? [tenantId, today, scope] : [tenantId, today],
  );
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.v)]));
}

/** Every block of yhpc/stats.json over a resource, from the kept counts and from the rows. */
async function blocksBothWays(tenantId: number, scope: number[] | null): Promise<{ counted: Record<string, Row[]>; rows: Record<string, Row[]> }> {
  const labels = { none: '无', yes: '是', no: '否' };
  const counted: Record<string, Row[]> = {};
  const rows: Record<string, Row[]> = {};
  const resource = resourceRegistry().byKey.get('hidden-danger')!;
  const c = compileResource(resource);
  const scoped = scope ? { where: [`zax_num(data, 'rectifyDept') = any($2::numeric[])`], params: [scope] } : { where: [], params: [] };
  for (const block of moduleFiles().stats.filter((b) => b.module === 'yhpc' && b.resource === 'hidden-danger')) {
    const q = compileStatsBlock(block, resource);
    const kept = countedStats('hidden-danger', scope);
    expect(kept?.(q, () => '$9'), block.key).not.toBeNull();
    await inTenant(t.db, { tenantId, userId: null }, async (tx) => {
      counted[block.key] = await resourceStatsRows(tx, c, tenantId, q, { where: [], params: [] }, labels, kept);
      rows[block.key] = await resourceStatsRows(tx, c, tenantId, q, scoped, labels);
    });
  }
  return { counted, rows };
}

async function expectCountsMatchRows(): Promise<void> {
  const { kept, recount } = await keptAndRecount();
  expect(kept).toEqual(recount);
  for (const [tenantId, scope] of [
    [1001, null],
    [1001, [depts[0]!]],
    [other, null],
  ] as const) {
    const both = await blocksBothWays(tenantId, scope === null ? null : [...scope]);
    expect(both.counted).toEqual(both.rows);
  }
  // The route's answer (the SQL writes here go round the API: their tables' kept answers are dropped as a write heard).
  countCacheOf(t.db).tableWritten(T, 1001);
  const res = await t.call({ url: '/zax-cloud/yhpc/hidden-danger/summary', token: qyadmin });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual(await summaryFromRows(1001, null));
}

async function create(payload: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${U}/hidden-danger`, token: qyadmin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Number((res.json() as { data: { id: number } }).data.id);
}

/** Sets stored fields as the hooks would have (state, dates, stamps): an SQL update through the triggers. */
async function setData(id: number, patch: Record<string, unknown>): Promise<void> {
  await t.db.query(`update ${T} set data = jsonb_strip_nulls(data || $2::jsonb) where id = $1`, [id, JSON.stringify(patch)]);
}

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  depts = (await t.db.query<{ id: number }>('select id::int as id from departmentinfo where tenant_id = 1001 and not deleted order by id limit 3')).map((d) => d.id);
  const [o] = await t.db.query<{ t: number }>('select tenant_id::int as t from qyxx where tenant_id not in (0, 1001) order by tenant_id limit 1');
  other = o!.t;
});
afterAll(() => t.close());

describe('hidden-danger counts kept by the write path', () => {
  it('count the demo’s hidden dangers as their rows do', async () => {
    const [{ n }] = await t.db.query<{ n: string }>(`select count(*) as n from hidden_danger_counts where tenant_id = 1001 and n <> 0`);
    expect(Number(n)).toBeGreaterThan(0);
    await expectCountsMatchRows();
  });

  it('follow inserts, state, level, department and deadline changes, deletes, in two enterprises', async () => {
    const a = await create({ title: '计数隐患甲', description: '计数', foundDate: daysFrom(-40) });
    const b = await create({ title: '计数隐患乙', description: '计数', foundDate: daysFrom(-3) });
    await setData(a, { state: 'rectifying', level: 'general', sourceKind: 'patrol', rectifyDept: depts[0], rectifyDeadline: daysFrom(-30), dueDate: daysFrom(-30) });
    await setData(b, { state: 'rectifying', level: 'major', sourceKind: 'report', rectifyDept: depts[1], rectifyDeadline: daysFrom(5), dueDate: daysFrom(5) });
    // Bulk inserts in one statement, in both enterprises (closed late and on time, one without a department).
    await t.db.query(
      `insert into ${T} (tenant_id, data)
       select case when g % 3 = 0 then $4::bigint else 1001 end, jsonb_strip_nulls(jsonb_build_object(
         'title', '计数批量' || g, 'state', (array['reported', 'rectifying', 'extending', 'accepting', 'closed'])[1 + g % 5],
         'level', case when g % 4 = 0 then 'major' else 'general' end, 'sourceKind', (array['patrol', 'report', 'authority'])[1 + g % 3],
         'rectifyDept', case when g % 5 = 0 then null else ($3::int[])[1 + g % 3] end,
         'foundDate', to_char($1::date - g * 9, 'YYYY-MM-DD'), 'dueDate', to_char($1::date - g * 9 + 10, 'YYYY-MM-DD'),
         'rectifiedDate', case when g % 5 >= 3 then to_char($1::date - g * 9 + case when g % 2 = 0 then 14 else 6 end, 'YYYY-MM-DD') end,
         'closedDate', case when g % 5 = 4 then to_char($1::date - g * 9 + 15, 'YYYY-MM-DD') end,
         'onTime', case when g % 5 = 4 then g % 2 <> 0 end))
         from generate_series(1, $2::int) g`,
      [today, 60, depts, other],
    );
    await expectCountsMatchRows();

    // State, level, department and deadline changes, one row and many rows per statement.
    await setData(a, { state: 'accepting', rectifiedDate: daysFrom(-1) });
    await setData(b, { level: 'general', rectifyDept: depts[2], dueDate: daysFrom(-2) });
    await t.db.query(`update ${T} set data = data || '{"state": "closed", "onTime": true}'::jsonb, updated_at = now() where data->>'title' like '计数批量%' and data->>'state' = 'accepting'`);
    await t.db.query(`update ${T} set data = data || jsonb_build_object('rectifyDept', $1::int) where data->>'title' like '计数批量1%' and tenant_id = 1001`, [depts[1]]);
    await expectCountsMatchRows();

    // An update through the API (the record pipeline), a soft delete through the API, a hard delete by SQL.
    const up = await t.call({ method: 'PUT', url: `${U}/hidden-danger`, token: qyadmin, payload: { id: b, title: '计数隐患乙（改）', description: '计数', foundDate: daysFrom(-60) } });
    expect(up.statusCode, up.body).toBe(200);
    const del = await t.call({ method: 'DELETE', url: `${U}/hidden-danger`, token: qyadmin, payload: { ids: [a] } });
    expect(del.statusCode, del.body).toBe(200);
    await t.db.query(`delete from ${T} where data->>'title' like '计数批量2%'`);
    await expectCountsMatchRows();
  });

  it('answer the overdue source and the summary within a scope as the rows do', async () => {
    const scope = [depts[0]!, depts[1]!];
    const { overdueByMonth } = await import('../../src/server/yhpc/hidden-danger-stats-source.ts');
    for (const s of [null, scope]) {
      const months = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => overdueByMonth(tx, 1001, 36, s));
      const expected = await overdueFromRows(1001, s);
      expect(Object.fromEntries(months.filter((m) => m.value > 0).map((m) => [m.key, m.value]))).toEqual(
        Object.fromEntries(Object.entries(expected).filter(([k]) => months.some((m) => m.key === k))),
      );
      expect(months.reduce((sum, m) => sum + m.value, 0)).toBeGreaterThan(0);
    }
    const staffScope = await t.call({ method: 'POST', url: '/zax-cloud/user/sysroledepartment/save', token: qyadmin, payload: { roleCode: 'qyStaff', departmentIds: scope } });
    expect(staffScope.statusCode, staffScope.body).toBe(200);
    const staff01 = await t.login('staff01', PASSWORDS.staff01);
    countCacheOf(t.db).tableWritten(T, 1001);
    const res = await t.call({ url: '/zax-cloud/yhpc/hidden-danger/summary', token: staff01 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(await summaryFromRows(1001, scope));
  });

  it('keep each enterprise to its own counts (row-level security)', async () => {
    const seen = await inTenant(t.db, { tenantId: other, userId: null }, (tx) => tx.query<{ t: string }>('select distinct tenant_id::text as t from hidden_danger_counts'));
    expect(seen.map((r) => Number(r.t))).toEqual([other]);
    await expect(
      inTenant(t.db, { tenantId: other, userId: null }, (tx) =>
        tx.query(`insert into hidden_danger_counts (tenant_id, kind, period, n) values (1001, 'found', '2026-01', 5)`),
      ),
    ).rejects.toThrow(/row-level security/);
    const { kept, recount } = await keptAndRecount();
    expect(kept).toEqual(recount);
  });
});
