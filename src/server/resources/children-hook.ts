// The server half of the `children` keyword (docs/schema-engine.md "Children"). A parent's payload may carry
// its rows under each children key: on create and update every row is checked by the child's own validator
// before anything is written (all failing rows are named, `items[3].content`), then written in the parent's
// transaction after it: rows with `id` (which must be this parent's) are updated, rows without are created,
// rows left out are deleted, in the order sent. A key not sent leaves the rows as they are. Each row goes
// through the record hooks of its own resource (references, rules, its own children). The detail answers
// the rows in order; lists and exports do not. Deleting a parent deletes its rows (soft, as every record).
import { childRowField, childRowText, childRowsMax, childrenOf } from '../../schema/keywords/children.ts';
import type { ChildrenSpec } from '../../schema/resource-types.ts';
import { AppError, fieldProblem, type FieldError } from '../http/app-error.ts';
import { childRows, updateChildRows } from './children-store.ts';
import {
  answerRecords,
  checkRecord,
  prepareRecord,
  recordSaved,
  recordWrite,
  type RecordHook,
  type RecordWrite,
} from './record-hooks.ts';
import { deleteWithHooks } from './record-delete.ts';
import { insertRecords } from './record-store.ts';
import { clearedKeys, payloadValues, splitStored, toRecord, unknownKeys } from './record-shape.ts';
import { compileResource, resourceRegistry } from './registry.ts';
import { tenantResource, type ResourceScope } from './resource-context.ts';
import { zhOf } from '../routes/zh-of.ts';
import { text } from '../../domain/i18n/text.ts';

/**
 * The children of a resource as its file declares them: an enterprise's overlay (the schema editor's patch)
 * cannot add a child, which would read and write another resource's records through this one.
 */
function specsOf(s: ResourceScope): readonly ChildrenSpec[] {
  return childrenOf(resourceRegistry().byKey.get(s.c.resource.key) ?? s.c.resource);
}

/** The child resource as this enterprise sees it, in the parent's transaction. */
async function childScope(s: ResourceScope, tenantId: number, spec: ChildrenSpec): Promise<ResourceScope> {
  const base = resourceRegistry().byKey.get(spec.resource);
  if (!base) throw new Error(`child resource '${spec.resource}' is not in the registry`);
  const merged = await tenantResource(s.tx, tenantId, base);
  return { tx: s.tx, c: compileResource(merged.resource), merged };
}

/** One row to write: its write context, its values, what its stored data keeps, its id when it exists. */
interface PlannedRow {
  w: RecordWrite;
  values: Record<string, unknown>;
  kept: Record<string, unknown>;
  id: number | null;
}

/** What a save does to one children key, decided before the parent is written. */
interface Plan {
  spec: ChildrenSpec;
  scope: ResourceScope;
  rows: PlannedRow[];
  removed: number[];
}

const plans = new WeakMap<RecordWrite, Plan[]>();

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A row's errors under the row's path, each message naming the row. */
function rowErrors(spec: ChildrenSpec, index: number, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => fieldProblem(childRowField(spec.key, index, e.field || undefined), childRowText(spec, index, e.text ?? e.message)));
}

/** Runs a row's step; a 400 it throws is answered under the row's path. */
async function asRow<T>(spec: ChildrenSpec, index: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 400) throw e;
    const errors = rowErrors(spec, index, e.errors ?? [{ field: '', message: e.message, ...(e.text ? { text: e.text } : {}) }]);
    throw new AppError(400, errors[0].text ?? errors[0].message, errors);
  }
}

