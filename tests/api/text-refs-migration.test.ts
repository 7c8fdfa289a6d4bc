// The migration of hand-typed texts into references (issue 12, item 3), on a database as the previous
// version left it: texts in the fields that are references now (matched, ambiguous and unknown ones, in two
// enterprises) and contractors in the old contractorinfo table. After the migration the matched texts are
// ids, the others are listed for the administrator and kept in the record, nothing else changed, a second
// run changes nothing, and the old contractor routes answer the kept records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REF_TEXT_KEY } from '../../src/schema/keywords/text-refs.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { ensureContractorAlias } from '../../src/server/text-refs/contractor-alias.ts';
import { migrateTextRefs } from '../../src/server/text-refs/migrate-text-refs.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const tok: Record<string, string> = {};
const A = 1001;
const B = 2001;
const ids: Record<string, number> = {};

type Data = Record<string, unknown>;

async function one<T = { id: number }>(sql: string, params: (string | number | null)[] = []): Promise<T> {
  return (await t.db.query<T>(sql, params))[0];
}
async function insertOld(table: string, tenant: number, data: Data): Promise<number> {
  return Number((await one(`insert into ${table}(tenant_id, data) values ($1, $2::jsonb) returning id`, [tenant, JSON.stringify(data)])).id);
}
async function dataOf(table: string, id: number): Promise<Data> {
  return (await one<{ data: Data }>(`select data from ${table} where id = $1`, [id])).data;
}
async function staffId(tenant: number, name: string): Promise<number> {
  return Number((await one('select id from staffinfo where tenant_id = $1 and name = $2 order by id limit 1', [tenant, name])).id);
}
async function deptId(tenant: number, name: string): Promise<number> {
  return Number((await one('select id from departmentinfo where tenant_id = $1 and name = $2', [tenant, name])).id);
}
/** Every resource table's rows (id, data), for "nothing else changed". */
async function snapshot(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const r of resourceRegistry().all) {
    const table = `r_${r.key.replace(/-/g, '_')}`;
    for (const row of await t.db.query<{ id: number; data: Data; deleted: boolean }>(`select id, data, deleted from ${table} order by id`)) {
      out.set(`${table}:${row.id}`, JSON.stringify([row.data, row.deleted]));
    }
  }
  return out;
}
function call(method: 'GET' | 'POST', url: string, who: string, payload?: object) {
  return t.call({ method, url: `/zax-cloud${url}`, token: tok[who], payload });
}

/** Puts the database back as the previous version had it: contractorinfo a table, no field migrated. */
async function asPreviousVersion(): Promise<void> {
  await t.db.exec(`drop view contractorinfo; drop function contractorinfo_write() cascade;
    alter table contractorinfo_legacy rename to contractorinfo; alter table contractorinfo drop column moved_to;
    delete from schema_migrations where name like 'text-refs/%'; delete from ref_unmatched;`);
  // The seed wrote its contractors through the view (ids of the resource, which staff refer to): the old
  // table's own ids start past them, as they would be on a database of the previous version.
  await t.db.query("select setval('contractorinfo_id_seq', 100000)");
}

