// The designer's calls (docs/designer.md) against a real database: a custom field takes effect at once for
// that enterprise only (server validation, schema answer, list), bad definitions are refused at the field
// with nothing saved, removing keeps values and restoring brings them back, tabs, versions, diff, rollback,
// drafts, the schema editor's save, and another enterprise's overlay is neither visible nor editable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const SM = `${U}/company-safety-manager`;
let t: TestApp;
let qyadmin: string;
let staff: string;
let other: string;
let platform: string;

const manager = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  gender: 'male',
  mobile: '13800138000',
  idCard: '11010519491231002X',
  post: '安全员',
  certNo: `C-${name}`,
  certStart: '2026-01-01',
  certEnd: '2028-01-01',
  ...extra,
});

async function version(token = qyadmin): Promise<number> {
  return (await t.call({ url: `${U}/designer/overlay/safety-manager`, token })).json().data.version;
}

beforeAll(async () => {
  t = await createTestApp();
  [qyadmin, staff, other, platform] = await Promise.all([
    t.login('qyadmin', PASSWORDS.qyadmin),
    t.login('staff01', PASSWORDS.staff01),
    t.login('qyadmin2', PASSWORDS.qyadmin2),
    t.login('admin', PASSWORDS.admin),
  ]);
});
afterAll(() => t.close());

describe('custom fields take effect at once, for that enterprise only', () => {
  let oldId: number;

  it('a record made before the field exists', async () => {
    const res = await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('旧记录') });
    expect(res.statusCode, res.body).toBe(200);
    oldId = res.json().data.id;
  });

  it('creates a required custom field; the server then refuses a write without it', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${U}/custom-field`,
      token: qyadmin,
      payload: { resourceKey: 'safety-manager', key: 'trainingHours', type: 'number', title: '培训学时', required: true, minimum: 0, maximum: 200, precision: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(1);

    const refused = await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('缺学时') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: 'trainingHours', message: '请填写培训学时' });
    const range = await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('超范围', { trainingHours: 300 }) });
    expect(range.json().errors).toContainEqual({ field: 'trainingHours', message: '培训学时不能大于200' });

    const ok = await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('有学时', { trainingHours: 12.5 }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.trainingHours).toBe(12.5);
  });

  it('the schema answer and the list carry it; the old record still loads', async () => {
    const schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: staff })).json().data;
    expect(schema.resource.form.properties.trainingHours).toMatchObject({ title: '培训学时', type: 'number', 'x-component': 'NumberPicker' });
    expect(schema.resource.form.required).toContain('trainingHours');
    expect(schema.resource.list.columns.map((c: { field: string }) => c.field)).toContain('trainingHours');
    expect(schema).toMatchObject({ version: 1, canDesign: false });
    const list = (await t.call({ url: `${SM}/list?name=有学时`, token: staff })).json().data.rows;
    expect(list[0].trainingHours).toBe(12.5);
    const old = await t.call({ url: `${SM}/${oldId}`, token: staff });
    expect(old.statusCode).toBe(200);
    expect(old.json().data.name).toBe('旧记录');
  });

  it('another enterprise sees none of it, and cannot read or edit the overlay', async () => {
    const schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: other })).json().data;
    expect(schema.resource.form.properties.trainingHours).toBeUndefined();
    expect(schema.version).toBe(0);
    const list = (await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager`, token: other })).json().data;
    expect(list.total).toBe(0);
    const forged = await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager&tenantId=1001`, token: other });
    expect(forged.statusCode).toBe(403);
    const write = await t.call({ method: 'POST', url: `${U}/custom-field/disable?tenantId=1001`, token: other, payload: { resourceKey: 'safety-manager', keys: ['trainingHours'] } });
    expect(write.statusCode).toBe(403);
    expect(await version()).toBe(1);
    const ok = await t.call({ method: 'POST', url: SM, token: other, payload: manager('他企业') });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('staff may not design', async () => {
    expect((await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager`, token: staff })).statusCode).toBe(403);
    const res = await t.call({ method: 'POST', url: `${U}/custom-field`, token: staff, payload: { resourceKey: 'safety-manager', key: 'x1', type: 'text', title: 'X' } });
    expect(res.statusCode).toBe(403);
  });

  it('the platform admin designs for a named enterprise', async () => {
    const res = await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager&tenantId=1001`, token: platform });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows.map((r: { key: string }) => r.key)).toEqual(['trainingHours']);
    expect((await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager`, token: platform })).statusCode).toBe(400);
  });
});

