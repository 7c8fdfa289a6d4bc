// Computations that depend on an enterprise's configuration (risk bands, grade tables), registered by name
// and named by a resource file's `x-compute: {"fn": "lecLevel", "args": ["L", "E", "C"]}` instead of an
// expression. Each gets the values of the fields the file names, in order, and the enterprise's entries
// of its configuration type (configinfo: config_key -> config_value; empty when the enterprise set none,
// and then the function's defaults apply). Pure: the server reads the configuration (compute hook), the
// client hands what it has; both run the same function.

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

/** A positive number from the configuration, or the default. */
function configNumber(config: Readonly<Record<string, string>>, key: string, fallback: number): number {
  const raw = Object.hasOwn(config, key) ? config[key] : undefined;
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The four risk levels of GB/T 33000 and the 双重预防 guidance (红橙黄蓝), as values of an enum field. */
export const RISK_LEVELS = Object.freeze(['major', 'large', 'general', 'low'] as const);
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = Object.freeze({
  major: '重大风险',
  large: '较大风险',
  general: '一般风险',
  low: '低风险',
});

/** The LEC bands (D = L × E × C) of the method's usual table: above 320 major, above 160 large, above 70 general. */
export const DEFAULT_LEC_BANDS = Object.freeze({ major: 320, large: 160, general: 70 });

/** The configinfo type of an enterprise's LEC bands (keys major, large, general: the lower bounds, exclusive). */
export const LEC_CONFIG_TYPE = 'lecBands';

/** The risk level of an LEC score with an enterprise's bands; null when any factor is not a number. */
export function lecLevel(l: unknown, e: unknown, c: unknown, config: Readonly<Record<string, string>> = {}): RiskLevel | null {
  const [x, y, z] = [finiteNumber(l), finiteNumber(e), finiteNumber(c)];
  if (x === null || y === null || z === null) return null;
  const d = x * y * z;
  const major = configNumber(config, 'major', DEFAULT_LEC_BANDS.major);
  const large = configNumber(config, 'large', DEFAULT_LEC_BANDS.large);
  const general = configNumber(config, 'general', DEFAULT_LEC_BANDS.general);
  if (d > major) return 'major';
  if (d > large) return 'large';
  if (d > general) return 'general';
  return 'low';
}

export const RULE_FUNCTIONS: Readonly<Record<string, RuleFunction>> = Object.freeze({
  lecLevel: {
    title: 'LEC 风险等级（L×E×C，按企业配置的分级）',
    arity: 3,
    configType: LEC_CONFIG_TYPE,
    call: ([l, e, c], config) => lecLevel(l, e, c, config),
  },
});

/** The registered function of a name (own names only), or undefined. */
export function ruleFunction(name: string): RuleFunction | undefined {
  return Object.hasOwn(RULE_FUNCTIONS, name) ? RULE_FUNCTIONS[name] : undefined;
}
