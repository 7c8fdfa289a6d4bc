// Formily evaluates `{{ }}` strings in schemas (x-reactions, props) with `new Function` by default; tenant
// administrators edit schemas, so that is forbidden (DESIGN.md §6). Importing this module replaces Formily's
// compiler with the restricted evaluator of src/schema/expression.ts: comparisons, boolean logic, reads of
// the scope ($deps, $self.value, $values.x...), arithmetic and the whitelisted functions only. Every module that renders a Formily schema imports
// it; the registration happens once, at module load.
import { Schema } from '@formily/react';
import { evaluate, identifiersOf as namesOf, parseExpression } from '../schema/expression.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

const identifierCache = new Map<string, string[]>();

function identifiersOf(expression: string): string[] {
  let names = identifierCache.get(expression);
  if (!names) {
    names = namesOf(parseExpression(expression));
    if (identifierCache.size >= 500) identifierCache.clear();
    identifierCache.set(expression, names);
  }
  return names;
}

/**
 * Formily's compiler: evaluates `expression` (the text inside `{{ }}`) with the restricted evaluator over a
 * plain copy of the names it reads from Formily's scope (a lazy proxy that answers any name). Anything the
 * evaluator refuses (calls, `constructor`, unknown names, syntax) yields undefined, which Formily treats as
 * "no change", and a console warning naming the expression.
 */
export function restrictedCompile(expression: string, scope: Record<string, unknown> = {}): unknown {
  try {
    const plain: Record<string, unknown> = {};
    for (const name of identifiersOf(expression)) if (name in scope) plain[name] = scope[name];
    return evaluate(expression, plain);
  } catch (e) {
    console.warn(t('runtime.expression.notRun', { expression: `{{${expression}}}`, reason: e instanceof Error ? e.message : String(e) }));
    return undefined;
  }
}

Schema.registerCompiler(restrictedCompile);

/** True once this module ran (import it for its effect; the flag makes the import checkable). */
export const FORMILY_COMPILER_RESTRICTED = true;
