// The record payload validator of a resource: the form schema as plain JSON Schema (x-* keywords
// stripped, enum options reduced to values, x-validator as the `zaxValidator` keyword) checked by ajv,
// with catalogue messages (schema.*) naming each field by its title (its `x-title-en` when the errors are asked
// in English). The client's Formily validators use the same
// functions (VALIDATOR_FUNCTIONS) and messages (validatorMessage), so both sides accept the same payloads.
//
// Strings are validated as given: nothing is trimmed, and lengths count the characters sent (ajv counts
// Unicode code points). An optional field may be null or absent; a required one may be neither, nor '' or
// only white space when it is a string. The rules ajv cannot express (blank texts, the file's x-rules) are
// those of record-rules.ts, which the client's field checks use too.
import { Ajv, type ErrorObject } from 'ajv';
import formatsModule, { type FormatsPlugin } from 'ajv-formats';
import { recordRuleErrors, requiredText } from './record-rules.ts';
import { said, text, type SchemaMessage, type Text } from './schema-text.ts';
import type { Lang } from '../domain/i18n/message-format.ts';
import { VALIDATOR_FUNCTIONS, validatorMessage } from './validator-functions.ts';
import { geometryMessage } from './geometry-message.ts';
import { GEOMETRY_KINDS, type GeometryKind } from '../domain/geometry.ts';
import {
  VALIDATOR_NAMES,
  isSystemField,
  type FieldSchema,
  type ResourceFile,
  type ValidatorName,
} from './resource-types.ts';

// ajv-formats is CommonJS with `exports.default`; depending on the loader the default import is the
// plugin itself or the module object holding it.
export const formatsPlugin: FormatsPlugin =
  (formatsModule as unknown as { default?: FormatsPlugin }).default ?? formatsModule;

/** A plain JSON Schema object as handed to ajv. */
export type JsonSchema = { [keyword: string]: unknown };

export { VALIDATOR_FUNCTIONS, validatorMessage } from './validator-functions.ts';

/**
 * An Ajv instance for record payloads: allErrors, verbose (errors carry their schema), formats `date` (ajv-formats, a real calendar date
 * YYYY-MM-DD) and `date-time` (ajv-formats' iso-date-time: 'T' or a space, seconds required, time zone
 * optional, so 'YYYY-MM-DD HH:mm:ss' as antd sends it passes), and the `zaxValidator` keyword.
 */
export function createResourceAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true, strictTypes: false });
  formatsPlugin(ajv, ['date', 'iso-date-time']);
  ajv.addFormat('date-time', formatsPlugin.get('iso-date-time'));
  ajv.addKeyword({
    keyword: 'zaxValidator',
    schemaType: 'string',
    metaSchema: { enum: [...VALIDATOR_NAMES] },
    errors: false,
    validate: (name: ValidatorName, data: unknown) =>
      !(typeof data === 'string' || typeof data === 'number') || VALIDATOR_FUNCTIONS[name](data),
  });
  // A geometry field (x-geometry): a GeoJSON Point or one-ring Polygon that does not cross itself.
  ajv.addKeyword({
    keyword: 'zaxGeometry',
    schemaType: 'string',
    metaSchema: { enum: [...GEOMETRY_KINDS] },
    errors: false,
    validate: (kind: GeometryKind, data: unknown) => geometryMessage(kind, data, '') === undefined,
  });
  return ajv;
}

/** The JSON Schema keywords that constrain a value, copied as they are by every schema built from a form field. */
export const VALUE_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

const COPIED = ['title', 'description', 'format', ...VALUE_KEYWORDS] as const;

