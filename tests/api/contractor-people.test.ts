// One record per contractor person (issue 12, item 3; src/server/text-refs/contractor-people.ts). On a
// database as the previous version left it (the same person as a staff member and as a contractor-user
// record under another id, referred to by a special operator), the first start re-keys the profiles to their
// person's staff id with every reference, lists an ambiguous match, creates the others' staff rows and
// changes nothing at a second start. Then a person created through either path is one record under one id,
// edits follow both ways, and deleting either side deletes both or is refused naming who refers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { ensureContractorPeople, PERSON_MIGRATION } from '../../src/server/text-refs/contractor-people.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let tok = '';
const A = 1001;
const U = '/zax-cloud/u-basic';
const ids: Record<string, number> = {};
type Data = Record<string, unknown>;

async function one<T = { id: number }>(sql: string, params: (string | number | boolean | null)[] = []): Promise<T> {
  return (await t.db.query<T>(sql, params))[0];
}
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.call({ method, url, token: tok, payload });
}
async function staffRow(id: number) {
  return one<{ name: string; mobile: string | null; id_card: string | null; is_contractor: boolean; contractor_id: number | null; deleted: boolean }>(
    'select name, mobile, id_card, is_contractor, contractor_id, deleted from staffinfo where id = $1',
    [id],
  );
}
async function profile(id: number) {
  return one<{ data: Data; deleted: boolean } | undefined>('select data, deleted from r_contractor_user where id = $1', [id]);
}
/** Staff, profiles, their edges and listed texts, for "a second start changes nothing". */
async function snapshot(): Promise<string> {
  const rows = await Promise.all([
    t.db.query('select id, name, mobile, id_card, is_contractor, contractor_id, deleted from staffinfo order by id'),
    t.db.query('select id, data, deleted from r_contractor_user order by id'),
    t.db.query('select to_kind, to_id, from_resource, from_id, field from ref_edge order by 1, 2, 3, 4, 5'),
    t.db.query('select resource, record_id, field, candidates from ref_unmatched order by id'),
    t.db.query('select id, data from r_special_operator order by id'),
  ]);
  return JSON.stringify(rows);
}
async function insertProfile(data: Data, deleted = false): Promise<number> {
  const row = await one('insert into r_contractor_user(tenant_id, data, deleted) values ($1, $2::jsonb, $3) returning id', [A, JSON.stringify(data), deleted]);
  return Number(row.id);
}

const base = { gender: 'male', workType: '焊工', targetRole: 'contractor_staff', entryDate: '2025-01-01' };

