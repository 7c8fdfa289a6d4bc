/**
 * The verdict of a gas analysis (GB 30871-2022 5.3.2, 6.4; src/domain/gas-analysis.ts judgeGas): the sentence
 * that decided one measurement, stored in Chinese beside its catalogue message and answered in the reader's
 * language. Numbers arrive already formatted. Ids `gasrule.*`.
 */
export const gasruleZh = {
  'gasrule.oxygen': '氧含量应为 {min}%～{max}%，实测 {shown}',
  'gasrule.oxygenRich': '富氧环境（或氧气设备上动火）氧含量应{range}，实测 {shown}',
  'gasrule.range': '{min}%～{max}%',
  'gasrule.atMost': '不大于 {max}%',
  'gasrule.combustible': '{name}爆炸下限 {lel}%（{band}），浓度应不大于 {max}%，实测 {shown}',
  'gasrule.combustibleAsPct': '{name}爆炸下限 {lel}%（{band}），浓度应不大于 {max}%，实测 {shown}（{pct}%）',
  'gasrule.lelHigh': '不小于 4%',
  'gasrule.lelLow': '小于 4%',
  'gasrule.toxic': '{name}浓度应不大于职业接触限值 {limit} {limitUnit}，实测 {shown}',
  'gasrule.toxicConverted': '{name}浓度应不大于职业接触限值 {limit} {limitUnit}，实测 {shown}（按 Vm {vm} L/mol 折合 {converted} {limitUnit}）',
  'gasrule.join': '{a}；{b}',
} as const;
