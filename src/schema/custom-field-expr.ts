// The expressions of a custom field (issue 12 item 8): `compute` makes a computed field (read-only, its value
// an expression over the form's fields, recomputed by the server), `rules` are asserts with a Chinese message
// shown at the field. Each is checked as typed, with the restricted language's own parser: a parse error or a
// name that is not a field of the form is named at the property (`compute`, `rules.0.assert`). They compile
// to the same `x-compute` and `x-rules` keywords the resource files use. Pure.
import { expressionProblems } from './custom-field-expr-check.ts';
import { stripBraces } from './expression.ts';
import type { FieldSchema } from './resource-types.ts';
import { said, text, type Text } from './schema-text.ts';

export interface CustomFieldRule {
  /** An expression over the form's fields, true when the value is acceptable (with or without `{{ }}`). */
  assert: string;
  /** Shown at the field when the assert is false. */
  message: string;
}

/** What the expression checks may know: the form's fields by name (their titles), this field included; the file's lookup tables. */
export interface ExprContext {
  fields?: ReadonlyMap<string, string>;
  lookups?: ReadonlySet<string>;
}

/** The types whose value may be computed. */
export const COMPUTABLE_TYPES: ReadonlySet<string> = new Set(['text', 'number', 'date', 'datetime']);
export const MAX_DEF_EXPRESSION = 500;
export const MAX_RULES = 10;
const MAX_MESSAGE = 100;

interface Problem {
  field: string;
  /** In Chinese; `text` is the catalogue message, for an answer in another language. */
  message: string;
  text?: Text;
}

interface ExprMembers {
  key?: unknown;
  type: string;
  compute?: unknown;
  rules?: unknown;
  default?: unknown;
}

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The expression as typed, without `{{ }}` and surrounding blanks. */
export function exprBody(source: string): string {
  return stripBraces(source).trim();
}

/** Problems of one expression at `field` (a problem of its own shape, its parse, or the names it uses). */
function checkOne(source: unknown, field: string, what: Text, ctx: ExprContext, out: Problem[], self?: string): void {
  if (typeof source !== 'string' || !exprBody(source)) {
    out.push(said({ field }, text('schema.expr.fill', { what })));
    return;
  }
  if (source.length > MAX_DEF_EXPRESSION) {
    out.push(said({ field }, text('schema.expr.tooLong', { what, limit: MAX_DEF_EXPRESSION })));
    return;
  }
  for (const p of expressionProblems(exprBody(source), ctx, self)) out.push(said({ field }, text('schema.expr.problem', { what, problem: p })));
}

export function checkExprDef(def: ExprMembers, ctx: ExprContext, out: Problem[]): void {
  const self = typeof def.key === 'string' ? def.key : undefined;
  if (!blank(def.compute)) {
    if (!COMPUTABLE_TYPES.has(def.type)) out.push(said({ field: 'compute' }, text('schema.expr.notComputable')));
    else checkOne(def.compute, 'compute', text('schema.expr.compute'), ctx, out, self);
    if (!blank(def.default) && !(Array.isArray(def.default) && def.default.length === 0)) {
      out.push(said({ field: 'default' }, text('schema.expr.computedDefault')));
    }
  }
  const rules = def.rules;
  if (rules === undefined || rules === null) return;
  if (!Array.isArray(rules) || rules.length > MAX_RULES) {
    out.push(said({ field: 'rules' }, text('schema.expr.rulesList', { limit: MAX_RULES })));
    return;
  }
  rules.forEach((rule: unknown, i) => {
    const at = `rules.${i}`;
    if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) {
      out.push(said({ field: at }, text('schema.expr.ruleFormat', { n: i + 1 })));
      return;
    }
    const r = rule as Record<string, unknown>;
    checkOne(r.assert, `${at}.assert`, text('schema.expr.assert'), ctx, out);
    if (typeof r.message !== 'string' || !r.message.trim()) out.push(said({ field: `${at}.message` }, text('schema.expr.ruleMessage')));
    else if (r.message.trim().length > MAX_MESSAGE) out.push(said({ field: `${at}.message` }, text('schema.expr.ruleMessageTooLong', { limit: MAX_MESSAGE })));
  });
}

/** `schema` with the definition's `x-compute` (read-only) and `x-rules`, as the files write them. */
export function withExpressions(schema: FieldSchema, def: { compute?: string; rules?: CustomFieldRule[] }): FieldSchema {
  const out: FieldSchema = { ...schema };
  if (typeof def.compute === 'string' && exprBody(def.compute)) {
    out['x-compute'] = `{{ ${exprBody(def.compute)} }}`;
    out['x-pattern'] = 'readOnly';
    delete out.default;
  }
  if (Array.isArray(def.rules) && def.rules.length > 0) {
    out['x-rules'] = def.rules.map((r) => ({ assert: `{{ ${exprBody(r.assert)} }}`, message: r.message.trim() }));
  }
  return out;
}