function convertField(f: FieldSchema, nullable: boolean): JsonSchema {
  const out: JsonSchema = { type: nullable ? [f.type, 'null'] : f.type };
  for (const k of COPIED) if (f[k] !== undefined) out[k] = f[k];
  const values = f.enum?.map((o) => o.value);
  if (f.type === 'array') {
    const items = f.items ? convertField(f.items, false) : {};
    if (values) items.enum = values;
    out.items = items;
  } else if (values) {
    out.enum = nullable ? [...values, null] : values;
  }
  if (f.type === 'object' && f['x-geometry'] !== undefined) {
    out.zaxGeometry = f['x-geometry'];
  } else if (f.type === 'object') {
    const props = f.properties ?? {};
    const required = f.required ?? [];
    out.properties = Object.fromEntries(
      Object.entries(props).map(([k, sub]) => [k, convertField(sub, !required.includes(k))]),
    );
    if (required.length > 0) out.required = [...required];
    out.additionalProperties = false;
  }
  if (f['x-validator'] !== undefined) out.zaxValidator = f['x-validator'];
  return out;
}

export interface ToAjvOptions {
  /** Drop `required` (partial updates): only the fields sent are checked. */
  partial?: boolean;
}

/**
 * The record payload schema: an object of the form properties (no others), x-* removed, enum options
 * reduced to their values (for arrays: on the items), titles kept, optional fields nullable, required
 * strings non-empty (minLength 1), `x-validator` as `zaxValidator`.
 */
export function toAjvSchema(resource: ResourceFile, options: ToAjvOptions = {}): JsonSchema {
  const required = options.partial ? [] : (resource.form.required ?? []);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, f] of Object.entries(resource.form.properties)) {
    const isRequired = required.includes(name);
    const schema = convertField(f, !isRequired);
    if (isRequired && f.type === 'string' && f.minLength === undefined) schema.minLength = 1;
    properties[name] = schema;
  }
  const out: JsonSchema = { type: 'object', title: resource.title, properties, additionalProperties: false };
  if (required.length > 0) out.required = [...required];
  return out;
}

export interface RecordError {
  field: string;
  /** The message in Chinese (with the title in the language asked). */
  message: string;
  /** The English of a file rule's message (`x-message-en`), answered to an English request. */
  messageEn?: string;
  /** The catalogue message, for an answer in another language; absent for a file's own words. */
  text?: Text;
}

export interface RecordValidation {
  valid: boolean;
  errors: RecordError[];
}

export interface CompileOptions extends ToAjvOptions {
  /** Instance to compile with; a shared one from createResourceAjv() by default. */
  ajv?: Ajv;
}

let sharedAjv: Ajv | undefined;

function unescapePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/**
 * Compiles the payload validator of a resource. Keys of system fields (id, createdAt, ...) in the
 * payload are ignored; any other key that is not a form property is an error (不支持的字段：x).
 * Errors: one per field, in form order, Chinese, naming the field by its title.
 * Compile once per resource (and overlay version) and reuse the function.
 */
