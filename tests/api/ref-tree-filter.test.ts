// A designer-added reference to a tree with a filter (issue 12: the designer's reference options; RefPicker
// switching to the tree select): 所属区域 on meet-record points at the platform's 行政区划, only enabled
// counties. The targets offer admin-area as shared data and a tree; the schema answer names the field in
// `refTrees` with its filter; the tree route answers each node's `selectable` by that filter (a bad filter
// refused by name); a stored id must satisfy the filter (400 at the field, nothing saved); a bad condition
// and a cascade from the platform's shared data are refused at their property.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const MR = `${U}/meet-record`;
let t: TestApp;
let qyadmin: string;
let staff: string;
let hostId: number;
const area = new Map<string, number>();

const meeting = (meetingTitle: string, extra: Record<string, unknown> = {}) => ({
  meetingTitle,
  meetingType: 'regular',
  meetingDate: '2026-11-20',
  host: hostId,
  content: '安全例会',
  ...extra,
});

const addField = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: `${U}/custom-field`, token: qyadmin, payload: { resourceKey: 'meet-record', ...payload } });

async function rowCount(): Promise<number> {
  return (await t.db.query<{ n: number }>('select count(*)::int as n from r_meet_record where tenant_id = 1001'))[0].n;
}

beforeAll(async () => {
  t = await createTestApp();
  [qyadmin, staff] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01)]);
  hostId = Number((await t.db.query<{ id: number }>('select id from staffinfo where tenant_id = 1001 and not deleted order by id limit 1'))[0].id);
  for (const r of await t.db.query<{ id: number; code: string }>(`select id, data->>'code' as code from r_admin_area where tenant_id = 0`)) area.set(r.code, Number(r.id));
  // 太仓市 is switched off by the platform.
  await t.db.query('update r_admin_area set status = 0 where id = $1', [area.get('320585') ?? 0]);
});
afterAll(() => t?.close());

describe('the designer offers the platform areas', () => {
  it('as shared data, a tree, filterable by level with its choices', async () => {
    const res = await t.call({ url: `${U}/designer/ref-targets`, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    const target = (res.json().data.rows as { key: string }[]).find((r) => r.key === 'admin-area');
    expect(target).toMatchObject({ group: 'shared', tree: true, hasStatus: true, title: '行政区划' });
    expect(target).toHaveProperty('filters', expect.arrayContaining([{ field: 'level', title: '级别', options: [{ label: '省级', value: 'province' }, { label: '地级', value: 'city' }, { label: '县级', value: 'county' }] }]));
  });

  it('refuses a condition the target cannot take, at refFilter, publishing nothing', async () => {
    const res = await addField({ key: 'areaId', type: 'reference', title: '所属区域', refResource: 'admin-area', refFilter: [{ field: 'level', value: 'town' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'refFilter', message: '第 1 条筛选条件：「级别」没有选项「town」' }]);
    const cascade = await addField({ key: 'areaId', type: 'reference', title: '所属区域', refResource: 'admin-area', refOnDelete: 'cascade' });
    expect(cascade.statusCode).toBe(400);
    expect(cascade.json().errors).toEqual([{ field: 'refOnDelete', message: '「行政区划」是平台共享数据，不能在其删除时一并删除本企业的记录' }]);
    const version = (await t.call({ url: `${U}/designer/overlay/meet-record`, token: qyadmin })).json().data.version;
    expect(version).toBe(0);
  });
});

describe('所属区域: enabled counties only', () => {
  let id: number;

  it('is published with x-ref.filter and answered as a tree reference', async () => {
    const res = await addField({
      key: 'areaId',
      type: 'reference',
      title: '所属区域',
      refResource: 'admin-area',
      refEnabledOnly: true,
      refFilter: [{ field: 'level', value: 'county' }],
      refOnDelete: 'clear',
    });
    expect(res.statusCode, res.body).toBe(200);
    const schema = (await t.call({ url: `${U}/resource-schema/meet-record`, token: staff })).json().data;
    expect(schema.resource.form.properties.areaId['x-ref']).toEqual({ resource: 'admin-area', label: 'name', onDelete: 'clear', filter: { level: 'county', status: 1 } });
    expect(schema.refTrees).toEqual({ areaId: { resource: 'admin-area', filter: { level: 'county', status: 1 } } });
  });

  it('the tree route marks the nodes the filter allows', async () => {
    const filter = encodeURIComponent(JSON.stringify({ level: 'county', status: 1 }));
    const res = await t.call({ url: `${U}/admin-area/tree?filter=${filter}`, token: staff });
    expect(res.statusCode, res.body).toBe(200);
    const nodes = res.json().data.nodes as { id: number; selectable: boolean }[];
    const selectable = (code: string) => nodes.find((n) => n.id === area.get(code))?.selectable;
    expect(selectable('320581')).toBe(true); // 常熟市, a county
    expect(selectable('320500')).toBe(false); // 苏州市, a city
    expect(selectable('320000')).toBe(false); // 江苏省
    expect(selectable('320585')).toBe(false); // 太仓市, switched off
    const plain = (await t.call({ url: `${U}/admin-area/tree`, token: staff })).json().data.nodes as Record<string, unknown>[];
    expect(plain[0]).not.toHaveProperty('selectable');
  });

  it.each([
    ['not JSON', '{level', '筛选条件须为 JSON 对象'],
    ['a field the tree does not have', JSON.stringify({ secret: 1 }), '筛选条件中的「secret」不是行政区划的字段'],
    ['an object value', JSON.stringify({ level: { $ne: 1 } }), '筛选条件「level」的值须为文字、数字或是否'],
  ])('the tree route refuses a filter that is %s, by name', async (_name, raw, message) => {
    const res = await t.call({ url: `${U}/admin-area/tree?filter=${encodeURIComponent(raw)}`, token: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'filter', message }]);
  });

  it('takes a county and answers its label', async () => {
    const res = await t.call({ method: 'POST', url: MR, token: qyadmin, payload: meeting('区域例会', { areaId: area.get('320581') }) });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    const detail = await t.call({ url: `${MR}/${id}`, token: staff });
    expect(detail.json().data).toMatchObject({ areaId: area.get('320581'), refLabels: { areaId: '常熟市' } });
  });

  it.each([
    ['a city (level is not county)', '320500'],
    ['a switched-off county', '320585'],
  ])('refuses %s at the field, saving nothing', async (_name, code) => {
    const before = await rowCount();
    const res = await t.call({ method: 'POST', url: MR, token: qyadmin, payload: meeting('不符合的区域', { areaId: area.get(code) }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'areaId', message: '所属区域不存在或已删除' });
    expect(await rowCount()).toBe(before);
    const update = await t.call({ method: 'PUT', url: MR, token: qyadmin, payload: { id, areaId: area.get(code) } });
    expect(update.statusCode).toBe(400);
    const [row] = await t.db.query<{ a: string }>(`select data->>'areaId' as a from r_meet_record where id = $1`, [id]);
    expect(Number(row.a)).toBe(area.get('320581'));
  });
});
