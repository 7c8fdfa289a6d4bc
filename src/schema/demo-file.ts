// Demo records of one resource (schemas/modules/<module>/demo/<resource>.json, and schemas/demo/<resource>.json
// for the shared basic data): the meta-schema (schemas/meta/demo.schema.json), then each record's data, its
// relative days resolved and its references by label (`{"$ref": "department:安全环保部"}`) checked against the
// field's `x-ref`, through the resource's own validator, so that a demo record is a record the API would
// accept once its references are resolved (at apply time, src/server/modules/apply-defaults.ts).
import demoMeta from '../../schemas/meta/demo.schema.json' with { type: 'json' };
import { compileRecordValidator } from './compile-validator.ts';
import { refOf } from './keywords/ref-fields.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';
import type { ResourceFile } from './resource-types.ts';
import { said, text, type SchemaMessage } from './schema-text.ts';

/** A demo record as its file declares it. */
export interface DemoRecordSpec {
  /** Stable within the resource: a start adds the records whose key is new to the database. */
  key: string;
  /** The demo enterprise that gets it (default DEFAULT_DEMO_ENTERPRISE). */
  enterprise?: number;
  /** The login name of the enterprise's user who created the record (its creator: what ownerOnly keeps to them). */
  by?: string;
  data: Record<string, unknown>;
}

/**
 * A reference written by label in a demo record: `{"$ref": "<target>:<label>"}` in a reference field (or in
 * the array of a multiple one); resolved when the record is applied, to the one live record of `target` in
 * the record's enterprise whose label field (the `x-ref`'s `label`, default `name`) is `label`.
 */
export interface DemoRef {
  field: string;
  /** The position in a multiple reference's array; null for a single reference. */
  at: number | null;
  target: string;
  label: string;
  /** Where it is written: the file and the JSON pointer, for the error when it does not resolve. */
  where: string;
}

/** A checked demo record, its days resolved; its references by label are still `{"$ref"}` in `data`. */
export interface DemoRecord {
  resource: string;
  key: string;
  enterprise: number;
  /** The creator's login name (DemoRecordSpec.by); null: no creator, as the seed's records. */
  by: string | null;
  data: Record<string, unknown>;
  /** The references by label to resolve when the record is applied (none: `data` is the record as it is stored). */
  refs: DemoRef[];
}

export const DEFAULT_DEMO_ENTERPRISE = 1001;

export interface DemoFileContext {
  /** The module folder holding the file; null for schemas/demo (the shared basic data). */
  module: string | null;
  /** The file as problems name it (DemoRef.where). */
  file: string;
  resource: ResourceFile | undefined;
  /** The resource key the file is named after. */
  resourceKey: string;
  /** The enterprises of the demo (a record may go to one of them only). */
  enterprises: readonly number[];
  /** The day of seeding (relative days count from it). */
  today: Date;
}

export type DemoFileResult = { ok: true; records: DemoRecord[] } | { ok: false; errors: SchemaProblem[] };

const checkStructure = metaFileChecker(demoMeta);

/** The ISO day `offset` days from `today` (local calendar). */
export function isoDay(today: Date, offset: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isDay = (v: unknown): v is { $day: number; at?: string } => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const { $day, at, ...rest } = v as { $day?: unknown; at?: unknown };
  return Number.isInteger($day) && Object.keys(rest).length === 0 && (at === undefined || (typeof at === 'string' && TIME.test(at)));
};

/**
 * A copy of a value with every `{"$day": n}` replaced by the ISO day n days from `today`, and every
 * `{"$day": n, "at": "09:00:00"}` by that day at that time (`2026-11-21 09:00:00`, a date-time field's form).
 */
export function resolveDays(value: unknown, today: Date): unknown {
  if (isDay(value)) return value.at === undefined ? isoDay(today, value.$day) : `${isoDay(today, value.$day)} ${value.at}`;
  if (Array.isArray(value)) return value.map((v) => resolveDays(v, today));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDays(v, today)]));
  }
  return value;
}

const REF_VALUE = /^([a-z0-9]+(?:-[a-z0-9]+)*):(.*\S.*)$/s;