describe('bad definitions are refused at the field, nothing saved', () => {
  it.each([
    ['a key colliding with a built-in field', { key: 'name', type: 'text', title: '名字' }, 'key', '字段标识「name」与已有字段重复'],
    ['a key colliding with a system field', { key: 'createdAt', type: 'text', title: '时间' }, 'key', '字段标识「createdAt」与已有字段重复'],
    ['an option list with duplicates', { key: 'level', type: 'select', title: '级别', options: [{ label: '高', value: 'h' }, { label: '高', value: 'h2' }] }, 'options', '选项名称「高」重复'],
    ['a pattern that is not a regular expression', { key: 'code', type: 'text', title: '编码', pattern: '([a-z', patternMessage: '编码格式不正确' }, 'pattern', '格式校验不是有效的正则表达式'],
    ['a range with min above max', { key: 'score', type: 'number', title: '分数', minimum: 10, maximum: 1 }, 'minimum', '最小值不能大于最大值'],
    ['an unknown type', { key: 'thing', type: 'color', title: '颜色' }, 'type', '请选择字段类型'],
  ])('%s', async (_name, def, field, message) => {
    const before = await version();
    const res = await t.call({ method: 'POST', url: `${U}/custom-field`, token: qyadmin, payload: { resourceKey: 'safety-manager', ...def } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await version()).toBe(before);
  });

  it('the type of a field cannot change', async () => {
    const res = await t.call({ method: 'PUT', url: `${U}/custom-field`, token: qyadmin, payload: { resourceKey: 'safety-manager', key: 'trainingHours', type: 'text', title: '培训学时' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('type');
  });

  it('an unknown resource is a 404', async () => {
    expect((await t.call({ url: `${U}/custom-field/list?resourceKey=no-such-thing`, token: qyadmin })).statusCode).toBe(404);
  });
});

describe('removing keeps values; restoring brings them back', () => {
  let id: number;

  it('pattern with its message works on the server', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${U}/custom-field`,
      token: qyadmin,
      payload: { resourceKey: 'safety-manager', key: 'badge', type: 'text', title: '工牌号', pattern: '^GP\\d{4}$', patternMessage: '工牌号为 GP 加 4 位数字' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bad = await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('工牌错', { trainingHours: 1, badge: 'X1' }) });
    expect(bad.json().errors).toContainEqual({ field: 'badge', message: '工牌号为 GP 加 4 位数字' });
    const ok = await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('工牌对', { trainingHours: 1, badge: 'GP0001' }) });
    id = ok.json().data.id;
  });

  it('delete hides the field; an update does not lose its value; restore shows it again', async () => {
    const del = await t.call({ method: 'DELETE', url: `${U}/custom-field?resourceKey=safety-manager&keys=badge`, token: qyadmin });
    expect(del.statusCode, del.body).toBe(200);
    const hidden = (await t.call({ url: `${SM}/${id}`, token: qyadmin })).json().data;
    expect(hidden.badge).toBeUndefined();
    const upd = await t.call({ method: 'PUT', url: SM, token: qyadmin, payload: { id, name: '工牌对改' } });
    expect(upd.statusCode, upd.body).toBe(200);
    const removed = (await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager&removed=true`, token: qyadmin })).json().data.rows;
    expect(removed.map((r: { key: string }) => r.key)).toEqual(['badge']);
    const reuse = await t.call({ method: 'POST', url: `${U}/custom-field`, token: qyadmin, payload: { resourceKey: 'safety-manager', key: 'badge', type: 'text', title: '新工牌' } });
    expect(reuse.statusCode).toBe(400);

    await t.call({ method: 'POST', url: `${U}/custom-field/restore`, token: qyadmin, payload: { resourceKey: 'safety-manager', keys: ['badge'] } });
    const back = (await t.call({ url: `${SM}/${id}`, token: qyadmin })).json().data;
    expect(back).toMatchObject({ name: '工牌对改', badge: 'GP0001' });
  });

  it('disable hides, enable shows; topping pins to the top of the form', async () => {
    await t.call({ method: 'POST', url: `${U}/custom-field/disable`, token: qyadmin, payload: { resourceKey: 'safety-manager', keys: ['trainingHours'] } });
    let schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: qyadmin })).json().data;
    expect(schema.hiddenFields).toContain('trainingHours');
    expect(schema.resource.form.required).not.toContain('trainingHours');
    await t.call({ method: 'POST', url: `${U}/custom-field/enable`, token: qyadmin, payload: { resourceKey: 'safety-manager', keys: ['trainingHours'] } });
    await t.call({ method: 'POST', url: `${U}/custom-field/topping`, token: qyadmin, payload: { resourceKey: 'safety-manager', key: 'badge' } });
    schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: qyadmin })).json().data;
    expect(Object.keys(schema.resource.form.properties)[0]).toBe('badge');
    expect(schema.canDesign).toBe(true);
  });
});

