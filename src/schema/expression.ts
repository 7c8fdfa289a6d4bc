// Restricted evaluator of the `{{ }}` expressions of x-reactions (DESIGN.md §6): a tokenizer and a
// recursive-descent parser of literals, scope reads, member access, comparisons, boolean logic and the
// ternary. No calls, no assignment, no arithmetic except unary minus, no `new Function`, no eval; the
// names constructor, __proto__ and prototype (and the legacy __define*/__lookup* accessors) are refused,
// and reading a function is an error, so nothing in the scope can ever be invoked.

export class ExpressionError extends Error {
  /** Character offset in the expression (after `{{ }}` removal), or -1 at evaluation time. */
  readonly position: number;
  constructor(message: string, position = -1) {
    super(message);
    this.name = 'ExpressionError';
    this.position = position;
  }
}

export type Expr =
  | { type: 'literal'; value: string | number | boolean | null | undefined }
  | { type: 'identifier'; name: string }
  | { type: 'member'; object: Expr; property: string }
  | { type: 'index'; object: Expr; index: Expr }
  | { type: 'unary'; op: '!' | '-'; argument: Expr }
  | { type: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { type: 'logical'; op: '&&' | '||'; left: Expr; right: Expr }
  | { type: 'conditional'; test: Expr; consequent: Expr; alternate: Expr };

type BinaryOp = '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>=';

export const MAX_EXPRESSION_LENGTH = 2000;
const MAX_DEPTH = 64;

const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

const BRACES_RE = /^\s*\{\{([\s\S]*)\}\}\s*$/;

/** True when the whole string is a `{{ ... }}` expression (how Formily recognises one). */
export function isExpression(s: unknown): s is string {
  return typeof s === 'string' && BRACES_RE.test(s);
}

/** The text inside `{{ }}`, or the string itself when it is not wrapped. */
export function stripBraces(s: string): string {
  const m = BRACES_RE.exec(s);
  return m ? m[1] : s;
}

// ---------------------------------------------------------------- tokenizer

type Token =
  | { kind: 'num'; value: number; pos: number }
  | { kind: 'str'; value: string; pos: number }
  | { kind: 'ident'; value: string; pos: number }
  | { kind: 'punct'; value: string; pos: number }
  | { kind: 'eof'; pos: number };

const PUNCTUATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '?', ':', '.', '(', ')', '[', ']', '-'];
const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[A-Za-z0-9_$]/;
const NUMBER_RE = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/\d/.test(c)) {
      const m = NUMBER_RE.exec(src.slice(i));
      const text = m ? m[0] : c;
      if (i + text.length < src.length && IDENT_PART.test(src[i + text.length])) {
        throw new ExpressionError(`Invalid number at ${i}`, i);
      }
      tokens.push({ kind: 'num', value: Number(text), pos: i });
      i += text.length;
      continue;
    }
    if (c === '"' || c === "'") {
      const start = i;
      let value = '';
      i += 1;
      for (;;) {
        if (i >= src.length) throw new ExpressionError(`Unterminated string at ${start}`, start);
        const ch = src[i];
        if (ch === c) break;
        if (ch === '\\') {
          const next = src[i + 1];
          if (next === undefined) throw new ExpressionError(`Unterminated string at ${start}`, start);
          if (next === 'u') {
            const hex = src.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new ExpressionError(`Invalid \\u escape at ${i}`, i);
            value += String.fromCharCode(parseInt(hex, 16));
            i += 6;
            continue;
          }
          value += ESCAPES[next] ?? next;
          i += 2;
          continue;
        }
        value += ch;
        i += 1;
      }
      tokens.push({ kind: 'str', value, pos: start });
      i += 1;
      continue;
    }
    if (IDENT_START.test(c)) {
      const start = i;
      while (i < src.length && IDENT_PART.test(src[i])) i += 1;
      tokens.push({ kind: 'ident', value: src.slice(start, i), pos: start });
      continue;
    }
    const p = PUNCTUATORS.find((op) => src.startsWith(op, i));
    if (!p) throw new ExpressionError(`Unexpected character '${c}' at ${i}`, i);
    tokens.push({ kind: 'punct', value: p, pos: i });
    i += p.length;
  }
  tokens.push({ kind: 'eof', pos: src.length });
  return tokens;
}

// ---------------------------------------------------------------- parser

