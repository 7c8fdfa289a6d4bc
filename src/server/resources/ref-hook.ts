// The server half of references (x-ref), one RecordHook run by every read and write path: a write's
// referenced ids must name live records of the same tenant (400 naming the field), checked in batches
// (ids already seen in the request are not asked again: an import resolves its labels up front); each save
// replaces the record's edges in ref_edge; a delete applies the references to the deleted records
// (ref-delete.ts) and drops their own edges and any left pointing at them; answers get `refLabels`, one
// query per target per page.
import { refFields, refIds, type NormalRef, type RefField } from '../../schema/keywords/ref-fields.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, fieldProblem, type FieldError } from '../http/app-error.ts';
import type { RecordHook } from './record-hooks.ts';
import type { ResourceScope } from './resource-context.ts';
import { applyDeletePolicy } from './ref-delete.ts';
import { deleteEdgesFrom, deleteEdgesTo, existingIds, labelsOf, replaceEdges, type Edge } from './ref-store.ts';
import { text } from '../../domain/i18n/text.ts';

/** The cache key of the ids known to exist for a reference (its target and filter) within one request. */
export function knownIdsKey(ref: NormalRef): string {
  return `ref:known:${ref.resource}:${JSON.stringify(ref.filter)}`;
}

/** The set of ids known to exist for `ref`, kept in a request's hook cache. */
export function knownIds(cache: Map<string, unknown>, ref: NormalRef): Set<number> {
  const key = knownIdsKey(ref);
  let set = cache.get(key) as Set<number> | undefined;
  if (!set) {
    set = new Set();
    cache.set(key, set);
  }
  return set;
}

/** `refLabels` of a record: a label per single reference, a list (in id order) per multiple one. */
export type RefLabels = Record<string, string | null | (string | null)[]>;

async function checkRefs(tx: Queryable, tenantId: number, fields: RefField[], values: Record<string, unknown>, cache: Map<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const f of fields) {
    const ids = refIds(values[f.field]);
    if (ids.length === 0) continue;
    const known = knownIds(cache, f.ref);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) for (const id of await existingIds(tx, tenantId, f.ref, unknown)) known.add(id);
    if (ids.some((id) => !known.has(id))) errors.push(fieldProblem(f.field, text('api.resource.notFoundOrDeleted', { title: f.title })));
  }
  if (errors.length) throw new AppError(400, errors[0].text ?? errors[0].message, errors);
}

/**
 * Asks once which of the ids the records name exist (per reference), so that their `check`s, run one by one
 * afterwards, ask nothing more (the schedule's batches). Refusals stay with each record's check.
 */
export async function preloadRefs(s: ResourceScope, tenantId: number, valuesList: readonly Record<string, unknown>[], cache: Map<string, unknown>): Promise<void> {
  for (const f of refFields(s.c.resource)) {
    const known = knownIds(cache, f.ref);
    const unknown = [...new Set(valuesList.flatMap((v) => refIds(v[f.field])))].filter((id) => !known.has(id));
    if (unknown.length) for (const id of await existingIds(s.tx, tenantId, f.ref, unknown)) known.add(id);
  }
}

/** The edges a record's values make through its reference fields (a permit's custom ones too: permit-ref-edges.ts). */
export function edgesOf(fields: readonly RefField[], values: Readonly<Record<string, unknown>>): Edge[] {
  return fields.flatMap((f) => refIds(values[f.field]).map((toId) => ({ field: f.field, toKind: f.ref.resource, toId })));
}

async function labelRecords(tx: Queryable, tenantId: number, fields: RefField[], records: Record<string, unknown>[]): Promise<void> {
  // One query per (target, label) over every id of the page.
  const groups = new Map<string, { kind: string; label: string; ids: Set<number>; names?: Map<number, string> }>();
  const groupOf = (f: RefField) => `${f.ref.resource}\u0000${f.ref.label}`;
  for (const f of fields) {
    const g = groups.get(groupOf(f)) ?? { kind: f.ref.resource, label: f.ref.label, ids: new Set<number>() };
    for (const r of records) for (const id of refIds(r[f.field])) g.ids.add(id);
    groups.set(groupOf(f), g);
  }
  for (const g of groups.values()) g.names = await labelsOf(tx, tenantId, g.kind, g.label, [...g.ids]);
  for (const r of records) {
    const labels: RefLabels = {};
    for (const f of fields) {
      const v = r[f.field];
      if (v === undefined || v === null) continue;
      const names = groups.get(groupOf(f))?.names ?? new Map<number, string>();
      labels[f.field] = f.multiple ? refIds(v).map((id) => names.get(id) ?? null) : (names.get(refIds(v)[0]) ?? null);
    }
    r.refLabels = labels;
  }
}

export const refHook: RecordHook = {
  name: 'x-ref',
  async check(w, values) {
    const fields = refFields(w.s.c.resource);
    if (fields.length) await checkRefs(w.s.tx, w.auth.tenantId, fields, values, w.cache);
  },
  async saved(w, values) {
    const fields = refFields(w.s.c.resource);
    // A resource without references writes no edges (stale ones of a field an overlay removed are ignored
    // by the delete policy).
    if (w.id === null || fields.length === 0) return;
    await replaceEdges(w.s.tx, w.auth.tenantId, w.s.c.resource.key, new Map([[w.id, edgesOf(fields, values)]]));
  },
  async savedMany(writes) {
    const first = writes[0];
    if (!first) return;
    const fields = refFields(first.w.s.c.resource);
    if (fields.length === 0) return;
    const byRecord = new Map<number, Edge[]>();
    for (const { w, values } of writes) if (w.id !== null) byRecord.set(w.id, edgesOf(fields, values));
    await replaceEdges(first.w.s.tx, first.w.auth.tenantId, first.w.s.c.resource.key, byRecord);
  },
  async deleting(s, auth, ids) {
    await applyDeletePolicy(s.tx, auth, s.c.resource.key, ids);
  },
  async deleted(s, auth, ids) {
    await deleteEdgesFrom(s.tx, auth.tenantId, s.c.resource.key, ids);
    // Edges the policy left (a field that is no longer a reference): "who refers" answers nothing stale.
    await deleteEdgesTo(s.tx, auth.tenantId, s.c.resource.key, ids);
  },
  async answer(s, auth, records) {
    const fields = refFields(s.c.resource);
    if (fields.length && records.length) await labelRecords(s.tx, auth.tenantId, fields, records);
  },
};