beforeAll(async () => {
  t = await createTestApp();
  tok = await t.login('qyadmin', PASSWORDS.qyadmin);
  ids.contractor = Number((await one("select id from r_contractor_info where tenant_id = $1 and not deleted order by id limit 1", [A])).id);
  // The demo's profiles (schemas/modules/cbs/demo/contractor-user.json) are already their people's: matched again by ID number.
  ids.demoProfiles = Number((await one<{ n: number }>('select count(*)::int as n from r_contractor_user where not deleted')).n);
  // The previous version: no triggers, profiles under their own ids (past the staff ids, as a second sequence).
  await t.db.exec(`drop trigger contractor_user_link on r_contractor_user; drop trigger contractor_user_sync on r_contractor_user;
    drop trigger staff_contractor_sync on staffinfo; delete from schema_migrations where name = '${PERSON_MIGRATION}';`);
  await t.db.query("select setval('r_contractor_user_id_seq', (select max(id) from staffinfo) + 50)");
  const c = ids.contractor;
  const staff = async (name: string, idCard: string | null, mobile: string | null, contractor: number | null) =>
    Number((await one('insert into staffinfo(tenant_id, name, id_card, mobile, is_contractor, contractor_id) values ($1, $2, $3, $4, $5, $6) returning id', [A, name, idCard, mobile, contractor !== null, contractor])).id);
  ids.sById = await staff('赵承包', '110105194912310011', null, c);
  ids.sByMobile = await staff('钱承包', null, '13700000001', null);
  ids.sByName = await staff('孙承包', null, null, c);
  ids.sTwin1 = await staff('李重名', null, null, c);
  ids.sTwin2 = await staff('李重名', null, null, c);
  ids.pById = await insertProfile({ ...base, name: '赵承包', idCard: '110105194912310011', mobile: '13700000009', contractorId: c });
  ids.pByMobile = await insertProfile({ ...base, name: '钱承包', idCard: '110105194912310038', mobile: '13700000001', contractorId: c });
  ids.pByName = await insertProfile({ ...base, name: '孙承包', contractorId: c });
  ids.pTwin = await insertProfile({ ...base, name: '李重名', contractorId: c });
  ids.pNew = await insertProfile({ ...base, name: '周新人', idCard: '110105194912310046', mobile: '13700000002', contractorId: c });
  ids.pGone = await insertProfile({ ...base, name: '吴离场', contractorId: c }, true);
  // A special operator refers to a profile by its old id (written through the API: the edge too).
  const op = await call('POST', `${U}/special-operator`, {
    name: '赵承包', gender: 'male', idCard: '110105194912310011', mobile: '13700000009', operationCategory: 'electrician',
    operationItem: '低压电工', certNo: 'T-PEOPLE-1', certStart: '2024-01-01', certEnd: '2030-01-01', contractorUserId: ids.pById,
  });
  expect(op.json()).toMatchObject({ code: 0 });
  ids.op = Number(op.json().data.id);
});

afterAll(async () => {
  await t?.close();
});

describe('the first start on a database of the previous version', () => {
  let report: Awaited<ReturnType<typeof ensureContractorPeople>>;
  beforeAll(async () => {
    report = await ensureContractorPeople(t.db, resourceRegistry().all);
  });

  it('gives each matched profile its person staff id: by ID number, by mobile, by name within the contractor', async () => {
    for (const [p, s] of [['pById', 'sById'], ['pByMobile', 'sByMobile'], ['pByName', 'sByName']]) {
      expect(await profile(ids[p]), p).toBeUndefined(); // the old id is gone
      const moved = await profile(ids[s]);
      expect(moved?.deleted, p).toBe(false);
    }
    expect((await profile(ids.sById))!.data).toMatchObject({ name: '赵承包', workType: '焊工', mobile: '13700000009' });
    // The staff row is a contractor's person now, with what it lacked filled.
    expect(await staffRow(ids.sByMobile)).toMatchObject({ is_contractor: true, contractor_id: ids.contractor, id_card: '110105194912310038' });
    expect(await staffRow(ids.sById)).toMatchObject({ mobile: '13700000009' });
    expect(report).toMatchObject({ linked: 3 + ids.demoProfiles, ambiguous: 1 });
  });

  it('moves the references to a profile with it', async () => {
    const op = await one<{ data: Data }>('select data from r_special_operator where id = $1', [ids.op]);
    expect(op.data.contractorUserId).toBe(ids.sById);
    const edges = await t.db.query<{ to_id: number }>("select to_id from ref_edge where from_resource = 'special-operator' and from_id = $1 and field = 'contractorUserId'", [ids.op]);
    expect(edges.map((e) => Number(e.to_id))).toEqual([ids.sById]);
    const detail = (await call('GET', `${U}/special-operator/${ids.op}`)).json();
    expect(detail.data.refLabels.contractorUserId).toBe('赵承包');
  });

  it('creates the person of an unmatched profile, lists an ambiguous one with its candidates, never guesses', async () => {
    const made = await t.db.query<{ id: number; name: string; deleted: boolean }>(
      "select id, name, deleted from staffinfo where tenant_id = $1 and name in ('周新人', '吴离场', '李重名') order by id",
      [A],
    );
    expect(made.map((s) => s.name)).toEqual(['李重名', '李重名', '李重名', '周新人', '吴离场']);
    const [, , twin, fresh, gone] = made;
    expect((await profile(Number(fresh.id)))!.data).toMatchObject({ name: '周新人', idCard: '110105194912310046' });
    expect(await staffRow(Number(fresh.id))).toMatchObject({ is_contractor: true, id_card: '110105194912310046', mobile: '13700000002' });
    expect(gone.deleted).toBe(true);
    expect((await profile(Number(gone.id)))!.deleted).toBe(true);
    const listed = await one<{ field: string; target: string; reason: string; candidates: number[] }>(
      "select field, target, reason, candidates from ref_unmatched where resource = 'contractor-user' and record_id = $1",
      [twin.id],
    );
    expect(listed).toMatchObject({ target: 'staff', reason: 'many' });
    expect(listed.candidates.map(Number).sort()).toEqual([ids.sTwin1, ids.sTwin2].sort());
    expect(report.created).toBe(3);
  });

  it('a second start changes nothing', async () => {
    const once = await snapshot();
    expect(await ensureContractorPeople(t.db, resourceRegistry().all)).toEqual({ linked: 0, created: 0, ambiguous: 0 });
    expect(await snapshot()).toBe(once);
  });
});