let before: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['qyadmin', 'qyadmin2', 'staff01']) tok[who] = await t.login(who, PASSWORDS[who]);
  await asPreviousVersion();
  // Two 张伟 in enterprise A: ambiguous. 周强 exists only in enterprise B.
  await t.db.query("insert into staffinfo(tenant_id, name, id_card) values ($1, '张伟', null), ($1, '钱八', '11010519491231002X')", [A]);
  ids.oldContractorA = Number((await one("insert into contractorinfo(tenant_id, name, service_type, contact_name) values ($1, '老承包商甲', '检维修', '吴经理') returning id", [A])).id);
  ids.oldContractorSame = Number((await one("insert into contractorinfo(tenant_id, name, service_type, contact_name, contact_mobile) values ($1, '苏州安达建设工程有限公司', '工程施工', '旧联系人', '13600000001') returning id", [A])).id);
  ids.oldContractorB = Number((await one("insert into contractorinfo(tenant_id, name) values ($1, '老承包商乙') returning id", [B])).id);
  ids.contractorStaff = Number((await one("insert into staffinfo(tenant_id, name, is_contractor, contractor_id) values ($1, '承包商员工', true, $2) returning id", [A, ids.oldContractorA])).id);
  // Texts as the previous version stored them.
  ids.hsMatched = await insertOld('r_hazard_source', A, { name: '液氯储罐', code: 'HS-9001', level: '1', responsiblePerson: ' 李安全 ', mobile: '13912340002' });
  ids.hsMany = await insertOld('r_hazard_source', A, { name: '甲醇罐区', code: 'HS-9002', level: '2', responsiblePerson: '张伟' });
  ids.hsNone = await insertOld('r_hazard_source', A, { name: '氢气站', code: 'HS-9003', level: '3', responsiblePerson: '不存在的人' });
  ids.hsOtherTenant = await insertOld('r_hazard_source', A, { name: '氨罐', code: 'HS-9004', level: '4', responsiblePerson: '周强' });
  ids.hsB = await insertOld('r_hazard_source', B, { name: '乙企业罐区', code: 'HS-9101', level: '4', responsiblePerson: '周强' });
  ids.opById = await insertOld('r_special_operator', A, { name: '钱老八', idCard: '11010519491231002x', department: '安全环保部', certNo: 'T1' });
  ids.opUnknown = await insertOld('r_special_operator', A, { name: '无名氏', department: '不存在的部门', certNo: 'T2' });
  // Arrays of names typed by hand (now multiple references to staff).
  ids.meet = await insertOld('r_meet_record', A, {
    meetingTitle: '旧会议', meetingType: 'committee', meetingDate: '2024-09-28', content: '通报',
    attendees: [' 李安全 ', '张伟', '不认识的人', ' '], absentees: ['周强'],
  });
  ids.opDeleted = await insertOld('r_special_operator', A, { name: '李安全', department: '安全环保部', certNo: 'T3' });
  await t.db.query('update r_special_operator set deleted = true where id = $1', [ids.opDeleted]);
  before = await snapshot();
});

afterAll(async () => {
  await t?.close();
});

