// The check of one expression a designer's user typed, as catalogue messages for the property it is at: it parses in
// the restricted language (src/schema/expression.ts: its functions and their arities are the parser's), it
// reads only fields of the form, and lookup() names a table the file declares — the same rules as the
// engine's load-time check (src/schema/expression-check.ts), with messages an administrator can act on. Pure.
import { EXPRESSION_FUNCTIONS } from './expression-functions.ts';
import { ExpressionError, identifiersOf, nodesOf, parseExpression, type Expr } from './expression.ts';
import { listText, text, type Text } from './schema-text.ts';

/** The parser's messages from the catalogue (the parser's own text stays in English for files and logs). */
const PARSE_MESSAGES: readonly [RegExp, (m: RegExpExecArray) => Text][] = [
  [/^Empty expression/, () => text('schema.expr.empty')],
  [/^Expression longer than (\d+)/, (m) => text('schema.expr.longer', { limit: m[1] })],
  [/^Expression nested too deeply/, () => text('schema.expr.deep')],
  [/^Unknown function '([^']*)'/, (m) => text('schema.expr.unknownFunction', { name: m[1], names: listText(Object.keys(EXPRESSION_FUNCTIONS)) })],
  [/^(\w+)\(\) takes (.+) arguments, not (\d+)/, (m) => text('schema.expr.arity', { name: m[1], expected: arityText(m[2]), count: m[3] })],
  [/^argument (\d+) of (\w+)\(\) must be a quoted text/, (m) => text('schema.expr.quotedArg', { name: m[2], n: m[1] })],
  [/^Access to '([^']*)' is not allowed/, (m) => text('schema.expr.accessDenied', { name: m[1] })],
  [/^'([^']*)' is not allowed/, (m) => text('schema.expr.notAllowed', { name: m[1] })],
  [/^Unterminated string/, () => text('schema.expr.unterminated')],
  [/^Invalid \\u escape/, () => text('schema.expr.escape')],
  [/^Number too large/, () => text('schema.expr.numberTooLarge')],
  [/^Invalid number/, () => text('schema.expr.number')],
  [/^Unexpected character '(.)'/, (m) => text('schema.expr.character', { char: m[1] })],
  [/but found end of expression/, () => text('schema.expr.incomplete')],
  [/but found '([^']*)'/, (m) => text('schema.expr.unparsedAt', { token: m[1] })],
];

/** `2` or `1 to 2` (the parser's arity) in the reader's words. */
function arityText(want: string): Text | string {
  const range = /^(\d+) to (\d+)$/.exec(want);
  return range ? text('schema.expr.arityRange', { min: range[1], max: range[2] }) : want;
}

function parseMessage(e: ExpressionError, body: string): Text {
  const n = Math.min(e.position, body.length) + 1;
  for (const [re, say] of PARSE_MESSAGES) {
    const m = re.exec(e.message);
    if (m) return e.position >= 0 ? text('schema.expr.at', { n, problem: say(m) }) : say(m);
  }
  return e.position >= 0 ? text('schema.expr.unparsedAtPosition', { n }) : text('schema.expr.unparsed');
}

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
    return [parseMessage(e, body)];
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
