import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const tenantsOf = (rows: { tenant_id: number }[]) => [...new Set(rows.map((r) => r.tenant_id))].sort();

describe('row-level security', () => {
  it('acts as a role that is neither superuser nor exempt from row-level security', async () => {
    const [row] = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) =>
      tx.query<{ who: string; rolsuper: boolean; rolbypassrls: boolean }>(
        'select current_user as who, rolsuper, rolbypassrls from pg_roles where rolname = current_user',
      ),
    );
    expect(row).toEqual({ who: 'zax_app', rolsuper: false, rolbypassrls: false });
  });

  it('shows a tenant only its own rows, and the platform admin all', async () => {
    const own = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from sysuser'));
    expect(tenantsOf(own)).toEqual([1001]);
    const other = await inTenant(t.db, { tenantId: 2001, userId: null }, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from staffinfo'));
    expect(tenantsOf(other)).toEqual([2001]);
    const admin = await inTenant(t.db, { tenantId: 0, userId: null }, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from sysuser'));
    expect(tenantsOf(admin)).toEqual([0, 1001, 2001]);
  });

  it('returns nothing when a transaction forgets the tenant', async () => {
    const rows = await t.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'zax_app', true)");
      return tx.query('select * from sysuser');
    });
    expect(rows).toEqual([]);
  });

  it('refuses to write a row of another tenant and leaves nothing behind', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from departmentinfo where tenant_id = 2001');
    await expect(
      inTenant(t.db, { tenantId: 1001, userId: null }, (tx) =>
        tx.query("insert into departmentinfo(tenant_id, name) values (2001, '越权部门')"),
      ),
    ).rejects.toThrow(/row-level security/);
    const changed = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) =>
      tx.query("update departmentinfo set name = '改名' where tenant_id = 2001 returning id"),
    );
    expect(changed).toEqual([]);
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from departmentinfo where tenant_id = 2001');
    expect(after).toEqual(before);
  });

  it('keeps a sub-enterprise visible to its parent only in the enterprise table', async () => {
    const rows = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from qyxx order by 1'));
    expect(rows.map((r) => r.tenant_id)).toEqual([1001, 1002]);
    const staff = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) => tx.query<{ tenant_id: number }>('select tenant_id from staffinfo'));
    expect(tenantsOf(staff)).toEqual([1001]);
  });

  it('does not leak the tenant to the next transaction or query on the pool', async () => {
    await inTenant(t.db, { tenantId: 1001, userId: 7 }, (tx) => tx.query('select 1'));
    const rows = await t.db.query<{ tenant: string | null; who: string }>(
      "select nullif(current_setting('app.tenant', true), '') as tenant, current_user as who",
    );
    expect(rows[0].tenant).toBeNull();
    expect(rows[0].who).not.toBe('zax_app');
  });
});

describe('audit log', () => {
  it('records who changed what, before and after, in the same transaction', async () => {
    const [dept] = await inTenant(t.db, { tenantId: 1001, userId: 42 }, (tx) =>
      tx.query<{ id: number }>("insert into departmentinfo(tenant_id, name) values (1001, '审计测试部') returning id"),
    );
    await inTenant(t.db, { tenantId: 1001, userId: 43 }, (tx) =>
      tx.query("update departmentinfo set name = '审计测试部二' where id = $1", [dept.id]),
    );
    const log = await t.db.query<{ action: string; actor_id: number; before: { name: string } | null; after: { name: string } }>(
      "select action, actor_id, before, after from audit_log where table_name = 'departmentinfo' and record_id = $1 order by id",
      [String(dept.id)],
    );
    expect(log.map((l) => [l.action, l.actor_id])).toEqual([
      ['insert', 42],
      ['update', 43],
    ]);
    expect(log[1].before?.name).toBe('审计测试部');
    expect(log[1].after.name).toBe('审计测试部二');
  });

  it('rolls the audit row back with a failed change', async () => {
    const count = async () => (await t.db.query<{ n: number }>("select count(*)::int as n from audit_log where table_name = 'contractorinfo'"))[0].n;
    const before = await count();
    await expect(
      inTenant(t.db, { tenantId: 1001, userId: 1 }, async (tx) => {
        await tx.query("insert into contractorinfo(tenant_id, name) values (1001, '回滚承包商')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count()).toBe(before);
    const rows = await t.db.query("select 1 from contractorinfo where name = '回滚承包商'");
    expect(rows).toEqual([]);
  });

  it('never stores password hashes in the audit log', async () => {
    await inTenant(t.db, { tenantId: 1001, userId: 1 }, (tx) =>
      tx.query("update sysuser set user_name = user_name || '' where login_name = 'viewer'"),
    );
    const rows = await t.db.query<{ after: Record<string, unknown> }>(
      "select after from audit_log where table_name = 'sysuser' and after->>'login_name' = 'viewer'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.after).not.toHaveProperty('password_hash');
  });
});
