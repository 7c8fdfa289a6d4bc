// Static checks of an expression of a resource file (x-compute, x-rules, rules): it parses, it reads only
// the form's fields, and lookup() names a table the file declares. Function names and arities are checked
// by the parser itself (expression.ts). Pure.
import { expressionErrorText } from './expression-error-text.ts';
import { ExpressionError, identifiersOf, nodesOf, parseExpression, stripBraces, type Expr } from './expression.ts';
import { text, type Text } from './schema-text.ts';

/** What an expression may read: the form's fields and the file's lookup tables. */
export interface ExpressionNames {
  readonly fields: ReadonlySet<string>;
  readonly lookups: ReadonlySet<string>;
}

/** The problem of an expression, or null when it is fine (the message names the culprit). */
export function expressionProblem(source: string, names: ExpressionNames): Text | null {
  let ast: Expr;
  try {
    ast = parseExpression(source);
  } catch (e) {
    if (e instanceof ExpressionError) return text('schema.check.expr.invalid', { detail: expressionErrorText(e, stripBraces(source)) });
    throw e;
  }
  for (const name of identifiersOf(ast)) {
    if (!names.fields.has(name)) return text('schema.check.expr.notField', { name });
  }
  for (const n of nodesOf(ast)) {
    if (n.type !== 'call' || n.name !== 'lookup') continue;
    const table = n.args[0];
    const tableName = table.type === 'literal' ? String(table.value) : '';
    if (!names.lookups.has(tableName)) {
      if (!names.lookups.size) return text('schema.check.expr.noLookups', { table: tableName });
      return text('schema.check.expr.lookup', { table: tableName, declared: [...names.lookups].join(', ') });
    }
  }
  return null;
}
