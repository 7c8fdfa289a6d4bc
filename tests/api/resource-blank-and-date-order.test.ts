// Issue 11 item 17, generated over every resource file and every permit form: a required text of only
// spaces and an end date before its start (the files' x-rules, record-rules.ts) are refused with 400, the
// field named with its title, and nothing is saved. Resources through their generated routes
// (schemas/resources and the module folders), permits through saveOrUpdate (schemas/modules/tszy/permits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMIT_KINDS } from '../../src/domain/permit-kinds.ts';
import { requiredMessage } from '../../src/schema/record-rules.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { permitFormOf } from '../../src/server/permits/permit-form-files.ts';
import { datePairs, generatedWriter, SAMPLES_REFUSED_BY_RULES, validRecord, writableByGeneratedRoutes, type SampleRecord } from '../unit/helpers/sample-records.ts';
import { formFor, HOUR, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { RefTargetIds } from './helpers/ref-target-ids.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

// The files whose rules refuse the generated samples are walked by their module's tests (sample-records.ts).
// So are the files whose records only their module's routes write.
const all = resourceRegistry().all.filter((r) => !SAMPLES_REFUSED_BY_RULES.has(r.key));
const childKeys = new Set(all.flatMap((r) => (r.children ?? []).map((c) => c.resource)));
const resources = all.filter((r) => writableByGeneratedRoutes(r, childKeys.has(r.key)));
let t: TestApp;
let admin: string;
let platformAdmin: string;
let api: PermitApi;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  platformAdmin = await t.login('admin', PASSWORDS.admin);
  api = permitApi(t);
});
afterAll(() => t.close());

const SPACES = '  \u3000 ';
const url = (r: ResourceFile, path = '') => `/zax-cloud${r.endpoint}${path}`;
const titleOf = (r: ResourceFile, name: string) => r.form.properties[name].title ?? name;

/** A valid sample whose required references name records that exist (optional ones left out). */
const savable = (r: ResourceFile): Promise<SampleRecord> => new RefTargetIds(t.db).fill(r, validRecord(r), { requiredOnly: true });

/** Who writes a resource: the enterprise's administrator, or the platform's for platform rows. */
const writerOf = (r: ResourceFile) => (generatedWriter(r) === 'platform' ? platformAdmin : admin);

/** A required plain text (no options), the kind of field a user could fill with spaces. */
const isRequiredText = (r: ResourceFile, name: string, f: FieldSchema) =>
  (r.form.required ?? []).includes(name) && f.type === 'string' && !f.enum && f.minLength !== 0;

