// Computed fields (`x-compute`) and rules (`x-rules`, the file's `rules`) of a resource, compiled once per
// resource object and evaluated the same way on both sides: the server's compute hook and record
// validator, the client's live form (docs/schema-engine.md, "Computed fields and rules"). Pure.
//
// - The scope of an expression is the record's form fields (a field not filled in reads as null).
// - A computed value is coerced to its field's type (an integer is rounded, a number or boolean becomes a
//   text for a string field); null, an error or a value that does not fit leaves the field out, so a
//   value the client sent for it never survives.
// - A rule fails when its assertion is false or cannot be evaluated; null (a blank operand) passes: that a
//   field is filled in is the business of `required`.
import { ruleFunction } from '../domain/rule-functions.ts';
import { evaluateExpr, identifiersOf, parseExpression, type EvalContext, type Expr } from './expression.ts';
import type { FieldRule, FieldSchema, LookupRow, ResourceFile } from './resource-types.ts';

/** An enterprise's configuration by configinfo type: config_key -> config_value. */
export type RuleConfig = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface CompiledCompute {
  field: string;
  /** The fields it reads. */
  deps: string[];
  expr?: Expr;
  fn?: string;
}

export interface CompiledRule {
  field: string;
  message: string;
  /** The file's English of the message (`x-message-en`), when it gives one. */
  messageEn?: string;
  deps: string[];
  assert: Expr;
}

export interface CompiledRules {
  /** In an order in which every computed field comes after the computed fields it reads. */
  computes: CompiledCompute[];
  rules: CompiledRule[];
  lookups: Readonly<Record<string, readonly LookupRow[]>>;
  /** The configinfo types the registered functions read. */
  configTypes: string[];
}

function parsed(source: string): Expr | undefined {
  try {
    return parseExpression(source);
  } catch {
    return undefined; // refused at load (rules-check.ts); an overlay that slipped through computes nothing
  }
}

function computeOf(field: string, f: FieldSchema): CompiledCompute | undefined {
  const spec = f['x-compute'];
  if (spec === undefined) return undefined;
  if (typeof spec === 'string') {
    const expr = parsed(spec);
    return expr ? { field, deps: identifiersOf(expr), expr } : undefined;
  }
  return ruleFunction(spec.fn) ? { field, deps: [...spec.args], fn: spec.fn } : undefined;
}

/** Computed fields in dependency order; a field on a cycle (refused at load) is left out. */
function ordered(computes: CompiledCompute[]): CompiledCompute[] {
  const byField = new Map(computes.map((c) => [c.field, c]));
  const out: CompiledCompute[] = [];
  const state = new Map<string, 'visiting' | 'done' | 'cycle'>();
  const visit = (c: CompiledCompute): boolean => {
    const s = state.get(c.field);
    if (s === 'done') return true;
    if (s === 'visiting' || s === 'cycle') return false;
    state.set(c.field, 'visiting');
    const ok = c.deps.every((d) => d === c.field ? false : !byField.has(d) || visit(byField.get(d) as CompiledCompute));
    state.set(c.field, ok ? 'done' : 'cycle');
    if (ok) out.push(c);
    return ok;
  };
  computes.forEach(visit);
  return out;
}

const compiled = new WeakMap<ResourceFile, CompiledRules>();

/** The computes and rules of a resource (cached per resource object). */
export function compileRules(resource: ResourceFile): CompiledRules {
  const hit = compiled.get(resource);
  if (hit) return hit;
  const props = resource.form.properties;
  const computes: CompiledCompute[] = [];
  const rules: CompiledRule[] = [];
  // A rule reading a field the form no longer has (an overlay hid it) is skipped, as a pair was.
  const rule = (field: string, r: FieldRule) => {
    const expr = parsed(r.assert);
    const deps = expr ? identifiersOf(expr) : [];
    const messageEn = r['x-message-en'];
    if (expr && deps.every((d) => Object.hasOwn(props, d))) {
      rules.push({ field, message: r.message, ...(messageEn ? { messageEn } : {}), deps, assert: expr });
    }
  };
  for (const [name, f] of Object.entries(props)) {
    const c = computeOf(name, f);
    if (c) computes.push(c);
    for (const r of f['x-rules'] ?? []) rule(name, r);
  }
  for (const r of resource.rules ?? []) if (Object.hasOwn(props, r.field)) rule(r.field, r);
  const configTypes = new Set<string>();
  for (const c of computes) {
    const t = c.fn ? ruleFunction(c.fn)?.configType : undefined;
    if (t) configTypes.add(t);
  }
  const out: CompiledRules = { computes: ordered(computes), rules, lookups: resource.lookups ?? {}, configTypes: [...configTypes] };
  compiled.set(resource, out);
  return out;
}