describe('comp-tabs', () => {
  it('groups fields into a tab, disables a field, refuses disabling a required built-in', async () => {
    const add = await t.call({ method: 'POST', url: `${U}/comp-tab`, token: qyadmin, payload: { resourceKey: 'safety-manager', title: '培训信息', key: 'training' } });
    expect(add.statusCode, add.body).toBe(200);
    const put = await t.call({ method: 'POST', url: `${U}/comp-tab-field`, token: qyadmin, payload: { resourceKey: 'safety-manager', tabKey: 'training', fields: ['trainingHours', 'badge', 'certNo'] } });
    expect(put.statusCode, put.body).toBe(200);
    const schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: staff })).json().data;
    expect(schema.resource.layout.tabs).toEqual([{ key: 'training', title: '培训信息', fields: ['trainingHours', 'badge', 'certNo'] }]);

    const refuse = await t.call({ method: 'POST', url: `${U}/comp-tab-field/disable`, token: qyadmin, payload: { resourceKey: 'safety-manager', tabKey: 'training', fields: ['certNo'] } });
    expect(refuse.statusCode).toBe(400);
    expect(refuse.json().msg).toContain('为系统必填字段，不能停用');

    const sorted = await t.call({ method: 'POST', url: `${U}/comp-tab-field/topping`, token: qyadmin, payload: { resourceKey: 'safety-manager', tabKey: 'training', field: 'certNo' } });
    expect(sorted.statusCode).toBe(200);
    const rows = (await t.call({ url: `${U}/comp-tab-field/list?resourceKey=safety-manager&tabKey=training`, token: qyadmin })).json().data.rows;
    expect(rows.map((r: { field: string }) => r.field)).toEqual(['certNo', 'trainingHours', 'badge']);
  });

  it('a removed field named by a tab stays named (placeholder) until cleared', async () => {
    await t.call({ method: 'DELETE', url: `${U}/custom-field?resourceKey=safety-manager&keys=badge`, token: qyadmin });
    let schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: qyadmin })).json().data;
    expect(schema.resource.layout.tabs[0].fields).toContain('badge');
    expect(schema.resource.form.properties.badge).toBeUndefined();
    expect(schema.removedFields).toEqual(['badge']);
    const clear = await t.call({ method: 'DELETE', url: `${U}/comp-tab-field?resourceKey=safety-manager&tabKey=training&fields=badge`, token: qyadmin });
    expect(clear.statusCode, clear.body).toBe(200);
    schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: qyadmin })).json().data;
    expect(schema.resource.layout.tabs[0].fields).not.toContain('badge');
  });

  it('a duplicate tab title is refused at the title', async () => {
    const res = await t.call({ method: 'POST', url: `${U}/comp-tab`, token: qyadmin, payload: { resourceKey: 'safety-manager', title: '培训信息' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'title', message: '页签名称「培训信息」已存在' });
  });
});

