// The definition editor's form values and the CustomFieldDef they make: only the settings of the chosen
// type are kept (a text field's pattern is dropped when the type becomes a number), blanks are left out,
// and every type's defaults are filled in when the editor opens. Pure.
import type { CustomFieldDef, CustomFieldOption, CustomFieldType } from '../src/schema/custom-field.ts';
import { COMPUTABLE_TYPES, type CustomFieldRule } from '../src/schema/custom-field-expr.ts';
import type { CustomRefOnDelete, RefFilterCondition } from '../src/schema/custom-field-ref.ts';

/** What the antd form holds (InputNumber answers null for an empty input). */
export interface DefFormValues {
  key?: string;
  type?: CustomFieldType;
  title?: string;
  required?: boolean;
  help?: string;
  default?: string | number | boolean | string[] | null;
  minLength?: number | null;
  maxLength?: number | null;
  pattern?: string;
  patternMessage?: string;
  minimum?: number | null;
  maximum?: number | null;
  precision?: number | null;
  options?: CustomFieldOption[];
  maxCount?: number | null;
  inList?: boolean;
  refResource?: string;
  refLabel?: string;
  refMultiple?: boolean;
  refOnDelete?: CustomRefOnDelete;
  refEnabledOnly?: boolean;
  refFilter?: Partial<RefFilterCondition>[];
  /** Whether the value is computed (then `compute` is its formula). */
  computed?: boolean;
  compute?: string;
  rules?: Partial<CustomFieldRule>[];
}

export const TEXTUAL_TYPES: ReadonlySet<CustomFieldType> = new Set(['text', 'textarea']);
export const CHOICE_TYPES: ReadonlySet<CustomFieldType> = new Set(['select', 'multiselect']);
export const UPLOAD_TYPES: ReadonlySet<CustomFieldType> = new Set(['image', 'file']);
/** The types a default value can be given for (checkCustomField refuses one for the others). */
export const DEFAULT_TYPES: ReadonlySet<CustomFieldType> = new Set(['text', 'textarea', 'number', 'switch', 'select', 'multiselect']);
/** The types that may carry rules (an upload's value is a list of files: nothing to assert). */
export const RULE_TYPES: ReadonlySet<CustomFieldType> = new Set(['text', 'textarea', 'number', 'date', 'datetime', 'select', 'multiselect', 'switch', 'person', 'department', 'reference']);

/** The properties of a definition each type has besides key, type, title, required, help and inList. */
export function settingsOf(type: CustomFieldType | undefined): (keyof CustomFieldDef)[] {
  if (!type) return [];
  const out: (keyof CustomFieldDef)[] = [];
  if (TEXTUAL_TYPES.has(type)) out.push('minLength', 'maxLength');
  if (type === 'text') out.push('pattern', 'patternMessage');
  if (type === 'number') out.push('minimum', 'maximum', 'precision');
  if (CHOICE_TYPES.has(type)) out.push('options');
  if (UPLOAD_TYPES.has(type)) out.push('maxCount');
  if (type === 'reference') out.push('refResource', 'refLabel', 'refMultiple', 'refOnDelete', 'refEnabledOnly', 'refFilter');
  if (COMPUTABLE_TYPES.has(type)) out.push('compute');
  if (DEFAULT_TYPES.has(type)) out.push('default');
  if (RULE_TYPES.has(type)) out.push('rules');
  return out;
}

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** The definition the form's values make (not checked: checkCustomField does that). */
export function defFromValues(values: DefFormValues): CustomFieldDef {
  const type = (values.type ?? '') as CustomFieldType;
  const def: CustomFieldDef = { key: (values.key ?? '').trim(), type, title: values.title ?? '' };
  if (values.required) def.required = true;
  if (!blank(values.help)) def.help = (values.help ?? '').trim();
  const record = def as unknown as Record<string, unknown>;
  for (const prop of settingsOf(type)) {
    const v = values[prop];
    if (blank(v)) continue;
    if (prop === 'compute' && !values.computed) continue;
    // A computed field's value comes from its formula: a default would never be used.
    if (prop === 'default' && values.computed) continue;
    if ((prop === 'refMultiple' || prop === 'refEnabledOnly') && v !== true) continue;
    if (prop === 'refOnDelete' && v === 'restrict') continue;
    if (prop === 'pattern' || prop === 'patternMessage' || prop === 'compute' || prop === 'refLabel' || prop === 'refResource') record[prop] = String(v).trim();
    else if (prop === 'options') record.options = (v as CustomFieldOption[]).map((o) => ({ label: o?.label ?? '', value: o?.value ?? '' }));
    else if (prop === 'refFilter') record.refFilter = (v as Partial<RefFilterCondition>[]).map((c) => ({ field: c?.field ?? '', value: typeof c?.value === 'string' ? c.value.trim() : '' }));
    else if (prop === 'rules') record.rules = (v as Partial<CustomFieldRule>[]).map((r) => ({ assert: r?.assert ?? '', message: r?.message ?? '' }));
    else record[prop] = v;
  }
  if (values.inList === false) def.inList = false;
  return def;
}

/** The form's values for `def` (a new field: a single-line text field shown in the list). */
export function valuesFromDef(def: CustomFieldDef | null): DefFormValues {
  if (!def) return { type: 'text', required: false, inList: true, options: [], computed: false, rules: [] };
  const copy = structuredClone(def);
  return { ...copy, required: copy.required ?? false, inList: copy.inList ?? true, options: copy.options ?? [], computed: Boolean(copy.compute), rules: copy.rules ?? [] };
}