describe('the migration of hand-typed texts into references', () => {
  let reports: Awaited<ReturnType<typeof migrateTextRefs>>;
  let moved: number;

  beforeAll(async () => {
    moved = await ensureContractorAlias(t.db, resourceRegistry().all);
    reports = await migrateTextRefs(t.db, resourceRegistry().all);
  });

  it('turns a text that names one record of the same enterprise into its id, keeping the text', async () => {
    const d = await dataOf('r_hazard_source', ids.hsMatched);
    expect(d.responsiblePerson).toBe(await staffId(A, '李安全'));
    expect(d[REF_TEXT_KEY]).toEqual({ responsiblePerson: ' 李安全 ' });
    const op = await dataOf('r_special_operator', ids.opById);
    expect(op.staffId).toBe(await staffId(A, '钱八')); // by ID number (case-insensitive), not by name
    expect(op.contractorUserId).toBeUndefined();
    expect(op.department).toBe(await deptId(A, '安全环保部'));
    expect(op.name).toBe('钱老八');
    const b = await dataOf('r_hazard_source', ids.hsB);
    expect(b.responsiblePerson).toBe(await staffId(B, '周强'));
  });

  it('writes the reference edges of the migrated values, as a save would', async () => {
    const edges = await t.db.query<{ to_kind: string; to_id: number; field: string }>(
      "select to_kind, to_id, field from ref_edge where from_resource = 'special-operator' and from_id = $1 order by field",
      [ids.opById],
    );
    expect(edges.map((e) => [e.field, e.to_kind, Number(e.to_id)])).toEqual([
      ['department', 'department', await deptId(A, '安全环保部')],
      ['staffId', 'staff', await staffId(A, '钱八')],
    ]);
    // The person is referred to now: deleting them is refused, naming who refers.
    const del = await call('GET', `/user/staffinfo/deleteById?id=${await staffId(A, '钱八')}`, 'qyadmin');
    expect(del.statusCode).toBe(409);
  });

  it('leaves ambiguous and unknown texts empty, keeps them in the record and lists them', async () => {
    for (const id of [ids.hsMany, ids.hsNone, ids.hsOtherTenant]) {
      const d = await dataOf('r_hazard_source', id);
      expect(d.responsiblePerson).toBeUndefined();
      expect(typeof (d[REF_TEXT_KEY] as Data).responsiblePerson).toBe('string');
    }
    const rows = await t.db.query<{ resource: string; record_id: number; field: string; text: string; reason: string; candidates: number[] }>(
      'select resource, record_id, field, text, reason, candidates from ref_unmatched order by id',
    );
    const of = (record: number, field: string) =>
      rows.find((r) => Number(r.record_id) === record && r.field === field && r.resource === (field === 'responsiblePerson' ? 'hazard-source' : 'special-operator'));
    expect(of(ids.hsMany, 'responsiblePerson')).toMatchObject({ reason: 'many', text: '张伟' });
    expect(of(ids.hsMany, 'responsiblePerson')!.candidates.map(Number).sort()).toHaveLength(2);
    expect(of(ids.hsNone, 'responsiblePerson')).toMatchObject({ reason: 'none', text: '不存在的人', candidates: [] });
    // 周强 is enterprise B's: never matched from A.
    expect(of(ids.hsOtherTenant, 'responsiblePerson')).toMatchObject({ reason: 'none', text: '周强' });
    expect(of(ids.opUnknown, 'department')).toMatchObject({ reason: 'none', text: '不存在的部门' });
    // A person found neither as staff nor as a contractor's: both listed, with the texts that were tried.
    expect(of(ids.opUnknown, 'staffId')).toMatchObject({ reason: 'none', text: '无名氏' });
    expect(of(ids.opUnknown, 'contractorUserId')).toMatchObject({ reason: 'none' });
    // Deleted records are not migrated.
    expect(rows.some((r) => r.resource === 'special-operator' && Number(r.record_id) === ids.opDeleted)).toBe(false);
    expect(Object.keys(await dataOf('r_special_operator', ids.opDeleted))).not.toContain(REF_TEXT_KEY);
    expect(reports.find((r) => r.resource === 'hazard-source' && r.field === 'responsiblePerson')).toMatchObject({ matched: 2, unmatched: 3 });
  });

  it('migrates an array of names element by element: matched names become ids, the others are listed one by one', async () => {
    const d = await dataOf('r_meet_record', ids.meet);
    expect(d.attendees).toEqual([await staffId(A, '李安全')]);
    expect(d).not.toHaveProperty('absentees'); // 周强 is enterprise B's
    expect(d[REF_TEXT_KEY]).toEqual({ attendees: [' 李安全 ', '张伟', '不认识的人', ' '], absentees: ['周强'] });
    const rows = await t.db.query<{ field: string; item: number; text: string; reason: string; candidates: number[] }>(
      "select field, item, text, reason, candidates from ref_unmatched where resource = 'meet-record' and record_id = $1 order by field, item",
      [ids.meet],
    );
    expect(rows.map((r) => [r.field, r.item, r.text, r.reason, r.candidates.length])).toEqual([
      ['absentees', 0, '周强', 'none', 0],
      ['attendees', 1, '张伟', 'many', 2],
      ['attendees', 2, '不认识的人', 'none', 0],
    ]);
    const edges = await t.db.query<{ to_id: number }>("select to_id from ref_edge where from_resource = 'meet-record' and from_id = $1 and field = 'attendees'", [ids.meet]);
    expect(edges.map((e) => Number(e.to_id))).toEqual([await staffId(A, '李安全')]);
    const detail = (await t.call({ method: 'GET', url: `/zax-cloud/u-basic/meet-record/${ids.meet}`, token: tok.qyadmin })).json();
    expect(detail.data.refLabels.attendees).toEqual(['李安全']);
    expect(reports.find((r) => r.resource === 'meet-record' && r.field === 'attendees')).toMatchObject({ matched: 1, unmatched: 2 });
  });

  it('changes nothing else: every other record and field is as it was', async () => {
    const after = await snapshot();
    const migratedFields = new Map(resourceRegistry().all.map((r) => [`r_${r.key.replace(/-/g, '_')}`, new Set((r.textRefs ?? []).map((x) => x.field))]));
    for (const [key, was] of before) {
      const now = after.get(key);
      expect(now, key).toBeDefined();
      const [d0, del0] = JSON.parse(was) as [Data, boolean];
      const [d1, del1] = JSON.parse(now!) as [Data, boolean];
      expect(del1, key).toBe(del0);
      const fields = migratedFields.get(key.split(':')[0])!;
      const strip = (d: Data) => Object.fromEntries(Object.entries(d).filter(([k]) => !fields.has(k) && k !== REF_TEXT_KEY));
      expect(strip(d1), key).toEqual(strip(d0));
      // Every text a migrated field held is still in the record.
      for (const f of fields) {
        if (typeof d0[f] === 'string' && d1[f] !== d0[f]) expect((d1[REF_TEXT_KEY] as Data)[f], `${key}.${f}`).toBe(d0[f]);
      }
    }
  });

  it('a second run, even forced, changes nothing', async () => {
    const once = await snapshot();
    const listed = await t.db.query('select * from ref_unmatched order by id');
    expect(await migrateTextRefs(t.db, resourceRegistry().all)).toEqual([]);
    const forced = await migrateTextRefs(t.db, resourceRegistry().all, { force: true });
    expect(forced.every((r) => r.matched === 0 && r.unmatched === 0)).toBe(true);
    expect(await ensureContractorAlias(t.db, resourceRegistry().all)).toBe(0);
    expect(await snapshot()).toEqual(once);
    expect(await t.db.query('select * from ref_unmatched order by id')).toEqual(listed);
  });

  it('moves the old contractors into the contractor resource; the same name is the same contractor', async () => {
    expect(moved).toBe(3);
    const kept = await t.db.query<{ id: number; tenant_id: number; data: Data }>(
      "select id, tenant_id, data from r_contractor_info where data->>'name' in ('老承包商甲', '老承包商乙', '苏州安达建设工程有限公司') and not deleted order by id",
    );
    // One record per name and enterprise, whatever order their ids came in (the demo's contractor is a module demo record).
    expect(kept.map((k) => `${Number(k.tenant_id)}:${k.data.name as string}`).sort()).toEqual(
      [`${A}:苏州安达建设工程有限公司`, `${A}:老承包商甲`, `${B}:老承包商乙`].sort(),
    );
    const byName = (name: string) => kept.find((k) => k.data.name === name)!;
    // The resource's record kept its own values; the old row only filled what it lacked.
    expect(byName('苏州安达建设工程有限公司').data).toMatchObject({ contactPerson: '孙经理', serviceType: 'construction', creditCode: '91320594MA1MABCD1X' });
    expect(byName('老承包商甲').data).toMatchObject({ name: '老承包商甲', serviceType: '检维修', contactPerson: '吴经理' });
    const staff = await one<{ contractor_id: number }>('select contractor_id from staffinfo where id = $1', [ids.contractorStaff]);
    expect(Number(staff.contractor_id)).toBe(Number(byName('老承包商甲').id));
    const legacy = await t.db.query<{ moved_to: number }>('select moved_to from contractorinfo_legacy order by id');
    expect(legacy.every((l) => l.moved_to !== null)).toBe(true);
  });

  it('answers the old contractor routes from the kept records', async () => {
    const list = (await call('GET', `/user/contractorinfo/list?name=${encodeURIComponent('老承包商')}`, 'qyadmin')).json();
    expect(list.data.rows.map((r: { name: string }) => r.name)).toEqual(['老承包商甲']);
    expect(list.data.rows[0]).toMatchObject({ serviceType: '检维修', contactName: '吴经理', status: 1 });
    const same = (await call('GET', `/user/contractorinfo/list?serviceType=${encodeURIComponent('工程施工')}`, 'qyadmin')).json();
    expect(same.data.rows.map((r: { name: string }) => r.name)).toContain('苏州安达建设工程有限公司');
    const saved = (await call('POST', '/user/contractorinfo/save', 'qyadmin', { name: '别名新增承包商', serviceType: '设备检修', contactName: '郑工' })).json();
    expect(saved.code).toBe(0);
    const rec = await one<{ data: Data }>('select data from r_contractor_info where id = $1', [saved.data.id]);
    expect(rec.data).toEqual({ name: '别名新增承包商', serviceType: 'maintenance', contactPerson: '郑工' });
    const detail = (await t.call({ method: 'GET', url: `/zax-cloud/u-basic/contractor-info/${saved.data.id}`, token: tok.qyadmin })).json();
    expect(detail.data).toMatchObject({ name: '别名新增承包商', serviceType: 'maintenance', contactPerson: '郑工' });
    const staffList = (await call('POST', '/user/staffinfo/list', 'qyadmin', { isContractor: true })).json();
    expect(staffList.data.rows.find((s: { id: number }) => s.id === ids.contractorStaff)).toMatchObject({ contractorName: '老承包商甲' });
    // Enterprise B's contractor is not A's.
    const other = (await call('GET', `/user/contractorinfo/list?name=${encodeURIComponent('老承包商乙')}`, 'qyadmin')).json();
    expect(other.data.total).toBe(0);
  });
});

