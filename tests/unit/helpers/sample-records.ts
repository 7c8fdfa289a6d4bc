// Payloads generated from a resource file (schemas/resources/*.json): one valid record, and variants that
// each break one field by one rule. Used by the schema parity test (server validator vs Formily form) and
// by API tests. Pure: imports only src/domain and src/schema.
import { nationalIdCheckChar } from '../../../src/domain/validators.ts';
import { evaluate } from '../../../src/schema/expression.ts';
import { compileRules } from '../../../src/schema/record-compute.ts';
import type { FieldReaction, FieldSchema, ResourceFile } from '../../../src/schema/resource-types.ts';

export type SampleRecord = Record<string, unknown>;

/** Which rule a variant breaks. */
export type BrokenRule =
  | 'required'
  | 'maxLength'
  | 'minLength'
  | 'pattern'
  | 'enum'
  | 'format'
  | 'validator'
  | 'integer'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'minItems'
  | 'maxItems'
  | 'uniqueItems'
  | 'itemMaxLength'
  | 'type'
  /** A required text of only white space. */
  | 'blank'
  /** The end of a start/end pair (a rule of the end reading the start) a day (or an hour) before its start. */
  | 'dateOrder';

export interface InvalidVariant {
  field: string;
  rule: BrokenRule;
  payload: SampleRecord;
}

/**
 * Resource files whose own rules refuse what the generated samples are, so the generic walks (the API walk, the
 * blank-and-date walk, schema parity) leave them to their module's tests: a tag unique per enterprise that the walk
 * creates twice (alarm-point: gyaq-alarms), a person given one tag (location-tag: rydw-location), numbers that must
 * ascend where every sample number is the same (gas-detector: gas-monitoring, spjk-gas). Debt (session 12): samples
 * that honour such rules, and this set emptied.
 */
export const SAMPLES_REFUSED_BY_RULES: ReadonlySet<string> = new Set(['alarm-point', 'location-tag', 'gas-detector']);

/**
 * Whether the generic write walks can write a file's records: through its own create or update call, or through its
 * parent's (a child, `isChild`). A log that only its module's routes write (park-report: list, detail and export) is
 * walked by its module's tests instead.
 */
export function writableByGeneratedRoutes(r: ResourceFile, isChild: boolean): boolean {
  return isChild || r.actions.includes('create') || r.actions.includes('update');
}

/** Who writes a file's records in the walks: the platform's administrator for platform rows (`shared: 'platform'`, `platformFor`), else the enterprise's. */
export function generatedWriter(r: ResourceFile): 'platform' | 'enterprise' {
  return r.shared === 'platform' || r.platformFor ? 'platform' : 'enterprise';
}

/** A read-only field of a file with module hooks: the hooks write it (a judgement, a level), whatever a client sends. */
export function hookWritten(r: ResourceFile, name: string): boolean {
  return Boolean(r.hooks?.length && r.form.properties[name]?.readOnly);
}

/** Strings tried, in order, for a field with a `pattern` (add one when a new pattern appears). */
const PATTERN_CANDIDATES = [
  'A1',
  'abc',
  'HS-101',
  '64-17-5',
  '192.168.1.10',
  '91110105MA01ABCD12',
  '京A12345',
  '0571-88886666',
  '#1677ff',
  '320506',
  '202505061429',
  // A special-work permit's number (overhaul-item's permitNumbers; tests/api/resource-generated.test.ts adds the permit).
  'HJZA9000000000001',
  // An address (app-version's downloadUrl).
  'https://example.com/app',
];

const VALID_BY_VALIDATOR: Readonly<Record<string, string | number>> = {
  mobile: '13800138000',
  email: 'safety@example.com',
  link: 'https://example.com/doc',
  streamUrl: 'https://gateway.example.com/cam/101/index.m3u8',
  idCard: `11010519800101123${nationalIdCheckChar('11010519800101123')}`,
  amount: 12.5,
  // Ethanol: its check digit 5 fits (src/domain/validators.ts isCasNumber).
  cas: '64-17-5',
};

