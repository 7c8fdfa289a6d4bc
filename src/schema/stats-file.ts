// A module's statistics blocks (schemas/modules/<module>/stats.json, docs/schema-engine.md "Statistics
// blocks"): the meta-schema (schemas/meta/stats.schema.json), then what the blocks name: a resource of the
// module or the shared basic data, or a source registered by key on the server; a group-by field of a kind
// that groups (enum, boolean, string), a month over a date, a ref over a reference; a sum over a number.
// Each block compiles to a query spec the server turns into SQL. Pure.
import statsMeta from '../../schemas/meta/stats.schema.json' with { type: 'json' };
import { refOf } from './keywords/ref-fields.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';
import { fieldKind, resolveField, type EnumOption, type ResourceFile } from './resource-types.ts';

export type StatsChart = 'bar' | 'line' | 'pie' | 'number';
export type StatsMeasure = { op: 'count' } | { op: 'sum'; field: string };
export type StatsGroupBy = { field: string } | { month: string; months?: number } | { ref: string };
export interface StatsFilter {
  field: string;
  op: 'eq' | 'ne';
  value: string | number | boolean;
}

/** A block as stats.json declares it: over a resource or a registered source. */
export interface StatsBlock {
  key: string;
  title: string;
  /** The title in English (answered to an English request; Chinese when absent). */
  titleEn?: string;
  resource?: string;
  source?: string;
  measure: StatsMeasure;
  groupBy: StatsGroupBy;
  filters?: StatsFilter[];
  chart: StatsChart;
}

/** What a source registered on the server lets a block group by. */
export interface StatsSourceSpec {
  /** Fields it groups by (e.g. kind, state). */
  fields: readonly string[];
  /** Date fields it groups by month. */
  months: readonly string[];
}

/** How a block's rows are grouped, resolved against its resource. */
export type StatsGroup =
  | { kind: 'field'; field: string; options?: readonly EnumOption[]; boolean?: boolean }
  | { kind: 'month'; field: string; months: number }
  | { kind: 'ref'; field: string; target: string; label: string };

/** A block compiled to what its SQL needs. */
export interface StatsQuery {
  measure: StatsMeasure;
  group: StatsGroup;
  filters: readonly StatsFilter[];
}

export const DEFAULT_MONTHS = 12;

export interface StatsFileContext {
  module: string;
  resources: ReadonlyMap<string, ResourceFile>;
  sources: ReadonlyMap<string, StatsSourceSpec>;
}

export type StatsFileResult = { ok: true; blocks: StatsBlock[] } | { ok: false; errors: SchemaProblem[] };

const checkStructure = metaFileChecker(statsMeta);

const GROUPABLE = new Set(['enum', 'boolean', 'string']);

/** The problems of one field a block names, or none. */
function fieldProblems(resource: ResourceFile, block: StatsBlock, at: (...p: (string | number)[]) => string): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const field = (name: string, p: string, ok: (kind: string, name: string) => string | null) => {
    const f = resolveField(resource, name);
    if (!f) return out.push({ pointer: p, message: `'${name}' is not a field of resource '${resource.key}'` });
    const problem = ok(fieldKind(f), name);
    if (problem) out.push({ pointer: p, message: problem });
    return 0;
  };
  if (block.measure.op === 'sum') {
    field(block.measure.field, at('measure', 'field'), (k, n) => (k === 'number' ? null : `a sum needs a number field; '${n}' is ${k}`));
  }
  const g = block.groupBy;
  if ('field' in g) {
    field(g.field, at('groupBy', 'field'), (k, n) =>
      GROUPABLE.has(k) && !refOf(resolveField(resource, n)) ? null : `'${n}' cannot group rows (${k}); group by an enum, boolean or text field`,
    );
  } else if ('month' in g) {
    field(g.month, at('groupBy', 'month'), (k, n) => (k === 'date' ? null : `a month needs a date field; '${n}' is ${k}`));
  } else {
    field(g.ref, at('groupBy', 'ref'), (_k, n) => {
      const f = resolveField(resource, n);
      return refOf(f) && f?.type !== 'array' ? null : `'${n}' is not a reference to one record (x-ref)`;
    });
  }
  (block.filters ?? []).forEach((flt, j) => {
    field(flt.field, at('filters', j, 'field'), (k) => (k === 'array' || k === 'object' ? `a filter cannot compare a field of kind ${k}` : null));
  });
  return out;
}

/** Checks a parsed stats file of one module. */
export function checkStatsFile(json: unknown, ctx: StatsFileContext): StatsFileResult {
  const structural = checkStructure(json);
  if (structural.length) return { ok: false, errors: structural };
  const blocks = (json as { blocks: StatsBlock[] }).blocks;
  const errors: SchemaProblem[] = [];
  const keys = new Set<string>();
  blocks.forEach((block, i) => {
    const at = (...p: (string | number)[]) => pointer('blocks', i, ...p);
    if (keys.has(block.key)) errors.push({ pointer: at('key'), message: `'${block.key}' is already the key of a block of this module` });
    keys.add(block.key);
    if (block.source !== undefined) {
      const source = ctx.sources.get(block.source);
      if (!source) return errors.push({ pointer: at('source'), message: `unknown source '${block.source}'` });
      const g = block.groupBy;
      if ('field' in g && !source.fields.includes(g.field)) errors.push({ pointer: at('groupBy', 'field'), message: `source '${block.source}' groups by ${source.fields.join(', ')}` });
      if ('month' in g && !source.months.includes(g.month)) errors.push({ pointer: at('groupBy', 'month'), message: `source '${block.source}' groups by month of ${source.months.join(', ')}` });
      if ('ref' in g) errors.push({ pointer: at('groupBy', 'ref'), message: `source '${block.source}' has no references to group by` });
      if (block.measure.op !== 'count') errors.push({ pointer: at('measure', 'op'), message: `source '${block.source}' only counts` });
      if (block.filters?.length) errors.push({ pointer: at('filters'), message: `source '${block.source}' takes no fixed filters` });
      return 0;
    }
    const resource = ctx.resources.get(block.resource as string);
    if (!resource) return errors.push({ pointer: at('resource'), message: `unknown resource '${block.resource}'` });
    if (resource.module != null && resource.module !== ctx.module) {
      return errors.push({ pointer: at('resource'), message: `'${resource.key}' is a resource of module '${resource.module}'` });
    }
    errors.push(...fieldProblems(resource, block, at));
    return 0;
  });
  return errors.length ? { ok: false, errors } : { ok: true, blocks };
}

/** The query spec of a checked resource block. */
export function compileStatsBlock(block: StatsBlock, resource: ResourceFile): StatsQuery {
  const g = block.groupBy;
  let group: StatsGroup;
  if ('field' in g) {
    const f = resolveField(resource, g.field);
    group = { kind: 'field', field: g.field, ...(f?.enum ? { options: f.enum } : {}), ...(f?.type === 'boolean' ? { boolean: true } : {}) };
  } else if ('month' in g) {
    group = { kind: 'month', field: g.month, months: g.months ?? DEFAULT_MONTHS };
  } else {
    const ref = refOf(resolveField(resource, g.ref));
    if (!ref) throw new Error(`'${g.ref}' is not a reference`);
    group = { kind: 'ref', field: g.ref, target: ref.resource, label: ref.label };
  }
  return { measure: block.measure, group, filters: block.filters ?? [] };
}

/** The months a month group answers, oldest first, as `YYYY-MM`, ending with the month of `today`. */
export function lastMonths(today: Date, months: number): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(today.getFullYear(), today.getMonth() - i, 1);
    out.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}
