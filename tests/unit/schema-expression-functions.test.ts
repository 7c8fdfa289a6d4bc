// The expression language's arithmetic, whitelisted functions and value rules (blank operands, division by
// zero, dates as ISO strings), and hostile input: deep nesting, huge numbers, prototype names, very long text.
import { describe, expect, it } from 'vitest';
import { ExpressionError, MAX_EXPRESSION_LENGTH, evaluate, identifiersOf, parseExpression } from '../../src/schema/expression.ts';
import type { LookupRow } from '../../src/schema/resource-types.ts';

const scope = { a: 7, b: 2, z: 0, n: null, e: '', s: 'ab', t: '  x ', list: [1, 2, 3], d1: '2026-03-01', d2: '2026-03-03', t1: '2026-03-01 08:00:00', t2: '2026-03-01 10:30:00', bad: '2026-02-30' };
const lookups: Record<string, LookupRow[]> = {
  lec: [
    { min: 320, value: '重大风险' },
    { min: 160, max: 320, value: '较大风险' },
    { min: 70, max: 160, value: '一般风险' },
    { value: '低风险' },
  ],
  grade: [
    { key: 'A', value: 1 },
    { key: 'B', value: 2 },
  ],
};
// 2026-03-05 01:00 UTC is 09:00 on the sites (UTC+8).
const ctx = { lookups, now: () => Date.UTC(2026, 2, 5, 1, 0) };
const run = (e: string) => evaluate(e, scope, ctx);

describe('arithmetic with precedence', () => {
  it.each<[string, unknown]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['a - b - 1', 4],
    ['a / b', 3.5],
    ['a % b', 1],
    ['-a + b', -5],
    ['2 * -b', -4],
    ['a * b > 10 && a - b < 10', true],
    ["s + 'c'", 'abc'],
    ['0.1 + 0.2 > 0.3', true],
  ])('%s -> %j', (e, expected) => expect(run(e)).toEqual(expected));
});

describe('value rules: blanks, zero, overflow', () => {
  it.each<[string, unknown]>([
    ['a + n', null],
    ['a * e', null],
    ['-n', null],
    ['a / z', null],
    ['a % z', null],
    ['1e308 * 10', null],
    ['n < a', null],
    ['a >= e', null],
    ['n === null', true],
    ['!n', true],
  ])('%s -> %j', (e, expected) => expect(run(e)).toEqual(expected));

  it.each<[string, RegExp]>([
    ["a * 'x'", /'\*' needs a number/],
    ['list + 1', /'\+' needs a number/],
    ["s + 1", /'\+' needs a number/],
    ["a < 'b'", /compares two numbers, two texts or two dates/],
    ['true < list', /compares two numbers, two texts or two dates/],
  ])('%s refuses: %s', (e, message) => expect(() => run(e)).toThrow(message));
});