export function compileRecordValidator(
  resource: ResourceFile,
  options: CompileOptions = {},
): (data: unknown, lang?: Lang) => RecordValidation {
  const ajv = options.ajv ?? (sharedAjv ??= createResourceAjv());
  const schema = toAjvSchema(resource, options);
  const validate = ajv.compile(schema);
  ajv.removeSchema(schema); // the function stays usable; the instance does not keep every compiled schema
  const props = resource.form.properties;
  const order = Object.keys(props);
  const required = new Set(options.partial ? [] : (resource.form.required ?? []));
  const titleOf = (field: string, lang: Lang | undefined) =>
    (lang === 'en' ? props[field]?.['x-title-en'] : undefined) ?? props[field]?.title ?? field;

  function message(e: ErrorObject, field: string, value: unknown, nested: boolean, lang: Lang | undefined): { text: SchemaMessage; rank: number } {
    const t = titleOf(field, lang);
    const title = t;
    const p = e.params as Record<string, unknown>;
    const limit = typeof p.limit === 'number' ? p.limit : String(p.limit);
    const missing = { text: requiredText(t, props[field]), rank: 0 };
    switch (e.keyword) {
      case 'required':
        return missing;
      case 'type':
        return !nested && required.has(field) && isEmpty(value) ? missing : { text: text('schema.field.format', { title }), rank: 1 };
      case 'minLength':
        if (!nested && required.has(field) && value === '') return missing;
        return { text: text('schema.field.minLength', { title, limit }), rank: 1 };
      case 'maxLength':
        return { text: text('schema.field.maxLength', { title, limit }), rank: 1 };
      case 'enum':
        return { text: text('schema.field.value', { title }), rank: 1 };
      case 'minimum':
        return { text: text('schema.field.min', { title, limit }), rank: 1 };
      case 'maximum':
        return { text: text('schema.field.max', { title, limit }), rank: 1 };
      case 'exclusiveMinimum':
        return { text: text('schema.field.exclusiveMin', { title, limit }), rank: 1 };
      case 'exclusiveMaximum':
        return { text: text('schema.field.exclusiveMax', { title, limit }), rank: 1 };
      case 'minItems':
        return { text: text('schema.field.minItems', { title, limit }), rank: 1 };
      case 'maxItems':
        return { text: text('schema.field.maxItems', { title, limit }), rank: 1 };
      case 'uniqueItems':
        return { text: text('schema.field.unique', { title }), rank: 1 };
      case 'pattern': {
        const custom = nested ? undefined : props[field]?.['x-pattern-message'];
        return { text: typeof custom === 'string' && custom ? custom : text('schema.field.format', { title }), rank: 1 };
      }
      case 'zaxGeometry': {
        const kind = props[field]?.['x-geometry'];
        return { text: (kind && geometryMessage(kind, value, t)) || text('schema.field.format', { title }), rank: 1 };
      }
      case 'zaxValidator': {
        const name = (e.parentSchema as JsonSchema | undefined)?.zaxValidator ?? props[field]?.['x-validator'];
        return { text: validatorMessage(name as ValidatorName, t), rank: 1 };
      }
      default:
        return { text: text('schema.field.format', { title }), rank: 1 };
    }
  }

  return (data: unknown, lang?: Lang): RecordValidation => {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return { valid: false, errors: [said({ field: '' }, text('schema.record.badData'))] };
    }
    const input: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(data)) if (!isSystemField(k) || Object.hasOwn(props, k)) input[k] = v;
    const rules = recordRuleErrors(resource, input, (field) => titleOf(field, lang));
    if (validate(input) && rules.length === 0) return { valid: true, errors: [] };

    const best = new Map<string, { text: SchemaMessage; textEn?: string; rank: number; seq: number }>();
    (validate.errors ?? []).forEach((e, seq) => {
      const segments = e.instancePath.split('/').slice(1).map(unescapePointer);
      let field = segments[0];
      let found: { text: SchemaMessage; rank: number };
      if (field === undefined) {
        const p = e.params as Record<string, unknown>;
        if (e.keyword === 'additionalProperties') {
          field = String(p.additionalProperty);
          found = { text: text('schema.record.unsupported', { field }), rank: 1 };
        } else if (e.keyword === 'required') {
          field = String(p.missingProperty);
          found = message(e, field, undefined, false, lang);
        } else {
          field = '';
          found = { text: text('schema.record.badData'), rank: 1 };
        }
      } else {
        found = message(e, field, input[field], segments.length > 1, lang);
      }
      const prev = best.get(field);
      if (!prev || found.rank < prev.rank) best.set(field, { ...found, seq });
    });
    // A blank required text is a missing value (rank 0); a failing rule counts when ajv found nothing
    // else wrong with the field.
    const seq = validate.errors?.length ?? 0;
    for (const r of rules) {
      const blank = r.rule === 'blank';
      const prev = best.get(r.field);
      if (!prev || (blank && prev.rank > 0)) {
        best.set(r.field, { text: r.text ?? r.message, ...(r.messageEn ? { textEn: r.messageEn } : {}), rank: blank ? 0 : 1, seq });
      }
    }
    const pos = (f: string) => {
      const i = order.indexOf(f);
      return i < 0 ? order.length : i;
    };
    const errors = [...best.entries()]
      .sort((a, b) => pos(a[0]) - pos(b[0]) || a[1].seq - b[1].seq)
      .map(([field, m]) => said(m.textEn ? { field, messageEn: m.textEn } : { field }, m.text));
    return { valid: false, errors };
  };
}
