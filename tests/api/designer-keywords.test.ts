// Issue 12 item 8 against a real database: a designer-added reference field (another enterprise's id refused,
// the label answered in list and detail), a designer-added computed field recomputed by the server (a forged
// value replaced), a designer-added rule refusing with its message at the field (nothing saved), the
// reference targets an enterprise may choose, and the schema editor checking the new keywords by pointer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const MR = `${U}/meet-record`;
let t: TestApp;
let qyadmin: string;
let staff: string;
let ownStaff: { id: number; name: string };
let otherStaffId: number;
let hostId: number;

const meeting = (meetingTitle: string, extra: Record<string, unknown> = {}) => ({
  meetingTitle,
  meetingType: 'regular',
  meetingDate: '2026-11-20',
  host: hostId, // 主持人 is a reference to a person (issue 12 item 3)
  content: '安全例会',
  ...extra,
});

const addField = (payload: Record<string, unknown>, token = qyadmin) =>
  t.call({ method: 'POST', url: `${U}/custom-field`, token, payload: { resourceKey: 'meet-record', ...payload } });

async function rowCount(): Promise<number> {
  return (await t.db.query<{ n: number }>('select count(*)::int as n from r_meet_record where tenant_id = 1001'))[0].n;
}

beforeAll(async () => {
  t = await createTestApp();
  [qyadmin, staff] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01)]);
  ownStaff = (await t.db.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = 1001 order by id limit 1'))[0];
  otherStaffId = (await t.db.query<{ id: number }>('select id from staffinfo where tenant_id = 2001 order by id limit 1'))[0].id;
  hostId = Number((await t.db.query<{ id: number }>('select id from staffinfo where tenant_id = 1001 and not deleted order by id offset 1 limit 1'))[0].id);
});
afterAll(() => t.close());

