// Deleting records that others refer to (x-ref onDelete), for resource records and platform entities
// (staff, departments deleted through the /user routes) alike: the edges pointing at them are read in one
// indexed query; a `restrict` field refuses the delete (409 naming who refers), a `clear` field is emptied
// in the referring records, a `cascade` field deletes the referring records too (record-delete.ts: their
// own hooks applied in turn). A record deleted along with another (a cascade, a tree's subtree) is named in
// the refusal. A platform row (tenant 0) of a shared resource that enterprises refer to is refused (409
// counting them): the enterprises' records are never cleared or deleted by the platform. A permit referring through
// a custom field of its kind's form (`permit-<kind>`, permits/permit-ref-edges.ts) always restricts, whatever the
// field says, and is named by its kind's title and number (动火作业票「HJZA…」): a permit is kept as written, never
// cleared or deleted along. Runs inside the caller's transaction: a refusal anywhere rolls the whole delete back.
import { refOf } from '../../schema/keywords/ref-fields.ts';
import { PLATFORM_TENANT } from '../../schema/keywords/shared.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { designableResource, isPermitFormKey } from '../designer/designable-resources.ts';
import { permitNumber } from '../permits/permit-store.ts';
import { resourceRegistry, tableName } from './registry.ts';
import { foreignReferrersOf, labelsOf, referrersOf, targetOf, type Referrer } from './ref-store.ts';
import { titleField } from './ref-titles.ts';
import { tenantResource } from './resource-context.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

/** Records being deleted in a transaction (`kind:id`): a cascade through a cycle stops at them. */
const deletingNow = new WeakMap<Queryable, Set<string>>();

/** How deep the cascade of a transaction runs now. */
const depthNow = new WeakMap<Queryable, number>();

/** Cascades deeper than this are refused (a runaway chain of files). */
const MAX_DEPTH = 16;

/** How many deletes of records taken along (a cascade, a subtree) run now in a transaction. */
const alongNow = new WeakMap<Queryable, number>();

/** Enterprises named at most in the refusal of a shared platform row. */
const ENTERPRISES_NAMED = 3;

/** Marks records as being deleted in the transaction: references from them do not refuse deleting others. */
export function markDeleting(tx: Queryable, kind: string, ids: readonly number[]): Set<string> {
  let marks = deletingNow.get(tx);
  if (!marks) {
    marks = new Set();
    deletingNow.set(tx, marks);
  }
  for (const id of ids) marks.add(`${kind}:${id}`);
  return marks;
}

/** Runs `fn`, a delete of records taken along by another delete: a refusal then names the record taken along. */
export async function deletingAlong<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  alongNow.set(tx, (alongNow.get(tx) ?? 0) + 1);
  try {
    return await fn();
  } finally {
    alongNow.set(tx, (alongNow.get(tx) ?? 1) - 1);
  }
}

/** A record's name for a message: its title field's value (a permit's number), else `#id`. */
async function nameOf(tx: Queryable, tenantId: number, fromResource: string, id: number): Promise<string> {
  if (isPermitFormKey(fromResource)) return (await permitNumber(tx, tenantId, id)) ?? `#${id}`;
  const base = resourceRegistry().byKey.get(fromResource);
  const field = base ? titleField(base) : null;
  if (!field) return `#${id}`;
  const label = (await labelsOf(tx, tenantId, fromResource, field, [id])).get(id);
  return label ? label : `#${id}`;
}

/**
 * 409: `该记录被 特种作业人员「张三」等3条记录引用，不能删除`; for a record taken along (`along`: its kind),
 * the record is named: `分类管理「离心泵」被 引用测试任务「巡检」引用，不能删除`.
 */
async function refusal(tx: Queryable, tenantId: number, refs: Referrer[], along: string | null): Promise<Error> {
  const first = refs[0];
  const title = designableResource(first.fromResource)?.title ?? first.fromResource;
  const name = await nameOf(tx, tenantId, first.fromResource, first.fromId);
  const n = new Set(refs.map((r) => `${r.fromResource}:${r.fromId}`)).size;
  if (along === null) return conflict(text(n > 1 ? 'api.resource.refused.referencedMany' : 'api.resource.refused.referenced', { title, name, n }));
  const alongName = await nameOf(tx, tenantId, along, first.toId);
  const params = { along: targetOf(along).title, alongName, title, name, n };
  return conflict(text(n > 1 ? 'api.resource.refused.alongReferencedMany' : 'api.resource.refused.alongReferenced', params));
}

/** 409 when enterprises refer to platform rows of a shared resource: `该记录被 2家企业（甲、乙）的5条记录引用，不能删除`. */
async function refuseForeignReferrers(tx: Queryable, toKind: string, ids: readonly number[]): Promise<void> {
  const foreign = await foreignReferrersOf(tx, toKind, ids);
  if (foreign.length === 0) return;
  const records = foreign.reduce((n, f) => n + f.records, 0);
  const names = foreign.slice(0, ENTERPRISES_NAMED).map((f) => f.name ?? `#${f.tenantId}`);
  const more = foreign.length > ENTERPRISES_NAMED;
  const params = { count: foreign.length, names: names.join(zhOf('api.resource.listSeparator')), records };
  throw conflict(text(more ? 'api.resource.refused.foreignMore' : 'api.resource.refused.foreign', params));
}

