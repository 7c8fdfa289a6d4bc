// The generic resource routes on one resource (safety-manager): roles, validation, merging updates,
// filters refused by name, counts capped past 10,000 rows, tenant isolation, the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../src/schema/compile-query.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/company-safety-manager';
let t: TestApp;
let admin: string; // qyadmin of 1001 (qyUser: may write)
let staff: string; // staff01 of 1001 (qyStaff: reads only here)
let viewer: string;
let other: string; // qyadmin2 of 2001

function day(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** 安全环保部 of 1001: 所属部门 is a reference to a department (issue 12). */
let department = 0;
const valid = () => ({
  name: '张三',
  gender: 'male',
  idCard: '11010519491231002X',
  mobile: '13800138000',
  post: '安全员',
  department,
  certNo: 'AQ-2026-001',
  certStart: day(-30),
  certEnd: day(300),
});

async function create(token: string, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: EP, token, payload: body });
}

async function count(tenant: number): Promise<number> {
  const [r] = await t.db.query<{ n: number }>('select count(*)::int as n from r_safety_manager where tenant_id = $1 and not deleted', [tenant]);
  return r.n;
}

beforeAll(async () => {
  t = await createTestApp();
  // Start from no safety managers (the demo data has some), so lists hold exactly what these tests made.
  await t.db.query('delete from r_safety_manager where tenant_id = 1001');
  department = Number((await t.db.query<{ id: number }>("select id from departmentinfo where tenant_id = 1001 and name = '安全环保部'"))[0].id);
  [admin, staff, viewer, other] = await Promise.all([
    t.login('qyadmin', PASSWORDS.qyadmin),
    t.login('staff01', PASSWORDS.staff01),
    t.login('viewer', PASSWORDS.viewer),
    t.login('qyadmin2', PASSWORDS.qyadmin2),
  ]);
});
afterAll(() => t.close());

describe('create and read', () => {
  it('creates a record and answers it flat, with its validity status', async () => {
    const res = await create(admin, valid());
    expect(res.statusCode).toBe(200);
    const rec = res.json().data;
    expect(rec).toMatchObject({ ...valid(), status: 1, validityStatus: 'EFFECTIVE' });
    expect(rec.id).toBeGreaterThan(0);
    const detail = await t.call({ url: `${EP}/${rec.id}`, token: staff });
    expect(detail.json().data).toEqual(rec);
    const pure = await t.call({ url: `${EP}/pure/${rec.id}`, token: viewer });
    expect(pure.json().data.id).toBe(rec.id);
  });

  it('refuses a bad payload with every failing field, in Chinese, and saves nothing', async () => {
    const before = await count(1001);
    const res = await create(admin, { ...valid(), mobile: '123', idCard: '110105194912310021', name: '', extra: 1 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: '请填写姓名' },
        { field: 'mobile', message: expect.stringContaining('手机号') },
        { field: 'idCard', message: expect.stringContaining('身份证号') },
        { field: 'extra', message: '不支持的字段：extra' },
      ]),
    );
    expect(await count(1001)).toBe(before);
  });

  it('keeps writes to the write roles', async () => {
    expect((await create(staff, valid())).statusCode).toBe(403);
    expect((await create(viewer, valid())).statusCode).toBe(403);
  });

  it('writes an audit row in the same transaction', async () => {
    const rec = (await create(admin, { ...valid(), name: '审计测试' })).json().data;
    const rows = await t.db.query<{ action: string }>(
      "select action from audit_log where table_name = 'r_safety_manager' and record_id = $1::text",
      [rec.id],
    );
    expect(rows.map((r) => r.action)).toContain('insert');
  });
});

