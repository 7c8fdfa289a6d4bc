// Issue 16 item 3 (left over): a permit's reference custom field makes a reference edge. An enterprise adds to 动火作业票
// a reference to a 设备 (production-equipment) and one to a person (staff); a permit naming them holds them: deleting the
// equipment or the person is refused (409 naming the permit by its kind and number) and deletes nothing, until the
// permit no longer names them (saved without the value, a revision after submit naming another, a draft removed). A
// discarded permit keeps naming them. Another enterprise's permits and edges stay its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, formFor, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { inTenant } from '../../src/server/db/tenant-tx.ts';
import type { SqlValue } from '../../src/server/db/db.ts';

const KIND = 'DONG_HUO' as const;
const URL = kindUrl(KIND);
const Z = `${TSZY}/zuoYePiao`;
const U = '/zax-cloud/u-basic';
const KEY = 'permit-dong-huo';
const EQUIPMENT_FIELD = { key: 'hanJieSheBei', type: 'reference', title: '焊接设备', refResource: 'production-equipment', refLabel: 'name' };
const PERSON_FIELD = { key: 'xianChangFuZe', type: 'reference', title: '现场负责人', refResource: 'staff', refLabel: 'name' };

let t: TestApp;
let api: PermitApi;
let staff01: number;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  await t.db.query("update qyxx set have_model = array_append(have_model, 'tszy') where tenant_id = 2001 and not ('tszy' = any(have_model))");
  const [u] = await t.db.query<{ ren_yuan_id: number }>("select ren_yuan_id from sysuser where login_name = 'staff01'");
  staff01 = Number(u.ren_yuan_id);
});
afterAll(() => t?.close());

const design = (body: object, login = 'qyadmin') => api.post(login, `${U}/custom-field`, body);
const save = (body: Record<string, unknown>, login = 'staff01') => api.post(login, `${URL}/saveOrUpdate`, body);
const one = async (sql: string, params: SqlValue[] = []) => Number((await t.db.query<{ id: number }>(sql, params))[0].id);
const person = (name: string, tenant = 1001) => one('insert into staffinfo(tenant_id, name) values ($1, $2) returning id', [tenant, name]);
const staffDeleted = async (id: number) => (await t.db.query<{ deleted: boolean }>('select deleted from staffinfo where id = $1', [id]))[0].deleted;
const equipmentDeleted = async (id: number) => (await t.db.query<{ deleted: boolean }>('select deleted from r_production_equipment where id = $1', [id]))[0].deleted;
const deleteStaff = async (id: number, login = 'qyadmin') => {
  const r = await api.get(login, `/zax-cloud/user/staffinfo/deleteById?id=${id}`);
  return { status: r.status, body: r.body };
};
const deleteEquipment = async (id: number) => {
  const res = await t.call({ method: 'DELETE', url: `${U}/production-equipment`, payload: { ids: [id] }, token: await api.token('qyadmin') });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
};
const edgesOf = (permitId: number) =>
  t.db.query<{ tenant_id: string; to_kind: string; to_id: string; field: string }>(
    `select tenant_id::text, to_kind, to_id::text, field from ref_edge where from_resource = $1 and from_id = $2 order by field, to_id`,
    [KEY, permitId],
  );

async function equipment(name: string, code: string): Promise<number> {
  const r = await api.post('qyadmin', `${U}/production-equipment`, {
    name, code, equipmentCategory: 'basic', equipmentClass: 'A', productionUnit: '引用作业票装置', responsiblePerson: staff01, runStatus: 'IN_USE',
  });
  expect(r.status, r.body.msg).toBe(200);
  return (r.body.data as { id: number }).id;
}

const refused = (number: string) => ({ code: 409, msg: `该记录被 动火作业票「${number}」引用，不能删除` });

describe('the designer adds reference fields to a permit kind', () => {
  it('refuses one that would empty or delete the permit with what it names, naming it; nothing published', async () => {
    for (const refOnDelete of ['clear', 'cascade']) {
      const r = await design({ resourceKey: KEY, ...EQUIPMENT_FIELD, refOnDelete });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('焊接设备');
      expect(r.body.msg).toContain('被引用时不能删除');
    }
    const versions = await api.get('qyadmin', `${U}/designer/versions/${KEY}?page=1&limit=10`);
    expect((versions.body.data as { total: number }).total).toBe(0);
  });

  it('publishes a reference to 设备 and one to a person (restricting, the default)', async () => {
    for (const f of [EQUIPMENT_FIELD, PERSON_FIELD]) {
      const r = await design({ resourceKey: KEY, ...f });
      expect(r.status, r.body.msg).toBe(200);
    }
  });
});

