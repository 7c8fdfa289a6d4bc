// The verdict of a gas analysis in both languages (issue 13 item 5): judgeGas answers a catalogue message
// (gasrule.*), worded in Chinese exactly as it was stored before, and in English for an English reader; the
// server's judgeAnalysis stores the Chinese words and the message of the whole record.
import { describe, expect, it } from 'vitest';
import { judgeGas, type GasContext, type GasMeasurement } from '../../src/domain/gas-analysis.ts';
import { say } from '../../src/server/http/say.ts';
import { judgeAnalysis } from '../../src/server/permits/analysis-judgement.ts';

const HOT: GasContext = { kind: 'DONG_HUO' };
const CONFINED: GasContext = { kind: 'SHOU_XIAN' };
const H2S = 34.08;

function verdict(m: GasMeasurement, ctx: GasContext): { zh: string; en: string } {
  const r = judgeGas(m, ctx);
  if (!r.ok) throw new Error('not judged');
  return { zh: say('zh', r.rule), en: say('en', r.rule) };
}

describe('the gas-analysis verdict in Chinese and English', () => {
  it.each<[string, GasMeasurement, GasContext, string, string]>([
    ['oxygen', { category: 'oxygen', value: 20.9 }, CONFINED, '氧含量应为 19.5%～21%，实测 20.9 %', 'Oxygen content must be 19.5% to 21%, measured 20.9 %'],
    [
      'oxygen-rich, confined space',
      { category: 'oxygen', value: 22 },
      { kind: 'SHOU_XIAN', oxygenRich: true },
      '富氧环境（或氧气设备上动火）氧含量应19.5%～23.5%，实测 22 %',
      'Oxygen-rich environment (or hot work on oxygen equipment): oxygen content must be 19.5% to 23.5%, measured 22 %',
    ],
    [
      'oxygen-rich, hot work',
      { category: 'oxygen', value: 22 },
      { kind: 'DONG_HUO', oxygenRich: true },
      '富氧环境（或氧气设备上动火）氧含量应不大于 23.5%，实测 22 %',
      'Oxygen-rich environment (or hot work on oxygen equipment): oxygen content must be at most 23.5%, measured 22 %',
    ],
    [
      'combustible, named',
      { category: 'combustible', name: '甲烷', value: 1.2, lelPct: 5 },
      HOT,
      '甲烷爆炸下限 5%（不小于 4%），浓度应不大于 0.5%，实测 1.2 %',
      '甲烷: lower explosive limit 5% (4% or more), concentration must be at most 0.5%, measured 1.2 %',
    ],
    [
      'combustible without a name, in ppm',
      { category: 'combustible', value: 1000, unit: 'ppm', lelPct: 2 },
      HOT,
      '可燃气体爆炸下限 2%（小于 4%），浓度应不大于 0.2%，实测 1000 ppm（0.1%）',
      'Combustible gas: lower explosive limit 2% (below 4%), concentration must be at most 0.2%, measured 1000 ppm (0.1%)',
    ],
    [
      'toxic in the limit unit',
      { category: 'toxic', name: 'CO', value: 20, unit: 'ppm', limit: 20, limitUnit: 'ppm' },
      CONFINED,
      'CO浓度应不大于职业接触限值 20 ppm，实测 20 ppm',
      'CO: concentration must be at most the occupational exposure limit 20 ppm, measured 20 ppm',
    ],
    [
      'toxic converted',
      { category: 'toxic', name: '硫化氢', value: 5, unit: 'ppm', limit: 10, molecularWeight: H2S, vm: 24.45 },
      CONFINED,
      '硫化氢浓度应不大于职业接触限值 10 mg/m3，实测 5 ppm（按 Vm 24.45 L/mol 折合 6.96933 mg/m3）',
      '硫化氢: concentration must be at most the occupational exposure limit 10 mg/m3, measured 5 ppm (6.96933 mg/m3 at Vm 24.45 L/mol)',
    ],
  ])('%s', (_n, m, ctx, zh, en) => {
    expect(verdict(m, ctx)).toEqual({ zh, en });
  });

  it('the English holds no Chinese product text (only the gas name the user typed)', () => {
    const { en } = verdict({ category: 'toxic', value: 5, unit: 'ppm', limit: 10, molecularWeight: H2S }, CONFINED);
    expect(en).toBe('Toxic gas: concentration must be at most the occupational exposure limit 10 mg/m3, measured 5 ppm (6.96933 mg/m3 at Vm 24.45 L/mol)');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('judgeAnalysis: the record verdict stored in Chinese with its message', () => {
  it('joins the judgements of a record in each language', () => {
    const j = judgeAnalysis(
      { qiTiMingCheng: 'H2S', duXingJieChuXianZhi: 10, fenZiLiang: H2S, nongDu: 5, nongDuDanWei: 'mg/m3', yangHanLiang: 19 },
      'SHOU_XIAN',
    );
    expect(j.pass).toBe(false);
    expect(j.rule).toBe('合格：H2S浓度应不大于职业接触限值 10 mg/m3，实测 5 mg/m3；不合格：氧含量应为 19.5%～21%，实测 19 %');
    expect(say('zh', j.basis)).toBe(j.rule);
    expect(say('en', j.basis)).toBe(
      'Pass: H2S: concentration must be at most the occupational exposure limit 10 mg/m3, measured 5 mg/m3; Fail: Oxygen content must be 19.5% to 21%, measured 19 %',
    );
  });
});
