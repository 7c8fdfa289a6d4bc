// A module's statistics blocks (schemas/modules/<module>/stats.json, docs/schema-engine.md "Statistics
// blocks"): the meta-schema (schemas/meta/stats.schema.json), then what the blocks name: a resource of the
// module or the shared basic data, or a source registered by key on the server; a group-by field of a kind
// that groups (enum, boolean, string), a month over a date, a ref over a reference; a sum over a number.
// Each block compiles to a query spec the server turns into SQL. Pure.
import statsMeta from '../../schemas/meta/stats.schema.json' with { type: 'json' };
import { refOf } from './keywords/ref-fields.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';
import { fieldKind, resolveField, type EnumOption, type FieldKind, type ResourceFile } from './resource-types.ts';
import { said, text, type Text } from './schema-text.ts';

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

const GROUPABLE: ReadonlySet<FieldKind> = new Set(['enum', 'boolean', 'string']);

/** A field's kind in the reader's words. */
const kindText = (k: FieldKind): Text => text(`schema.files.kind.${k}`);

/** The problems of one field a block names, or none. */
function fieldProblems(resource: ResourceFile, block: StatsBlock, at: (...p: (string | number)[]) => string): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const field = (name: string, p: string, ok: (kind: FieldKind, name: string) => Text | null) => {
    const f = resolveField(resource, name);
    if (!f) return out.push(said({ pointer: p }, text('schema.files.stats.notField', { field: name, resource: resource.key })));
    const problem = ok(fieldKind(f), name);
    if (problem) out.push(said({ pointer: p }, problem));
    return 0;
  };
  if (block.measure.op === 'sum') {
    field(block.measure.field, at('measure', 'field'), (k, n) => (k === 'number' ? null : text('schema.files.stats.sumNumber', { field: n, kind: kindText(k) })));
  }
  const g = block.groupBy;
  if ('field' in g) {
    field(g.field, at('groupBy', 'field'), (k, n) =>
      GROUPABLE.has(k) && !refOf(resolveField(resource, n)) ? null : text('schema.files.stats.groupable', { field: n, kind: kindText(k) }),
    );
  } else if ('month' in g) {
    field(g.month, at('groupBy', 'month'), (k, n) => (k === 'date' ? null : text('schema.files.stats.monthDate', { field: n, kind: kindText(k) })));
  } else {
    field(g.ref, at('groupBy', 'ref'), (_k, n) => {
      const f = resolveField(resource, n);
      return refOf(f) && f?.type !== 'array' ? null : text('schema.files.stats.refOne', { field: n });
    });
  }
  (block.filters ?? []).forEach((flt, j) => {
    field(flt.field, at('filters', j, 'field'), (k) => (k === 'array' || k === 'object' ? text('schema.files.stats.filterKind', { kind: kindText(k) }) : null));
  });
  return out;
}

/** Checks a parsed stats file of one module. */
export function checkStatsFile(json: unknown, ctx: StatsFileContext): StatsFileResult {
  const structural = checkStructure(json);
  if (structural.length) return { ok: false, errors: structural };
  const blocks = (json as { blocks: StatsBlock[] }).blocks;
  const errors: SchemaProblem[] = [];
  const add = (p: string, message: Text) => errors.push(said({ pointer: p }, message));
  const keys = new Set<string>();
  blocks.forEach((block, i) => {
    const at = (...p: (string | number)[]) => pointer('blocks', i, ...p);
    if (keys.has(block.key)) add(at('key'), text('schema.files.stats.duplicateKey', { key: block.key }));
    keys.add(block.key);
    if (block.source !== undefined) {
      const source = ctx.sources.get(block.source);
      if (!source) return add(at('source'), text('schema.files.stats.unknownSource', { source: block.source }));
      const g = block.groupBy;
      if ('field' in g && !source.fields.includes(g.field)) add(at('groupBy', 'field'), text('schema.files.stats.sourceFields', { source: block.source, fields: source.fields.join(', ') }));
      if ('month' in g && !source.months.includes(g.month)) add(at('groupBy', 'month'), text('schema.files.stats.sourceMonths', { source: block.source, fields: source.months.join(', ') }));
      if ('ref' in g) add(at('groupBy', 'ref'), text('schema.files.stats.sourceNoRef', { source: block.source }));
      if (block.measure.op !== 'count') add(at('measure', 'op'), text('schema.files.stats.sourceCount', { source: block.source }));
      if (block.filters?.length) add(at('filters'), text('schema.files.stats.sourceFilters', { source: block.source }));
      return 0;
    }
    const resource = ctx.resources.get(block.resource as string);
    if (!resource) return add(at('resource'), text('schema.files.unknownResource', { resource: String(block.resource) }));
    if (resource.module != null && resource.module !== ctx.module) {
      return add(at('resource'), text('schema.files.otherModuleResource', { resource: resource.key, module: resource.module }));
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
