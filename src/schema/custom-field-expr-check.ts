// The check of one expression a designer's user typed, in Chinese for the property it is at: it parses in
// the restricted language (src/schema/expression.ts: its functions and their arities are the parser's), it
// reads only fields of the form, and lookup() names a table the file declares — the same rules as the
// engine's load-time check (src/schema/expression-check.ts), with messages an administrator can act on. Pure.
import { EXPRESSION_FUNCTIONS } from './expression-functions.ts';
import { ExpressionError, identifiersOf, nodesOf, parseExpression, type Expr } from './expression.ts';

/** The parser's messages in Chinese (the parser's own text stays in English for files and logs). */
const PARSE_MESSAGES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Empty expression/, () => '表达式为空'],
  [/^Expression longer than (\d+)/, (m) => `表达式不能超过 ${m[1]} 个字符`],
  [/^Expression nested too deeply/, () => '括号或运算嵌套过深'],
  [/^Unknown function '([^']*)'/, (m) => `不支持函数「${m[1]}」，可用：${Object.keys(EXPRESSION_FUNCTIONS).join('、')}`],
  [/^(\w+)\(\) takes (.+) arguments, not (\d+)/, (m) => `函数 ${m[1]}() 需要 ${m[2].replace(' to ', ' 到 ')} 个参数，这里是 ${m[3]} 个`],
  [/^argument (\d+) of (\w+)\(\) must be a quoted text/, (m) => `函数 ${m[2]}() 的第 ${m[1]} 个参数须为带引号的文本`],
  [/^Access to '([^']*)' is not allowed/, (m) => `不能使用名称「${m[1]}」`],
  [/^'([^']*)' is not allowed/, (m) => `不能使用「${m[1]}」`],
  [/^Unterminated string/, () => '引号没有闭合'],
  [/^Invalid \\u escape/, () => '转义字符不正确'],
  [/^Number too large/, () => '数字过大'],
  [/^Invalid number/, () => '数字格式不正确'],
  [/^Unexpected character '(.)'/, (m) => `不能使用字符「${m[1]}」`],
  [/but found end of expression/, () => '表达式不完整'],
  [/but found '([^']*)'/, (m) => `「${m[1]}」处无法解析`],
];

function parseMessage(e: ExpressionError, body: string): string {
  const at = e.position >= 0 ? `第 ${Math.min(e.position, body.length) + 1} 个字符处` : '';
  for (const [re, say] of PARSE_MESSAGES) {
    const m = re.exec(e.message);
    if (m) return `${at}${at ? '：' : ''}${say(m)}`;
  }
  return `${at}无法解析`;
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
export function expressionProblems(body: string, names: ExprNames, self?: string): string[] {
  let ast: Expr;
  try {
    ast = parseExpression(body);
  } catch (e) {
    if (!(e instanceof ExpressionError)) throw e;
    return [parseMessage(e, body)];
  }
  const out: string[] = [];
  for (const name of identifiersOf(ast)) {
    if (self !== undefined && name === self) out.push('不能引用字段自身');
    else if (names.fields && !names.fields.has(name)) out.push(`字段「${name}」不存在`);
  }
  if (names.lookups) {
    for (const n of nodesOf(ast)) {
      if (n.type !== 'call' || n.name !== 'lookup') continue;
      const table = n.args[0];
      const name = table?.type === 'literal' ? String(table.value) : '';
      if (!names.lookups.has(name)) out.push(`对照表「${name}」不存在`);
    }
  }
  return out;
}
