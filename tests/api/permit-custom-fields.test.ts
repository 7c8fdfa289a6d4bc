// Issue 16 item 3: the designer covers permits. An enterprise administrator adds custom fields to 动火作业票 through
// the designer's calls (the kind's form file `permit-dong-huo` is offered like any resource); the enterprise's staff
// then send them with saveOrUpdate, where they are checked against the enterprise's merged form (a refusal names the
// field and changes nothing), stored with the permit, answered by the detail with their titles, kept when switched
// off, and frozen after submit like the rest of the form. Another enterprise neither sees them nor may send them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, formFor, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KIND = 'DONG_HUO' as const;
const URL = kindUrl(KIND);
const Z = `${TSZY}/zuoYePiao`;
const U = '/zax-cloud/u-basic';
const KEY = 'permit-dong-huo';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  // The other enterprise opens 特殊作业, so that only the custom fields tell the enterprises apart.
  await t.db.query("update qyxx set have_model = array_append(have_model, 'tszy') where tenant_id = 2001 and not ('tszy' = any(have_model))");
});
afterAll(() => t?.close());

const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;
const permitCount = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from permit')).map((r) => r.n)[0]);
const save = (body: Record<string, unknown>, login = 'staff01') => api.post(login, `${URL}/saveOrUpdate`, body);
const design = (path: string, body: object, login = 'qyadmin') => api.post(login, `${U}/${path}`, body);

const WELDER = { key: 'hanJiBianHao', type: 'text', title: '焊机编号', required: true, maxLength: 20 };
const CLASS = { key: 'fangHuoDengJi', type: 'select', title: '防火等级', options: [{ label: '甲级', value: 'A' }, { label: '乙级', value: 'B' }] };

describe('the designer offers the permit kinds', () => {
  it('lists the ten form files as resources of 特殊作业', async () => {
    const r = await api.get('qyadmin', `${U}/designer/resources`);
    expect(r.status).toBe(200);
    const permits = (r.body.data as { rows: { key: string; module: string; version: number }[] }).rows.filter((x) => x.key.startsWith('permit-'));
    expect(permits.map((x) => x.key)).toContain(KEY);
    expect(permits).toHaveLength(10);
    expect(permits.every((x) => x.module === 'tszy' && x.version === 0)).toBe(true);
  });

  it('adds a required text field and a select field, each a published version', async () => {
    const a = await design('custom-field', { resourceKey: KEY, ...WELDER });
    expect(a.status, a.body.msg).toBe(200);
    const b = await design('custom-field', { resourceKey: KEY, ...CLASS });
    expect(b.status, b.body.msg).toBe(200);
    const versions = await api.get('qyadmin', `${U}/designer/versions/${KEY}?page=1&limit=10`);
    expect((versions.body.data as { total: number }).total).toBe(2);
    const schema = await api.get('staff01', `${U}/resource-schema/${KEY}`);
    expect(schema.status).toBe(200);
    const merged = schema.body.data as { version: number; resource: { form: { properties: Record<string, { title: string }>; required: string[] } } };
    expect(merged.version).toBe(2);
    expect(merged.resource.form.properties.hanJiBianHao.title).toBe('焊机编号');
    expect(merged.resource.form.required).toContain('hanJiBianHao');
  });

  it('refuses a tab holding a built-in Annex A field, naming it; nothing published', async () => {
    const tab = await design('comp-tab', { resourceKey: KEY, title: '焊接信息', key: 'hanJie' });
    expect(tab.status, tab.body.msg).toBe(200);
    const r = await design('comp-tab-field', { resourceKey: KEY, tabKey: 'hanJie', fields: ['zuoYeDiDian'] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('作业地点');
    const ok = await design('comp-tab-field', { resourceKey: KEY, tabKey: 'hanJie', fields: ['hanJiBianHao'] });
    expect(ok.status, ok.body.msg).toBe(200);
  });

  it('values of a permit form are not written through comp-field/saveBatchValue', async () => {
    const r = await design('comp-field/saveBatchValue', { resourceKey: KEY, recordId: 1, values: { hanJiBianHao: 'x' } }, 'staff01');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'resourceKey', message: expect.stringContaining('随作业票保存') }]);
  });
});