/** Empties `field` of the referring records (or takes the deleted ids out of a list), and drops those edges. */
async function clearField(tx: Queryable, tenantId: number, toKind: string, toIds: readonly number[], fromResource: string, field: string, fromIds: number[]): Promise<void> {
  const table = tableName(fromResource);
  await tx.query(
    `update ${table} set updated_at = now(), data = case
        when jsonb_typeof(data->$2::text) = 'array' then
          coalesce((select case when count(*) = 0 then null else jsonb_set(data, array[$2::text], jsonb_agg(e)) end
                      from jsonb_array_elements(data->$2::text) e
                     where not (jsonb_typeof(e) = 'number' and (e#>>'{}')::numeric = any($4::numeric[]))), data - $2::text)
        else data - $2::text end
      where tenant_id = $1 and id = any($3::bigint[]) and not deleted`,
    [tenantId, field, fromIds, [...toIds]],
  );
  await tx.query(
    `delete from ref_edge where tenant_id = $1 and to_kind = $2 and to_id = any($3::bigint[])
        and from_resource = $4 and field = $5 and from_id = any($6::bigint[])`,
    [tenantId, toKind, [...toIds], fromResource, field, fromIds],
  );
}

/** Deletes referring records with every hook of their resource (their own references applied in turn). */
async function cascade(tx: Queryable, auth: AuthContext, fromResource: string, fromIds: number[]): Promise<void> {
  const base = resourceRegistry().byKey.get(fromResource);
  if (!base || fromIds.length === 0) return;
  const depth = (depthNow.get(tx) ?? 0) + 1;
  if (depth > MAX_DEPTH) throw conflict(text('api.resource.cascadeDeletionsTooDeepRecord'));
  // Loaded when used: record-delete runs the record hooks, which list the reference hook, which uses this module.
  const { deleteWithHooks, scopeOf } = await import('./record-delete.ts');
  const s = await scopeOf(tx, auth, fromResource);
  depthNow.set(tx, depth);
  try {
    // The resource's hooks apply its own references (this module again, through the reference hook).
    await deletingAlong(tx, () => deleteWithHooks(s, auth, fromIds));
  } finally {
    depthNow.set(tx, depth - 1);
  }
}

/**
 * Applies the references to `ids` of `toKind` (a resource key or an entity) before they are deleted:
 * refuses (409) when a restricting reference remains, clears and cascades the others.
 */
export async function applyDeletePolicy(tx: Queryable, auth: AuthContext, toKind: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const marks = markDeleting(tx, toKind, ids);
  if (auth.tenantId === PLATFORM_TENANT && resourceRegistry().byKey.get(toKind)?.shared) await refuseForeignReferrers(tx, toKind, ids);
  const refs = (await referrersOf(tx, auth.tenantId, toKind, ids)).filter((r) => !marks.has(`${r.fromResource}:${r.fromId}`));
  if (refs.length === 0) return;
  const groups = new Map<string, Referrer[]>();
  for (const r of refs) {
    const k = `${r.fromResource}\u0000${r.field}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const restricted: Referrer[] = [];
  const actions: { policy: 'clear' | 'cascade'; fromResource: string; field: string; fromIds: number[] }[] = [];
  for (const list of groups.values()) {
    const { fromResource, field } = list[0];
    const base = designableResource(fromResource);
    if (!base) continue; // a resource no longer shipped: its edges are stale
    const merged = await tenantResource(tx, auth.tenantId, base);
    const ref = refOf(merged.resource.form.properties[field]);
    // A field that is no longer a reference (an overlay removed it): its edges are stale, not a reason to refuse.
    if (!ref || ref.resource !== toKind) continue;
    // A permit is a record of work done (GB 30871): never emptied or deleted because of what it names.
    const policy = isPermitFormKey(fromResource) ? 'restrict' : ref.onDelete;
    const fromIds = [...new Set(list.map((r) => r.fromId))];
    if (policy === 'restrict') restricted.push(...list);
    else actions.push({ policy, fromResource, field, fromIds });
  }
  if (restricted.length) throw await refusal(tx, auth.tenantId, restricted, (alongNow.get(tx) ?? 0) > 0 ? toKind : null);
  for (const a of actions) {
    if (a.policy === 'clear') await clearField(tx, auth.tenantId, toKind, ids, a.fromResource, a.field, a.fromIds);
    else await cascade(tx, auth, a.fromResource, a.fromIds.filter((id) => !marks.has(`${a.fromResource}:${id}`)));
  }
}
