// The client twin of the server's record validator (compile-validator.ts), one field at a time: the same
// rules (JSON Schema keywords as ajv applies them, ajv-formats' date formats, VALIDATOR_FUNCTIONS) and the
// same Chinese messages, in the order ajv reports them, so that a Formily form and the server accept the
// same values and show the same message. Pure; used by compile-formily.ts. Object-typed fields (none in the
// resource files so far) are checked for their type only, not for their properties.
// The formats straight from ajv-formats' table (the very functions the server's ajv uses), without ajv.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isBlankText, requiredText } from './record-rules.ts';
import { chineseText, text, type Say, type SchemaMessage } from './schema-text.ts';
import { validatorMessage, VALIDATOR_FUNCTIONS } from './validator-functions.ts';
import type { FieldSchema, FieldType } from './resource-types.ts';
import { geometryMessage } from './geometry-message.ts';

export interface FieldCheckOptions {
  /** The field's title in messages (the server uses the title, else the name). */
  title: string;
  /** In the form's `required` list. */
  required: boolean;
  /** Renders the message in the page's language (Chinese by default). */
  say?: Say;
}

export { requiredMessage } from './record-rules.ts';

type Check = (s: string) => boolean;

function formatCheck(name: 'date' | 'iso-date-time'): Check {
  const f: unknown = fullFormats[name];
  const v = typeof f === 'object' && f !== null && !(f instanceof RegExp) ? (f as { validate?: unknown }).validate : f;
  if (typeof v === 'function') return v as Check;
  if (v instanceof RegExp) return (s) => v.test(s);
  throw new Error(`format ${name} cannot be checked`);
}

/** `format` as the server's ajv has it: date (a real calendar day) and date-time (iso-date-time). */
const FORMATS: Readonly<Record<string, Check>> = {
  date: formatCheck('date'),
  'date-time': formatCheck('iso-date-time'),
};

/** ajv's data types: numbers finite (strictNumbers), integers whole, objects not arrays. */
function hasType(type: FieldType, v: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
}

/** Length as ajv counts it: Unicode code points. */
function codePoints(s: string): number {
  return [...s].length;
}

/** JSON equality of two values (ajv's uniqueItems and enum use deep equality). */
function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Whether ajv checks the type before the other keywords: for nullable types and for types without keywords
 * of their own group (integer, boolean, or a string or number schema without length, pattern, format or
 * limits); otherwise the type error comes last, after enum and x-validator. The server always gives
 * arrays `items` and objects `additionalProperties`, so theirs comes last.
 */
function typeCheckedFirst(f: FieldSchema, nullable: boolean): boolean {
  if (nullable) return true;
  const defined = (...keys: unknown[]) => keys.some((k) => k !== undefined);
  switch (f.type) {
    case 'string':
      return !defined(f.maxLength, f.minLength, f.pattern, f.format);
    case 'number':
      return !defined(f.maximum, f.minimum, f.exclusiveMaximum, f.exclusiveMinimum, f.multipleOf, f.format);
    case 'array':
    case 'object':
      return false;
    default:
      return true;
  }
}

/**
 * The messages of `value` against `f`, in ajv's order: type first when it is checked up front (nullable
 * types, types without keywords of their own), then enum and x-validator, then the keywords of the
 * value's type, then a late type error. Array items are checked with the top field's title.
 */