describe('functions', () => {
  it.each<[string, unknown]>([
    ['min(a, b, 5)', 2],
    ['max(a, n, b)', 7],
    ['max(n, e)', null],
    ['abs(-3.5)', 3.5],
    ['abs(n)', null],
    ['round(2.345, 2)', 2.35],
    ['round(1.005, 2)', 1.01],
    ['round(-2.5)', -3],
    ['round(2.5)', 3],
    ['round(a / 3, 1)', 2.3],
    ['floor(-1.5)', -2],
    ['ceil(1.2)', 2],
    ['len(s)', 2],
    ["len('中文字')", 3],
    ['len(list)', 3],
    ['len(n)', 0],
    ['isBlank(t)', false],
    ["isBlank('\u3000 ')", true],
    ['isBlank(n)', true],
    ['isBlank(0)', false],
    ['trim(t)', 'x'],
    ['trim(n)', null],
    ['today()', '2026-03-05'],
    ["dateDiff(d1, d2, 'day')", 2],
    ["dateDiff(d2, d1, 'day')", -2],
    ["dateDiff(t1, t2, 'hour')", 2],
    ["dateDiff(t1, t2, 'minute')", 150],
    ["dateDiff(d1, t1, 'hour')", 8],
    ["dateDiff(d1, n, 'day')", null],
    ["dateDiff(d1, bad, 'day')", null],
    ["dateAdd(d1, 30, 'day')", '2026-03-31'],
    ["dateAdd(d1, -1, 'day')", '2026-02-28'],
    ["dateAdd(t1, 90, 'minute')", '2026-03-01 09:30:00'],
    ["dateAdd(d1, 1, 'hour')", '2026-03-01 01:00:00'],
    ["dateAdd(n, 1, 'day')", null],
    ["lookup('lec', 400)", '重大风险'],
    ["lookup('lec', 320)", '重大风险'],
    ["lookup('lec', 126)", '一般风险'],
    ["lookup('lec', 5)", '低风险'],
    ["lookup('lec', n)", null],
    ["lookup('grade', 'B')", 2],
    ["lookup('grade', 'C')", null],
    ['coalesce(n, e, s)', 'ab'],
    ['coalesce(n, e)', null],
    ["ifBlank(e, '无')", '无'],
    ["ifBlank(s, '无')", 'ab'],
    ['d2 >= d1', true],
    ["t1 < '2026-03-01T01:00:00Z'", true],
    ["d1 <= '2026-03-01 00:00'", true],
    ['bad >= d1', null],
    ["'b' > 'a'", true],
  ])('%s -> %j', (e, expected) => expect(run(e)).toEqual(expected));

  it.each<[string, RegExp]>([
    ['min()', /min\(\) takes 1 to 20 arguments, not 0/],
    ['abs(1, 2)', /abs\(\) takes 1 arguments, not 2/],
    ["dateDiff(d1, d2, 'week')", /argument 3 of dateDiff\(\) must be a quoted text \('day', 'hour', 'minute'\)/],
    ['dateDiff(d1, d2, s)', /argument 3 of dateDiff\(\) must be a quoted text/],
    ['lookup(s, 1)', /argument 1 of lookup\(\) must be a quoted text/],
    ['eval(1)', /Unknown function 'eval'/],
    ['Function(1)', /Unknown function 'Function'/],
    ['require(1)', /Unknown function 'require'/],
    ['__proto__(1)', /Access to '__proto__' is not allowed/],
    ['valueOf()', /Unknown function 'valueOf'/],
    ['s.trim()', /Function calls are not allowed/],
    ['list.map(1)', /Function calls are not allowed/],
  ])('%s is refused when parsed', (e, message) => {
    expect(() => parseExpression(e)).toThrow(ExpressionError);
    expect(() => parseExpression(e)).toThrow(message);
  });

  it.each<[string, RegExp]>([
    ["lookup('none', 1)", /unknown lookup table 'none'/],
    ['round(a, 11)', /round\(\) takes 0 to 10 digits/],
    ['round(a, 1.5)', /round\(\) takes 0 to 10 digits/],
    ['len(a)', /len\(\) needs a text or a list/],
    ['trim(a)', /trim\(\) needs a text/],
    ["min(a, 'x')", /min\(\) needs a number/],
  ])('%s fails when evaluated', (e, message) => expect(() => run(e)).toThrow(message));
});

describe('hostile input', () => {
  it('refuses huge number literals and nesting past the limit, and overlong text', () => {
    expect(() => parseExpression('1e999')).toThrow(/Number too large/);
    expect(() => parseExpression('9'.repeat(400))).toThrow(/Number too large/);
    expect(() => parseExpression('abs('.repeat(100) + '1' + ')'.repeat(100))).toThrow(/nested too deeply/);
    expect(() => parseExpression('-'.repeat(100) + '1')).toThrow(/nested too deeply/);
    expect(() => parseExpression(`a${' + a'.repeat(MAX_EXPRESSION_LENGTH)}`)).toThrow(/longer than/);
  });

  it('evaluates a long flat chain without exhausting the stack', () => {
    const e = `a${' + a'.repeat(300)}`;
    expect(evaluate(e, { a: 1 })).toBe(301);
  });

  it('reaches nothing through functions, prototypes or the scope', () => {
    for (const e of ["coalesce(constructor, 1)", "lookup('__proto__', 1)", "lookup('toString', 1)", 'len(s).constructor', "ifBlank(n, s)['constructor']"]) {
      expect(() => evaluate(e, scope, ctx), e).toThrow(ExpressionError);
    }
    expect(() => evaluate("lookup('hasOwnProperty', 1)", scope, { lookups: Object.create(lookups) as Record<string, LookupRow[]> })).toThrow(/unknown lookup table/);
  });

  it('lists the names an expression reads, leaving its arguments in order', () => {
    const ast = parseExpression("dateDiff(startDate, endDate, 'day') + max(a, b)");
    expect(identifiersOf(ast)).toEqual(['startDate', 'endDate', 'a', 'b']);
    expect(identifiersOf(ast)).toEqual(['startDate', 'endDate', 'a', 'b']);
    expect(evaluate("dateDiff(startDate, endDate, 'day')", { startDate: '2026-01-01', endDate: '2026-01-11' })).toBe(10);
  });
});
