// One ajv error of a meta-schema (schemas/meta/*.schema.json) as a problem at a JSON pointer, with a catalogue
// text per keyword (`schema.check.ajv.*`), so a structurally broken file is refused in the reader's language
// like the Checker's cross-reference problems. Pure.
import type { ErrorObject } from 'ajv';
import { said, text, type Text } from './schema-text.ts';

/** A problem of a file's check: where (JSON pointer, RFC 6901; '' for the whole file) and what. */
export interface SchemaProblem {
  pointer: string;
  /** In Chinese (logs, tests, JSON answers). */
  message: string;
  /** The catalogue message (non-enumerable, see `said`), for the reader's side to render in its language. */
  text?: Text;
}

/** JSON pointer of path segments (RFC 6901 escaping). */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
type JsonType = (typeof TYPES)[number];

/** `string` or `string,number` (ajv's `type` param) as the reader's words: 文本或数字. */
function typeText(type: unknown): Text | string {
  const names = (Array.isArray(type) ? type : String(type).split(',')).map(String);
  const words = names.map((t): Text | string => ((TYPES as readonly string[]).includes(t) ? text(`schema.check.ajv.type.${t as JsonType}`) : t));
  return words.slice(1).reduce<Text | string>((a, b) => text('schema.check.ajv.or', { a, b }), words[0] ?? '');
}

const LIMITS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;
type LimitKeyword = (typeof LIMITS)[number];

/** Where the problem is and its catalogue text. */
function located(e: ErrorObject): [string, Text] {
  const p = e.params as Record<string, unknown>;
  const at = e.instancePath;
  if ((LIMITS as readonly string[]).includes(e.keyword)) {
    return [at, text(`schema.check.ajv.${e.keyword as LimitKeyword}`, { limit: Number(p.limit) })];
  }
  switch (e.keyword) {
    case 'required':
      return [`${at}${pointer(String(p.missingProperty))}`, text('schema.check.ajv.required')];
    case 'additionalProperties':
      return [`${at}${pointer(String(p.additionalProperty))}`, text('schema.check.ajv.unknownProperty', { name: String(p.additionalProperty) })];
    case 'propertyNames':
      return [`${at}${pointer(String(p.propertyName))}`, text('schema.check.ajv.badName', { name: String(p.propertyName) })];
    case 'enum':
      return [at, text('schema.check.ajv.enum', { values: (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ') })];
    case 'type':
      return [at, text('schema.check.ajv.type', { type: typeText(p.type) })];
    case 'const':
      return [at, text('schema.check.ajv.const', { value: JSON.stringify(p.allowedValue) })];
    case 'pattern':
      return [at, text('schema.check.ajv.pattern', { pattern: String(p.pattern) })];
    case 'format':
      return [at, text('schema.check.ajv.format', { format: String(p.format) })];
    case 'uniqueItems':
      // ajv names the later duplicate `i` and the earlier one `j` (0-based); the reader counts from 1.
      return [at, text('schema.check.ajv.uniqueItems', { first: Number(p.j) + 1, second: Number(p.i) + 1 })];
    case 'oneOf':
    case 'anyOf':
    case 'not':
      return [at, text(`schema.check.ajv.${e.keyword}`)];
    default:
      return [at, text('schema.check.ajv.failed', { keyword: e.keyword })];
  }
}

/** One ajv error as a problem at a JSON pointer (the resource files' check, and the menu, tiles, stats and demo files'). */
export function fromAjv(e: ErrorObject): SchemaProblem {
  const [at, message] = located(e);
  return said({ pointer: at }, message);
}