/** A value of the same format a day (or an hour) before `v`. */
function before(v: string): string {
  if (v.length === 10) return new Date(Date.parse(`${v}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return `${v.slice(0, 11)}${String(Number(v.slice(11, 13)) - 1).padStart(2, '0')}${v.slice(13)}`;
}

/** What the resource holds now (its list): the proof that a refused call saved nothing. */
async function stored(r: ResourceFile): Promise<unknown> {
  const res = await t.call({ url: url(r, '/list?limit=100'), token: writerOf(r) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Posts a record: create, or for a single-record resource (no create: enterprise-info) its one record. */
function post(r: ResourceFile, payload: SampleRecord) {
  return r.actions.includes('create')
    ? t.call({ method: 'POST', url: url(r), token: writerOf(r), payload })
    : t.call({ method: 'POST', url: '/zax-cloud/u-basic/comp-field/saveBatchValue', token: admin, payload: { resourceKey: r.key, values: payload } });
}

/** Every case of one resource: [label, field, payload, expected message]. */
function casesOf(r: ResourceFile): [string, string, SampleRecord, string][] {
  // A child resource's rows are written through its parent (tests/api/children.test.ts names their rows).
  if (resources.some((p) => (p.children ?? []).some((c) => c.resource === r.key))) return [];
  const base = validRecord(r);
  const blanks = Object.entries(r.form.properties)
    .filter(([name, f]) => isRequiredText(r, name, f))
    // 请填写<title> for a typed text, 请选择<title> for a picked date (a date of spaces is no date either).
    .map(([name, f]): [string, string, SampleRecord, string] => [`${name} of spaces`, name, { ...base, [name]: SPACES }, requiredMessage(titleOf(r, name), f)]);
  const orders = datePairs(r).map(([start, end]): [string, string, SampleRecord, string] => [
    `${end} before ${start}`,
    end,
    { ...base, [end]: before(String(base[start])) },
    `${titleOf(r, end)}不能早于${titleOf(r, start)}`,
  ]);
  return [...blanks, ...orders];
}

const covered = resources.filter((r) => casesOf(r).length > 0);

describe('resources: blank required texts and ends before starts', () => {
  it('covers the resources the issue names and every declared pair', () => {
    expect(covered.map((r) => r.key)).toEqual(expect.arrayContaining(['safety-manager', 'contractor-info', 'leave-record']));
    const pairs = resources.flatMap((r) => datePairs(r));
    expect(pairs.length).toBeGreaterThanOrEqual(17);
  });

  describe.each(covered.map((r) => [r.key, r] as const))('%s', (_key, r) => {
    it.each(casesOf(r))('refuses %s naming the field, and saves nothing', async (_label, field, payload, message) => {
      const before = await stored(r);
      const res = await post(r, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: message, errors: [{ field, message }] });
      expect(await stored(r)).toEqual(before);
    });
  });

  it('names a typed text 请填写 and a picked date 请选择', () => {
    const r = resources.find((x) => x.key === 'safety-manager')!;
    const messages = Object.fromEntries(casesOf(r).map(([, field, , message]) => [field, message]));
    expect(messages).toMatchObject({ name: '请填写姓名', certNo: '请填写证书编号', certStart: '请选择证书有效期起' });
  });

  it('still accepts the same end on its start day, and a text with spaces around it', async () => {
    const r = resources.find((x) => x.key === 'safety-manager')!;
    const ok = { ...(await savable(r)), name: ' 王 五 ', certStart: '2026-03-01', certEnd: '2026-03-01' };
    const res = await post(r, ok);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: ' 王 五 ', certEnd: '2026-03-01' });
  });

  it('refuses a certEnd moved before certStart by an update, keeping the record', async () => {
    const r = resources.find((x) => x.key === 'safety-manager')!;
    const created = (await post(r, { ...(await savable(r)), certStart: '2026-03-01', certEnd: '2027-03-01' })).json().data;
    const res = await t.call({ method: 'PUT', url: url(r), token: admin, payload: { ...created, certEnd: '2026-02-28' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'certEnd', message: '证书有效期至不能早于证书有效期起' }]);
    const blank = await t.call({ method: 'PUT', url: url(r), token: admin, payload: { ...created, name: '   ' } });
    expect(blank.json().errors).toEqual([{ field: 'name', message: '请填写姓名' }]);
    const again = await t.call({ url: url(r, `/${created.id}`), token: admin });
    expect(again.json().data).toMatchObject({ name: created.name, certEnd: '2027-03-01' });
  });
});

describe('permits: blank required texts and an end before the start at saveOrUpdate', () => {
  const total = async () => (await api.get('staff01', `${TSZY}/zuoYePiao/list?pageIndex=1&pageSize=10`)).e.total as number;

  /**
   * The required typed texts of a kind's form (the site and the work, for every kind); a time of spaces is
   * refused by the route's pattern before (计划开始时间格式不正确).
   */
  const requiredTexts = (kind: (typeof PERMIT_KINDS)[number]) => {
    const form = permitFormOf(kind);
    return Object.entries(form.form.properties)
      .filter(([name, f]) => isRequiredText(form, name, f) && !f.format && !f.pattern)
      .map(([name]) => name);
  };

  it.each(PERMIT_KINDS.map((k) => [k] as const))('%s', async (kind) => {
    const form = permitFormOf(kind);
    const count = await total();
    const start = Date.now() + HOUR;
    const late = await api.post('staff01', `${kindUrl(kind)}/saveOrUpdate`, formFor(kind, {
      jiHuaKaiShiShiJian: new Date(start).toISOString(),
      jiHuaJieShuShiJian: new Date(start - 60_000).toISOString(),
    }));
    expect(late.status, late.body.msg).toBe(400);
    expect(late.body).toMatchObject({ code: 400, msg: '计划结束时间不能早于计划开始时间', errors: [{ field: 'jiHuaJieShuShiJian', message: '计划结束时间不能早于计划开始时间' }] });
    const texts = requiredTexts(kind);
    expect(texts).toEqual(expect.arrayContaining(['zuoYeDiDian', 'zuoYeNeiRong']));
    for (const name of texts) {
      const blank = await api.post('staff01', `${kindUrl(kind)}/saveOrUpdate`, formFor(kind, { [name]: SPACES }));
      expect(blank.status, `${name}: ${blank.body.msg}`).toBe(400);
      expect(blank.body.errors).toEqual([{ field: name, message: `请填写${titleOf(form, name)}` }]);
    }
    expect(await total()).toBe(count);
  });

  it('refuses a draft whose end is moved before its start, keeping the draft', async () => {
    const first = await api.post('staff01', `${kindUrl('DONG_TU')}/saveOrUpdate`, formFor('DONG_TU'));
    expect(first.status).toBe(200);
    const end = first.e.jiHuaJieShuShiJian;
    const moved = await api.post('staff01', `${kindUrl('DONG_TU')}/saveOrUpdate`, formFor('DONG_TU', { id: first.e.id, jiHuaJieShuShiJian: new Date(Date.now() - 2 * HOUR).toISOString() }));
    expect(moved.status).toBe(400);
    expect(moved.body.errors?.[0].field).toBe('jiHuaJieShuShiJian');
    const list = (await api.get('staff01', `${TSZY}/zuoYePiao/list?pageIndex=1&pageSize=50`)).e.dataList as { id: number; jiHuaJieShuShiJian: unknown }[];
    expect(list.find((p) => p.id === first.e.id)?.jiHuaJieShuShiJian).toEqual(end);
  });
});