describe('the administrator settles an ambiguous person', () => {
  it('merges the profile with the chosen staff member: one person, references moved', async () => {
    const twin = Number((await one("select record_id as id from ref_unmatched where resource = 'contractor-user' and field = 'person'")).id);
    await t.db.query('update staffinfo set mobile = $2 where id = $1', [ids.sTwin2, '13700000077']);
    const listed = (await call('GET', '/zax-cloud/u-basic/text-refs/unmatched?resource=contractor-user')).json().data.rows as { id: number; recordId: number; canCreate: boolean; candidates: { id: number }[] }[];
    const row = listed.find((r) => r.recordId === twin)!;
    expect(row).toMatchObject({ canCreate: false });
    expect((await call('POST', '/zax-cloud/u-basic/text-refs/create', { id: row.id })).statusCode).toBe(400);
    // Something referred to the person the migration made: it follows the merge.
    const hs = await call('POST', `${U}/hazard-source`, {
      name: '合并测试储罐', code: 'HS-PEOPLE-2', level: '4', location: '西区', responsiblePerson: twin, mobile: '13700000001', runStatus: 'IN_USE',
    });
    expect(hs.json().code).toBe(0);
    const done = await call('POST', '/zax-cloud/u-basic/text-refs/resolve', { id: row.id, targetId: ids.sTwin2 });
    expect(done.json().code).toBe(0);
    // The member had a profile (a contractor's staff gets one): it takes the listed profile's data.
    expect((await profile(twin))!.deleted).toBe(true);
    expect((await profile(ids.sTwin2))!.data).toMatchObject({ name: '李重名', workType: '焊工', mobile: '13700000077' });
    expect(await staffRow(ids.sTwin2)).toMatchObject({ is_contractor: true, deleted: false, mobile: '13700000077' });
    expect(await staffRow(twin)).toMatchObject({ deleted: true });
    const moved = await one<{ data: Data }>('select data from r_hazard_source where id = $1', [Number(hs.json().data.id)]);
    expect(moved.data.responsiblePerson).toBe(ids.sTwin2);
    expect((await call('POST', '/zax-cloud/u-basic/text-refs/resolve', { id: row.id, targetId: ids.sTwin1 })).statusCode).toBe(409);
  });
});

