// A custom field as an enterprise administrator defines it in the designer (or through the custom-field
// calls of spec 001 §7.1), its checks with Chinese messages naming the property, and the field schema it
// becomes. Pure: the server refuses a bad definition with these messages, the designer shows them at the
// property before anything is sent.
import { checkExprDef, withExpressions, type CustomFieldRule, type ExprContext } from './custom-field-expr.ts';
import { checkRefDef, refFieldSchema, type RefDefMembers, type RefTarget } from './custom-field-ref.ts';
import { SYSTEM_FIELDS, type EnumOption, type FieldSchema } from './resource-types.ts';
import { said, text, type Text } from './schema-text.ts';

export type CustomFieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'datetime'
  | 'select'
  | 'multiselect'
  | 'switch'
  | 'image'
  | 'file'
  | 'person'
  | 'department'
  | 'reference';

/** The types in the order the designer offers them, with their Chinese names. */
export const CUSTOM_FIELD_TYPES: readonly { type: CustomFieldType; label: Text }[] = Object.freeze([
  { type: 'text', label: text('schema.type.text') },
  { type: 'textarea', label: text('schema.type.textarea') },
  { type: 'number', label: text('schema.type.number') },
  { type: 'date', label: text('schema.type.date') },
  { type: 'datetime', label: text('schema.type.datetime') },
  { type: 'select', label: text('schema.type.select') },
  { type: 'multiselect', label: text('schema.type.multiselect') },
  { type: 'switch', label: text('schema.type.switch') },
  { type: 'image', label: text('schema.type.image') },
  { type: 'file', label: text('schema.type.file') },
  { type: 'person', label: text('schema.type.person') },
  { type: 'department', label: text('schema.type.department') },
  { type: 'reference', label: text('schema.type.reference') },
]);

export interface CustomFieldOption {
  label: string;
  value: string;
}

export interface CustomFieldDef extends RefDefMembers {
  /** The property name the values are stored under: a letter, then letters, digits or `_`. */
  key: string;
  type: CustomFieldType;
  title: string;
  required?: boolean;
  /** Shown under the input. */
  help?: string;
  default?: string | number | boolean | string[];
  /** text, textarea */
  minLength?: number;
  maxLength?: number;
  /** text: a regular expression the whole value must match, and the message when it does not. */
  pattern?: string;
  patternMessage?: string;
  /** number */
  minimum?: number;
  maximum?: number;
  /** number: digits after the point (0 makes it an integer). */
  precision?: number;
  /** select, multiselect */
  options?: CustomFieldOption[];
  /** image, file: how many may be uploaded (default 5). */
  maxCount?: number;
  /** Shown as a list column (default true). */
  inList?: boolean;
  /** A computed field (number, text, date): an expression over the form's fields; the field is read-only. */
  compute?: string;
  /** Rules the value must pass: an assert expression over the form's fields and the message when it fails. */
  rules?: CustomFieldRule[];
}

/** What the checks of a definition may know of where it goes; without it only the definition itself is checked. */
export interface CustomFieldContext extends ExprContext {
  /** What a reference may point at (the enterprise's readable resources and the platform entities). */
  refTargets?: ReadonlyMap<string, RefTarget>;
}

export interface DefProblem {
  /** The property of the definition at fault (`key`, `pattern`, `options`, `maximum`...). */
  field: string;
  /** In Chinese; `text` is the catalogue message, for an answer in another language. */
  message: string;
  text?: Text;
}

export const CUSTOM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const TYPES = new Set<string>(CUSTOM_FIELD_TYPES.map((t) => t.type));
const TEXT_MAX = 2000;
const TEXTAREA_MAX = 10000;
const DEFAULT_MAX_COUNT = 5;

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** The pattern as stored: the whole value must match what the administrator wrote. */
export function anchored(source: string): string {
  return `^(?:${source})$`;
}

/** Whether `source` compiles as a JavaScript regular expression with the `u` flag (what ajv uses). */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

function checkOptions(def: CustomFieldDef, out: DefProblem[]): void {
  const options = def.options;
  if (!Array.isArray(options) || options.length === 0) {
    out.push(said({ field: 'options' }, text('schema.def.optionsRequired')));
    return;
  }
  const seenLabels = new Set<string>();
  const seenValues = new Set<string>();
  options.forEach((o, i) => {
    const label = typeof o?.label === 'string' ? o.label.trim() : '';
    const value = typeof o?.value === 'string' ? o.value.trim() : '';
    if (!label || !value) {
      out.push(said({ field: 'options' }, text('schema.def.optionBlank', { n: i + 1 })));
      return;
    }
    if (seenLabels.has(label)) out.push(said({ field: 'options' }, text('schema.def.optionLabelDup', { label })));
    if (seenValues.has(value)) out.push(said({ field: 'options' }, text('schema.def.optionValueDup', { value })));
    seenLabels.add(label);
    seenValues.add(value);
  });
}

