// 入驻申请 of an earlier version (docs/enterprise.md "入驻申请 as a workflow", Storage): spec 000's `applyinfo` table
// becomes the view of the enterprise-apply records at the next start. Its rows move with their review as history
// steps, the pending ones waiting in the platform administrator's inbox; a second start moves nothing. PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureApplyAlias } from '../../src/server/enterprise/apply-alias.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The table as the previous version kept it (migrations 002 and 019), with a pending, an approved and a rejected row.
  await t.db.query('drop view applyinfo');
  await t.db.query('alter table applyinfo_legacy rename to applyinfo');
  await t.db.query(
    `insert into applyinfo(tenant_id, name, mobile, module, status, reviewed_by, reviewed_at, reject_reason) values
       (2001, '旧申请甲', '13912347701', 'zdjx', 0, null, null, null),
       (2001, '旧申请乙', '13912347702', 'wdk', 1, 1, '2026-01-02T03:00:00Z', null),
       (1002, '旧申请丙', '13912347703', 'tszy', 2, 1, '2026-01-03T03:00:00Z', '资料不全')`,
  );
});
afterAll(() => t?.close());

describe('the old applyinfo table becomes the view of the application records', () => {
  it('moves every row with its review, the pending one waiting for the platform administrator', async () => {
    expect(await ensureApplyAlias(t.db, resourceRegistry().all)).toBe(3);
    const rows = await t.db.query<{ tenant_id: number; name: string; status: number; reject_reason: string | null; reviewed_by: number | null; id: number }>(
      "select tenant_id::int as tenant_id, id::int as id, name, status, reject_reason, reviewed_by::int as reviewed_by from applyinfo where name like '旧申请%' order by id",
    );
    expect(rows.map(({ id: _id, ...r }) => r)).toEqual([
      { tenant_id: 2001, name: '旧申请甲', status: 0, reject_reason: null, reviewed_by: null },
      { tenant_id: 2001, name: '旧申请乙', status: 1, reject_reason: null, reviewed_by: 1 },
      { tenant_id: 1002, name: '旧申请丙', status: 2, reject_reason: '资料不全', reviewed_by: 1 },
    ]);
    const [pending] = rows.filter((r) => r.name === '旧申请甲');
    const [rejected] = rows.filter((r) => r.name === '旧申请丙');
    const history = await t.db.query<{ action: string; opinion: string | null }>(
      "select action, opinion from wf_history where tenant_id = 0 and resource = 'enterprise-apply' and record_id = $1 order by id",
      [rejected.id],
    );
    expect(history).toEqual([
      { action: 'create', opinion: null },
      { action: 'reject', opinion: '资料不全' },
    ]);
    const waiting = await t.db.query<{ action: string; who: string }>(
      "select action, who from wf_waiting where tenant_id = 0 and resource = 'enterprise-apply' and record_id = any($1::bigint[]) order by action",
      [rows.map((r) => r.id)],
    );
    expect(waiting).toEqual([
      { action: 'approve', who: 'role:admin' },
      { action: 'reject', who: 'role:admin' },
    ]);
    expect((await t.db.query<{ tenant_id: number }>('select tenant_id::int as tenant_id from r_enterprise_apply where id = $1', [pending.id]))[0].tenant_id).toBe(0);
  });

  it('a second start moves nothing and keeps the view', async () => {
    expect(await ensureApplyAlias(t.db, resourceRegistry().all)).toBe(0);
    const [{ kind }] = await t.db.query<{ kind: string }>("select relkind::text as kind from pg_class where oid = to_regclass('applyinfo')");
    expect(kind).toBe('v');
    expect((await t.db.query("select 1 from applyinfo where name like '旧申请%'")).length).toBe(3);
  });
});