/** Checks the rows sent under one key; answers the plan, or throws one 400 naming every failing row. */
async function planRows(w: RecordWrite, spec: ChildrenSpec, raw: unknown): Promise<Plan> {
  const { auth } = w;
  const title = spec.title;
  if (!Array.isArray(raw)) throw new AppError(400, text('api.resource.children.invalid', { title }), [fieldProblem(spec.key, text('api.resource.children.invalid', { title }))]);
  const max = childRowsMax(spec);
  if (raw.length > max) throw new AppError(400, text('api.resource.children.tooMany', { title, max }), [fieldProblem(spec.key, text('api.resource.children.tooMany', { title, max }))]);
  const scope = await childScope(w.s, auth.tenantId, spec);
  const child = scope.c.resource;
  const stored = new Map((w.id === null ? [] : await childRows(scope.tx, scope.c, auth.tenantId, spec.via, [w.id], true)).map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  const rows: PlannedRow[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    const fail = (field: string, message: string) => errors.push(...rowErrors(spec, i, [{ field, message }]));
    const row: unknown = raw[i];
    if (!isObject(row)) {
      fail('', zhOf('api.resource.notValidFormat'));
      continue;
    }
    const { id: rawId, [spec.via]: via, ...fields } = row;
    let id: number | null = null;
    if (!isBlank(rawId)) {
      if (typeof rawId !== 'number' || !Number.isSafeInteger(rawId) || rawId < 1) {
        fail('id', zhOf('api.resource.recordIdNotValid'));
        continue;
      }
      if (!stored.has(rawId)) {
        fail('id', zhOf('api.resource.children.notOwn', { title: w.s.c.resource.title }));
        continue;
      }
      if (seen.has(rawId)) {
        fail('id', zhOf('api.resource.duplicateSubmission'));
        continue;
      }
      seen.add(rawId);
      id = rawId;
    }
    if (!isBlank(via) && via !== w.id) {
      fail(spec.via, zhOf('api.resource.children.readOnly', { title: child.form.properties[spec.via]?.title ?? spec.via }));
      continue;
    }
    const unknown = unknownKeys(child, fields).filter((k) => !specsOf(scope).some((c) => c.key === k));
    if (unknown.length) {
      errors.push(...rowErrors(spec, i, unknown.map((k) => ({ field: k, message: zhOf('api.resource.unsupportedField', { field: k }) }))));
      continue;
    }
    const cw = recordWrite(scope, auth, fields, id, w.cache);
    const before = id === null ? { form: {}, kept: {} } : splitStored(child, stored.get(id)!.data);
    const values: Record<string, unknown> = { ...before.form, ...payloadValues(child, cw.body) };
    for (const k of clearedKeys(child, cw.body)) delete values[k];
    // The parent's id is set when it is known; a new parent's rows are validated with a stand-in id.
    values[spec.via] = w.id ?? 1;
    try {
      await prepareRecord(cw, values);
    } catch (e) {
      if (!(e instanceof AppError) || e.status !== 400) throw e;
      errors.push(...rowErrors(spec, i, e.errors ?? [{ field: '', message: e.message, ...(e.text ? { text: e.text } : {}) }]));
      continue;
    }
    const v = scope.c.validate(values);
    if (!v.valid) {
      errors.push(...rowErrors(spec, i, v.errors));
      continue;
    }
    rows.push({ w: cw, values, kept: before.kept, id });
  }
  if (errors.length) throw new AppError(400, errors[0].text ?? errors[0].message, errors);
  const removed = [...stored.keys()].filter((id) => !seen.has(id));
  return { spec, scope, rows, removed };
}

/** Writes one key's plan after the parent (its id now known). */
async function applyPlan(w: RecordWrite, parentId: number, plan: Plan): Promise<void> {
  const { spec, scope, rows } = plan;
  const { auth } = w;
  // Rows left out are deleted as the delete route deletes records: their own hooks (cascades, refusals).
  await deleteWithHooks(scope, auth, plan.removed);
  for (let i = 0; i < rows.length; i++) {
    rows[i].values[spec.via] = parentId;
    await asRow(spec, i, () => checkRecord(rows[i].w, rows[i].values));
  }
  const data = (r: PlannedRow) => ({ ...r.kept, ...r.values });
  const existing = rows.flatMap((r, i) => (r.id === null ? [] : [{ id: r.id, data: data(r), sort: i + 1 }]));
  await updateChildRows(scope.tx, scope.c, auth.tenantId, auth.userId, existing);
  const fresh = rows.flatMap((r, i) => (r.id === null ? [{ row: r, data: data(r), sort: i + 1 }] : []));
  const ids = await insertRecords(scope.tx, scope.c, auth.tenantId, auth.userId, fresh.map((f) => f.data), fresh.map((f) => f.sort));
  fresh.forEach((f, j) => (f.row.w.id = ids[j]));
  for (let i = 0; i < rows.length; i++) await asRow(spec, i, () => recordSaved(rows[i].w, rows[i].values));
}

export const childrenHook: RecordHook = {
  name: 'children',

  payloadKeys: (s) => specsOf(s).map((c) => c.key),

  async check(w) {
    const out: Plan[] = [];
    for (const spec of specsOf(w.s)) {
      if (Object.hasOwn(w.taken, spec.key)) out.push(await planRows(w, spec, w.taken[spec.key]));
    }
    if (out.length) plans.set(w, out);
  },

  async saved(w) {
    const out = plans.get(w);
    if (!out || w.id === null) return;
    plans.delete(w);
    for (const plan of out) await applyPlan(w, w.id, plan);
  },

  async deleting(s, auth, ids) {
    for (const spec of specsOf(s)) {
      const scope = await childScope(s, auth.tenantId, spec);
      const rows = await childRows(scope.tx, scope.c, auth.tenantId, spec.via, ids, true);
      await deleteWithHooks(scope, auth, rows.map((r) => r.id));
    }
  },

  async answer(s, auth, records, mode) {
    if (mode !== 'detail' || records.length === 0) return;
    for (const spec of specsOf(s)) {
      const scope = await childScope(s, auth.tenantId, spec);
      const rows = await childRows(scope.tx, scope.c, auth.tenantId, spec.via, records.map((r) => Number(r.id)));
      const answered = await answerRecords(scope, auth, rows.map((r) => toRecord(scope.c.resource, r)), 'detail');
      for (const record of records) record[spec.key] = answered.filter((_, i) => Number(rows[i].parent) === Number(record.id));
    }
  },
};