const KEYWORD_LITERALS: ReadonlyMap<string, boolean | null | undefined> = new Map<string, boolean | null | undefined>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
]);

const RESERVED = new Set(['new', 'function', 'this', 'typeof', 'instanceof', 'in', 'void', 'delete', 'import', 'class', 'var', 'let', 'const', 'return', 'async', 'await', 'yield']);

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos];
  }

  private isPunct(value: string): boolean {
    const t = this.peek();
    return t.kind === 'punct' && t.value === value;
  }

  private expectPunct(value: string): void {
    if (!this.isPunct(value)) this.fail(`Expected '${value}'`);
    this.pos += 1;
  }

  private fail(message: string): never {
    const t = this.peek();
    const what = t.kind === 'eof' ? 'end of expression' : `'${String(t.value)}'`;
    throw new ExpressionError(`${message} but found ${what} at ${t.pos}`, t.pos);
  }

  parseAll(): Expr {
    if (this.peek().kind === 'eof') throw new ExpressionError('Empty expression', 0);
    const e = this.conditional();
    if (this.peek().kind !== 'eof') this.fail('Expected end of expression');
    return e;
  }

  private nested<T>(f: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) throw new ExpressionError('Expression nested too deeply', this.peek().pos);
    try {
      return f();
    } finally {
      this.depth -= 1;
    }
  }

  private conditional(): Expr {
    return this.nested(() => {
      const test = this.logicalOr();
      if (!this.isPunct('?')) return test;
      this.pos += 1;
      const consequent = this.conditional();
      this.expectPunct(':');
      const alternate = this.conditional();
      return { type: 'conditional', test, consequent, alternate };
    });
  }

  private logicalOr(): Expr {
    let left = this.logicalAnd();
    while (this.isPunct('||')) {
      this.pos += 1;
      left = { type: 'logical', op: '||', left, right: this.logicalAnd() };
    }
    return left;
  }

  private logicalAnd(): Expr {
    let left = this.equality();
    while (this.isPunct('&&')) {
      this.pos += 1;
      left = { type: 'logical', op: '&&', left, right: this.equality() };
    }
    return left;
  }

  private binaryLevel(ops: readonly BinaryOp[], next: () => Expr): Expr {
    let left = next();
    for (;;) {
      const t = this.peek();
      if (t.kind !== 'punct' || !(ops as readonly string[]).includes(t.value)) return left;
      this.pos += 1;
      left = { type: 'binary', op: t.value as BinaryOp, left, right: next() };
    }
  }

  private equality(): Expr {
    return this.binaryLevel(['===', '!==', '==', '!='], () => this.relational());
  }

  private relational(): Expr {
    return this.binaryLevel(['<', '<=', '>', '>='], () => this.unary());
  }

  private unary(): Expr {
    if (this.isPunct('!') || this.isPunct('-')) {
      const op = (this.peek() as { value: string }).value as '!' | '-';
      this.pos += 1;
      return this.nested(() => ({ type: 'unary', op, argument: this.unary() }));
    }
    return this.postfix();
  }

  private postfix(): Expr {
    let object = this.primary();
    for (;;) {
      if (this.isPunct('.')) {
        this.pos += 1;
        const t = this.peek();
        if (t.kind !== 'ident') this.fail('Expected a property name after "."');
        checkName(t.value, t.pos);
        this.pos += 1;
        object = { type: 'member', object, property: t.value };
      } else if (this.isPunct('[')) {
        this.pos += 1;
        const index = this.conditional();
        this.expectPunct(']');
        object = { type: 'index', object, index };
      } else if (this.isPunct('(')) {
        throw new ExpressionError(`Function calls are not allowed (at ${this.peek().pos})`, this.peek().pos);
      } else {
        return object;
      }
    }
  }

  private primary(): Expr {
    const t = this.peek();
    if (t.kind === 'num' || t.kind === 'str') {
      this.pos += 1;
      return { type: 'literal', value: t.value };
    }
    if (t.kind === 'ident') {
      this.pos += 1;
      if (KEYWORD_LITERALS.has(t.value)) return { type: 'literal', value: KEYWORD_LITERALS.get(t.value) };
      if (RESERVED.has(t.value)) throw new ExpressionError(`'${t.value}' is not allowed (at ${t.pos})`, t.pos);
      checkName(t.value, t.pos);
      return { type: 'identifier', name: t.value };
    }
    if (this.isPunct('(')) {
      this.pos += 1;
      const e = this.conditional();
      this.expectPunct(')');
      return e;
    }
    return this.fail('Expected a value');
  }
}