describe('update', () => {
  it('merges the sent fields over the stored record and validates the whole', async () => {
    const rec = (await create(admin, valid())).json().data;
    const res = await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: rec.id, mobile: '13900139000', department: null } });
    expect(res.statusCode).toBe(200);
    const upd = res.json().data;
    expect(upd).toMatchObject({ name: '张三', mobile: '13900139000', certNo: 'AQ-2026-001' });
    expect(upd).not.toHaveProperty('department');
    const bad = await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: rec.id, name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'name', message: '请填写姓名' }]);
    const again = await t.call({ url: `${EP}/${rec.id}`, token: admin });
    expect(again.json().data.name).toBe('张三');
  });

  it('keeps stored values the form no longer shows', async () => {
    const rec = (await create(admin, valid())).json().data;
    await t.db.query(`update r_safety_manager set data = data || '{"legacyField":"旧值"}' where id = $1`, [rec.id]);
    await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: rec.id, post: '主任' } });
    const [row] = await t.db.query<{ data: Record<string, unknown> }>('select data from r_safety_manager where id = $1', [rec.id]);
    expect(row.data).toMatchObject({ legacyField: '旧值', post: '主任' });
    const detail = (await t.call({ url: `${EP}/${rec.id}`, token: admin })).json().data;
    expect(detail).not.toHaveProperty('legacyField');
  });

  it('answers 404 for an unknown or deleted record', async () => {
    const res = await t.call({ method: 'PUT', url: EP, token: admin, payload: { id: 99_999_999, name: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('list', () => {
  beforeAll(async () => {
    await create(admin, { ...valid(), name: '过期人员', certNo: 'EXP-1', certStart: day(-400), certEnd: day(-1) });
    await create(admin, { ...valid(), name: '未生效人员', certNo: 'NE-1', certStart: day(10), certEnd: day(400) });
    await create(admin, { ...valid(), name: '作废人员', certNo: 'VO-1', voided: true });
  });

  it('filters by each declared filter', async () => {
    const q = async (query: string) => (await t.call({ url: `${EP}/list?${query}`, token: staff })).json().data;
    expect((await q(`name=${encodeURIComponent('过期')}`)).rows.map((r: { name: string }) => r.name)).toEqual(['过期人员']);
    expect((await q('validityStatus=EXPIRED')).rows.map((r: { certNo: string }) => r.certNo)).toEqual(['EXP-1']);
    expect((await q('validityStatus=NOT_EFFECTIVE')).rows.map((r: { certNo: string }) => r.certNo)).toEqual(['NE-1']);
    expect((await q('validityStatus=VOIDED')).rows.map((r: { certNo: string }) => r.certNo)).toEqual(['VO-1']);
    const range = await q(`certEnd=${day(-10)},${day(0)}`);
    expect(range.rows.map((r: { certNo: string }) => r.certNo)).toEqual(['EXP-1']);
    const startEnd = await q(`certEndStart=${day(350)}`);
    expect(startEnd.rows.map((r: { certNo: string }) => r.certNo)).toEqual(['NE-1']);
  });

  it('pages and sorts', async () => {
    const res = await t.call({ url: `${EP}/list?page=1&limit=2&sort=name&order=asc`, token: staff });
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, limit: 2, totalExact: true });
    expect(data.rows).toHaveLength(2);
    expect(data.total).toBe(await count(1001));
    const names = data.rows.map((r: { name: string }) => r.name);
    expect([...names].sort()).toEqual(names);
  });

  it.each([
    ['unknown filter', 'foo=1', 'foo'],
    ['unknown sort', 'sort=idCard', 'sort'],
    ['bad enum value', 'validityStatus=NOPE', 'validityStatus'],
    ['bad date', 'certEnd=2026-02-30,', 'certEnd'],
    ['deep page', 'page=5001&limit=20', 'page'],
    ['limit too big', 'limit=101', 'limit'],
  ])('refuses %s by name before any SQL', async (_name, query, field) => {
    const res = await t.call({ url: `${EP}/list?${query}`, token: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('pure/list answers every matching record, unpaged', async () => {
    const res = await t.call({ url: `${EP}/pure/list?validityStatus=EXPIRED`, token: staff });
    expect(res.json().data.map((r: { certNo: string }) => r.certNo)).toEqual(['EXP-1']);
  });
});

describe('delete', () => {
  it('deletes the given ids after which they are gone', async () => {
    const a = (await create(admin, valid())).json().data;
    const b = (await create(admin, valid())).json().data;
    const res = await t.call({ method: 'DELETE', url: EP, token: admin, payload: { ids: [a.id, b.id] } });
    expect(res.json().data).toEqual({ deleted: 2 });
    expect((await t.call({ url: `${EP}/${a.id}`, token: admin })).statusCode).toBe(404);
    const byQuery = await t.call({ method: 'DELETE', url: `${EP}?ids=${a.id}`, token: admin });
    expect(byQuery.json(), byQuery.body).toMatchObject({ data: { deleted: 0 } });
    expect((await t.call({ method: 'DELETE', url: EP, token: admin, payload: { ids: [] } })).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('never shows or changes another enterprise’s records', async () => {
    const rec = (await create(admin, { ...valid(), name: '一〇〇一的人' })).json().data;
    expect((await t.call({ url: `${EP}/${rec.id}`, token: other })).statusCode).toBe(404);
    const list = (await t.call({ url: `${EP}/list`, token: other })).json().data;
    expect(list.rows.some((r: { name: string }) => r.name === '一〇〇一的人')).toBe(false);
    expect((await t.call({ method: 'PUT', url: EP, token: other, payload: { id: rec.id, name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: EP, token: other, payload: { ids: [rec.id] } })).json().data).toEqual({ deleted: 0 });
    expect((await t.call({ url: `${EP}/${rec.id}`, token: admin })).json().data.name).toBe('一〇〇一的人');
  });
});

describe('counts past the cap', () => {
  it('answers an estimate flagged totalExact: false past 10,000 matching rows', async () => {
    await t.db.query(
      `insert into r_safety_manager (tenant_id, data)
         select 1001, jsonb_build_object('name', '批量' || g, 'certNo', 'B' || g) from generate_series(1, 10050) g`,
    );
    const res = await t.call({ url: `${EP}/list?limit=10`, token: staff });
    const data = res.json().data;
    expect(data.totalExact).toBe(false);
    expect(data.total).toBeGreaterThan(10_000);
    expect(data.rows).toHaveLength(10);
    const filtered = (await t.call({ url: `${EP}/list?validityStatus=EXPIRED`, token: staff })).json().data;
    expect(filtered).toMatchObject({ total: 1, totalExact: true });
  });
});

describe('indexes under row-level security', () => {
  it('serve a tenant’s filtered list (the field readers are leakproof)', async () => {
    await t.db.query(
      `insert into r_safety_manager (tenant_id, data)
         select 1001, jsonb_build_object('name', '索引' || g, 'certEnd', to_char(date '2024-01-01' + (g % 2000), 'YYYY-MM-DD'))
           from generate_series(1, 20000) g`,
    );
    await t.db.query('analyze r_safety_manager');
    const c = compileResource(resourceRegistry().byKey.get('safety-manager')!);
    const q = parseListQuery(c.plan, { certEnd: '2025-01-01,2025-01-03' });
    if ('error' in q) throw new Error(q.error.message);
    const plan = await inTenant(t.db, { tenantId: 1001, userId: null }, (tx) =>
      tx.query<Record<string, unknown>>(
        `explain (format json) select id from ${c.table} where tenant_id = $1 and not deleted and ${q.where.join(' and ')} order by ${q.orderBy} limit 20`,
        [1001, ...(q.params as string[])],
      ),
    );
    expect(JSON.stringify(plan)).toContain('"Index Name":"r_safety_manager_certend_idx"');
  });
});

describe('resource schema', () => {
  it('answers the file as the enterprise sees it, and lists readable resources', async () => {
    const res = await t.call({ url: '/zax-cloud/u-basic/resource-schema/safety-manager', token: staff });
    expect(res.json().data.resource).toMatchObject({ key: 'safety-manager', endpoint: '/u-basic/company-safety-manager' });
    expect((await t.call({ url: '/zax-cloud/u-basic/resource-schema/nope', token: staff })).statusCode).toBe(404);
    const all = (await t.call({ url: '/zax-cloud/u-basic/resource-schema', token: staff })).json().data;
    expect(all.map((r: { key: string }) => r.key)).toContain('hazard-source');
  });
});

describe('business day', () => {
  it('runs database sessions in the business time zone, so expiry follows the enterprise’s calendar', async () => {
    const rows = await t.db.query<{ tz: string }>("select current_setting('TimeZone') as tz");
    expect(rows[0].tz).toBe('Asia/Shanghai');
  });
});