describe('the administrator resolves what did not match', () => {
  interface Listed {
    id: number;
    recordId: number;
    field: string;
    text: string;
    reason: string;
    candidates: { id: number; label: string }[];
    canCreate: boolean;
    resourceTitle: string;
    fieldTitle: string;
  }
  const list = async (who = 'qyadmin', q = '') => (await call('GET', `/u-basic/text-refs/unmatched?limit=100${q}`, who)).json().data as { rows: Listed[]; total: number };

  it('lists only the enterprise own texts, with titles and candidates, to its administrator only', async () => {
    const a = await list();
    expect(a.rows.every((r) => r.text !== '周强' || [ids.hsOtherTenant, ids.meet].includes(r.recordId))).toBe(true);
    const many = a.rows.find((r) => r.recordId === ids.hsMany)!;
    expect(many).toMatchObject({ resourceTitle: '重大危险源', fieldTitle: '责任人', reason: 'many', canCreate: true });
    expect(many.candidates.map((c) => c.label)).toEqual(['张伟', '张伟']);
    const b = await list('qyadmin2');
    expect(b.rows.some((r) => [ids.hsMany, ids.hsNone].includes(r.recordId))).toBe(false);
    expect((await call('GET', '/u-basic/text-refs/unmatched', 'staff01')).statusCode).toBe(403);
  });

  it('writes the chosen record into the field; refuses another enterprise record', async () => {
    const many = (await list()).rows.find((r) => r.recordId === ids.hsMany)!;
    const zhouB = await staffId(B, '周强');
    const refused = await call('POST', '/u-basic/text-refs/resolve', 'qyadmin', { id: many.id, targetId: zhouB });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'targetId', message: '所选记录不存在或不属于本企业' }]);
    expect((await dataOf('r_hazard_source', ids.hsMany)).responsiblePerson).toBeUndefined();
    const pick = many.candidates[1].id;
    expect((await call('POST', '/u-basic/text-refs/resolve', 'qyadmin', { id: many.id, targetId: pick })).json().code).toBe(0);
    const d = await dataOf('r_hazard_source', ids.hsMany);
    expect(d).toMatchObject({ responsiblePerson: pick, [REF_TEXT_KEY]: { responsiblePerson: '张伟' } });
    const edge = await t.db.query("select 1 from ref_edge where from_resource = 'hazard-source' and from_id = $1 and to_kind = 'staff' and to_id = $2", [ids.hsMany, pick]);
    expect(edge).toHaveLength(1);
    const detail = (await t.call({ method: 'GET', url: `/zax-cloud/u-basic/hazard-source/${ids.hsMany}`, token: tok.qyadmin })).json();
    expect(detail.data).toMatchObject({ responsiblePerson: pick, refLabels: { responsiblePerson: '张伟' } });
    expect(detail.data).not.toHaveProperty(REF_TEXT_KEY);
    expect((await list()).rows.some((r) => r.id === many.id)).toBe(false);
    const done = await list('qyadmin', '&resolved=true');
    expect(done.rows.find((r) => r.id === many.id)).toMatchObject({ resolvedTo: { id: pick, label: '张伟' } });
    expect((await call('POST', '/u-basic/text-refs/resolve', 'qyadmin', { id: many.id, targetId: pick })).statusCode).toBe(409);
    // Another enterprise's administrator cannot touch A's row.
    const none = (await list()).rows.find((r) => r.recordId === ids.hsNone)!;
    expect((await call('POST', '/u-basic/text-refs/resolve', 'qyadmin2', { id: none.id, targetId: zhouB })).statusCode).toBe(404);
  });

  it('adds the chosen or created person to an array of names, once', async () => {
    const rows = (await list('qyadmin', '&resource=meet-record')).rows.filter((r) => r.recordId === ids.meet && r.field === 'attendees');
    const many = rows.find((r) => r.text === '张伟')!;
    const none = rows.find((r) => r.text === '不认识的人')!;
    const li = await staffId(A, '李安全');
    const pick = many.candidates[0].id;
    expect((await call('POST', '/u-basic/text-refs/resolve', 'qyadmin', { id: many.id, targetId: pick })).json().code).toBe(0);
    expect((await dataOf('r_meet_record', ids.meet)).attendees).toEqual([li, pick]);
    const created = (await call('POST', '/u-basic/text-refs/create', 'qyadmin', { id: none.id })).json();
    expect(created.code).toBe(0);
    const d = await dataOf('r_meet_record', ids.meet);
    expect(d.attendees).toEqual([li, pick, created.data.id]);
    expect(d[REF_TEXT_KEY]).toMatchObject({ attendees: [' 李安全 ', '张伟', '不认识的人', ' '] });
    const edges = await t.db.query<{ to_id: number }>("select to_id from ref_edge where from_resource = 'meet-record' and from_id = $1 and field = 'attendees' order by to_id", [ids.meet]);
    expect(edges.map((e) => Number(e.to_id))).toEqual([li, pick, created.data.id].sort((x, y) => x - y));
  });

  it('creates the person a text names and refers to it', async () => {
    const none = (await list()).rows.find((r) => r.recordId === ids.hsNone)!;
    const res = (await call('POST', '/u-basic/text-refs/create', 'qyadmin', { id: none.id })).json();
    expect(res.code).toBe(0);
    expect(res.data.label).toBe('不存在的人');
    expect((await dataOf('r_hazard_source', ids.hsNone)).responsiblePerson).toBe(res.data.id);
    expect(await staffId(A, '不存在的人')).toBe(res.data.id);
    const dept = (await list()).rows.find((r) => r.recordId === ids.opUnknown && r.field === 'department')!;
    const created = (await call('POST', '/u-basic/text-refs/create', 'qyadmin', { id: dept.id })).json();
    expect((await dataOf('r_special_operator', ids.opUnknown)).department).toBe(created.data.id);
  });
});
