// The functions the expression language may call (a fixed whitelist; nothing else is callable) and the
// value rules they share with the operators: a blank operand (null, undefined or '') makes a number or
// date result null rather than an error, a division by zero is null, a result that is not a finite
// number is null, and a value of the wrong kind (a text where a number is needed) is an ExpressionError.
// Dates are the ISO strings the forms hold (expression-dates.ts). Pure.
import { DATE_UNITS, UNIT_MS, instantOf, isDay, wallDay, wallTime, type DateUnit } from './expression-dates.ts';
import type { LookupRow } from './resource-types.ts';

export class ExpressionError extends Error {
  /** Character offset in the expression (after `{{ }}` removal), or -1 at evaluation time. */
  readonly position: number;
  constructor(message: string, position = -1) {
    super(message);
    this.name = 'ExpressionError';
    this.position = position;
  }
}

/** What an evaluation may use besides the scope: the file's lookup tables and the clock. */
export interface EvalContext {
  /** The file's `lookups` (lookup(table, key)). */
  readonly lookups?: Readonly<Record<string, readonly LookupRow[]>>;
  /** The current instant in milliseconds (today()); Date.now when absent. */
  readonly now?: () => number;
}

/** null, undefined or '': a value not filled in. */
export function isBlankValue(v: unknown): v is null | undefined | '' {
  return v === null || v === undefined || v === '';
}

/** A finite number or null; anything else is an error naming `what`. */
function num(v: unknown, what: string): number | null {
  if (isBlankValue(v)) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ExpressionError(`${what} needs a number`);
  return v;
}

/** The number, or null when it is not finite (an overflow, 0/0). */
export function finite(v: number): number | null {
  return Number.isFinite(v) ? v : null;
}