const INVALID_BY_VALIDATOR: Readonly<Record<string, string | number>> = {
  mobile: '12345',
  email: 'not-an-email',
  link: 'ftp://example.com',
  streamUrl: 'rtsp://192.168.1.64:554/stream1',
  idCard: '110105198001011230',
  amount: 12.345,
  cas: '64-17-6',
};

function fits(f: FieldSchema, s: string): boolean {
  const n = [...s].length;
  return (f.maxLength === undefined || n <= f.maxLength) && (f.minLength === undefined || n >= f.minLength);
}

function validString(f: FieldSchema, name: string): string {
  const v = f['x-validator'];
  if (v) return String(VALID_BY_VALIDATOR[v]);
  if (f.format === 'date') return '2026-01-15';
  if (f.format === 'date-time') return '2026-01-15 08:30:00';
  if (f.pattern) {
    const re = new RegExp(f.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((c) => re.test(c) && fits(f, c));
    if (found === undefined) throw new Error(`sample-records: no sample matches the pattern of ${name}: ${f.pattern}`);
    return found;
  }
  let s = `测试${f.title ?? name}`;
  while (f.minLength !== undefined && [...s].length < f.minLength) s += '样';
  return f.maxLength === undefined ? s : [...s].slice(0, Math.max(f.maxLength, 1)).join('');
}

function lowerBound(f: FieldSchema): number | undefined {
  if (f.minimum !== undefined) return f.minimum;
  if (f.exclusiveMinimum !== undefined) return f.type === 'integer' ? Math.floor(f.exclusiveMinimum) + 1 : f.exclusiveMinimum + 0.5;
  return undefined;
}

function upperBound(f: FieldSchema): number | undefined {
  if (f.maximum !== undefined) return f.maximum;
  if (f.exclusiveMaximum !== undefined) return f.type === 'integer' ? Math.ceil(f.exclusiveMaximum) - 1 : f.exclusiveMaximum - 0.5;
  return undefined;
}

function validNumber(f: FieldSchema): number {
  const lo = lowerBound(f);
  const hi = upperBound(f);
  let n = f.type === 'integer' ? 10 : 12.5;
  if (lo !== undefined && n < lo) n = lo;
  if (hi !== undefined && n > hi) n = hi;
  return n;
}

function enumValues(f: FieldSchema): (string | number | boolean)[] {
  return (f.enum ?? f.items?.enum ?? []).map((o) => o.value);
}

function validArray(f: FieldSchema, name: string): unknown[] {
  const count = Math.max(1, f.minItems ?? 0);
  if (f['x-component'] === 'Upload') return Array.from({ length: count }, (_, i) => String(101 + i));
  const options = enumValues(f);
  if (options.length > 0) return options.slice(0, count);
  const item = f.items ?? { type: 'string' };
  return Array.from({ length: count }, (_, i) => {
    if (item.type === 'number' || item.type === 'integer') return validNumber(item) + i;
    const s = validString(item, name);
    return i === 0 ? s : `${[...s].slice(0, Math.max(1, (item.maxLength ?? 50) - 2)).join('')}${i}`;
  });
}

/** A valid value of one field. */
export function validValue(f: FieldSchema, name: string): unknown {
  const options = enumValues(f);
  if (f.type !== 'array' && options.length > 0) return options[0];
  switch (f.type) {
    case 'string':
      return validString(f, name);
    case 'number':
    case 'integer':
      return f['x-validator'] === 'amount' ? 12.5 : validNumber(f);
    case 'boolean':
      return true;
    case 'array':
      return validArray(f, name);
    case 'object':
      // A geometry (x-geometry) inside the demo enterprise's plan (extent [0, 0, 800, 500]).
      if (f['x-geometry'] === 'point') return { type: 'Point', coordinates: [120, 80] };
      if (f['x-geometry'] === 'polygon') return { type: 'Polygon', coordinates: [[[10, 10], [60, 10], [60, 40], [10, 40], [10, 10]]] };
      return {};
  }
}

function reactionsOf(f: FieldSchema): FieldReaction[] {
  const r = f['x-reactions'];
  return r === undefined ? [] : Array.isArray(r) ? r : [r];
}

/** A value of `dep` under which the `visible` expression of `reaction` holds, when one can be found. */
function valueShowing(resource: ResourceFile, reaction: FieldReaction, dep: number, record: SampleRecord): unknown {
  const visible = reaction.fulfill?.state?.visible;
  const deps = reaction.dependencies ?? [];
  if (typeof visible !== 'string' || reaction.when !== undefined || reaction.target !== undefined) return undefined;
  const depField = resource.form.properties[deps[dep]];
  if (!depField) return undefined;
  const candidates = depField.type === 'boolean' ? [true, false] : enumValues(depField);
  return candidates.find((c) => {
    const values = deps.map((d, i) => (i === dep ? c : record[d]));
    try {
      return Boolean(evaluate(visible, { $deps: values, $dependencies: values }));
    } catch {
      return false;
    }
  });
}

/**
 * A record every field of which holds a valid value (optional fields too). Enum and boolean fields on which
 * another field's visibility depends get a value that shows that field, so the form checks it as well.
 */
/**
 * Fields a file's own rules refuse in the generated sample, left out of it (their module's tests cover them): a
 * check clause cites a regulation or a standard by reference, and then its 依据 text is the record's (fgcx.checkBasis:
 * the sample cites by text, as old rows do; kb-library-calls cites by reference); a check item citing a check clause
 * takes its content and basis from the clause (tszy.checkItemClause: tszy-clause-import covers it); a
 * course's video must be a stored mp4 (jypx.courseVideo: jypx-study uploads one).
 */
const LEFT_OUT_OF_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  'check-clause': ['basisRegulationId', 'basisStandardId'],
  'check-item': ['clauseId'],
  'training-course': ['video'],
};