describe('versions, diff, rollback, drafts', () => {
  it('lists every version with who and when; compares two field by field', async () => {
    const res = await t.call({ url: `${U}/designer/versions/safety-manager?page=1&limit=50`, token: qyadmin });
    const rows = res.json().data.rows as { version: number; note: string; createdByName: string; createdAt: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows[rows.length - 1]).toMatchObject({ version: 1, note: '新增自定义字段「培训学时」', createdByName: '企业管理员' });
    const diff = (await t.call({ url: `${U}/designer/diff/safety-manager?from=0&to=1`, token: qyadmin })).json().data.changes;
    expect(diff).toEqual([expect.objectContaining({ target: 'field', key: 'trainingHours', kind: 'added', label: '培训学时' })]);
    expect(diff[0].changes).toContainEqual({ prop: 'required', before: null, after: true });
  });

  it('rolls back to version 1: the tab and the later field go; records still load', async () => {
    const current = await version();
    const res = await t.call({ method: 'POST', url: `${U}/designer/rollback/safety-manager`, token: qyadmin, payload: { version: 1, baseVersion: current } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(current + 1);
    const schema = (await t.call({ url: `${U}/resource-schema/safety-manager`, token: staff })).json().data;
    expect(schema.resource.layout).toBeUndefined();
    expect(schema.resource.form.properties.badge).toBeUndefined();
    const list = await t.call({ url: `${SM}/list?page=1&limit=50`, token: staff });
    expect(list.statusCode).toBe(200);
    const stale = await t.call({ method: 'POST', url: `${U}/designer/rollback/safety-manager`, token: qyadmin, payload: { version: 1, baseVersion: current } });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a draft apart from what users see, then publishes it', async () => {
    const head = (await t.call({ url: `${U}/designer/overlay/safety-manager`, token: qyadmin })).json().data;
    const draft = { ...head.overlay, tabs: [{ key: 'extra', title: '扩展', fields: ['trainingHours'], enabled: true, sort: 0 }] };
    const save = await t.call({ method: 'PUT', url: `${U}/designer/draft/safety-manager`, token: qyadmin, payload: { overlay: draft, baseVersion: head.version } });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data.problems).toEqual([]);
    expect((await t.call({ url: `${U}/resource-schema/safety-manager`, token: staff })).json().data.resource.layout).toBeUndefined();
    const again = (await t.call({ url: `${U}/designer/overlay/safety-manager`, token: qyadmin })).json().data;
    expect(again.draft.overlay.tabs[0].title).toBe('扩展');
    const pub = await t.call({ method: 'POST', url: `${U}/designer/publish/safety-manager`, token: qyadmin, payload: { overlay: draft, baseVersion: head.version, note: '加扩展页签' } });
    expect(pub.statusCode, pub.body).toBe(200);
    expect((await t.call({ url: `${U}/designer/overlay/safety-manager`, token: qyadmin })).json().data.draft).toBeNull();
    expect((await t.call({ url: `${U}/resource-schema/safety-manager`, token: staff })).json().data.resource.layout.tabs[0].title).toBe('扩展');
  });

  it('a publish with a bad field names it and saves nothing', async () => {
    const head = (await t.call({ url: `${U}/designer/overlay/safety-manager`, token: qyadmin })).json().data;
    const bad = { ...head.overlay, fields: [...head.overlay.fields, { key: 'bad1', enabled: true, sort: 9, def: { key: 'bad1', type: 'number', title: '坏', minimum: 5, maximum: 1 } }] };
    const res = await t.call({ method: 'POST', url: `${U}/designer/publish/safety-manager`, token: qyadmin, payload: { overlay: bad, baseVersion: head.version } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'fields.bad1.minimum', message: '最小值不能大于最大值' });
    expect(await version()).toBe(head.version);
  });
});

describe('schema editor', () => {
  it('opens the merged file, saves an edit as the overlay, refuses platform members and bad files at the pointer', async () => {
    const open = (await t.call({ url: `${U}/designer/schema/safety-manager`, token: qyadmin })).json().data;
    const file = structuredClone(open.file);
    file.form.properties.name.title = '管理人员姓名';
    file.form.properties.remark2 = { type: 'string', title: '补充说明', maxLength: 200, 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea' };
    const save = await t.call({ method: 'PUT', url: `${U}/designer/schema/safety-manager`, token: qyadmin, payload: { file, baseVersion: open.version } });
    expect(save.statusCode, save.body).toBe(200);
    const reopened = (await t.call({ url: `${U}/designer/schema/safety-manager`, token: qyadmin })).json().data.file;
    expect(reopened.form.properties.name.title).toBe('管理人员姓名');
    expect(reopened.form.properties.remark2.title).toBe('补充说明');
    const fields = (await t.call({ url: `${U}/custom-field/list?resourceKey=safety-manager`, token: qyadmin })).json().data.rows;
    expect(fields.map((f: { key: string }) => f.key)).toContain('remark2');

    const perms = structuredClone(reopened);
    perms.permissions.write.push('readonlyUser');
    const refused = await t.call({ method: 'PUT', url: `${U}/designer/schema/safety-manager`, token: qyadmin, payload: { file: perms, baseVersion: await version() } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('/permissions');

    const broken = structuredClone(reopened);
    broken.list.columns.push({ field: 'ghost' });
    const bad = await t.call({ method: 'PUT', url: `${U}/designer/schema/safety-manager`, token: qyadmin, payload: { file: broken, baseVersion: await version() } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^\/list\/columns\/\d+\/field$/);
  });
});

describe('comp-field values of a single-record resource', () => {
  it('lists the fields, writes values in one call validated, and reads them back', async () => {
    const fields = (await t.call({ url: `${U}/comp-field/list?resourceKey=safety-manager`, token: qyadmin })).json().data.rows;
    expect(fields.find((f: { field: string }) => f.field === 'trainingHours')).toMatchObject({ custom: true, required: true });
    const id = (await t.call({ method: 'POST', url: SM, token: qyadmin, payload: manager('批量值', { trainingHours: 2 }) })).json().data.id;
    const bad = await t.call({ method: 'POST', url: `${U}/comp-field/saveBatchValue`, token: qyadmin, payload: { resourceKey: 'safety-manager', recordId: id, values: { trainingHours: -1 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'trainingHours', message: '培训学时不能小于0' });
    const ok = await t.call({ method: 'POST', url: `${U}/comp-field/saveBatchValue`, token: qyadmin, payload: { resourceKey: 'safety-manager', recordId: id, values: { trainingHours: 8, remark2: '补' } } });
    expect(ok.statusCode, ok.body).toBe(200);
    const read = (await t.call({ url: `${U}/comp-field/values?resourceKey=safety-manager&recordId=${id}`, token: staff })).json().data;
    expect(read).toMatchObject({ name: '批量值', trainingHours: 8, remark2: '补' });
    const noId = await t.call({ method: 'POST', url: `${U}/comp-field/saveBatchValue`, token: qyadmin, payload: { resourceKey: 'safety-manager', values: {} } });
    expect(noId.statusCode).toBe(400);
  });

  it('saveBatch creates several fields in one version, refusing the batch on one bad field', async () => {
    const before = await version();
    const bad = await t.call({
      method: 'POST',
      url: `${U}/comp-field/saveBatch`,
      token: qyadmin,
      payload: { resourceKey: 'safety-manager', fields: [{ key: 'b1', type: 'text', title: 'B1' }, { key: 'b2', type: 'select', title: 'B2', options: [] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'fields[1].options', message: '第 2 个字段：请至少添加一个选项' });
    expect(await version()).toBe(before);
    const ok = await t.call({
      method: 'POST',
      url: `${U}/comp-field/saveBatch`,
      token: qyadmin,
      payload: { resourceKey: 'safety-manager', fields: [{ key: 'b1', type: 'text', title: 'B1' }, { key: 'b2', type: 'switch', title: 'B2', default: true }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await version()).toBe(before + 1);
  });
});
