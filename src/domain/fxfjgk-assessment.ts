// Assessing a risk event (docs/risk.md, shared/domain/dual-prevention.md §2): LEC (D = L × E × C), LS (R = L × S)
// and an enterprise's configured method (value = product of its factors, level = the band the value falls in).
// Pure, the same on the server and in the form: the registered functions of rule-functions.ts call these.
// Bands are half-open [min, max): a value equal to a band's lower bound belongs to that band (D = 320 is 重大).
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { RISK_LEVELS, RISK_LEVEL_LABELS, type RiskLevel } from './risk-levels.ts';

/** One row of a band table: values in [min, max) have `level`; the last row's max is null (no upper bound). */
export interface RiskBand {
  readonly level: RiskLevel;
  readonly min: number;
  readonly max: number | null;
}

/** A method: its factors in order, each with the values it may take (null: any positive number), and its bands. */
export interface RiskMethod {
  readonly name: string;
  readonly factors: readonly { readonly key: string; readonly title: string; readonly values: readonly number[] | null }[];
  readonly bands: readonly RiskBand[];
}

export const LEC_FACTORS = Object.freeze({
  L: Object.freeze([0.1, 0.2, 0.5, 1, 3, 6, 10]),
  E: Object.freeze([0.5, 1, 2, 3, 6, 10]),
  C: Object.freeze([1, 3, 7, 15, 40, 100]),
});
const ONE_TO_FIVE = Object.freeze([1, 2, 3, 4, 5]);

/** Default LEC bands: D ≥ 320 重大, 160 ≤ D < 320 较大, 70 ≤ D < 160 一般, D < 70 低. */
export const DEFAULT_LEC_BAND_TABLE: readonly RiskBand[] = Object.freeze([
  { level: 'low', min: 0, max: 70 },
  { level: 'general', min: 70, max: 160 },
  { level: 'large', min: 160, max: 320 },
  { level: 'major', min: 320, max: null },
]);

/** Default LS bands: 20–25 重大, 15–16 较大, 9–12 一般, 1–8 低 (R takes only products of 1..5). */
export const DEFAULT_LS_BAND_TABLE: readonly RiskBand[] = Object.freeze([
  { level: 'low', min: 0, max: 9 },
  { level: 'general', min: 9, max: 15 },
  { level: 'large', min: 15, max: 20 },
  { level: 'major', min: 20, max: null },
]);

export const LEC_METHOD: RiskMethod = Object.freeze({
  name: 'LEC',
  factors: [
    { key: 'L', title: '事故发生的可能性L', values: LEC_FACTORS.L },
    { key: 'E', title: '暴露于危险环境的频繁程度E', values: LEC_FACTORS.E },
    { key: 'C', title: '发生事故可能造成的后果C', values: LEC_FACTORS.C },
  ],
  bands: DEFAULT_LEC_BAND_TABLE,
});

export const LS_METHOD: RiskMethod = Object.freeze({
  name: 'LS',
  factors: [
    { key: 'L', title: '可能性L', values: ONE_TO_FIVE },
    { key: 'S', title: '严重性S', values: ONE_TO_FIVE },
  ],
  bands: DEFAULT_LS_BAND_TABLE,
});

/** The problems of a band table (empty: it covers [0, ∞) without gaps or overlaps, each level once). */
export function bandTableProblems(bands: readonly RiskBand[]): Text[] {
  if (bands.length === 0) return [text('fxfjgk.bandsEmpty')];
  const problems: Text[] = [];
  const seen = new Set<RiskLevel>();
  for (const b of bands) {
    if (seen.has(b.level)) problems.push(text('fxfjgk.bandLevelTwice', { level: RISK_LEVEL_LABELS[b.level] }));
    seen.add(b.level);
  }
  const rows = bands.map((b, i) => ({ ...b, row: i + 1 })).sort((a, b) => a.min - b.min);
  rows.forEach((b, i) => {
    if (b.max !== null && !(b.min < b.max)) problems.push(text('fxfjgk.bandRange', { row: b.row, min: b.min, max: b.max }));
    if (i === 0) {
      if (b.min !== 0) problems.push(text('fxfjgk.bandStart', { min: b.min }));
      return;
    }
    const prev = rows[i - 1];
    const prevMax = prev.max ?? Number.POSITIVE_INFINITY;
    if (b.min > prevMax) problems.push(text('fxfjgk.bandGap', { row: b.row, from: prevMax, to: b.min }));
    else if (b.min < prevMax) problems.push(text('fxfjgk.bandOverlap', { row: b.row, from: b.min, to: prev.max ?? '∞' }));
  });
  const last = rows[rows.length - 1];
  if (last.max !== null) problems.push(text('fxfjgk.bandOpenEnd'));
  return problems;
}