describe('saveOrUpdate takes the enterprise custom fields', () => {
  let id: number;

  it('stores them with the permit; the save and the detail answer them with their titles', async () => {
    const r = await save(formFor(KIND, { hanJiBianHao: 'HJ-07', fangHuoDengJi: 'A' }));
    expect(r.status, r.body.msg).toBe(200);
    id = r.e.id;
    const expected = [
      { key: 'hanJiBianHao', title: '焊机编号', value: 'HJ-07', display: 'HJ-07', component: 'Input' },
      { key: 'fangHuoDengJi', title: '防火等级', value: 'A', display: '甲级', component: 'Select' },
    ];
    expect(r.e.ziDingYiZiDuan).toEqual(expected);
    const d = await detail(id);
    expect(d).toMatchObject({ hanJiBianHao: 'HJ-07', fangHuoDengJi: 'A' });
    expect(d.ziDingYiZiDuan).toEqual(expected);
    const [{ data }] = await t.db.query<{ data: Record<string, unknown> }>('select data from permit where id = $1', [id]);
    expect(data).toMatchObject({ hanJiBianHao: 'HJ-07', fangHuoDengJi: 'A' });
    // The detail posted back as it came saves (its answered members are ignored).
    const back = await save({ ...d, id });
    expect(back.status, back.body.msg).toBe(200);
  });

  it('refuses a missing required one or a value not among the options, naming the field; nothing changes', async () => {
    const before = await detail(id);
    const count = await permitCount();
    const missing = await save(formFor(KIND, { fangHuoDengJi: 'A' }));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请填写焊机编号');
    expect(missing.body.errors).toEqual([{ field: 'hanJiBianHao', message: '请填写焊机编号' }]);
    const option = await save({ ...formFor(KIND), id, hanJiBianHao: 'HJ-07', fangHuoDengJi: 'C' });
    expect(option.status).toBe(400);
    expect(option.body.errors).toEqual([{ field: 'fangHuoDengJi', message: '防火等级取值不正确' }]);
    const long = await save({ ...formFor(KIND), id, hanJiBianHao: 'H'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'hanJiBianHao', message: expect.stringContaining('焊机编号') }]);
    expect(await permitCount()).toBe(count);
    expect(await detail(id)).toEqual(before);
  });

  it('refuses a member that is no field of the enterprise by name, as before', async () => {
    const r = await save(formFor(KIND, { hanJiBianHao: 'HJ-07', waiXingZiDuan: '1' }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'waiXingZiDuan', message: '不支持的字段：waiXingZiDuan' }]);
    // Named together with the form's own faults, as any unknown member always was.
    const both = await save({ ...formFor(KIND, { hanJiBianHao: 'HJ-07', waiXingZiDuan: '1' }), zuoYeNeiRong: undefined });
    expect(both.status).toBe(400);
    expect(both.body.errors?.map((e) => e.field).sort()).toEqual(['waiXingZiDuan', 'zuoYeNeiRong']);
  });

  it('another enterprise neither sees the fields nor may send them', async () => {
    const list = await api.get('qyadmin2', `${U}/custom-field/list?resourceKey=${KEY}&page=1&limit=20`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({ rows: [], total: 0 });
    const schema = await api.get('qyadmin2', `${U}/resource-schema/${KEY}`);
    expect(schema.status, schema.body.msg).toBe(200);
    const props = (schema.body.data as { resource: { form: { properties: Record<string, unknown> } } }).resource.form.properties;
    expect(props).not.toHaveProperty('hanJiBianHao');
    const r = await save(formFor(KIND, { hanJiBianHao: 'HJ-07' }), 'qyadmin2');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'hanJiBianHao', message: '不支持的字段：hanJiBianHao' }]);
  });

  it('a switched-off field is neither asked nor shown, and its stored value is kept', async () => {
    const off = await design('custom-field/disable', { resourceKey: KEY, keys: ['hanJiBianHao'] });
    expect(off.status, off.body.msg).toBe(200);
    const fresh = await save(formFor(KIND, { fangHuoDengJi: 'B' }));
    expect(fresh.status, fresh.body.msg).toBe(200);
    expect(fresh.e.ziDingYiZiDuan).toEqual([{ key: 'fangHuoDengJi', title: '防火等级', value: 'B', display: '乙级', component: 'Select' }]);
    // The earlier draft saved without it (or with it, as a client sending the detail back would) keeps 'HJ-07'.
    const again = await save({ ...formFor(KIND), id, fangHuoDengJi: 'B' });
    expect(again.status, again.body.msg).toBe(200);
    expect(again.e.ziDingYiZiDuan.map((f: { key: string }) => f.key)).toEqual(['fangHuoDengJi']);
    const sent = await save({ ...formFor(KIND), id, fangHuoDengJi: 'B', hanJiBianHao: '改掉' });
    expect(sent.status, sent.body.msg).toBe(200);
    const on = await design('custom-field/enable', { resourceKey: KEY, keys: ['hanJiBianHao'] });
    expect(on.status, on.body.msg).toBe(200);
    expect((await detail(id)).ziDingYiZiDuan[0]).toEqual({ key: 'hanJiBianHao', title: '焊机编号', value: 'HJ-07', display: 'HJ-07', component: 'Input' });
  });

  it('after submit the values are frozen: no change while approving, a change after revoke is a new version with its reason', async () => {
    const draft = await createDraft(api, KIND, { hanJiBianHao: 'HJ-09', fangHuoDengJi: 'A' });
    const submitted = await api.post('staff01', `${URL}/submit`, { id: draft.id });
    expect(submitted.status, submitted.body.msg).toBe(200);
    const before = await detail(draft.id);
    const late = await save({ ...before, id: draft.id, fangHuoDengJi: 'B' });
    expect(late.status).toBe(409);
    expect(await detail(draft.id)).toEqual(before);
    expect((await api.post('staff01', `${URL}/revoke`, { id: draft.id })).status).toBe(200);
    const revoked = await detail(draft.id);
    const noReason = await save({ ...revoked, id: draft.id, fangHuoDengJi: 'B' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'xiuGaiYuanYin', message: '请填写修改原因：作业票已提交过，修改内容将生成新版本' }]);
    expect(await detail(draft.id)).toEqual(revoked);
    const changed = await save({ ...revoked, id: draft.id, fangHuoDengJi: 'B', xiuGaiYuanYin: '现场复核后调整等级' });
    expect(changed.status, changed.body.msg).toBe(200);
    expect(changed.e).toMatchObject({ banBen: 2, fangHuoDengJi: 'B' });
    const ev = (await detail(draft.id)).events.at(-1);
    expect(ev.detail.changes).toEqual([{ field: 'fangHuoDengJi', label: '防火等级', before: 'A', after: 'B' }]);
  });
});