export function validRecord(resource: ResourceFile): SampleRecord {
  const record: SampleRecord = {};
  const leftOut = new Set(LEFT_OUT_OF_SAMPLES[resource.key] ?? []);
  for (const [name, f] of Object.entries(resource.form.properties)) if (!leftOut.has(name)) record[name] = validValue(f, name);
  for (const f of Object.values(resource.form.properties)) {
    for (const reaction of reactionsOf(f)) {
      (reaction.dependencies ?? []).forEach((d, i) => {
        const v = valueShowing(resource, reaction, i, record);
        if (v !== undefined) record[d] = v;
      });
    }
  }
  return record;
}

function tooLong(s: string, max: number): string {
  const chars = [...s];
  while (chars.length <= max) chars.push(chars[chars.length - 1] ?? 'a');
  return chars.join('');
}

/** The ways to break one field, each as [rule, bad value]; `undefined` means the key is absent. */
export function badValues(f: FieldSchema, name: string, required: boolean): [BrokenRule, unknown][] {
  const out: [BrokenRule, unknown][] = [];
  const valid = validValue(f, name);
  if (required) out.push(['required', undefined]);
  const options = enumValues(f);
  if (f.type === 'array') {
    if (options.length > 0) out.push(['enum', ['__bad__']]);
    if (f.minItems !== undefined && f.minItems > 0) out.push(['minItems', (valid as unknown[]).slice(0, f.minItems - 1)]);
    if (f.maxItems !== undefined) {
      out.push(['maxItems', Array.from({ length: f.maxItems + 1 }, (_, i) => (options.length ? options[i % options.length] : `项${i}`))]);
    }
    if (f.uniqueItems) out.push(['uniqueItems', [(valid as unknown[])[0], (valid as unknown[])[0]]]);
    if (f.items?.maxLength !== undefined) out.push(['itemMaxLength', [tooLong('项', f.items.maxLength)]]);
    return out;
  }
  if (options.length > 0) out.push(['enum', f.type === 'string' ? '__bad__' : 987654]);
  if (f.type === 'string') {
    if (required && f.minLength !== 0 && !options.length) out.push(['blank', '  \u3000 ']);
    const v = f['x-validator'];
    if (v) out.push(['validator', INVALID_BY_VALIDATOR[v]]);
    if (f.format === 'date') out.push(['format', '2026-02-30']);
    if (f.format === 'date-time') out.push(['format', '2026-01-15 25:00:00']);
    if (f.pattern) out.push(['pattern', '非法 值!']);
    if (f.maxLength !== undefined && !options.length) out.push(['maxLength', tooLong(String(valid), f.maxLength)]);
    if (f.minLength !== undefined && f.minLength > 1) out.push(['minLength', [...String(valid)].slice(0, f.minLength - 1).join('')]);
  }
  if (f.type === 'number' || f.type === 'integer') {
    if (f.type === 'integer') out.push(['integer', validNumber(f) + 0.5 <= (upperBound(f) ?? Infinity) ? validNumber(f) + 0.5 : validNumber(f) - 0.5]);
    if (f['x-validator']) out.push(['validator', INVALID_BY_VALIDATOR[f['x-validator']]]);
    if (f.minimum !== undefined) out.push(['minimum', f.minimum - 1]);
    if (f.maximum !== undefined) out.push(['maximum', f.maximum + 1]);
    if (f.exclusiveMinimum !== undefined) out.push(['exclusiveMinimum', f.exclusiveMinimum]);
    if (f.exclusiveMaximum !== undefined) out.push(['exclusiveMaximum', f.exclusiveMaximum]);
  }
  if (f.type === 'boolean') out.push(['type', 'yes']);
  return out;
}

