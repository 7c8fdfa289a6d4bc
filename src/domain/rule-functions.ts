// Computations that depend on an enterprise's configuration (risk bands, grade tables), registered by name
// and named by a resource file's `x-compute: {"fn": "lecLevel", "args": ["L", "E", "C"]}` instead of an
// expression. Each gets the values of the fields the file names, in order, and the enterprise's entries
// of its configuration type (configinfo: config_key -> config_value; empty when the enterprise set none,
// and then the function's defaults apply). Pure: the server reads the configuration (compute hook), the
// client hands what it has; both run the same function.

import { bandOf, bandTableProblems } from './fxfjgk-assessment.ts';
import { assessArgs, EVENT_FACTOR_FIELDS, lecBands } from './fxfjgk-methods.ts';
import type { RiskLevel } from './risk-levels.ts';

export type RuleValue = string | number | boolean | null;

export interface RuleFunction {
  /** Shown by the designer. */
  readonly title: string;
  /** How many fields the file names in `args`. */
  readonly arity: number;
  /** The configinfo `type` whose entries the function reads, if any. */
  readonly configType?: string;
  readonly call: (args: readonly unknown[], config: Readonly<Record<string, string>>) => RuleValue;
}

function finiteNumber(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export { RISK_LEVELS, RISK_LEVEL_LABELS, type RiskLevel } from './risk-levels.ts';

/** The LEC bands (D = L × E × C) of the method's usual table, lower bounds included: 320 major, 160 large, 70 general. */
export const DEFAULT_LEC_BANDS = Object.freeze({ major: 320, large: 160, general: 70 });

/** The configinfo type of an enterprise's bands (LEC's keys major, large, general: the lower bounds; see fxfjgk-methods.ts). */
export const LEC_CONFIG_TYPE = 'lecBands';

/**
 * The risk level of an LEC score with an enterprise's bands (dual-prevention §2: D ≥ 320 重大, ≥ 160 较大, ≥ 70 一般);
 * null when any factor is not a number or the enterprise's bounds overlap. Factors are not checked against the
 * method's tables here (riskLevel and the risk-event hook do).
 */
export function lecLevel(l: unknown, e: unknown, c: unknown, config: Readonly<Record<string, string>> = {}): RiskLevel | null {
  const [x, y, z] = [finiteNumber(l), finiteNumber(e), finiteNumber(c)];
  if (x === null || y === null || z === null) return null;
  const bands = lecBands(config);
  return bandTableProblems(bands).length > 0 ? null : bandOf(x * y * z, bands);
}

/** An event's assessment (method, three factors) with the enterprise's configuration, or null when refused. */
function eventAssessment(args: readonly unknown[], config: Readonly<Record<string, string>>) {
  const a = assessArgs(args, config);
  return a.ok ? a : null;
}

export const RULE_FUNCTIONS: Readonly<Record<string, RuleFunction>> = Object.freeze({
  lecLevel: {
    title: 'LEC 风险等级（L×E×C，按企业配置的分级）',
    arity: 3,
    configType: LEC_CONFIG_TYPE,
    call: ([l, e, c], config) => lecLevel(l, e, c, config),
  },
  riskValue: {
    title: '风险值（LEC、LS 或企业配置的方法：各因素之积）',
    arity: 1 + EVENT_FACTOR_FIELDS.length,
    configType: LEC_CONFIG_TYPE,
    call: (args, config) => eventAssessment(args, config)?.value ?? null,
  },
  riskLevel: {
    title: '风险等级（LEC、LS 或企业配置的方法，按企业配置的分级）',
    arity: 1 + EVENT_FACTOR_FIELDS.length,
    configType: LEC_CONFIG_TYPE,
    call: (args, config) => eventAssessment(args, config)?.level ?? null,
  },
});

/** The registered function of a name (own names only), or undefined. */
export function ruleFunction(name: string): RuleFunction | undefined {
  return Object.hasOwn(RULE_FUNCTIONS, name) ? RULE_FUNCTIONS[name] : undefined;
}