describe('one person through either path', () => {
  it('a contractor-user created through the resource is a staff member with the same id', async () => {
    const res = await call('POST', `${U}/contractor-user`, { ...base, name: '郑入厂', idCard: '110105194912310054', mobile: '13700000003', contractorId: ids.contractor });
    expect(res.json().code).toBe(0);
    const id = Number(res.json().data.id);
    expect(await staffRow(id)).toMatchObject({ name: '郑入厂', is_contractor: true, contractor_id: ids.contractor, id_card: '110105194912310054', deleted: false });
    const list = (await call('POST', '/zax-cloud/user/staffinfo/list', { name: '郑入厂', isContractor: true })).json();
    expect(list.data.rows).toMatchObject([{ id, name: '郑入厂', contractorId: ids.contractor, contractorName: expect.any(String) }]);
  });

  it('links the staff member of that ID number rather than creating another', async () => {
    const sid = Number((await one("insert into staffinfo(tenant_id, name, id_card) values ($1, '王员工', '11010519491231002X') returning id", [A])).id);
    const res = await call('POST', `${U}/contractor-user`, { ...base, name: '王员工', idCard: '11010519491231002x', mobile: '13700000004', contractorId: ids.contractor });
    expect(Number(res.json().data.id)).toBe(sid);
    expect(await staffRow(sid)).toMatchObject({ is_contractor: true, contractor_id: ids.contractor, mobile: '13700000004' });
  });

  it('a staff member marked as a contractor shows in 承包商人员 under the same id; edits follow both ways', async () => {
    const res = await call('POST', '/zax-cloud/user/staffinfo/save', { name: '冯外包', isContractor: true, contractorId: ids.contractor, gender: '女' });
    expect(res.json().code).toBe(0);
    const id = Number(res.json().data.id);
    const detail = (await call('GET', `${U}/contractor-user/${id}`)).json();
    expect(detail.data).toMatchObject({ id, name: '冯外包', gender: 'female', contractorId: ids.contractor, refLabels: { contractorId: expect.any(String) } });
    await call('POST', '/zax-cloud/user/staffinfo/update', { id, mobile: '13700000005' });
    expect((await profile(id))!.data).toMatchObject({ mobile: '13700000005', name: '冯外包' });
    const up = await call('PUT', `${U}/contractor-user`, { id, name: '冯外包改', workType: '架子工', targetRole: 'contractor_staff', entryDate: '2025-02-01', idCard: '110105194912310062', mobile: '13700000005' });
    expect(up.json().code).toBe(0);
    expect(await staffRow(id)).toMatchObject({ name: '冯外包改', id_card: '110105194912310062', is_contractor: true });
    // Unmarked: no longer in 承包商人员; marked again: back, with its contractor fields.
    await call('POST', '/zax-cloud/user/staffinfo/update', { id, isContractor: false });
    expect((await profile(id))!.deleted).toBe(true);
    await call('POST', '/zax-cloud/user/staffinfo/update', { id, isContractor: true, contractorId: ids.contractor });
    expect((await profile(id))!).toMatchObject({ deleted: false, data: { workType: '架子工' } });
  });
});

describe('deleting a person', () => {
  it('through the staff route: refused naming who refers to the profile; else deletes the profile too', async () => {
    const refused = await call('GET', `/zax-cloud/user/staffinfo/deleteById?id=${ids.sById}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('特种作业人员');
    expect(await staffRow(ids.sById)).toMatchObject({ deleted: false });
    expect((await profile(ids.sById))!.deleted).toBe(false);
    const ok = await call('GET', `/zax-cloud/user/staffinfo/deleteById?id=${ids.sByName}`);
    expect(ok.json().code).toBe(0);
    expect((await profile(ids.sByName))!.deleted).toBe(true);
  });

  it('through the resource: refused naming who refers to the person as staff; else deletes the staff row too', async () => {
    const hs = await call('POST', `${U}/hazard-source`, {
      name: '承包商区域储罐', code: 'HS-PEOPLE-1', level: '4', location: '东区', responsiblePerson: ids.sByMobile, mobile: '13700000001', runStatus: 'IN_USE',
    });
    expect(hs.json().code).toBe(0);
    const refused = await call('DELETE', `${U}/contractor-user`, { ids: [ids.sByMobile] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('承包商区域储罐');
    expect(await staffRow(ids.sByMobile)).toMatchObject({ deleted: false });
    const fresh = Number((await one("select id from staffinfo where tenant_id = $1 and name = '周新人'", [A])).id);
    expect((await call('DELETE', `${U}/contractor-user`, { ids: [fresh] })).json().code).toBe(0);
    expect(await staffRow(fresh)).toMatchObject({ deleted: true });
  });
});
