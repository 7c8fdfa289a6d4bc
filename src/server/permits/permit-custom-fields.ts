// The enterprise's custom fields of a permit kind (the designer on the kind's form file, issue 16 item 3;
// docs/permit-api.md "Custom fields"): the file merged with the enterprise's overlay in force (resource-context.ts
// tenantResource, the designer's one mechanism), the custom members of a saveOrUpdate body checked against it (the
// record validator's rules and messages: required, lengths, pattern, options, range; references to live records),
// the values of switched-off fields kept, and the custom values answered with their titles for a reader who does not
// know the overlay.
import type { Lang } from '../../domain/i18n/message-format.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import { REVISION_REASON_FIELD } from '../../domain/permit-revision.ts';
import { compileRecordValidator, type RecordValidation } from '../../schema/compile-validator.ts';
import { customValueText } from '../../schema/custom-value-text.ts';
import { refFields, refIds } from '../../schema/keywords/ref-fields.ts';
import { customFieldsResource, permitCustomFieldNames } from '../../schema/permit-form-overlay.ts';
import { applyComputed } from '../../schema/record-compute.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { AppError, fieldProblem, type FieldError } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import { tenantResource } from '../resources/resource-context.ts';
import { existingIds, labelsOf } from '../resources/ref-store.ts';
import { permitFormOf } from './permit-form-files.ts';
import type { PermitRow } from './permit-store.ts';

/** A kind's form as one enterprise sees it. */
export interface TenantPermitForm {
  kind: PermitKind;
  /** The kind's file merged with the enterprise's overlay in force (the file itself when it has none). */
  file: ResourceFile;
  /** The custom fields the enterprise asks (enabled, not removed), in the form's order. */
  custom: readonly string[];
  /** Custom fields switched off or removed: their stored values are kept, neither asked nor shown. */
  hidden: ReadonlySet<string>;
}

/** One custom value as the detail answers it (`ziDingYiZiDuan`). */
export interface CustomFieldValue {
  key: string;
  title: string;
  /** As stored (an id, ids, file ids, a time as sent...); null when empty. */
  value: unknown;
  /** The text a reader shows: option labels, 是/否, names of what an id points at, the sites' wall time. */
  display: string;
  /** The field's control (`Upload` for files, `Input`, `Select`...): a client shows files as files. */
  component: string | null;
}

/** The kind's form merged with the enterprise's overlay in force. */
export async function tenantPermitForm(tx: Queryable, tenantId: number, kind: PermitKind): Promise<TenantPermitForm> {
  const base = permitFormOf(kind);
  const merged = await tenantResource(tx, tenantId, base);
  return { kind, file: merged.resource, custom: permitCustomFieldNames(base, merged.resource), hidden: new Set(merged.hiddenFields) };
}

/** The field titles of the form (built-in and custom), in the form's order: the labels of a revision's changes. */
export function formLabels(form: TenantPermitForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form.file.form.properties).map(([name, f]) => [name, f.title ?? name]));
}

// Compiled once per merged file (tenantResource keeps one object per enterprise, kind and version).
const validators = new WeakMap<ResourceFile, (data: unknown, lang?: Lang) => RecordValidation>();

function validatorOf(form: TenantPermitForm) {
  let v = validators.get(form.file);
  if (!v) {
    v = compileRecordValidator(customFieldsResource(form.file, form.custom));
    validators.set(form.file, v);
  }
  return v;
}

/** Members of a saveOrUpdate body that are neither form fields nor custom fields. */
const CALL_MEMBERS = new Set(['id', REVISION_REASON_FIELD]);

/**
 * The custom values of a saveOrUpdate body (the members that are not the kind's built-in fields), checked against
 * the enterprise's merged form: a member that is no custom field of the enterprise is refused by name (不支持的字段,
 * as any unknown member), a required one missing or a bad value is refused naming the field by its title; a
 * switched-off or removed field's member is ignored (its stored value stays). Empty values are left out.
 * `builtIn`: the body's built-in form values, which a computed custom field reads. 400 with every field at fault.
 */
