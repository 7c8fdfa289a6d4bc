// The record rules that JSON Schema keywords do not express, shared by the server's record validator
// (compile-validator.ts), the permit forms' save (src/server/permits) and the client's field checks
// (field-check.ts, compile-formily.ts), so that both sides refuse the same values with the same message:
//
// - a required text of only white space is not filled in (请填写<title>): a built-in property of
//   `required`, for every required text of every file (docs/schema-engine.md says why it is no x-rule);
// - the file's rules (x-rules of a field, `rules` of the file; record-compute.ts), each with its message
//   at its field. They replace issue 11's `dateOrder` pairs: `{{ certEnd >= certStart }}`. Pure.
import { ruleErrors } from './record-compute.ts';
import type { FieldSchema, ResourceFile } from './resource-types.ts';
import { chineseText, said, text, type Text } from './schema-text.ts';

export interface RuleError {
  field: string;
  /** In Chinese (请填写<title>) or the file's own words (a rule's `message`). */
  message: string;
  /** The English of a file rule's message (`x-message-en`), when the file gives it. */
  messageEn?: string;
  /** The catalogue message of a blank text (not enumerable; see schema-text.ts `said`). */
  text?: Text;
  /** `blank`: a required text of only white space; `rule`: a rule of the file (x-rules, rules) fails. */
  rule: 'blank' | 'rule';
}

/** The components with which a value is picked rather than typed (their prompt is 请选择 / 请上传). */
const PICKERS = new Set([
  'Select',
  'Radio',
  'Radio.Group',
  'Checkbox',
  'Checkbox.Group',
  'Switch',
  'DatePicker',
  'PersonPicker',
  'DepartmentPicker',
  'RefPicker',
]);

/** The kind of a field's prompt: upload (uploads), pick (pickers, enums, dates, switches), else fill. */
export function promptVerb(f: FieldSchema | undefined): 'fill' | 'pick' | 'upload' {
  if (!f) return 'fill';
  const c = f['x-component'];
  if (c === 'Upload') return 'upload';
  if (c !== undefined) return PICKERS.has(c) ? 'pick' : 'fill';
  if (f.enum || f.items?.enum || f.type === 'boolean' || f.format === 'date' || f.format === 'date-time') return 'pick';
  return 'fill';
}

/** The prompt of a field (its placeholder, and its message when required and empty): 请填写<title>, 请选择<title> or 请上传<title>. */
export function requiredText(title: string, f?: FieldSchema): Text {
  return text(`schema.field.${promptVerb(f)}`, { title });
}

/** Message of a required field left empty, in Chinese (requiredText). */
export function requiredMessage(title: string, f?: FieldSchema): string {
  return chineseText(requiredText(title, f));
}

/** A string holding nothing but white space (full-width spaces and line breaks included), or ''. */
export function isBlankText(v: unknown): v is string {
  return typeof v === 'string' && v.trim() === '';
}

/**
 * The rule errors of a record, in form order, one per field: required texts of only white space (fields
 * absent from `values` are not checked: a partial update leaves them as they are), then the first failing
 * rule of each other field.
 */
export function recordRuleErrors(
  resource: ResourceFile,
  values: Readonly<Record<string, unknown>>,
  titleOf: (field: string) => string = (field) => resource.form.properties[field]?.title ?? field,
): RuleError[] {
  const props = resource.form.properties;
  const out = new Map<string, RuleError>();
  for (const name of resource.form.required ?? []) {
    const f = props[name];
    if (f?.type === 'string' && f.minLength !== 0 && isBlankText(values[name])) {
      out.set(name, said({ field: name, rule: 'blank' as const }, requiredText(titleOf(name), f)));
    }
  }
  for (const failed of ruleErrors(resource, values)) {
    if (!out.has(failed.field)) out.set(failed.field, { ...failed, rule: 'rule' });
  }
  const order = Object.keys(props);
  return [...out.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
