// The check of one expression a designer's user typed, as catalogue messages for the property it is at: it parses in
// the restricted language (src/schema/expression.ts: its functions and their arities are the parser's), it
// reads only fields of the form, and lookup() names a table the file declares — the same rules as the
// engine's load-time check (src/schema/expression-check.ts), with messages an administrator can act on. Pure.
import { ExpressionError, identifiersOf, nodesOf, parseExpression, type Expr } from './expression.ts';
import { expressionErrorText } from './expression-error-text.ts';
import { text, type Text } from './schema-text.ts';

/** What an expression may read; a member left undefined is not checked. */
export interface ExprNames {
  /** The form's fields by name (their titles). */
  fields?: ReadonlyMap<string, string>;
  /** The lookup tables the file declares. */
  lookups?: ReadonlySet<string>;
}

/**
 * Problems of an expression (empty when none): a parse error with its position, a name that is not a field
 * of the form, a lookup table the file does not declare, the field's own name in its own formula (`self`).
 */
export function expressionProblems(body: string, names: ExprNames, self?: string): Text[] {
  let ast: Expr;
  try {
    ast = parseExpression(body);
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    return [expressionErrorText(e, body)];
  }
  const out: Text[] = [];
  for (const name of identifiersOf(ast)) {
    if (self !== undefined && name === self) out.push(text('schema.expr.self'));
    else if (names.fields && !names.fields.has(name)) out.push(text('schema.expr.unknownField', { name }));
  }
  if (names.lookups) {
    for (const n of nodesOf(ast)) {
      if (n.type !== 'call' || n.name !== 'lookup') continue;
      const table = n.args[0];
      const name = table?.type === 'literal' ? String(table.value) : '';
      if (!names.lookups.has(name)) out.push(text('schema.expr.unknownTable', { name }));
    }
  }
  return out;
}
