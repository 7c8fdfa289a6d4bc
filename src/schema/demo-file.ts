// Demo records of one resource (schemas/modules/<module>/demo/<resource>.json): the meta-schema
// (schemas/meta/demo.schema.json), then each record's data, its relative days resolved, through the
// resource's own validator, so that a demo record is a record the API would accept.
import demoMeta from '../../schemas/meta/demo.schema.json' with { type: 'json' };
import { compileRecordValidator } from './compile-validator.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';
import type { ResourceFile } from './resource-types.ts';

/** A demo record as its file declares it. */
export interface DemoRecordSpec {
  /** Stable within the resource: a start adds the records whose key is new to the database. */
  key: string;
  /** The demo enterprise that gets it (default DEFAULT_DEMO_ENTERPRISE). */
  enterprise?: number;
  data: Record<string, unknown>;
}

/** A checked demo record, its days resolved. */
export interface DemoRecord {
  resource: string;
  key: string;
  enterprise: number;
  data: Record<string, unknown>;
}

export const DEFAULT_DEMO_ENTERPRISE = 1001;

export interface DemoFileContext {
  /** The module folder holding the file. */
  module: string;
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

const isDay = (v: unknown): v is { $day: number } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && Number.isInteger((v as { $day?: unknown }).$day);

/** A copy of a value with every `{"$day": n}` replaced by the ISO day n days from `today`. */
export function resolveDays(value: unknown, today: Date): unknown {
  if (isDay(value)) return isoDay(today, value.$day);
  if (Array.isArray(value)) return value.map((v) => resolveDays(v, today));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDays(v, today)]));
  }
  return value;
}

/** Checks a parsed demo file: structure, the resource, the enterprises, unique keys, each record's data. */
export function checkDemoFile(json: unknown, ctx: DemoFileContext): DemoFileResult {
  const structural = checkStructure(json);
  if (structural.length) return { ok: false, errors: structural };
  const { resource } = ctx;
  if (!resource) return { ok: false, errors: [{ pointer: '', message: `unknown resource '${ctx.resourceKey}' (the file is named after the resource)` }] };
  if (resource.module !== ctx.module) {
    return { ok: false, errors: [{ pointer: '', message: `'${resource.key}' is not a resource of module '${ctx.module}'` }] };
  }
  const validate = compileRecordValidator(resource);
  const errors: SchemaProblem[] = [];
  const keys = new Set<string>();
  const records: DemoRecord[] = [];
  (json as DemoRecordSpec[]).forEach((spec, i) => {
    if (keys.has(spec.key)) errors.push({ pointer: pointer(i, 'key'), message: `'${spec.key}' is already the key of a record of this file` });
    keys.add(spec.key);
    const enterprise = spec.enterprise ?? DEFAULT_DEMO_ENTERPRISE;
    if (!ctx.enterprises.includes(enterprise)) {
      errors.push({ pointer: pointer(i, 'enterprise'), message: `${enterprise} is not a demo enterprise (${ctx.enterprises.join(', ')})` });
    }
    const data = resolveDays(spec.data, ctx.today) as Record<string, unknown>;
    const verdict = validate(data);
    for (const e of verdict.errors) errors.push({ pointer: pointer(i, 'data', ...e.field.split('.')), message: e.message });
    records.push({ resource: resource.key, key: spec.key, enterprise, data });
  });
  return errors.length ? { ok: false, errors } : { ok: true, records };
}