/** Rounds half away from zero (四舍五入) to `digits` decimals, without 1.005 → 1.00 binary surprises. */
function roundTo(x: number, digits: number): number | null {
  const sign = x < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(x)}e${digits}`);
  if (!Number.isFinite(shifted)) return finite(x);
  return finite(sign * Number(`${Math.round(shifted)}e-${digits}`));
}

function unitOf(v: unknown): DateUnit {
  if (typeof v === 'string' && (DATE_UNITS as readonly string[]).includes(v)) return v as DateUnit;
  throw new ExpressionError(`the unit must be one of ${DATE_UNITS.map((u) => `'${u}'`).join(', ')}`);
}

function lookupIn(rows: readonly LookupRow[], key: unknown): unknown {
  if (isBlankValue(key)) return null;
  for (const row of rows) {
    if (row.key !== undefined) {
      if (row.key === key) return row.value;
    } else if (typeof key === 'number' && (row.min === undefined || key >= row.min) && (row.max === undefined || key < row.max)) {
      return row.value;
    }
  }
  return null;
}

/** A whitelisted function: its arity, the arguments that must be literal texts, its body. */
export interface ExpressionFunction {
  readonly minArgs: number;
  readonly maxArgs: number;
  /** Argument positions that must be a literal text (one of `values` when given), checked when parsed. */
  readonly literal?: readonly { index: number; values?: readonly string[] }[];
  readonly call: (args: readonly unknown[], ctx: EvalContext) => unknown;
  /** One line for the docs and the designer's help. */
  readonly doc: string;
}

const MANY = 20;

function numbersOf(args: readonly unknown[], name: string): number[] {
  return args.map((a) => num(a, `${name}()`)).filter((x): x is number => x !== null);
}

export const EXPRESSION_FUNCTIONS: Readonly<Record<string, ExpressionFunction>> = Object.freeze({
  min: {
    minArgs: 1,
    maxArgs: MANY,
    doc: 'min(a, b, ...): the smallest number; blanks are skipped; all blank: null',
    call: (args) => {
      const xs = numbersOf(args, 'min');
      return xs.length ? Math.min(...xs) : null;
    },
  },
  max: {
    minArgs: 1,
    maxArgs: MANY,
    doc: 'max(a, b, ...): the largest number; blanks are skipped; all blank: null',
    call: (args) => {
      const xs = numbersOf(args, 'max');
      return xs.length ? Math.max(...xs) : null;
    },
  },
  abs: { minArgs: 1, maxArgs: 1, doc: 'abs(x)', call: ([x]) => numOp(x, 'abs', Math.abs) },
  floor: { minArgs: 1, maxArgs: 1, doc: 'floor(x)', call: ([x]) => numOp(x, 'floor', Math.floor) },
  ceil: { minArgs: 1, maxArgs: 1, doc: 'ceil(x)', call: ([x]) => numOp(x, 'ceil', Math.ceil) },
  round: {
    minArgs: 1,
    maxArgs: 2,
    doc: 'round(x, digits = 0): half away from zero, digits 0..10',
    call: ([x, d]) => {
      const v = num(x, 'round()');
      const digits = d === undefined ? 0 : num(d, 'round()');
      if (v === null || digits === null) return null;
      if (!Number.isInteger(digits) || digits < 0 || digits > 10) throw new ExpressionError('round() takes 0 to 10 digits');
      return roundTo(v, digits);
    },
  },
  len: {
    minArgs: 1,
    maxArgs: 1,
    doc: 'len(x): characters of a text, items of a list; blank: 0',
    call: ([x]) => {
      if (isBlankValue(x)) return 0;
      if (typeof x === 'string') return [...x].length;
      if (Array.isArray(x)) return x.length;
      throw new ExpressionError('len() needs a text or a list');
    },
  },
  isBlank: {
    minArgs: 1,
    maxArgs: 1,
    doc: 'isBlank(x): null, empty, only white space, or an empty list',
    call: ([x]) => isBlankValue(x) || (typeof x === 'string' && x.trim() === '') || (Array.isArray(x) && x.length === 0),
  },
  trim: {
    minArgs: 1,
    maxArgs: 1,
    doc: 'trim(text): without leading and trailing white space (full-width spaces included)',
    call: ([x]) => {
      if (x === null || x === undefined) return null;
      if (typeof x !== 'string') throw new ExpressionError('trim() needs a text');
      return x.trim();
    },
  },
  today: {
    minArgs: 0,
    maxArgs: 0,
    doc: "today(): the sites' day (UTC+8) as 'YYYY-MM-DD'",
    call: (_args, ctx) => wallDay((ctx.now ?? Date.now)()),
  },
  dateDiff: {
    minArgs: 3,
    maxArgs: 3,
    literal: [{ index: 2, values: DATE_UNITS }],
    doc: "dateDiff(a, b, 'day'|'hour'|'minute'): b - a in whole units (toward zero); a blank or invalid date: null",
    call: ([a, b, unit]) => {
      const u = unitOf(unit);
      const x = instantOf(a);
      const y = instantOf(b);
      if (x === undefined || y === undefined) return null;
      return Math.trunc((y - x) / UNIT_MS[u]) + 0;
    },
  },
  dateAdd: {
    minArgs: 3,
    maxArgs: 3,
    literal: [{ index: 2, values: DATE_UNITS }],
    doc: "dateAdd(date, n, 'day'|'hour'|'minute'): a day stays a day when adding days, otherwise 'YYYY-MM-DD HH:mm:ss'",
    call: ([d, n, unit]) => {
      const u = unitOf(unit);
      const t = instantOf(d);
      const k = num(n, 'dateAdd()');
      if (t === undefined || k === null) return null;
      const ms = t + k * UNIT_MS[u];
      if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
      return isDay(d) && u === 'day' && Number.isInteger(k) ? wallDay(ms) : wallTime(ms);
    },
  },
  lookup: {
    minArgs: 2,
    maxArgs: 2,
    literal: [{ index: 0 }],
    doc: 'lookup(table, key): the value of the first row of the file\'s table whose key equals the key, or whose [min, max) holds it; none: null',
    call: ([table, key], ctx) => {
      const rows = typeof table === 'string' && ctx.lookups && Object.hasOwn(ctx.lookups, table) ? ctx.lookups[table] : undefined;
      if (!rows) throw new ExpressionError(`unknown lookup table '${String(table)}'`);
      return lookupIn(rows, key);
    },
  },
  coalesce: {
    minArgs: 1,
    maxArgs: MANY,
    doc: 'coalesce(a, b, ...): the first that is not blank; all blank: null',
    call: (args) => args.find((a) => !isBlankValue(a)) ?? null,
  },
  ifBlank: {
    minArgs: 2,
    maxArgs: 2,
    doc: 'ifBlank(x, fallback): x, or fallback when x is blank',
    call: ([x, fallback]) => (isBlankValue(x) ? fallback : x),
  },
});

function numOp(x: unknown, name: string, f: (v: number) => number): number | null {
  const v = num(x, `${name}()`);
  return v === null ? null : finite(f(v));
}

/** The whitelisted function of a name, or undefined (own names only: no `toString`, no `constructor`). */
export function expressionFunction(name: string): ExpressionFunction | undefined {
  return Object.hasOwn(EXPRESSION_FUNCTIONS, name) ? EXPRESSION_FUNCTIONS[name] : undefined;
}

export type ArithmeticOp = '+' | '-' | '*' | '/' | '%';

/**
 * An arithmetic operator: numbers (and `+` of two texts, which joins them); a blank operand gives null,
 * so does a division by zero or a result that is not finite.
 */
export function arithmetic(op: ArithmeticOp, a: unknown, b: unknown): unknown {
  if (isBlankValue(a) || isBlankValue(b)) return null;
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  const x = num(a, `'${op}'`);
  const y = num(b, `'${op}'`);
  if (x === null || y === null) return null;
  switch (op) {
    case '+':
      return finite(x + y);
    case '-':
      return finite(x - y);
    case '*':
      return finite(x * y);
    case '/':
      return y === 0 ? null : finite(x / y);
    case '%':
      return y === 0 ? null : finite(x % y);
  }
}

/**
 * `<`, `<=`, `>`, `>=`: null when an operand is blank; two dates or times compare as instants, and a date
 * against a text that is no date is null too; other texts compare as texts.
 */
export function relational(op: '<' | '<=' | '>' | '>=', a: unknown, b: unknown): boolean | null {
  if (isBlankValue(a) || isBlankValue(b)) return null;
  let x: unknown = a;
  let y: unknown = b;
  if (typeof a === 'string' && typeof b === 'string') {
    const ta = instantOf(a);
    const tb = instantOf(b);
    if (ta !== undefined && tb !== undefined) {
      x = ta;
      y = tb;
    } else if (ta !== undefined || tb !== undefined) {
      return null; // a date against a text that is no date (its own format check reports it): unknown
    }
  } else if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'boolean')) {
    throw new ExpressionError(`'${op}' compares two numbers, two texts or two dates`);
  }
  const p = x as number;
  const q = y as number;
  if (op === '<') return p < q;
  if (op === '<=') return p <= q;
  if (op === '>') return p > q;
  return p >= q;
}
