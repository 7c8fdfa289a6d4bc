// The load-time check of computed fields and rules (x-compute, x-rules, the file's rules and lookups):
// every expression parses, reads only the form's fields and declared lookup tables, and calls only the
// whitelisted functions; a registered function exists and gets as many fields as it takes; computed
// fields hold a single value and do not depend on themselves, directly or through other computed fields;
// a rule's English message (`x-message-en`) is words in English (not blank, no Chinese characters).
// Each problem is reported at its JSON pointer. Pure.
import { ruleFunction } from '../../domain/rule-functions.ts';
import { expressionProblem, type ExpressionNames } from '../expression-check.ts';
import { identifiersOf, parseExpression } from '../expression.ts';
import { pointerOf } from './pointer.ts';
import type { FileCheckContext } from './keyword-checks.ts';
import { text, type Text } from '../schema-text.ts';

function depsOf(spec: unknown): string[] {
  if (typeof spec === 'string') {
    try {
      return identifiersOf(parseExpression(spec));
    } catch {
      return [];
    }
  }
  if (spec !== null && typeof spec === 'object' && Array.isArray((spec as { args?: unknown }).args)) {
    return (spec as { args: unknown[] }).args.filter((a): a is string => typeof a === 'string');
  }
  return [];
}

/** The computed fields on a cycle (a field that reads itself, or computed fields reading each other). */
function cyclic(deps: ReadonlyMap<string, string[]>): Set<string> {
  const out = new Set<string>();
  for (const start of deps.keys()) {
    const seen = new Set<string>();
    const stack = [...(deps.get(start) ?? [])];
    while (stack.length) {
      const n = stack.pop() as string;
      if (n === start) {
        out.add(start);
        break;
      }
      if (seen.has(n) || !deps.has(n)) continue;
      seen.add(n);
      stack.push(...(deps.get(n) ?? []));
    }
  }
  return out;
}

/** Chinese (Han) characters, which a rule's English message must not hold. */
const HAN = /\p{Script=Han}/u;

/** The problem of a rule's English message, or undefined (none given is no problem). */
export function englishMessageProblem(en: unknown): Text | undefined {
  if (en === undefined) return undefined;
  if (typeof en !== 'string' || en.trim() === '') return text('schema.check.rules.englishBlank');
  return HAN.test(en) ? text('schema.check.rules.englishHan') : undefined;
}

export function checkRulesKeywords(ctx: FileCheckContext): void {
  const { resource } = ctx;
  const props = resource.form.properties;
  const names: ExpressionNames = { fields: new Set(Object.keys(props)), lookups: new Set(Object.keys(resource.lookups ?? {})) };
  const expression = (source: string, ptr: string) => {
    const problem = expressionProblem(source, names);
    if (problem) ctx.add(ptr, problem);
  };
  const english = (en: unknown, ptr: string) => {
    const problem = englishMessageProblem(en);
    if (problem) ctx.add(ptr, problem);
  };
  const deps = new Map<string, string[]>();
  for (const [name, f] of Object.entries(props)) {
    const base = pointerOf('form', 'properties', name);
    const spec = f['x-compute'];
    if (spec !== undefined) {
      const ptr = `${base}/x-compute`;
      if (f.type === 'array' || f.type === 'object') ctx.add(ptr, text(f.type === 'array' ? 'schema.check.rules.computeList' : 'schema.check.rules.computeObject'));
      if (typeof spec === 'string') {
        expression(spec, ptr);
      } else {
        const fn = ruleFunction(spec.fn);
        if (!fn) ctx.add(`${ptr}/fn`, text('schema.check.rules.unknownFunction', { fn: spec.fn }));
        else if (spec.args.length !== fn.arity) ctx.add(`${ptr}/args`, text('schema.check.rules.arity', { fn: spec.fn, arity: fn.arity, count: spec.args.length }));
        spec.args.forEach((a, i) => ctx.property(a, `${ptr}/args/${i}`));
      }
      deps.set(name, depsOf(spec));
    }
    f['x-rules']?.forEach((r, i) => {
      expression(r.assert, `${base}/x-rules/${i}/assert`);
      english(r['x-message-en'], `${base}/x-rules/${i}/x-message-en`);
    });
  }
  for (const name of cyclic(deps)) {
    ctx.add(`${pointerOf('form', 'properties', name)}/x-compute`, text('schema.check.rules.cycle', { field: name }));
  }
  resource.rules?.forEach((r, i) => {
    ctx.property(r.field, pointerOf('rules', i, 'field'));
    expression(r.assert, pointerOf('rules', i, 'assert'));
    english(r['x-message-en'], pointerOf('rules', i, 'x-message-en'));
  });
}
