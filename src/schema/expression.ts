// Restricted evaluator of the `{{ }}` expressions (DESIGN.md §6): x-reactions, x-compute and x-rules. A
// tokenizer (expression-tokens.ts), a recursive-descent parser (expression-parser.ts) of literals, scope reads, member access,
// arithmetic (+ - * / %), comparisons, boolean logic, the ternary and calls of the whitelisted functions of
// expression-functions.ts (nothing else can be called: a call of any other name, or of a member, is refused
// when parsed). No assignment, no `new Function`, no eval; the names constructor, __proto__ and prototype
// (and the legacy __define*/__lookup* accessors) are refused, and reading a function is an error, so
// nothing in the scope can ever be invoked. Value rules (blank operands, division by zero, dates): see
// expression-functions.ts and docs/schema-engine.md, "Computed fields and rules".
import { arithmetic, expressionFunction, relational, ExpressionError, type EvalContext } from './expression-functions.ts';
import { checkName, parseExpression, type BinaryOp, type Expr } from './expression-parser.ts';

export { ExpressionError, type EvalContext } from './expression-functions.ts';
export {
  MAX_EXPRESSION_LENGTH,
  childrenOf,
  identifiersOf,
  isExpression,
  nodesOf,
  parseExpression,
  stripBraces,
  type Expr,
} from './expression-parser.ts';

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

function compare(op: BinaryOp, a: unknown, b: unknown): boolean | null {
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
    default:
      return relational(op, a, b);
  }
}

function run(e: Expr, scope: Scope, ctx: EvalContext): unknown {
  switch (e.type) {
    case 'literal':
      return e.value;
    case 'identifier':
      if (!Object.hasOwn(scope, e.name)) throw new ExpressionError(`Unknown identifier '${e.name}'`);
      return noFunction(scope[e.name], `'${e.name}'`);
    case 'member':
      return readMember(run(e.object, scope, ctx), e.property);
    case 'index': {
      const base = run(e.object, scope, ctx);
      const key = run(e.index, scope, ctx);
      if (typeof key === 'number' && Number.isInteger(key)) return readMember(base, String(key));
      if (typeof key !== 'string') throw new ExpressionError('A computed member must be a string or an integer');
      return readMember(base, key);
    }
    case 'unary': {
      const v = run(e.argument, scope, ctx);
      if (e.op === '!') return !v;
      if (v === null || v === undefined || v === '') return null;
      if (typeof v !== 'number') throw new ExpressionError("Unary '-' applies only to numbers");
      return -v;
    }
    case 'binary':
      return compare(e.op, run(e.left, scope, ctx), run(e.right, scope, ctx));
    case 'arith':
      return arithmetic(e.op, run(e.left, scope, ctx), run(e.right, scope, ctx));
    case 'call': {
      const fn = expressionFunction(e.name);
      if (!fn) throw new ExpressionError(`Unknown function '${e.name}'`);
      return fn.call(e.args.map((a) => run(a, scope, ctx)), ctx);
    }
    case 'logical': {
      const left = run(e.left, scope, ctx);
      if (e.op === '&&') return left ? run(e.right, scope, ctx) : left;
      return left ? left : run(e.right, scope, ctx);
    }
    case 'conditional':
      return run(e.test, scope, ctx) ? run(e.consequent, scope, ctx) : run(e.alternate, scope, ctx);
  }
}

const NO_CONTEXT: EvalContext = Object.freeze({});

/** Evaluates a parsed expression against a scope (and the file's lookups, the clock). */
export function evaluateExpr(ast: Expr, scope: Scope, ctx: EvalContext = NO_CONTEXT): unknown {
  return run(ast, scope, ctx);
}

/** Parses once; the returned function evaluates the expression against a scope. */
export function compileExpression(source: string): (scope: Scope, ctx?: EvalContext) => unknown {
  const ast = parseExpression(source);
  return (scope, ctx = NO_CONTEXT) => run(ast, scope, ctx);
}

const cache = new Map<string, Expr>();
const CACHE_LIMIT = 500;

/**
 * Evaluates `expr` (with or without `{{ }}`) against `scope`. Identifiers are own keys of the scope
 * (an unknown one throws); a member of null/undefined reads as undefined (like `?.`).
 */
export function evaluate(expr: string, scope: Scope, ctx: EvalContext = NO_CONTEXT): unknown {
  let ast = cache.get(expr);
  if (!ast) {
    ast = parseExpression(expr);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(expr, ast);
  }
  return run(ast, scope, ctx);
}
