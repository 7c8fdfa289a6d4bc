import type { English } from '../message-format.ts';
import type { gasruleZh } from '../zh/gasrule.ts';

export const gasruleEn: English<typeof gasruleZh> = {
  'gasrule.oxygen': 'Oxygen content must be {min}% to {max}%, measured {shown}',
  'gasrule.oxygenRich': 'Oxygen-rich environment (or hot work on oxygen equipment): oxygen content must be {range}, measured {shown}',
  'gasrule.range': '{min}% to {max}%',
  'gasrule.atMost': 'at most {max}%',
  'gasrule.combustible': '{name}: lower explosive limit {lel}% ({band}), concentration must be at most {max}%, measured {shown}',
  'gasrule.combustibleAsPct':
    '{name}: lower explosive limit {lel}% ({band}), concentration must be at most {max}%, measured {shown} ({pct}%)',
  'gasrule.lelHigh': '4% or more',
  'gasrule.lelLow': 'below 4%',
  'gasrule.toxic': '{name}: concentration must be at most the occupational exposure limit {limit} {limitUnit}, measured {shown}',
  'gasrule.toxicConverted':
    '{name}: concentration must be at most the occupational exposure limit {limit} {limitUnit}, measured {shown} ({converted} {limitUnit} at Vm {vm} L/mol)',
  'gasrule.join': '{a}; {b}',
};
