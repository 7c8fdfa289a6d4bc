// The four risk levels of GB/T 33000 and the 双重预防 guidance (红橙黄蓝), as values of an enum field, highest first.

export const RISK_LEVELS = Object.freeze(['major', 'large', 'general', 'low'] as const);
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = Object.freeze({
  major: '重大风险',
  large: '较大风险',
  general: '一般风险',
  low: '低风险',
});

/** The ministry's map colours (红 橙 黄 蓝). */
export const RISK_LEVEL_COLOURS: Readonly<Record<RiskLevel, string>> = Object.freeze({
  major: '#FF0000',
  large: '#FF8C00',
  general: '#FFFF00',
  low: '#0000FF',
});

export function isRiskLevel(v: unknown): v is RiskLevel {
  return typeof v === 'string' && (RISK_LEVELS as readonly string[]).includes(v);
}
