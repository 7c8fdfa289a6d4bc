import { describe, expect, it } from 'vitest';
import {
  ExpressionError,
  MAX_EXPRESSION_LENGTH,
  compileExpression,
  evaluate,
  isExpression,
  parseExpression,
  stripBraces,
} from '../../src/schema/expression.ts';

class FieldLike {
  private readonly v: unknown;
  constructor(v: unknown) {
    this.v = v;
  }
  /** A prototype getter, like Formily's Field.value. */
  get value(): unknown {
    return this.v;
  }
  setValue(): void {}
}

const scope = {
  $values: { level: 'company', count: 3, nested: { deep: { x: 1 } }, tags: ['a', 'b'], empty: null, flag: false },
  $self: new FieldLike('hello'),
  $deps: ['STOPPED', 5],
  $record: { name: '张三' },
  fn: () => 1,
};

describe('evaluate: supported syntax', () => {
  it.each<[string, unknown]>([
    ['1', 1],
    ['1.5', 1.5],
    ['2e3', 2000],
    ['-4', -4],
    ['- -4', 4],
    ["'single'", 'single'],
    ['"double"', 'double'],
    ["'it\\'s'", "it's"],
    ["'a\\nb'", 'a\nb'],
    ["'\\u4e2d'", '中'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
    ['$values.level', 'company'],
    ['$values.nested.deep.x', 1],
    ['$values.missing', undefined],
    ['$values.missing.deeper', undefined],
    ['$values.empty.x', undefined],
    ["$values['level']", 'company'],
    ['$values.tags[1]', 'b'],
    ['$values.tags.length', 2],
    ['$values.level.length', 7],
    ['$values.level[0]', 'c'],
    ['$deps[0]', 'STOPPED'],
    ['$self.value', 'hello'],
    ['$record.name', '张三'],
    ["$values.level === 'company'", true],
    ["$values.level !== 'company'", false],
    ['$values.count == "3"', true],
    ['$values.count != "3"', false],
    ['$values.empty == undefined', true],
    ['$values.empty === undefined', false],
    ['$values.count < 4', true],
    ['$values.count <= 3', true],
    ['$values.count > 3', false],
    ['$values.count >= 3', true],
    ["'b' > 'a'", true],
    ['!$values.flag', true],
    ['!!$values.level', true],
    ['$values.flag || $values.level', 'company'],
    ['$values.flag && $values.level', false],
    ['$values.count > 1 && $values.count < 5', true],
    ['true || false && false', true],
    ['(true || false) && false', false],
    ["$deps[0] === 'STOPPED' || $deps[0] === 'CANCELLED'", true],
    ["$values.count > 2 ? 'many' : 'few'", 'many'],
    ["$values.count > 5 ? 'many' : $values.count > 2 ? 'some' : 'few'", 'some'],
    ["{{ $values.level === 'company' }}", true],
    ['  {{$deps[1] >= 5}}  ', true],
  ])('%s -> %j', (expr, expected) => {
    expect(evaluate(expr, scope)).toEqual(expected);
  });

  it('does not evaluate the skipped branch', () => {
    expect(evaluate('$values.flag && nope', scope)).toBe(false);
    expect(evaluate("true ? 1 : nope", scope)).toBe(1);
  });

  it('compileExpression parses once and evaluates many times', () => {
    const f = compileExpression('$values.count > 2');
    expect(f({ $values: { count: 3 } })).toBe(true);
    expect(f({ $values: { count: 1 } })).toBe(false);
  });
});

describe('evaluate: refused', () => {
  it.each<[string, RegExp]>([
    ["constructor.constructor('x')()", /Access to 'constructor' is not allowed/],
    ["$values.constructor.constructor('return process')()", /Access to 'constructor' is not allowed/],
    ['$values.constructor', /Access to 'constructor' is not allowed/],
    ['$values.__proto__', /Access to '__proto__' is not allowed/],
    ['__proto__', /Access to '__proto__' is not allowed/],
    ['$self.prototype', /Access to 'prototype' is not allowed/],
    ["$values['constructor']", /Access to 'constructor' is not allowed/],
    ["$values['__proto__']", /Access to '__proto__' is not allowed/],
    ["$values['__defineGetter__']", /Access to '__defineGetter__' is not allowed/],
    ['$values.toString', /is a function; calls are not allowed/],
    ["$values['valueOf']", /is a function; calls are not allowed/],
    ['$self.setValue', /is a function; calls are not allowed/],
    ['fn', /is a function; calls are not allowed/],
    ['fn()', /Unknown function 'fn'/],
    ['$self.setValue(1)', /Function calls are not allowed/],
    ['($values.toString)()', /Function calls are not allowed/],
    ["(0, $values.toString)()", /Expected '\)' but found ','/],
    ['alert(1)', /Unknown function 'alert'/],
    ['toString()', /Unknown function 'toString'/],
    ['constructor()', /Access to 'constructor' is not allowed/],
    ['hasOwnProperty(1)', /Unknown function 'hasOwnProperty'/],
    ['min.call(1)', /Function calls are not allowed/],
    ['(min)(1)', /Function calls are not allowed/],
    ['min(1)(2)', /Function calls are not allowed/],
    ['globalThis', /Unknown identifier 'globalThis'/],
    ['process', /Unknown identifier 'process'/],
    ['window.location', /Unknown identifier 'window'/],
    ['this', /'this' is not allowed/],
    ["new Function('x')", /'new' is not allowed/],
    ['typeof $values', /'typeof' is not allowed/],
    ["'level' in $values", /Expected end of expression but found 'in'/],
    ['$values.level = 1', /Unexpected character '='/],
    ["$values.level * 2", /'\*' needs a number/],
    ['$values.tags + 1', /'\+' needs a number/],
    ["'a' - 'b'", /'-' needs a number/],
    ['a = 1', /Unexpected character '='/],
    ['`template`', /Unexpected character '`'/],
    ['x => x', /Unexpected character '='/],
    ['a; b', /Unexpected character ';'/],
    ['a, b', /Expected end of expression but found ','/],
    ['{a: 1}', /Unexpected character '\{'/],
    ['[1]', /Expected a value but found '\['/],
    ['', /Empty expression/],
    ['{{ }}', /Empty expression/],
    ['(1', /Expected '\)' but found end of expression/],
    ['1 ?', /Expected a value but found end of expression/],
    ['true ? 1', /Expected ':' but found end of expression/],
    ['$values.', /Expected a property name after "."/],
    ['$values.1', /Expected a property name after "."/],
    ["'unterminated", /Unterminated string/],
    ["'\\uZZZZ'", /Invalid \\u escape/],
    ['12abc', /Invalid number/],
    ['$values[$values.nested]', /A computed member must be a string or an integer/],
    ['-$values.level', /Unary '-' applies only to numbers/],
    ['$values.nested < 1', /compares two numbers, two texts or two dates/],
    ["$values.count < 'x'", /compares two numbers, two texts or two dates/],
  ])('%s', (expr, message) => {
    expect(() => evaluate(expr, scope)).toThrow(ExpressionError);
    expect(() => evaluate(expr, scope)).toThrow(message);
  });

  it('refuses very long and very deep expressions', () => {
    expect(() => parseExpression('1 || '.repeat(MAX_EXPRESSION_LENGTH))).toThrow(/longer than/);
    expect(() => parseExpression('('.repeat(200) + '1' + ')'.repeat(200))).toThrow(/nested too deeply/);
    expect(() => parseExpression('!'.repeat(200) + 'true')).toThrow(/nested too deeply/);
  });

  it('reports the position of a syntax error', () => {
    try {
      parseExpression('$values.level === ');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ExpressionError);
      expect((e as ExpressionError).position).toBe(18);
    }
  });

  it('reads only own identifiers of the scope', () => {
    const inherited = Object.create({ secret: 1 }) as Record<string, unknown>;
    expect(() => evaluate('secret', inherited)).toThrow(/Unknown identifier 'secret'/);
    expect(() => evaluate('toString', {})).toThrow(/Unknown identifier 'toString'/);
  });

  it('never changes the scope', () => {
    const s = { $values: { a: 1 } };
    evaluate('$values.a === 1 ? $values : null', s);
    expect(s).toEqual({ $values: { a: 1 } });
  });
});

describe('braces', () => {
  it.each<[unknown, boolean]>([
    ['{{ a }}', true],
    ['  {{a}} ', true],
    ['{{\n a \n}}', true],
    ['a', false],
    ['{{ a }} and more', false],
    ['{ a }', false],
    [3, false],
  ])('isExpression(%j) is %s', (s, expected) => {
    expect(isExpression(s)).toBe(expected);
  });

  it.each<[string, string]>([
    ['{{ a }}', ' a '],
    ['a', 'a'],
  ])('stripBraces(%j) is %j', (s, expected) => {
    expect(stripBraces(s)).toBe(expected);
  });
});