/** The scope of a record: every form field (and every field a computation reads), null when not filled in. */
export function scopeOf(resource: ResourceFile, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const scope: Record<string, unknown> = {};
  const names = new Set([...Object.keys(resource.form.properties), ...compileRules(resource).computes.flatMap((c) => c.deps)]);
  for (const name of names) scope[name] = Object.hasOwn(values, name) ? (values[name] ?? null) : null;
  return scope;
}

/** A computed value as its field holds it, or undefined when it has none (null, not fitting). */
export function coerceComputed(f: FieldSchema, v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  switch (f.type) {
    case 'integer':
      return typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined;
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
    case 'string':
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
    case 'boolean':
      return typeof v === 'boolean' ? v : undefined;
    default:
      return undefined;
  }
}

function computeValue(c: CompiledCompute, scope: Record<string, unknown>, config: RuleConfig, ctx: EvalContext): unknown {
  try {
    if (c.expr) return evaluateExpr(c.expr, scope, ctx);
    const fn = c.fn ? ruleFunction(c.fn) : undefined;
    if (!fn) return undefined;
    const own = fn.configType && Object.hasOwn(config, fn.configType) ? config[fn.configType] : {};
    return fn.call(c.deps.map((d) => scope[d]), own);
  } catch {
    return undefined;
  }
}

export interface ComputeOptions {
  /** The enterprise's configuration of the types `configTypes` names (missing: the functions' defaults). */
  config?: RuleConfig;
  /** The clock of today(). */
  now?: () => number;
}

/**
 * Computes every computed field of `values` in place (what the client sent for them is replaced or
 * removed); answers the names of the fields whose value changed.
 */
export function applyComputed(resource: ResourceFile, values: Record<string, unknown>, options: ComputeOptions = {}): string[] {
  const { computes, lookups } = compileRules(resource);
  if (computes.length === 0) return [];
  const props = resource.form.properties;
  const scope = scopeOf(resource, values);
  const ctx: EvalContext = { lookups, now: options.now };
  const changed: string[] = [];
  for (const c of computes) {
    const v = coerceComputed(props[c.field], computeValue(c, scope, options.config ?? {}, ctx));
    if (v !== values[c.field]) changed.push(c.field);
    if (v === undefined) delete values[c.field];
    else values[c.field] = v;
    scope[c.field] = v ?? null;
  }
  return changed;
}

/** True when a rule holds for the scope: not false, and evaluated without error. */
function holds(r: CompiledRule, scope: Record<string, unknown>, ctx: EvalContext): boolean {
  try {
    return evaluateExpr(r.assert, scope, ctx) !== false;
  } catch {
    return false;
  }
}

/** The message of the first rule of `field` that fails for `values`, or ''. */
export function fieldRuleError(resource: ResourceFile, field: string, values: Readonly<Record<string, unknown>>): string {
  const { rules, lookups } = compileRules(resource);
  const mine = rules.filter((r) => r.field === field);
  if (mine.length === 0) return '';
  const scope = scopeOf(resource, values);
  return mine.find((r) => !holds(r, scope, { lookups }))?.message ?? '';
}

/** A failing rule: its field, its message and the file's English of it (`x-message-en`) when given. */
export interface FailedRule {
  field: string;
  message: string;
  messageEn?: string;
}

/** The failing rules of a record, one per field (its first failing rule), in rule order. */
export function ruleErrors(resource: ResourceFile, values: Readonly<Record<string, unknown>>): FailedRule[] {
  const { rules, lookups } = compileRules(resource);
  if (rules.length === 0) return [];
  const scope = scopeOf(resource, values);
  const out = new Map<string, FailedRule>();
  for (const r of rules) {
    if (out.has(r.field) || holds(r, scope, { lookups })) continue;
    out.set(r.field, { field: r.field, message: r.message, ...(r.messageEn ? { messageEn: r.messageEn } : {}) });
  }
  return [...out.values()];
}

/** For each field, the fields whose rules read it (the client checks those again when it changes). */
export function ruleDependents(resource: ResourceFile): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of compileRules(resource).rules) {
    for (const d of r.deps) {
      if (d === r.field) continue;
      const list = out.get(d) ?? [];
      if (!list.includes(r.field)) list.push(r.field);
      out.set(d, list);
    }
  }
  return out;
}

/** The names of the computed fields of a resource. */
export function computedFields(resource: ResourceFile): string[] {
  return Object.entries(resource.form.properties).flatMap(([n, f]) => (f['x-compute'] !== undefined ? [n] : []));
}
