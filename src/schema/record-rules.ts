// The record rules that JSON Schema keywords do not express, shared by the server's record validator
// (compile-validator.ts), the permit forms' save (src/server/permits) and the client's field checks
// (field-check.ts, compile-formily.ts), so that both sides refuse the same values with the same message:
//
// - a required text of only white space is not filled in (请填写<title>);
// - the file's `dateOrder` pairs: an end date may not be earlier than its start (<end>不能早于<start>).
//
// The next issue turns cross-field rules into a keyword of their own (x-rules); until then a file lists
// its ordered date pairs in `dateOrder` (docs/schema-engine.md, "Blank texts and date order"). Pure.
import { DEFAULT_TZ_OFFSET_MINUTES } from '../domain/permit-grade.ts';
import type { FieldSchema, ResourceFile } from './resource-types.ts';

export interface RuleError {
  field: string;
  message: string;
  /** `blank`: a required text of only white space; `dateOrder`: an end earlier than its start. */
  rule: 'blank' | 'dateOrder';
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
]);

/** The verb of a field's prompt: 请上传 (uploads), 请选择 (pickers, enums, dates, switches), else 请填写. */
export function promptVerb(f: FieldSchema | undefined): '请填写' | '请选择' | '请上传' {
  if (!f) return '请填写';
  const c = f['x-component'];
  if (c === 'Upload') return '请上传';
  if (c !== undefined) return PICKERS.has(c) ? '请选择' : '请填写';
  if (f.enum || f.items?.enum || f.type === 'boolean' || f.format === 'date' || f.format === 'date-time') return '请选择';
  return '请填写';
}

/** Message of a required field left empty: 请填写<title>, 请选择<title> or 请上传<title> (promptVerb). */
export function requiredMessage(title: string, f?: FieldSchema): string {
  return `${promptVerb(f)}${title}`;
}

/** A string holding nothing but white space (full-width spaces and line breaks included), or ''. */
export function isBlankText(v: unknown): v is string {
  return typeof v === 'string' && v.trim() === '';
}

/** The ordered date pairs of a file whose two fields are both in its form ([start, end]). */
export function dateOrderPairs(resource: ResourceFile): [string, string][] {
  const props = resource.form.properties;
  return (resource.dateOrder ?? []).filter(([a, b]) => Object.hasOwn(props, a) && Object.hasOwn(props, b));
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * The instant of a date ('YYYY-MM-DD', the day's first moment) or a time ('YYYY-MM-DD HH:mm[:ss]', 'T'
 * or a space, with or without a zone; without one it is the sites' wall time, UTC+8) in milliseconds;
 * undefined for anything else (its format check reports it).
 */
export function instantOf(v: unknown): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = TIME.exec(v.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone, sign, zh = '0', zm = '0'] = m;
  const offset = zone === undefined ? DEFAULT_TZ_OFFSET_MINUTES : zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(zh) * 60 + Number(zm));
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  // Date.UTC rolls 2026-02-30 over to March and 25:00 to the next day: such a value is no date at all.
  const back = new Date(t);
  const real = back.getUTCMonth() === Number(mo) - 1 && back.getUTCDate() === Number(d) && back.getUTCHours() === Number(h) && back.getUTCMinutes() === Number(mi);
  return Number.isNaN(t) || !real || Number(s) > 59 ? undefined : t - offset * 60_000;
}

/** True when both are dates or times and `end` is strictly earlier than `start` (the same moment is fine). */
export function endsBeforeStart(start: unknown, end: unknown): boolean {
  const a = instantOf(start);
  const b = instantOf(end);
  return a !== undefined && b !== undefined && b < a;
}

/** Message of an end earlier than its start: <end title>不能早于<start title>. */
export function dateOrderMessage(startTitle: string, endTitle: string): string {
  return `${endTitle}不能早于${startTitle}`;
}

/**
 * The date-order message of field `name` given the record's `values` ('' when it is fine): `name` is the
 * end of a pair whose start it precedes. The message names the first such start.
 */
export function dateOrderError(resource: ResourceFile, name: string, values: Readonly<Record<string, unknown>>): string {
  const props = resource.form.properties;
  for (const [start, end] of dateOrderPairs(resource)) {
    if (end === name && endsBeforeStart(values[start], values[end])) {
      return dateOrderMessage(props[start].title ?? start, props[end].title ?? end);
    }
  }
  return '';
}

/**
 * The rule errors of a record, in form order, one per field: required texts of only white space (fields
 * absent from `values` are not checked: a partial update leaves them as they are), then ends earlier than
 * their starts (reported on the end field).
 */
export function recordRuleErrors(resource: ResourceFile, values: Readonly<Record<string, unknown>>): RuleError[] {
  const props = resource.form.properties;
  const out = new Map<string, RuleError>();
  for (const name of resource.form.required ?? []) {
    const f = props[name];
    if (f?.type === 'string' && f.minLength !== 0 && isBlankText(values[name])) {
      out.set(name, { field: name, message: requiredMessage(f.title ?? name, f), rule: 'blank' });
    }
  }
  for (const [, end] of dateOrderPairs(resource)) {
    if (out.has(end)) continue;
    const message = dateOrderError(resource, end, values);
    if (message) out.set(end, { field: end, message, rule: 'dateOrder' });
  }
  const order = Object.keys(props);
  return [...out.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