function errorsOf(f: FieldSchema, value: unknown, t: string, nullable: boolean): SchemaMessage[] {
  const out: SchemaMessage[] = [];
  const typeOk = (nullable && value === null) || hasType(f.type, value);
  const typeFirst = typeCheckedFirst(f, nullable);
  const typeError = text('schema.field.format', { title: t });
  if (!typeOk && typeFirst) out.push(typeError);

  if (f.type !== 'array' && f.enum && !(nullable && value === null) && !f.enum.some((o) => same(o.value, value))) {
    out.push(text('schema.field.value', { title: t }));
  }
  const validator = f['x-validator'];
  if (validator && (typeof value === 'string' || typeof value === 'number') && !VALIDATOR_FUNCTIONS[validator](value)) {
    out.push(validatorMessage(validator, t));
  }
  const geometry = f['x-geometry'];
  const geometryError = geometry !== undefined ? geometryMessage(geometry, value, t) : undefined;
  if (geometryError) out.push(geometryError);

  if (typeof value === 'number' && Number.isFinite(value)) {
    if (f.maximum !== undefined && value > f.maximum) out.push(text('schema.field.max', { title: t, limit: f.maximum }));
    if (f.minimum !== undefined && value < f.minimum) out.push(text('schema.field.min', { title: t, limit: f.minimum }));
    if (f.exclusiveMaximum !== undefined && value >= f.exclusiveMaximum) out.push(text('schema.field.exclusiveMax', { title: t, limit: f.exclusiveMaximum }));
    if (f.exclusiveMinimum !== undefined && value <= f.exclusiveMinimum) out.push(text('schema.field.exclusiveMin', { title: t, limit: f.exclusiveMinimum }));
    if (f.multipleOf !== undefined && !Number.isInteger(value / f.multipleOf)) out.push(typeError);
  }
  if (typeof value === 'string') {
    if (f.maxLength !== undefined && codePoints(value) > f.maxLength) out.push(text('schema.field.maxLength', { title: t, limit: f.maxLength }));
    if (f.minLength !== undefined && codePoints(value) < f.minLength) out.push(text('schema.field.minLength', { title: t, limit: f.minLength }));
    if (f.pattern !== undefined && !new RegExp(f.pattern, 'u').test(value)) out.push(patternMessage(f) ?? typeError);
    if (f.format !== undefined && FORMATS[f.format] && !FORMATS[f.format](value)) out.push(typeError);
  }
  if (Array.isArray(value)) {
    if (f.maxItems !== undefined && value.length > f.maxItems) out.push(text('schema.field.maxItems', { title: t, limit: f.maxItems }));
    if (f.minItems !== undefined && value.length < f.minItems) out.push(text('schema.field.minItems', { title: t, limit: f.minItems }));
    const items: FieldSchema = { ...(f.items ?? { type: 'string' }) };
    if (f.enum) items.enum = f.enum;
    for (const item of value) out.push(...errorsOf(items, item, t, false));
    // ajv reports uniqueItems after the items.
    if (f.uniqueItems && value.some((x, i) => value.findIndex((y) => same(x, y)) !== i)) out.push(text('schema.field.unique', { title: t }));
  }
  if (!typeOk && !typeFirst) out.push(typeError);
  return out;
}

/**
 * The message the server gives for `value` of a field, or '' when the server accepts it. A required field
 * that is absent (undefined), null, '' or a string of only white space gets requiredMessage (请填写<title>,
 * 请选择<title> for pickers; a string with an explicit `minLength: 0` excepted); an optional one may be
 * absent or null. Strings are not trimmed otherwise (nor are they on the server).
 */
export function checkField(f: FieldSchema, value: unknown, { title, required, say = chineseText }: FieldCheckOptions): string {
  if (value === undefined) return required ? say(requiredText(title, f)) : '';
  const blankText = f.type === 'string' && f.minLength !== 0 && isBlankText(value);
  if (required && (value === null || blankText || (value === '' && !(f.type === 'string' && f.minLength === 0)))) {
    return say(requiredText(title, f));
  }
  // The server gives required strings without a minLength `minLength: 1` (toAjvSchema).
  const effective = required && f.type === 'string' && f.minLength === undefined ? { ...f, minLength: 1 } : f;
  const first = errorsOf(effective, value, title, !required)[0];
  return first === undefined ? '' : say(first);
}

/** The message a file gives for a value its `pattern` refuses (custom fields carry one), if any. */
function patternMessage(f: FieldSchema): string | undefined {
  const m = f['x-pattern-message'];
  return typeof m === 'string' && m ? m : undefined;
}