/** The option values as the compiled schema has them (trimmed); untrusted input may hold anything. */
function optionValues(def: CustomFieldDef): string[] {
  return Array.isArray(def.options) ? def.options.flatMap((o) => (typeof o?.value === 'string' ? [o.value.trim()] : [])) : [];
}

function checkDefault(def: CustomFieldDef, out: DefProblem[]): void {
  const d = def.default;
  if (d === undefined || d === null || d === '') return;
  const bad = (message: Text): void => {
    out.push(said({ field: 'default' }, message));
  };
  switch (def.type) {
    case 'text':
    case 'textarea': {
      if (typeof d !== 'string') return bad(text('schema.def.defaultText'));
      const length = [...d].length; // as ajv counts: code points
      if (isInt(def.maxLength) && length > def.maxLength) return bad(text('schema.def.defaultMaxLength', { limit: def.maxLength }));
      if (isInt(def.minLength) && length < def.minLength) return bad(text('schema.def.defaultMinLength', { limit: def.minLength }));
      if (typeof def.pattern === 'string' && def.pattern && isValidPattern(def.pattern) && !new RegExp(anchored(def.pattern), 'u').test(d)) {
        return bad(text('schema.def.defaultPattern'));
      }
      return;
    }
    case 'number':
      if (!isNum(d)) return bad(text('schema.def.defaultNumber'));
      if (def.precision === 0 && !Number.isInteger(d)) return bad(text('schema.def.defaultInteger'));
      if (def.minimum !== undefined && d < def.minimum) return bad(text('schema.def.defaultMin', { limit: def.minimum }));
      if (def.maximum !== undefined && d > def.maximum) return bad(text('schema.def.defaultMax', { limit: def.maximum }));
      return;
    case 'switch':
      if (typeof d !== 'boolean') bad(text('schema.def.defaultBoolean'));
      return;
    case 'select':
      if (typeof d !== 'string' || !optionValues(def).includes(d)) bad(text('schema.def.defaultOption'));
      return;
    case 'multiselect': {
      const values = optionValues(def);
      if (!Array.isArray(d) || d.some((v) => !values.includes(v))) bad(text('schema.def.defaultOption'));
      else if (new Set(d).size !== d.length) bad(text('schema.def.defaultUnique'));
      return;
    }
    default:
      bad(text('schema.def.noDefault'));
  }
}

/**
 * Every problem of a definition, each naming the property at fault. `taken` holds the names the key may
 * not use: the resource's built-in fields and the other custom fields (system fields are always taken).
 */
export function checkCustomField(def: CustomFieldDef, taken: ReadonlySet<string> = new Set(), ctx: CustomFieldContext = {}): DefProblem[] {
  const out: DefProblem[] = [];
  const key = typeof def.key === 'string' ? def.key : '';
  if (!key) out.push(said({ field: 'key' }, text('schema.def.keyRequired')));
  else if (!CUSTOM_KEY_PATTERN.test(key)) {
    out.push(said({ field: 'key' }, text('schema.def.keyPattern')));
  } else if (Object.hasOwn(SYSTEM_FIELDS, key) || taken.has(key)) {
    out.push(said({ field: 'key' }, text('schema.def.keyDup', { key })));
  }
  const title = typeof def.title === 'string' ? def.title.trim() : '';
  if (!title) out.push(said({ field: 'title' }, text('schema.def.titleRequired')));
  else if (title.length > 50) out.push(said({ field: 'title' }, text('schema.def.titleTooLong')));
  if (!TYPES.has(def.type)) {
    out.push(said({ field: 'type' }, text('schema.def.typeRequired')));
    return out;
  }
  if (def.help !== undefined && (typeof def.help !== 'string' || def.help.length > 200)) {
    out.push(said({ field: 'help' }, text('schema.def.helpTooLong')));
  }

  const textual = def.type === 'text' || def.type === 'textarea';
  const cap = def.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
  if (def.minLength !== undefined && (!isInt(def.minLength) || def.minLength < 0 || !textual)) {
    out.push(said({ field: 'minLength' }, textual ? text('schema.def.minLength') : text('schema.def.noLength')));
  }
  if (def.maxLength !== undefined && (!isInt(def.maxLength) || def.maxLength < 1 || def.maxLength > cap || !textual)) {
    out.push(said({ field: 'maxLength' }, textual ? text('schema.def.maxLength', { limit: cap }) : text('schema.def.noLength')));
  }
  if (isInt(def.minLength) && isInt(def.maxLength) && def.minLength > def.maxLength) {
    out.push(said({ field: 'minLength' }, text('schema.def.lengthOrder')));
  }
  if (def.pattern !== undefined && def.pattern !== '') {
    if (def.type !== 'text') out.push(said({ field: 'pattern' }, text('schema.def.patternTextOnly')));
    else if (typeof def.pattern !== 'string' || def.pattern.length > 500 || !isValidPattern(def.pattern)) {
      out.push(said({ field: 'pattern' }, text('schema.def.patternInvalid')));
    } else if (typeof def.patternMessage !== 'string' || !def.patternMessage.trim()) {
      out.push(said({ field: 'patternMessage' }, text('schema.def.patternMessage')));
    }
  }

  const numeric = def.type === 'number';
  for (const k of ['minimum', 'maximum'] as const) {
    const v = def[k];
    if (v === undefined) continue;
    if (!numeric) out.push(said({ field: k }, text('schema.def.noRange')));
    else if (!isNum(v)) out.push(said({ field: k }, k === 'minimum' ? text('schema.def.minimum') : text('schema.def.maximum')));
  }
  if (isNum(def.minimum) && isNum(def.maximum) && def.minimum > def.maximum) {
    out.push(said({ field: 'minimum' }, text('schema.def.rangeOrder')));
  }
  if (def.precision !== undefined && (!numeric || !isInt(def.precision) || def.precision < 0 || def.precision > 6)) {
    out.push(said({ field: 'precision' }, numeric ? text('schema.def.precision') : text('schema.def.noPrecision')));
  }

  if (def.type === 'select' || def.type === 'multiselect') checkOptions(def, out);
  else if (def.options !== undefined && def.options !== null && (!Array.isArray(def.options) || def.options.length > 0)) {
    out.push(said({ field: 'options' }, text('schema.def.noOptions')));
  }

  if (def.maxCount !== undefined) {
    const upload = def.type === 'image' || def.type === 'file';
    if (!upload || !isInt(def.maxCount) || def.maxCount < 1 || def.maxCount > 20) {
      out.push(said({ field: 'maxCount' }, upload ? text('schema.def.maxCount') : text('schema.def.noMaxCount')));
    }
  }
  checkDefault(def, out);
  checkRefDef(def, ctx.refTargets, out);
  checkExprDef(def, ctx, out);
  return out;
}

