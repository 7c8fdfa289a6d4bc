// The saveOrUpdate body schema of each kind, derived from its form file (schemas/modules/tszy/permits/<kind-kebab>.json,
// permit-form-files.ts). `title` names the field in the Chinese validation messages (plugins/errors.ts).
//
// The conversion: x-* keywords, `description` and `format` dropped; enum options reduced to their values
// plus the field's `x-aliases` (on the items for arrays); objects closed (additionalProperties: false);
// `format: date-time` fields (times) and positions (x-geometry) accept null (cleared), other optional fields do not. Unknown body members are refused by name, except the fields the API answers
// (http/answered-fields.ts), which are removed before validation (plugins/contract.ts), and the enterprise's custom
// fields of the kind, which the route takes out of the body before validation (permit-custom-fields.ts).
import { text } from '../../domain/i18n/text.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import { VALUE_KEYWORDS } from '../../schema/compile-validator.ts';
import type { FieldSchema } from '../../schema/resource-types.ts';
import { obj, str, titled } from '../http/json-schema.ts';
import { REVISION_REASON_FIELD, REVISION_REASON_MAX } from '../../domain/permit-revision.ts';
import { permitFormOf } from './permit-form-files.ts';

type JsonSchema = Record<string, unknown>;

/** Title (for the messages) and the value constraints; description and format are dropped. */
const COPIED = ['title', ...VALUE_KEYWORDS] as const;

function bodyField(f: FieldSchema): JsonSchema {
  // A position on the plant map (x-geometry): its shape and place are the saving's (permit-site-works.ts assertPosition).
  if (f.type === 'object' && f['x-geometry'] !== undefined) return { type: ['object', 'null'], ...(f.title ? { title: f.title } : {}) };
  const out: JsonSchema = { type: f.format === 'date-time' ? [f.type, 'null'] : f.type };
  for (const k of COPIED) if (f[k] !== undefined) out[k] = f[k];
  const aliases = f['x-aliases'];
  const values = f.enum && [...f.enum.map((o) => o.value), ...(Array.isArray(aliases) ? (aliases as unknown[]) : [])];
  if (f.type === 'array') {
    const items = f.items ? bodyField(f.items) : {};
    if (values) items.enum = values;
    out.items = items;
  } else if (values) {
    out.enum = values;
  }
  if (f.type === 'object') {
    const props = Object.fromEntries(Object.entries(f.properties ?? {}).map(([k, sub]) => [k, bodyField(sub)]));
    return { ...obj(props, f.required ?? []), ...out, additionalProperties: false };
  }
  return out;
}

/**
 * Body schema of `POST /{kind}/saveOrUpdate`: `id` (update a draft), `xiuGaiYuanYin` (the reason of a change of a
 * once-submitted permit, permit-revision-store.ts) and the form.
 */
export function permitFormSchema(kind: PermitKind) {
  const { form } = permitFormOf(kind);
  const props = Object.fromEntries(Object.entries(form.properties).map(([name, f]) => [name, bodyField(f)]));
  const reason = str(text('permits.field.revisionReason'), { maxLength: REVISION_REASON_MAX });
  return obj({ id: { type: 'integer', ...titled(text('permits.field.permit')), minimum: 1 }, [REVISION_REASON_FIELD]: reason, ...props }, form.required ?? []);
}

/** The form values of a saveOrUpdate body: every field of the kind's form, without `id`. */
export function formOf(kind: PermitKind, body: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(permitFormOf(kind).form.properties);
  return Object.fromEntries(names.filter((n) => body[n] !== undefined).map((n) => [n, body[n]]));
}