/** The level of a value in a (checked) band table; null for a value below every band or not a number. */
export function bandOf(value: number, bands: readonly RiskBand[]): RiskLevel | null {
  if (!Number.isFinite(value)) return null;
  const band = bands.find((b) => value >= b.min && (b.max === null || value < b.max));
  return band ? band.level : null;
}

export type Assessment =
  | { readonly ok: true; readonly value: number; readonly level: RiskLevel }
  | { readonly ok: false; readonly field: string; readonly message: Text };

/** The product of rounding noise away (0.1 × 3 is 0.30000000000000004): six decimals are more than any table has. */
const tidy = (n: number): number => Math.round(n * 1e6) / 1e6;

/**
 * Assess with a method: every factor must be a number of its table (or any positive number when the method
 * takes any), the value is their product, the level the band it falls in. A refusal names the factor's key.
 */
export function assess(method: RiskMethod, factors: Readonly<Record<string, unknown>>): Assessment {
  const problems = bandTableProblems(method.bands);
  if (problems.length > 0) return { ok: false, field: 'bands', message: text('fxfjgk.bandsInvalid', { method: method.name, reason: problems[0].id }) };
  let value = 1;
  for (const f of method.factors) {
    const v = Object.hasOwn(factors, f.key) ? factors[f.key] : undefined;
    if (v === undefined || v === null || v === '') return { ok: false, field: f.key, message: text('fxfjgk.factorMissing', { factor: f.title }) };
    const n = typeof v === 'number' ? v : Number.NaN;
    const allowed = f.values === null ? Number.isFinite(n) && n > 0 : f.values.includes(n);
    if (!allowed) {
      return {
        ok: false,
        field: f.key,
        message: text('fxfjgk.factorOutside', { factor: f.title, value: String(v), method: method.name, allowed: f.values ? f.values.join('、') : '> 0' }),
      };
    }
    value *= n;
  }
  value = tidy(value);
  const level = bandOf(value, method.bands);
  return level ? { ok: true, value, level } : { ok: false, field: 'bands', message: text('fxfjgk.bandsInvalid', { method: method.name, reason: String(value) }) };
}

/** The higher of two levels (重大 > 较大 > 一般 > 低); null when both are null. */
export function higherLevel(a: RiskLevel | null, b: RiskLevel | null): RiskLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return RISK_LEVELS.indexOf(a) <= RISK_LEVELS.indexOf(b) ? a : b;
}

/** The highest of some levels (a unit's of its events, an object's of its units); null when none is graded. */
export function highestLevel(levels: Iterable<RiskLevel | null | undefined>): RiskLevel | null {
  let top: RiskLevel | null = null;
  for (const l of levels) top = higherLevel(top, l ?? null);
  return top;
}

/**
 * Roll levels up a hierarchy: each child (an event, a unit) names its parent; the answer is each parent's
 * highest level among its children. Parents without a graded child are absent.
 */
export function rollUp<K>(children: Iterable<{ readonly parent: K; readonly level: RiskLevel | null | undefined }>): Map<K, RiskLevel> {
  const out = new Map<K, RiskLevel>();
  for (const c of children) {
    const top = higherLevel(out.get(c.parent) ?? null, c.level ?? null);
    if (top) out.set(c.parent, top);
  }
  return out;
}