function options(def: CustomFieldDef): EnumOption[] {
  return (def.options ?? []).map((o) => ({ label: o.label.trim(), value: o.value.trim() }));
}

function withDefault(schema: FieldSchema, def: CustomFieldDef): FieldSchema {
  if (def.default !== undefined && def.default !== null && def.default !== '') schema.default = def.default;
  return schema;
}

/** The form property a (checked) definition becomes; `required` goes to the form's list, not here. */
export function customFieldSchema(def: CustomFieldDef): FieldSchema {
  return withExpressions(typeSchema(def), def);
}

function typeSchema(def: CustomFieldDef): FieldSchema {
  const base: FieldSchema = { type: 'string', title: def.title.trim(), 'x-decorator': 'FormItem' };
  if (def.help) base.description = def.help;
  switch (def.type) {
    case 'text':
    case 'textarea': {
      const s: FieldSchema = {
        ...base,
        maxLength: def.maxLength ?? (def.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX),
        'x-component': def.type === 'text' ? 'Input' : 'Input.TextArea',
      };
      if (def.minLength) s.minLength = def.minLength;
      if (def.pattern) {
        s.pattern = anchored(def.pattern);
        s['x-pattern-message'] = def.patternMessage?.trim();
      }
      return withDefault(s, def);
    }
    case 'number': {
      const s: FieldSchema = { ...base, type: def.precision === 0 ? 'integer' : 'number', 'x-component': 'NumberPicker' };
      if (def.minimum !== undefined) s.minimum = def.minimum;
      if (def.maximum !== undefined) s.maximum = def.maximum;
      // Precision is the input's (it rounds as one types); 0 makes the field an integer on both sides.
      if (def.precision !== undefined) s['x-component-props'] = { precision: def.precision };
      return withDefault(s, def);
    }
    case 'date':
      return { ...base, format: 'date', 'x-component': 'DatePicker' };
    case 'datetime':
      return { ...base, format: 'date-time', 'x-component': 'DatePicker', 'x-component-props': { showTime: true } };
    case 'select':
      return withDefault({ ...base, enum: options(def), 'x-component': 'Select' }, def);
    case 'multiselect':
      return withDefault(
        {
          ...base,
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', enum: options(def) },
          'x-component': 'Select',
          'x-component-props': { mode: 'multiple' },
        },
        def,
      );
    case 'switch':
      return withDefault({ ...base, type: 'boolean', 'x-component': 'Switch' }, def);
    case 'image':
    case 'file':
      return {
        ...base,
        type: 'array',
        maxItems: def.maxCount ?? DEFAULT_MAX_COUNT,
        items: { type: 'string' },
        'x-component': 'Upload',
        'x-component-props': { accept: def.type === 'image' ? 'image' : 'document', maxCount: def.maxCount ?? DEFAULT_MAX_COUNT },
      };
    case 'person':
      return { ...base, type: 'integer', minimum: 1, 'x-component': 'PersonPicker' };
    case 'department':
      return { ...base, type: 'integer', minimum: 1, 'x-component': 'DepartmentPicker' };
    case 'reference':
      return refFieldSchema(def, base);
  }
}
