// The parser of the expression language (expression.ts): a recursive-descent parser over the tokens of
// expression-tokens.ts into an Expr tree, with the refusals that need no evaluation: forbidden names
// (constructor, __proto__, prototype, the legacy accessors), reserved words, calls of anything but the
// whitelisted functions (arity and literal arguments checked), nesting past 64 and text past 2,000
// characters. Also the tree's walks (the names an expression reads). Pure.
import { ExpressionError, expressionFunction, EXPRESSION_FUNCTIONS, type ArithmeticOp } from './expression-functions.ts';
import { tokenize, type Token } from './expression-tokens.ts';

export type Expr =
  | { type: 'literal'; value: string | number | boolean | null | undefined }
  | { type: 'identifier'; name: string }
  | { type: 'member'; object: Expr; property: string }
  | { type: 'index'; object: Expr; index: Expr }
  | { type: 'unary'; op: '!' | '-'; argument: Expr }
  | { type: 'binary'; op: BinaryOp; left: Expr; right: Expr }
  | { type: 'arith'; op: ArithmeticOp; left: Expr; right: Expr }
  | { type: 'call'; name: string; args: Expr[]; pos: number }
  | { type: 'logical'; op: '&&' | '||'; left: Expr; right: Expr }
  | { type: 'conditional'; test: Expr; consequent: Expr; alternate: Expr };

export type BinaryOp = '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>=';

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
    return this.binaryLevel(['<', '<=', '>', '>='], () => this.additive());
  }

  private arithmeticLevel(ops: readonly ArithmeticOp[], next: () => Expr): Expr {
    let left = next();
    for (;;) {
      const t = this.peek();
      if (t.kind !== 'punct' || !(ops as readonly string[]).includes(t.value)) return left;
      this.pos += 1;
      left = { type: 'arith', op: t.value as ArithmeticOp, left, right: next() };
    }
  }

  private additive(): Expr {
    return this.arithmeticLevel(['+', '-'], () => this.multiplicative());
  }

  private multiplicative(): Expr {
    return this.arithmeticLevel(['*', '/', '%'], () => this.unary());
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
        if (object.type !== 'identifier' || this.tokens[this.pos - 1].kind !== 'ident') {
          throw new ExpressionError(`Function calls are not allowed (at ${this.peek().pos})`, this.peek().pos);
        }
        object = this.call(object.name, this.tokens[this.pos - 1].pos);
      } else {
        return object;
      }
    }
  }

  /** A call of a whitelisted function (the name was read; `(` is next): arity and literal arguments checked. */
  private call(name: string, pos: number): Expr {
    const fn = expressionFunction(name);
    if (!fn) {
      throw new ExpressionError(`Unknown function '${name}' (at ${pos}; allowed: ${Object.keys(EXPRESSION_FUNCTIONS).join(', ')})`, pos);
    }
    this.pos += 1;
    const args: Expr[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        args.push(this.nested(() => this.conditional()));
        if (!this.isPunct(',')) break;
        this.pos += 1;
      }
    }
    this.expectPunct(')');
    if (args.length < fn.minArgs || args.length > fn.maxArgs) {
      const want = fn.minArgs === fn.maxArgs ? `${fn.minArgs}` : `${fn.minArgs} to ${fn.maxArgs}`;
      throw new ExpressionError(`${name}() takes ${want} arguments, not ${args.length} (at ${pos})`, pos);
    }
    for (const { index, values } of fn.literal ?? []) {
      const a = args[index];
      if (a.type !== 'literal' || typeof a.value !== 'string' || (values && !values.includes(a.value))) {
        const allowed = values ? ` (${values.map((v) => `'${v}'`).join(', ')})` : '';
        throw new ExpressionError(`argument ${index + 1} of ${name}() must be a quoted text${allowed} (at ${pos})`, pos);
      }
    }
    return { type: 'call', name, args, pos };
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

export function checkName(name: string, pos: number): void {
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
/** The sub-expressions of `e`, in source order. */
export function childrenOf(e: Expr): Expr[] {
  switch (e.type) {
    case 'identifier':
    case 'literal':
      return [];
    case 'member':
      return [e.object];
    case 'index':
      return [e.object, e.index];
    case 'unary':
      return [e.argument];
    case 'binary':
    case 'arith':
    case 'logical':
      return [e.left, e.right];
    case 'call':
      return [...e.args];
    case 'conditional':
      return [e.test, e.consequent, e.alternate];
  }
}

/** Every node of `e` (itself first), depth first; iterative, so no input can exhaust the stack. */
export function nodesOf(e: Expr): Expr[] {
  const out: Expr[] = [];
  const stack = [e];
  while (stack.length) {
    const n = stack.pop() as Expr;
    out.push(n);
    const children = childrenOf(n);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return out;
}

/** The scope names an expression reads (its free identifiers), in source order, once each. */
export function identifiersOf(e: Expr): string[] {
  return [...new Set(nodesOf(e).flatMap((n) => (n.type === 'identifier' ? [n.name] : [])))];
}
