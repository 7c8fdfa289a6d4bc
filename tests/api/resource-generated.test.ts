// Every resource of schemas/resources through its generated routes (issue 4 "generated API tests"):
// create, list with each declared filter, detail, update, every invalid variant refused by field,
// ordering and switching where declared, import with a good and a bad row, export, template, delete.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyComputed, computedFields } from '../../src/schema/record-compute.ts';
import type { FilterSpec, ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { buildExport } from '../../src/server/resources/xlsx-export.ts';
import { generatedWriter, hookWritten, invalidVariants, SAMPLES_REFUSED_BY_RULES, validRecord, writableByGeneratedRoutes, type SampleRecord } from '../unit/helpers/sample-records.ts';
import { multipartBody } from './helpers/multipart.ts';
import { RefTargetIds } from './helpers/ref-target-ids.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

// The files whose rules refuse the generated samples, or whose records only their module's routes write, are walked
// by their module's tests (sample-records.ts).
const all = resourceRegistry().all.filter((r) => !SAMPLES_REFUSED_BY_RULES.has(r.key));
const childKeys = new Set(all.flatMap((r) => (r.children ?? []).map((c) => c.resource)));
const resources = all.filter((r) => writableByGeneratedRoutes(r, childKeys.has(r.key)));
let t: TestApp;
let admin: string;
let staff: string;
/** The platform administrator: the only writer of a resource shared as 'platform' (src/schema/keywords/shared.ts). */
let platformAdmin: string;

/** Ids of records that exist, for the samples' reference fields. */
let refIds: RefTargetIds;

beforeAll(async () => {
  t = await createTestApp();
  refIds = new RefTargetIds(t.db);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  platformAdmin = await t.login('admin', PASSWORDS.admin);
  // The permit an overhaul item's sample names (its permitNumbers must name a live permit of a kind it lists).
  await t.db.query(`insert into permit(tenant_id, number, kind, state) values (1001, 'HJZA9000000000001', 'DONG_HUO', 'APPROVED')`);
});
afterAll(() => t.close());

const url = (r: ResourceFile, path = '') => `/zax-cloud${r.endpoint}${path}`;

/** Who writes a resource: the enterprise's administrator, or the platform's for platform rows. */
const writerOf = (r: ResourceFile) => (generatedWriter(r) === 'platform' ? platformAdmin : admin);

/** The parent whose `children` name a resource (its rows are written through the parent), if any. */
function parentOf(r: ResourceFile): { parent: ResourceFile; key: string; via: string } | undefined {
  for (const parent of resources) {
    const c = (parent.children ?? []).find((x) => x.resource === r.key);
    if (c) return { parent, key: c.key, via: c.via };
  }
  return undefined;
}

/** A record without the field holding its parent's id (the server sets it). */
function withoutVia(r: ResourceFile, payload: SampleRecord): SampleRecord {
  const link = parentOf(r);
  if (!link) return payload;
  const { [link.via]: _via, ...rest } = payload;
  return rest;
}

/** A valid record of a child's parent, its references naming records that exist. */
async function parentRecord(parent: ResourceFile): Promise<SampleRecord> {
  return refIds.fill(parent, validRecord(parent));
}

/** A child row: a new parent carrying it as its only row; answers the row as the parent's detail has it. */
async function createChild(r: ResourceFile, payload: SampleRecord) {
  const { parent, key } = parentOf(r)!;
  const res = await t.call({ method: 'POST', url: url(parent), token: writerOf(parent), payload: { ...(await parentRecord(parent)), [key]: [withoutVia(r, payload)] } });
  expect(res.statusCode, `${r.key} through ${parent.key}: ${res.body}`).toBe(200);
  return res.json().data[key][0] as SampleRecord & { id: number };
}

/** A new record; a single-record resource (no create call: enterprise-info) writes the enterprise's record. */
async function create(r: ResourceFile, payload: SampleRecord) {
  if (parentOf(r)) return createChild(r, payload);
  const token = writerOf(r);
  const res = r.actions.includes('create')
    ? await t.call({ method: 'POST', url: url(r), token, payload })
    : await t.call({ method: 'POST', url: '/zax-cloud/u-basic/comp-field/saveBatchValue', token, payload: { resourceKey: r.key, values: payload } });
  expect(res.statusCode, `${r.key}: ${res.body}`).toBe(200);
  return res.json().data as SampleRecord & { id: number };
}

/** The query of one filter that the record matches. */
function matching(f: FilterSpec, rec: SampleRecord): string | null {
  const v = rec[f.field];
  if (v === undefined || v === null) return null;
  const one = Array.isArray(v) ? v[0] : v;
  const s = String(one);
  switch (f.op) {
    case 'like':
      return `${f.field}=${encodeURIComponent([...s].slice(1, 4).join('') || s)}`;
    case 'range':
      return `${f.field}=${encodeURIComponent(`${s.slice(0, 10)},${s.slice(0, 10)}`)}`;
    default:
      return `${f.field}=${encodeURIComponent(s)}`;
  }
}

describe.each(resources.map((r) => [r.key, r] as const))('%s', (_key, r) => {
  const has = (a: string) => (r.actions as string[]).includes(a);
  let rec: SampleRecord & { id: number };
  const payload = validRecord(r);
  // Computed fields hold what the server computes from the others, whatever the payload says for them.
  const expected: Record<string, unknown> = {};
  // A workflow's state field is the engine's: a record is created in the initial state, and only a transition
  // changes it (the workflow tests cover both), so the sample holds the initial state and no variant breaks it.
  const stateField = r.workflow?.field;
  if (r.workflow && stateField) payload[stateField] = r.workflow.initial;
  beforeAll(async () => {
    await refIds.fill(r, payload);
    Object.assign(expected, withoutVia(r, payload));
    applyComputed(r, expected);
    // A read-only field of a file with module hooks is the hooks' to write (a judgement, a summary): not compared.
    for (const name of Object.keys(r.form.properties)) if (hookWritten(r, name) && name !== stateField) delete expected[name];
  });
  // What the server writes whatever the client sends: computed fields, the workflow's state, the hooks' read-only fields.
  const serverWritten = [...computedFields(r), ...(stateField ? [stateField] : []), ...Object.keys(r.form.properties).filter((n) => hookWritten(r, n))];
  const computed = [...computedFields(r), ...(stateField ? [stateField] : [])].filter((n) => !hookWritten(r, n) || n === stateField);
  const link = parentOf(r);

  it('creates a valid record and reads it back', async () => {
    rec = await create(r, payload);
    expect(rec).toMatchObject(expected);
    for (const name of computed) expect(rec[name], `${r.key}.${name} (computed)`).toEqual(expected[name]);
    if (has('detail')) {
      const res = await t.call({ url: url(r, `/${rec.id}`), token: writerOf(r) });
      expect(res.json().data).toEqual(rec);
    }
  });

  it('finds it with each declared filter', async () => {
    for (const f of r.list.filters ?? []) {
      const q = matching(f, rec);
      if (q === null) continue;
      const res = await t.call({ url: url(r, `/list?${q}`), token: writerOf(r) });
      expect(res.statusCode, `${r.key} ${q}: ${res.body}`).toBe(200);
      expect(res.json().data.rows.map((x: { id: number }) => x.id), `${r.key} ${q}`).toContain(rec.id);
    }
  });

  it('refuses every invalid variant naming the field, and keeps the stored record', async () => {
    const wrong: string[] = [];
    // A single-record resource writes over its stored record, so a missing field is filled from it there.
    // A computed field's value is the server's, so what a client sends for it cannot be wrong.
    const single = !has('create') && !link;
    for (const v of invalidVariants(r).filter((x) => (!single || x.rule !== 'required') && x.field !== link?.via && !serverWritten.includes(x.field))) {
      if (link) {
        // A child's row is refused through its parent, under the row's path.
        const res = await t.call({ method: 'POST', url: url(link.parent), token: admin, payload: { ...(await parentRecord(link.parent)), [link.key]: [withoutVia(r, v.payload)] } });
        const fields = res.statusCode === 400 ? (res.json().errors as { field: string }[]).map((e) => e.field) : [];
        if (!fields.includes(`${link.key}[0].${v.field}`)) wrong.push(`${v.field} (${v.rule}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
        continue;
      }
      const res = single
        ? await t.call({ method: 'POST', url: '/zax-cloud/u-basic/comp-field/saveBatchValue', token: writerOf(r), payload: { resourceKey: r.key, values: v.payload } })
        : await t.call({ method: 'POST', url: url(r), token: writerOf(r), payload: v.payload });
      const fields = res.statusCode === 400 ? (res.json().errors as { field: string }[]).map((e) => e.field) : [];
      if (!fields.includes(v.field)) wrong.push(`${v.field} (${v.rule}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    if (has('update')) {
      const [first] = invalidVariants(r).filter((x) => !serverWritten.includes(x.field));
      const res = await t.call({ method: 'PUT', url: url(r), token: writerOf(r), payload: { id: rec.id, [first.field]: first.payload[first.field] ?? null } });
      expect(res.statusCode).toBe(400);
      const again = await t.call({ url: url(r, `/pure/${rec.id}`), token: writerOf(r) });
      if (has('detail')) expect(again.json().data).toEqual(rec);
    }
  });

  it('updates with the write role only', async () => {
    if (!has('update')) return;
    const res = await t.call({ method: 'PUT', url: url(r), token: writerOf(r), payload: { ...payload, id: rec.id } });
    expect(res.statusCode, res.body).toBe(200);
    if (!r.permissions.write.includes('qyStaff')) {
      expect((await t.call({ method: 'PUT', url: url(r), token: staff, payload: { id: rec.id } })).statusCode).toBe(403);
    }
  });

  it('orders and switches where declared', async () => {
    if (has('enable') || has('disable')) {
      if (has('disable')) {
        await t.call({ method: 'POST', url: url(r, '/disable'), token: writerOf(r), payload: { ids: [rec.id] } });
        expect((await t.call({ url: url(r, `/${rec.id}`), token: writerOf(r) })).json().data.status).toBe(0);
      }
      if (has('enable')) {
        await t.call({ method: 'POST', url: url(r, '/enable'), token: writerOf(r), payload: { ids: [rec.id] } });
        expect((await t.call({ url: url(r, `/${rec.id}`), token: writerOf(r) })).json().data.status).toBe(1);
      }
    }
    if (!has('topping') && !has('sort')) return;
    const b = await create(r, payload);
    const c = await create(r, payload);
    // The caller's own rows: a shared resource lists the platform's beside them (shared: true), which the caller does not order.
    const own = (rows: { id: number; shared?: boolean }[]) => rows.filter((x) => x.shared !== true).map((x) => x.id);
    const order = async () => own((await t.call({ url: url(r, '/list?limit=100&sort=sortOrder&order=asc'), token: writerOf(r) })).json().data.rows);
    const sortable = (r.list.sort?.fields ?? []).includes('sortOrder');
    const ids = async () => (sortable ? order() : own((await t.call({ url: url(r, '/list?limit=100'), token: writerOf(r) })).json().data.rows));
    if (has('topping')) {
      await t.call({ method: 'POST', url: url(r, '/topping'), token: writerOf(r), payload: { id: c.id } });
      expect((await ids())[0]).toBe(c.id);
    }
    if (has('ending')) {
      await t.call({ method: 'POST', url: url(r, '/ending'), token: writerOf(r), payload: { id: c.id } });
      expect((await ids()).at(-1)).toBe(c.id);
    }
    if (has('sort')) {
      const res = await t.call({ method: 'POST', url: url(r, '/sort'), token: writerOf(r), payload: { ids: [c.id, b.id, rec.id] } });
      expect(res.json().data).toEqual({ sorted: 3 });
      // Sorting numbers the listed records 1, 2, 3; records made by other tests (a child's parent) keep theirs.
      const mine = new Set([c.id, b.id, rec.id]);
      expect((await ids()).filter((id: number) => mine.has(id))).toEqual([c.id, b.id, rec.id]);
    }
  });

  it('imports a good and a bad row, exports and gives a template, where declared', async () => {
    if (has('template')) {
      const res = await t.call({ url: url(r, '/template/download'), token: writerOf(r) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
    if (has('import')) {
      const bad = invalidVariants(r).find((v) => v.rule === 'required' && (r.import?.columns ?? []).includes(v.field));
      // A reference column is written as its label (the import takes labels): the created record has them.
      const rows = [{ ...payload, refLabels: rec.refLabels }, ...(bad ? [bad.payload] : [])];
      const file = await buildExport(r, rows, r.import?.columns);
      const res = await t.call({ method: 'POST', url: url(r, '/import'), token: writerOf(r), ...multipartBody({}, { name: `${r.title}.xlsx`, content: file }) });
      expect(res.statusCode, res.body).toBe(200);
      // With import.match the good row names the record created above by its match cell: it updates that record.
      expect(res.json().data).toMatchObject({ total: rows.length, success: 1, failed: rows.length - 1, ...(r.import?.match ? { updated: 1 } : {}) });
      if (bad) expect(res.json().data.failures[0].row).toBe(3);
    }
    if (has('export')) {
      const res = await t.call({ url: url(r, '/export'), token: writerOf(r) });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      expect(wb.worksheets[0].rowCount).toBeGreaterThan(1);
    }
  });

  it('answers under the spec’s other names (info, remove) where declared', async () => {
    if (has('info')) expect((await t.call({ url: url(r, `/info/${rec.id}`), token: writerOf(r) })).json().data).toMatchObject({ ...payload, id: rec.id });
    if (!has('remove')) return;
    const extra = await create(r, payload);
    const res = await t.call({ method: 'POST', url: url(r, '/remove'), token: writerOf(r), payload: { ids: [extra.id] } });
    expect(res.json().data).toEqual({ deleted: 1 });
  });

  it('deletes it', async () => {
    if (!has('delete')) return;
    const res = await t.call({ method: 'DELETE', url: url(r), token: writerOf(r), payload: { ids: [rec.id] } });
    expect(res.json().data).toEqual({ deleted: 1 });
    if (has('detail')) expect((await t.call({ url: url(r, `/${rec.id}`), token: writerOf(r) })).statusCode).toBe(404);
  });
});
