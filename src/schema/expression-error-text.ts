// The expression parser's errors (src/schema/expression-parser.ts, expression-tokens.ts) as catalogue texts: what
// the designer shows for a typed formula and what a resource file's check reports inside "表达式无效：{detail}".
import { EXPRESSION_FUNCTIONS, type ExpressionError } from './expression-functions.ts';
import { listText, text, type Text } from './schema-text.ts';

/** The parser's messages from the catalogue (the parser's own words stay in English for logs; readers get these). */
const PARSE_MESSAGES: readonly [RegExp, (m: RegExpExecArray) => Text][] = [
  [/^Empty expression/, () => text('schema.expr.empty')],
  [/^Expression longer than (\d+)/, (m) => text('schema.expr.longer', { limit: m[1] })],
  [/^Expression nested too deeply/, () => text('schema.expr.deep')],
  [/^Unknown function '([^']*)'/, (m) => text('schema.expr.unknownFunction', { name: m[1], names: listText(Object.keys(EXPRESSION_FUNCTIONS)) })],
  [/^(\w+)\(\) takes (.+) arguments, not (\d+)/, (m) => text('schema.expr.arity', { name: m[1], expected: arityText(m[2]), count: m[3] })],
  [/^argument (\d+) of (\w+)\(\) must be a quoted text/, (m) => text('schema.expr.quotedArg', { name: m[2], n: m[1] })],
  [/^Access to '([^']*)' is not allowed/, (m) => text('schema.expr.accessDenied', { name: m[1] })],
  [/^'([^']*)' is not allowed/, (m) => text('schema.expr.notAllowed', { name: m[1] })],
  [/^Function calls are not allowed/, () => text('schema.expr.calls')],
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

/** A parse error of `body` (the expression without `{{ }}`) as a catalogue text with its position (1-based). */
export function expressionErrorText(e: ExpressionError, body: string): Text {
  const n = Math.min(e.position, body.length) + 1;
  for (const [re, say] of PARSE_MESSAGES) {
    const m = re.exec(e.message);
    if (m) return e.position >= 0 ? text('schema.expr.at', { n, problem: say(m) }) : say(m);
  }
  return e.position >= 0 ? text('schema.expr.unparsedAtPosition', { n }) : text('schema.expr.unparsed');
}