describe('a permit naming a record through a custom field', () => {
  let pump: number;
  let leader: number;
  let id: number;
  let number: string;

  it('writes its edges from the kind’s form, in its enterprise', async () => {
    pump = await equipment('引用测试焊机', 'YY-01');
    leader = await person('引用测试负责人');
    const r = await save(formFor(KIND, { hanJieSheBei: pump, xianChangFuZe: leader }));
    expect(r.status, r.body.msg).toBe(200);
    id = r.e.id;
    number = r.e.zuoYeBianHao;
    expect(number).toMatch(/^HJZA\d{13}$/);
    expect(await edgesOf(id)).toEqual([
      { tenant_id: '1001', to_kind: 'production-equipment', to_id: String(pump), field: 'hanJieSheBei' },
      { tenant_id: '1001', to_kind: 'staff', to_id: String(leader), field: 'xianChangFuZe' },
    ]);
  });

  it('refuses deleting the equipment or the person, naming the permit; nothing is deleted', async () => {
    const eq = await deleteEquipment(pump);
    expect(eq.status).toBe(409);
    expect(eq.body).toMatchObject(refused(number));
    expect(await equipmentDeleted(pump)).toBe(false);
    const st = await deleteStaff(leader);
    expect(st.status).toBe(409);
    expect(st.body).toMatchObject(refused(number));
    expect(await staffDeleted(leader)).toBe(false);
    expect(await edgesOf(id)).toHaveLength(2);
  });

  it('saved again without the value, the permit no longer holds the target: it deletes', async () => {
    const r = await save({ ...formFor(KIND), id, xianChangFuZe: leader });
    expect(r.status, r.body.msg).toBe(200);
    expect((await edgesOf(id)).map((e) => e.field)).toEqual(['xianChangFuZe']);
    const eq = await deleteEquipment(pump);
    expect(eq.status, eq.body.msg).toBe(200);
    expect(await equipmentDeleted(pump)).toBe(true);
    expect((await deleteStaff(leader)).status).toBe(409);
  });

  it('a discarded permit keeps naming the person; removed, it names nobody and the person deletes', async () => {
    expect((await api.post('staff01', `${Z}/discard`, { id })).e.zhuangTai).toBe('DISCARDED');
    const kept = await deleteStaff(leader);
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject(refused(number));
    expect((await api.post('staff01', `${Z}/remove`, { id })).e.zhuangTai).toBe('REMOVED');
    expect(await edgesOf(id)).toEqual([]);
    const st = await deleteStaff(leader);
    expect(st.status, st.body.msg).toBe(200);
    expect(await staffDeleted(leader)).toBe(true);
  });

  it('a revision after submit names another record: the edges follow it', async () => {
    const first = await equipment('引用测试一号焊机', 'YY-02');
    const second = await equipment('引用测试二号焊机', 'YY-03');
    const draft = await createDraft(api, KIND, { hanJieSheBei: first });
    expect((await api.post('staff01', `${URL}/submit`, { id: draft.id })).status).toBe(200);
    expect((await api.post('staff01', `${URL}/revoke`, { id: draft.id })).status).toBe(200);
    const revised = await save({ ...formFor(KIND), id: draft.id, hanJieSheBei: second, xiuGaiYuanYin: '更换焊机' });
    expect(revised.status, revised.body.msg).toBe(200);
    expect(revised.e.banBen).toBe(2);
    expect((await deleteEquipment(first)).status).toBe(200);
    const r = await deleteEquipment(second);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject(refused(draft.zuoYeBianHao));
    expect(await equipmentDeleted(second)).toBe(false);
  });
});

describe('another enterprise', () => {
  it('cannot name 1001’s person; its own permit’s edges are its own and refuse only its own deletes', async () => {
    const r = await design({ resourceKey: KEY, ...PERSON_FIELD }, 'qyadmin2');
    expect(r.status, r.body.msg).toBe(200);
    const theirs = await person('一零零一人员');
    const foreign = await save(formFor(KIND, { xianChangFuZe: theirs }), 'qyadmin2');
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([{ field: 'xianChangFuZe', message: '现场负责人不存在或已删除' }]);
    const own = await person('二零零一人员', 2001);
    const saved = await save(formFor(KIND, { xianChangFuZe: own }), 'qyadmin2');
    expect(saved.status, saved.body.msg).toBe(200);
    expect(await edgesOf(saved.e.id)).toEqual([{ tenant_id: '2001', to_kind: 'staff', to_id: String(own), field: 'xianChangFuZe' }]);
    // 1001 still holds its own person, named by a 1001 permit: 2001's edges change nothing of it.
    const ours = await person('一零零一另一人员');
    expect((await save(formFor(KIND, { xianChangFuZe: ours }))).status).toBe(200);
    const refusedOwn = await deleteStaff(own, 'qyadmin2');
    expect(refusedOwn.status).toBe(409);
    expect(refusedOwn.body).toMatchObject(refused(saved.e.zuoYeBianHao));
    // Every permit edge carries its permit's enterprise.
    const mixed = await t.db.query(
      `select 1 from ref_edge e join permit p on p.id = e.from_id where e.from_resource like 'permit-%' and e.tenant_id <> p.tenant_id`,
    );
    expect(mixed).toEqual([]);
    // Row security: in 2001's transaction, only 2001's permit edges are there (1001's are, in the table).
    const tenantsOf = (rows: { tenant_id: string }[]) => [...new Set(rows.map((x) => x.tenant_id))].sort();
    const edgeSql = 'select tenant_id::text from ref_edge where from_resource = $1';
    expect(tenantsOf(await t.db.query<{ tenant_id: string }>(edgeSql, [KEY]))).toEqual(['1001', '2001']);
    expect(tenantsOf(await inTenant(t.db, { tenantId: 2001, userId: null }, (tx) => tx.query<{ tenant_id: string }>(edgeSql, [KEY])))).toEqual(['2001']);
    expect((await deleteStaff(theirs)).status).toBe(200);
  });
});