const isRefValue = (v: unknown): v is { $ref: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.hasOwn(v, '$ref');

/** Whether a value holds a `{"$ref"}` anywhere (a reference by label outside a reference field is refused). */
function holdsRef(v: unknown): boolean {
  if (isRefValue(v)) return true;
  if (Array.isArray(v)) return v.some(holdsRef);
  if (typeof v === 'object' && v !== null) return Object.values(v).some(holdsRef);
  return false;
}

/** Placeholder id a reference by label takes while the record is validated (any id passes the validator). */
const PLACEHOLDER_ID = 1;

/**
 * The references by label of one record's data: each checked against its field's `x-ref`; the data answered
 * with placeholder ids in their place, for the validator.
 */
function refsOf(
  resource: ResourceFile,
  data: Record<string, unknown>,
  at: (...p: (string | number)[]) => string,
  file: string,
): { refs: DemoRef[]; forValidation: Record<string, unknown>; errors: SchemaProblem[] } {
  const refs: DemoRef[] = [];
  const errors: SchemaProblem[] = [];
  const forValidation: Record<string, unknown> = { ...data };
  for (const [field, value] of Object.entries(data)) {
    const schema = Object.hasOwn(resource.form.properties, field) ? resource.form.properties[field] : undefined;
    const ref = refOf(schema);
    const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (ref && texts.length) {
      // The previous versions' demo wrote the label itself: say how a demo file names the record.
      errors.push(said({ pointer: at(field) }, text('schema.files.demo.labelNotRef', { field, example: `{"$ref": "${ref.resource}:${texts[0]}"}` })));
      forValidation[field] = Array.isArray(value) ? [] : PLACEHOLDER_ID;
      continue;
    }
    if (!holdsRef(value)) continue;
    const items = Array.isArray(value) ? value.map((v, i) => [v, i] as const) : [[value, null] as const];
    if (!ref || !schema) {
      errors.push(said({ pointer: at(field) }, text('schema.files.demo.notRefField', { field })));
      continue;
    }
    const multiple = schema.type === 'array';
    if (Array.isArray(value) !== multiple) {
      errors.push(said({ pointer: at(field) }, text(multiple ? 'schema.files.demo.refArray' : 'schema.files.demo.refOne')));
      continue;
    }
    const placed: unknown[] = [];
    for (const [v, i] of items) {
      const p = i === null ? at(field) : at(field, i);
      if (!isRefValue(v)) {
        placed.push(v);
        if (holdsRef(v)) errors.push(said({ pointer: p }, text('schema.files.demo.refWhole')));
        continue;
      }
      const m = typeof v.$ref === 'string' && Object.keys(v).length === 1 ? REF_VALUE.exec(v.$ref) : null;
      // One placeholder per item, so that an array of several references passes `uniqueItems`.
      placed.push(PLACEHOLDER_ID + (i ?? 0));
      if (!m) errors.push(said({ pointer: p }, text('schema.files.demo.refForm', { form: '{"$ref": "<target>:<label>"}', example: `{"$ref": "${ref.resource}:<label>"}` })));
      else if (m[1] !== ref.resource) errors.push(said({ pointer: p }, text('schema.files.demo.refTarget', { field, target: ref.resource, named: m[1] })));
      else if (m[1] === resource.key) errors.push(said({ pointer: p }, text('schema.files.demo.refSelf')));
      else refs.push({ field, at: i, target: m[1], label: m[2].trim(), where: `${file}#${p}` });
    }
    forValidation[field] = multiple ? placed : placed[0];
  }
  return { refs, forValidation, errors };
}

/** Checks a parsed demo file: structure, the resource, the enterprises, unique keys, each record's data. */
export function checkDemoFile(json: unknown, ctx: DemoFileContext): DemoFileResult {
  const structural = checkStructure(json);
  if (structural.length) return { ok: false, errors: structural };
  const { resource } = ctx;
  const refused = (message: SchemaMessage): DemoFileResult => ({ ok: false, errors: [said({ pointer: '' }, message)] });
  if (!resource) return refused(text('schema.files.demo.unknownResource', { resource: ctx.resourceKey }));
  if ((resource.module ?? null) !== ctx.module) {
    const home = resource.module ? `schemas/modules/${resource.module}/demo/` : 'schemas/demo/';
    return refused(
      ctx.module === null
        ? text('schema.files.demo.notShared', { resource: resource.key, home })
        : text('schema.files.demo.notModule', { resource: resource.key, module: ctx.module, home }),
    );
  }
  const validate = compileRecordValidator(resource);
  const errors: SchemaProblem[] = [];
  const keys = new Set<string>();
  const records: DemoRecord[] = [];
  (json as DemoRecordSpec[]).forEach((spec, i) => {
    if (keys.has(spec.key)) errors.push(said({ pointer: pointer(i, 'key') }, text('schema.files.demo.duplicateKey', { key: spec.key })));
    keys.add(spec.key);
    const enterprise = spec.enterprise ?? DEFAULT_DEMO_ENTERPRISE;
    if (!ctx.enterprises.includes(enterprise)) {
      errors.push(said({ pointer: pointer(i, 'enterprise') }, text('schema.files.demo.enterprise', { enterprise, enterprises: ctx.enterprises.join(', ') })));
    }
    const data = resolveDays(spec.data, ctx.today) as Record<string, unknown>;
    const refs = refsOf(resource, data, (...p) => pointer(i, 'data', ...p), ctx.file);
    errors.push(...refs.errors);
    const verdict = validate(refs.forValidation);
    for (const e of verdict.errors) errors.push(said({ pointer: pointer(i, 'data', ...e.field.split('.')) }, e.text ?? e.message));
    records.push({ resource: resource.key, key: spec.key, enterprise, by: spec.by ?? null, data, refs: refs.refs });
  });
  return errors.length ? { ok: false, errors } : { ok: true, records };
}

/**
 * The demo records in the order they can be applied: the records of a resource after those of every
 * resource they refer to by label (a file's order otherwise); a cycle between resources is a problem.
 */
export function demoApplyOrder(records: readonly DemoRecord[]): { ok: true; records: DemoRecord[] } | { ok: false; cycle: string[] } {
  const byResource = new Map<string, DemoRecord[]>();
  for (const r of records) byResource.set(r.resource, [...(byResource.get(r.resource) ?? []), r]);
  const out: DemoRecord[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (key: string, path: string[]): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'visiting') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'visiting');
    const group = byResource.get(key) ?? [];
    for (const target of new Set(group.flatMap((r) => r.refs.map((x) => x.target)))) {
      if (!byResource.has(target)) continue;
      const cycle = visit(target, [...path, key]);
      if (cycle) return cycle;
    }
    state.set(key, 'done');
    out.push(...group);
    return null;
  };
  for (const key of byResource.keys()) {
    const cycle = visit(key, []);
    if (cycle) return { ok: false, cycle };
  }
  return { ok: true, records: out };
}