describe('reference targets', () => {
  it('lists staff, department and the resources of the enterprise’s modules, each with its label fields', async () => {
    await t.db.query("update qyxx set have_model = array_remove(have_model, 'zbgl') where tenant_id = 1001");
    const res = await t.call({ url: `${U}/designer/ref-targets`, token: qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    const rows: { key: string; title: string; labels: { field: string }[] }[] = res.json().data.rows;
    const keys = rows.map((r) => r.key);
    expect(keys.slice(0, 2)).toEqual(['staff', 'department']);
    expect(keys).toContain('safety-manager');
    expect(keys).not.toContain('enterprise');
    expect(keys).not.toContain('duty-info'); // module zbgl, not opened
    expect(rows.find((r) => r.key === 'staff')?.labels[0].field).toBe('name');
  });

  it('refuses a reference to a resource of a module not opened, at refResource, publishing nothing', async () => {
    const res = await addField({ key: 'dutyRef', type: 'reference', title: '职责', refResource: 'duty-info' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'refResource', message: '不能关联「duty-info」：资源不存在或本企业未开通' }]);
    const unknown = await addField({ key: 'ghostRef', type: 'reference', title: '幽灵', refResource: 'ghost' });
    expect(unknown.json().errors).toEqual([{ field: 'refResource', message: '不能关联「ghost」：资源不存在或本企业未开通' }]);
    const version = (await t.call({ url: `${U}/designer/overlay/meet-record`, token: qyadmin })).json().data.version;
    expect(version).toBe(0);
  });
});

describe('a designer-added reference field', () => {
  let id: number;

  it('is published as an x-ref the runtime picks with RefPicker', async () => {
    const res = await addField({ key: 'auditorId', type: 'reference', title: '审核人', refResource: 'staff', refLabel: 'name' });
    expect(res.statusCode, res.body).toBe(200);
    const schema = (await t.call({ url: `${U}/resource-schema/meet-record`, token: staff })).json().data;
    expect(schema.resource.form.properties.auditorId).toMatchObject({
      type: 'integer',
      'x-ref': { resource: 'staff', label: 'name', onDelete: 'restrict' },
      'x-component': 'RefPicker',
    });
    expect(schema.resource.list.columns.map((c: { field: string }) => c.field)).toContain('auditorId');
  });

  it('refuses another enterprise’s staff member at the field, saving nothing', async () => {
    const before = await rowCount();
    const res = await t.call({ method: 'POST', url: MR, token: staff, payload: meeting('越界', { auditorId: otherStaffId }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'auditorId', message: '审核人不存在或已删除' }]);
    expect(await rowCount()).toBe(before);
  });

  it('saves the enterprise’s own staff member and answers the label in detail and list', async () => {
    const res = await t.call({ method: 'POST', url: MR, token: staff, payload: meeting('有审核人', { auditorId: ownStaff.id }) });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    const detail = (await t.call({ url: `${MR}/${id}`, token: staff })).json().data;
    expect(detail.auditorId).toBe(ownStaff.id);
    expect(detail.refLabels).toMatchObject({ auditorId: ownStaff.name });
    const rows = (await t.call({ url: `${MR}/list?meetingTitle=有审核人`, token: staff })).json().data.rows;
    expect(rows[0].refLabels).toMatchObject({ auditorId: ownStaff.name });
  });

  it('keeps the staff member from being deleted while the record refers to him (restrict)', async () => {
    const edges = await t.db.query<{ n: number }>(
      "select count(*)::int as n from ref_edge where tenant_id = 1001 and to_kind = 'staff' and to_id = $1 and from_resource = 'meet-record' and from_id = $2 and field = 'auditorId'",
      [ownStaff.id, id],
    );
    expect(edges[0].n).toBe(1);
  });
});

describe('a designer-added computed field and rule', () => {
  it('publishes L, E and their computed product; a bad formula is refused at compute', async () => {
    for (const [key, title] of [
      ['likelihood', '可能性'],
      ['exposure', '频繁程度'],
    ]) {
      const res = await addField({ key, type: 'number', title, minimum: 0, maximum: 10 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const bad = await addField({ key: 'riskValue', type: 'number', title: '风险值', compute: 'likelihood * nothing' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'compute', message: '计算公式：字段「nothing」不存在' }]);
    const hostile = await addField({ key: 'riskValue', type: 'number', title: '风险值', compute: 'likelihood.constructor' });
    expect(hostile.json().errors).toEqual([{ field: 'compute', message: '计算公式：第 12 个字符处：不能使用名称「constructor」' }]);
    const ok = await addField({ key: 'riskValue', type: 'number', title: '风险值', compute: 'likelihood * exposure' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the server recomputes the value: a forged one is replaced, on create and on update', async () => {
    const res = await t.call({ method: 'POST', url: MR, token: staff, payload: meeting('风险', { likelihood: 3, exposure: 6, riskValue: 999 }) });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect((await t.call({ url: `${MR}/${id}`, token: staff })).json().data.riskValue).toBe(18);
    const up = await t.call({ method: 'PUT', url: MR, token: staff, payload: { id, exposure: 2, riskValue: 1 } });
    expect(up.statusCode, up.body).toBe(200);
    expect((await t.call({ url: `${MR}/${id}`, token: staff })).json().data.riskValue).toBe(6);
  });

  it('a rule added to a field refuses with its message at the field, saving nothing', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${U}/custom-field`,
      token: qyadmin,
      payload: { resourceKey: 'meet-record', key: 'exposure', type: 'number', title: '频繁程度', minimum: 0, maximum: 10, rules: [{ assert: 'isBlank(exposure) || exposure >= likelihood', message: '频繁程度不能小于可能性' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = await rowCount();
    const refused = await t.call({ method: 'POST', url: MR, token: staff, payload: meeting('规则', { likelihood: 5, exposure: 2 }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: 'exposure', message: '频繁程度不能小于可能性' });
    expect(await rowCount()).toBe(before);
    const ok = await t.call({ method: 'POST', url: MR, token: staff, payload: meeting('规则', { likelihood: 2, exposure: 5 }) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a rule that does not parse is refused at its row', async () => {
    const res = await addField({ key: 'note2', type: 'text', title: '说明', rules: [{ assert: 'note2 >', message: '错' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'rules.0.assert', message: '校验条件：第 8 个字符处：表达式不完整' }]);
  });
});

describe('the schema editor checks the new keywords by pointer', () => {
  async function file() {
    return (await t.call({ url: `${U}/designer/schema/meet-record`, token: qyadmin })).json().data as { version: number; file: { form: { properties: Record<string, unknown> } } };
  }

  it.each([
    ['a reference to an unknown resource', { type: 'integer', title: '关联', 'x-ref': { resource: 'ghost' } }, '/form/properties/x/x-ref/resource', '不能关联「ghost」：资源不存在或本企业未开通'],
    ['a reference to a module not opened', { type: 'integer', title: '关联', 'x-ref': { resource: 'duty-info' } }, '/form/properties/x/x-ref/resource', '不能关联「duty-info」：资源不存在或本企业未开通'],
    ['a label the target lacks', { type: 'integer', title: '关联', 'x-ref': { resource: 'safety-manager', label: 'nope' } }, '/form/properties/x/x-ref/label', '显示字段“nope”不是“safety-manager”的表单属性'],
    ['a formula naming a missing field', { type: 'number', title: '算', 'x-compute': '{{ ghost + 1 }}' }, '/form/properties/x/x-compute', '表达式无效：“ghost”不是表单的字段'],
  ])('%s: the check names it and the save refuses it', async (_name, field, pointer, message) => {
    const { version, file: f } = await file();
    f.form.properties.x = field;
    const check = await t.call({ method: 'POST', url: `${U}/designer/schema/meet-record/check`, token: qyadmin, payload: { file: f } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toEqual({ ok: false, problems: [{ pointer, message }] });
    const save = await t.call({ method: 'PUT', url: `${U}/designer/schema/meet-record`, token: qyadmin, payload: { file: f, baseVersion: version } });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual([{ field: pointer, message }]);
    expect((await file()).version).toBe(version);
  });

  it('names the problems in the language of the request', async () => {
    const { version, file: f } = await file();
    f.form.properties.x = { type: 'integer', title: '关联', 'x-ref': { resource: 'safety-manager', label: 'nope' } };
    const headers = { 'accept-language': 'en' };
    const message = "label 'nope' is not a form property of 'safety-manager'";
    const check = await t.call({ method: 'POST', url: `${U}/designer/schema/meet-record/check`, token: qyadmin, payload: { file: f }, headers });
    expect(check.json().data).toEqual({ ok: false, problems: [{ pointer: '/form/properties/x/x-ref/label', message }] });
    const save = await t.call({ method: 'PUT', url: `${U}/designer/schema/meet-record`, token: qyadmin, payload: { file: f, baseVersion: version }, headers });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual([{ field: '/form/properties/x/x-ref/label', message }]);
    expect((await file()).version).toBe(version);
  });

  it('names the meta-schema\'s structural problems in the language of the request', async () => {
    const { version, file: f } = await file();
    f.form.properties.x = { type: 'integer', title: '', colour: 'red' };
    const url = `${U}/designer/schema/meet-record/check`;
    const zh = await t.call({ method: 'POST', url, token: qyadmin, payload: { file: f } });
    expect(zh.json().data.problems).toEqual(expect.arrayContaining([
      { pointer: '/form/properties/x/colour', message: '未知属性“colour”' },
      { pointer: '/form/properties/x/title', message: '不能少于 1 个字符' },
    ]));
    const headers = { 'accept-language': 'en' };
    const en = await t.call({ method: 'POST', url, token: qyadmin, payload: { file: f }, headers });
    expect(en.json().data.problems).toEqual(expect.arrayContaining([
      { pointer: '/form/properties/x/colour', message: "unknown property 'colour'" },
      { pointer: '/form/properties/x/title', message: 'must have at least 1 characters' },
    ]));
    const save = await t.call({ method: 'PUT', url: `${U}/designer/schema/meet-record`, token: qyadmin, payload: { file: f, baseVersion: version }, headers });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toContainEqual({ field: '/form/properties/x/colour', message: "unknown property 'colour'" });
    expect((await file()).version).toBe(version);
  });

  it('accepts a sound reference written in the editor', async () => {
    const { version, file: f } = await file();
    f.form.properties.reviewerId = { type: 'integer', title: '复核人', 'x-ref': { resource: 'staff' }, 'x-decorator': 'FormItem', 'x-component': 'RefPicker' };
    const check = await t.call({ method: 'POST', url: `${U}/designer/schema/meet-record/check`, token: qyadmin, payload: { file: f } });
    expect(check.json().data).toEqual({ ok: true, problems: [] });
    const save = await t.call({ method: 'PUT', url: `${U}/designer/schema/meet-record`, token: qyadmin, payload: { file: f, baseVersion: version } });
    expect(save.statusCode, save.body).toBe(200);
  });
});
