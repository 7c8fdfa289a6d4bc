// The fields of a permit kind as plain specs, for the permit form bench's baseline (a plain antd Form with the same fields
// as the runtime's, antd-permit-form.tsx): derived from the kind's form file as the product's hand-built form once did
// (it is gone: the product renders the files on the schema runtime). The first detail section of a file holds the
// common scalar fields, the second the kind's own; the lists are the bench's own parts.
import { PERMIT_KINDS, type PermitKind } from '../../../src/domain/permit-kinds.ts';
import { PERMIT_FORMS } from '../../../src/client/pages/tszy/permit-forms.ts';
import { overhaulLinkKindOf, type OverhaulLinkKind } from '../../../src/domain/permit-overhaul-link.ts';
import type { FieldSchema, ResourceFile } from '../../../src/schema/resource-types.ts';
import { pageLanguage } from '../../../src/runtime/i18n/text-of.ts';

export type FieldSpec = (
  | { name: string; label: string; type: 'text'; max: number; required?: boolean; long?: boolean }
  | { name: string; label: string; type: 'number'; min: number; max: number; required?: boolean }
  | { name: string; label: string; type: 'bool' }
  | { name: string; label: string; type: 'select'; options: { value: string; label: string }[]; required?: boolean; multiple?: boolean }
  | { name: string; label: string; type: 'time'; required?: boolean }
  | { name: string; label: string; type: 'position' }
  /** The overhaul item or maintenance task the permit is raised for (permit-link-block.tsx). */
  | { name: string; label: string; type: 'link'; link: OverhaulLinkKind }
) & {
  /** Kept readable for the permits that have it, not offered for new ones (the briefing's free texts before anQuanJiaoDi). */
  readOnly?: boolean;
};

/** The English title of a field, when the page is English and the file gives one. */
function englishTitle(f: FieldSchema): string | undefined {
  const en = f['x-title-en'];
  return pageLanguage() === 'en' && typeof en === 'string' && en ? en : undefined;
}

/** The spec of one form property; `required` as the form says; labels in the page's language. */
export function fieldSpec(name: string, f: FieldSchema, required: boolean): FieldSpec {
  const spec = scalarSpec(name, f, required);
  return f.readOnly ? { ...spec, readOnly: true } : spec;
}

function scalarSpec(name: string, f: FieldSchema, required: boolean): FieldSpec {
  const label = englishTitle(f) ?? f.title ?? name;
  const english = pageLanguage() === 'en';
  const req = required ? { required: true } : {};
  const options = f.enum?.map((o) => ({ value: String(o.value), label: (english && o.labelEn) || o.label }));
  if (f.type === 'string' && f.format === 'date-time') return { name, label, type: 'time', ...req };
  if (f.type === 'object' && (f['x-geometry'] === 'any' || f['x-geometry'] === 'point')) return { name, label, type: 'position' };
  if (f.type === 'boolean') return { name, label, type: 'bool' };
  const link = f.type === 'integer' ? overhaulLinkKindOf(name) : undefined;
  if (link) return { name, label, type: 'link', link };
  if (options && (f.type === 'string' || f.type === 'array')) {
    return { name, label, type: 'select', options, ...req, ...(f.type === 'array' ? { multiple: true } : {}) };
  }
  if (f.type === 'number' || f.type === 'integer') {
    return { name, label, type: 'number', min: f.minimum ?? Number.MIN_SAFE_INTEGER, max: f.maximum ?? Number.MAX_SAFE_INTEGER, ...req };
  }
  if (f.type === 'string') {
    return { name, label, type: 'text', max: f.maxLength ?? 10_000, ...req, ...(f['x-component'] === 'Input.TextArea' ? { long: true } : {}) };
  }
  throw new Error(`permit form field '${name}' (${f.type}) is not a scalar field`);
}

function sectionSpecs(form: ResourceFile, section: number, required: (name: string) => boolean): FieldSpec[] {
  const names = form.detail?.sections[section]?.fields ?? [];
  return names.map((n) => fieldSpec(n, form.form.properties[n], required(n)));
}

const requiredIn = (form: ResourceFile, name: string) => form.form.required?.includes(name) ?? false;

/** Common scalar fields of every Annex A form (the same in every file); required where every kind requires them. */
export const COMMON_FIELDS: readonly FieldSpec[] = Object.freeze(
  sectionSpecs(PERMIT_FORMS.DONG_HUO, 0, (n) => PERMIT_KINDS.every((k) => requiredIn(PERMIT_FORMS[k], n))),
);

/** The kind's own fields. */
export const KIND_FIELDS: Readonly<Record<PermitKind, readonly FieldSpec[]>> = Object.freeze(
  Object.fromEntries(PERMIT_KINDS.map((k) => [k, Object.freeze(sectionSpecs(PERMIT_FORMS[k], 1, (n) => requiredIn(PERMIT_FORMS[k], n)))])) as Record<
    PermitKind,
    readonly FieldSpec[]
  >,
);