function checkName(name: string, pos: number): void {
  if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(`Access to '${name}' is not allowed (at ${pos})`, pos);
}

/** Parses an expression (with or without `{{ }}`); throws ExpressionError on anything unsupported. */
export function parseExpression(source: string): Expr {
  const text = stripBraces(source);
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(`Expression longer than ${MAX_EXPRESSION_LENGTH} characters`, MAX_EXPRESSION_LENGTH);
  }
  return new Parser(tokenize(text)).parseAll();
}

// ---------------------------------------------------------------- evaluation

export type Scope = Record<string, unknown>;

function noFunction(value: unknown, what: string): unknown {
  if (typeof value === 'function') throw new ExpressionError(`${what} is a function; calls are not allowed`);
  return value;
}

function readMember(base: unknown, key: string): unknown {
  checkName(key, -1);
  if (base === null || base === undefined) return undefined;
  if (typeof base === 'function') throw new ExpressionError(`Cannot read '${key}' of a function`);
  if (typeof base === 'string') {
    if (key === 'length') return base.length;
    return /^\d+$/.test(key) ? base[Number(key)] : undefined;
  }
  if (typeof base !== 'object') return undefined;
  return noFunction((base as Record<string, unknown>)[key], `'${key}'`);
}

function isPrimitive(v: unknown): v is string | number | boolean | null | undefined {
  return v === null || (typeof v !== 'object' && typeof v !== 'function');
}

function compare(op: BinaryOp, a: unknown, b: unknown): boolean {
  switch (op) {
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '==':
      // Loose equality only between primitives, so that no object's valueOf/toString ever runs.
      return a === b || (isPrimitive(a) && isPrimitive(b) && a == b);
    case '!=':
      return !(a === b || (isPrimitive(a) && isPrimitive(b) && a == b));
    default: {
      if (!isPrimitive(a) || !isPrimitive(b)) throw new ExpressionError(`'${op}' compares only numbers, strings and booleans`);
      const x = a as number;
      const y = b as number;
      if (op === '<') return x < y;
      if (op === '<=') return x <= y;
      if (op === '>') return x > y;
      return x >= y;
    }
  }
}

function run(e: Expr, scope: Scope): unknown {
  switch (e.type) {
    case 'literal':
      return e.value;
    case 'identifier':
      if (!Object.hasOwn(scope, e.name)) throw new ExpressionError(`Unknown identifier '${e.name}'`);
      return noFunction(scope[e.name], `'${e.name}'`);
    case 'member':
      return readMember(run(e.object, scope), e.property);
    case 'index': {
      const base = run(e.object, scope);
      const key = run(e.index, scope);
      if (typeof key === 'number' && Number.isInteger(key)) return readMember(base, String(key));
      if (typeof key !== 'string') throw new ExpressionError('A computed member must be a string or an integer');
      return readMember(base, key);
    }
    case 'unary': {
      const v = run(e.argument, scope);
      if (e.op === '!') return !v;
      if (typeof v !== 'number') throw new ExpressionError("Unary '-' applies only to numbers");
      return -v;
    }
    case 'binary':
      return compare(e.op, run(e.left, scope), run(e.right, scope));
    case 'logical': {
      const left = run(e.left, scope);
      if (e.op === '&&') return left ? run(e.right, scope) : left;
      return left ? left : run(e.right, scope);
    }
    case 'conditional':
      return run(e.test, scope) ? run(e.consequent, scope) : run(e.alternate, scope);
  }
}

/** Parses once; the returned function evaluates the expression against a scope. */
export function compileExpression(source: string): (scope: Scope) => unknown {
  const ast = parseExpression(source);
  return (scope) => run(ast, scope);
}

const cache = new Map<string, Expr>();
const CACHE_LIMIT = 500;

/**
 * Evaluates `expr` (with or without `{{ }}`) against `scope`. Identifiers are own keys of the scope
 * (an unknown one throws); a member of null/undefined reads as undefined (like `?.`).
 */
export function evaluate(expr: string, scope: Scope): unknown {
  let ast = cache.get(expr);
  if (!ast) {
    ast = parseExpression(expr);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(expr, ast);
  }
  return run(ast, scope);
}