/** A date or date-time value earlier than the valid sample of its format (validString). */
function earlier(f: FieldSchema): string {
  return f.format === 'date-time' ? '2026-01-15 07:30:00' : '2026-01-14';
}

/**
 * The [start, end] date pairs of a file: a rule at a date field `end` that reads one other date field
 * `start` (`{{ certEnd >= certStart }}`), the form issue 11's `dateOrder` pairs took as x-rules.
 */
export function datePairs(resource: ResourceFile): [string, string][] {
  const props = resource.form.properties;
  const dated = (n: string) => props[n]?.type === 'string' && (props[n].format === 'date' || props[n].format === 'date-time');
  return compileRules(resource).rules.flatMap((r) => {
    const others = r.deps.filter((d) => d !== r.field);
    return others.length === 1 && dated(r.field) && dated(others[0]) ? [[others[0], r.field] as [string, string]] : [];
  });
}

/**
 * Copies of validRecord(resource) that each break one field by one rule (see BrokenRule); for each
 * start/end pair (datePairs), one whose end is before its start (the start keeps its valid value).
 */
/**
 * `record` with the fields another field's visibility depends on set so that `field` shows (fields of exclusive
 * groups, such as the factors of one assessment method, cannot all show in one record).
 */
export function showing(resource: ResourceFile, field: string, record: SampleRecord): SampleRecord {
  const out = { ...record };
  for (const reaction of reactionsOf(resource.form.properties[field] ?? {})) {
    (reaction.dependencies ?? []).forEach((d, i) => {
      const v = valueShowing(resource, reaction, i, out);
      if (v !== undefined) out[d] = v;
    });
  }
  return out;
}

export function invalidVariants(resource: ResourceFile): InvalidVariant[] {
  const base = validRecord(resource);
  const required = new Set(resource.form.required ?? []);
  const props = resource.form.properties;
  const single = Object.entries(props).flatMap(([field, f]) =>
    badValues(f, field, required.has(field)).map(([rule, value]) => {
      const payload = showing(resource, field, base);
      if (value === undefined) delete payload[field];
      else payload[field] = value;
      return { field, rule, payload };
    }),
  );
  const ordered = datePairs(resource)
    .map(([start, end]): InvalidVariant => ({ field: end, rule: 'dateOrder', payload: { ...base, [start]: base[start], [end]: earlier(props[end]) } }));
  return [...single, ...ordered];
}