export async function customValuesOf(tx: Queryable, tenantId: number, form: TenantPermitForm, body: Record<string, unknown>, builtIn: Record<string, unknown>): Promise<Record<string, unknown>> {
  const own = permitFormOf(form.kind).form.properties;
  const sent = Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && !Object.hasOwn(own, k) && !CALL_MEMBERS.has(k) && !form.hidden.has(k)));
  // Computed fields (x-compute) are the server's: what was sent for them is replaced.
  const all = { ...builtIn, ...sent };
  applyComputed(form.file, all);
  for (const name of form.custom) {
    if (all[name] === undefined) delete sent[name];
    else if (form.file.form.properties[name]['x-compute'] !== undefined) sent[name] = all[name];
  }
  const v = validatorOf(form)(sent);
  const errors: FieldError[] = [...v.errors];
  if (v.valid) {
    const refs = refFields(customFieldsResource(form.file, form.custom));
    for (const f of refs) {
      const ids = refIds(sent[f.field]);
      if (ids.length === 0) continue;
      const live = await existingIds(tx, tenantId, f.ref, ids);
      if (ids.some((id) => !live.has(id))) errors.push(fieldProblem(f.field, text('api.resource.notFoundOrDeleted', { title: f.title })));
    }
  }
  const first = errors[0];
  if (first) throw new AppError(400, first.text ?? first.message, errors);
  return Object.fromEntries(Object.entries(sent).filter(([, x]) => x !== null && x !== '' && !(Array.isArray(x) && x.length === 0)));
}

/** The stored values of the enterprise's switched-off and removed custom fields: kept through a save. */
export function keptHiddenValues(form: TenantPermitForm, stored: Readonly<Record<string, unknown>> | null): Record<string, unknown> {
  if (!stored) return {};
  return Object.fromEntries([...form.hidden].filter((k) => stored[k] !== undefined).map((k) => [k, stored[k]]));
}

/** The enterprise's custom fields of a permit with their values (empty ones too), titled, in the form's order. */
export async function customFieldValues(tx: Queryable, tenantId: number, form: TenantPermitForm, data: Readonly<Record<string, unknown>>, lang: Lang = 'zh'): Promise<CustomFieldValue[]> {
  if (form.custom.length === 0) return [];
  const props = form.file.form.properties;
  const names = new Map<string, ReadonlyMap<number, string>>();
  for (const f of refFields(customFieldsResource(form.file, form.custom))) {
    const ids = refIds(data[f.field]);
    if (ids.length) names.set(f.field, await labelsOf(tx, tenantId, f.ref.resource, f.ref.label, ids));
  }
  return form.custom.map((key) => {
    const f = props[key];
    const value = data[key] ?? null;
    const title = (lang === 'en' ? f['x-title-en'] : undefined) ?? f.title ?? key;
    const component = f['x-component'];
    return { key, title, value, display: customValueText(f, value, names.get(key), (m) => say(lang, m)), component: typeof component === 'string' ? component : null };
  });
}

/** The member of a permit's answer (the detail, saveOrUpdate) listing its custom values (docs/permit-api.md). */
export const CUSTOM_VALUES_MEMBER = 'ziDingYiZiDuan';

/** `{ziDingYiZiDuan}` of a permit: the enterprise's custom fields of its kind with the permit's values. */
export async function permitCustomAnswer(tx: Queryable, tenantId: number, row: Pick<PermitRow, 'kind' | 'data'>, lang: Lang): Promise<{ [CUSTOM_VALUES_MEMBER]: CustomFieldValue[] }> {
  const form = await tenantPermitForm(tx, tenantId, row.kind);
  return { [CUSTOM_VALUES_MEMBER]: await customFieldValues(tx, tenantId, form, row.data, lang) };
}

/**
 * Before the body is validated (saveOrUpdate's preValidation): takes out of `body` the members naming one of the
 * enterprise's custom fields of the kind (enabled, switched off or removed) and answers them; what is left is
 * validated by the route's schema, which refuses any other unknown member by name together with the form's own
 * faults, as it always did. The values taken out are checked by the step (customValuesOf).
 */
export async function takeCustomMembers(db: Db, auth: AuthContext, kind: PermitKind, body: unknown): Promise<Record<string, unknown>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const data = body as Record<string, unknown>;
  const own = permitFormOf(kind).form.properties;
  const extra = Object.keys(data).filter((k) => !Object.hasOwn(own, k) && !CALL_MEMBERS.has(k));
  if (extra.length === 0) return {};
  const form = await inTenant(db, auth, (tx) => tenantPermitForm(tx, auth.tenantId, kind));
  const taken: Record<string, unknown> = {};
  for (const k of extra) {
    if (!form.custom.includes(k) && !form.hidden.has(k)) continue;
    taken[k] = data[k];
    delete data[k];
  }
  return taken;
}
