import { describe, expect, it } from 'vitest';
import { chineseOf } from '../../src/server/http/app-error.ts';
import type { Text } from '../../src/domain/i18n/message-format.ts';
import { text } from '../../src/domain/i18n/text.ts';

/** An answer with its refusal worded in Chinese (the rules answer catalogue texts). */
const inChinese = <R extends { ok: boolean }>(r: R) => (r.ok ? r : { ...r, reason: chineseOf((r as unknown as { reason: Text }).reason) });
import {
  analysisNeeded,
  combustibleLimitPct,
  failedParts,
  convertConcentration,
  derivePpmVariants,
  interruptionLimitMinutes,
  judgeGas,
  type AnalysisPermit,
  type AnalysisRecord,
  type GasContext,
  type GasMeasurement,
  type GasUnit,
  type MolarVolume,
} from '../../src/domain/gas-analysis.ts';
import type { PermitGrade, PermitKind } from '../../src/domain/permit-kinds.ts';

const H2S = 34.08;
const HOT: GasContext = { kind: 'DONG_HUO' };
const CONFINED: GasContext = { kind: 'SHOU_XIAN' };

describe('convertConcentration', () => {
  it.each<[MolarVolume, number]>([
    [22.4, (10 * H2S) / 22.4],
    [24.04, (10 * H2S) / 24.04],
    [24.45, (10 * H2S) / 24.45],
  ])('H2S 10 ppm ↔ mg/m3 at Vm %s', (vm, mg) => {
    const to = convertConcentration(10, 'ppm', 'mg/m3', { molecularWeight: H2S, vm });
    expect(to.ok && to.value).toBeCloseTo(mg, 10);
    const back = convertConcentration(mg, 'mg/m3', 'ppm', { molecularWeight: H2S, vm });
    expect(back.ok && back.value).toBeCloseTo(10, 10);
  });

  it('H2S figures at each Vm', () => {
    const v = (vm: MolarVolume): number => {
      const r = convertConcentration(10, 'ppm', 'mg/m3', { molecularWeight: H2S, vm });
      return r.ok ? Number(r.value.toFixed(3)) : Number.NaN;
    };
    expect([v(22.4), v(24.04), v(24.45)]).toEqual([15.214, 14.176, 13.939]);
  });

  it.each<[number, GasUnit, GasUnit, number]>([
    [0.5, '%', 'ppm', 5000],
    [5000, 'ppm', '%', 0.5],
    [0.2, '%', 'ppm', 2000],
    [1, '%', '%', 1],
  ])('%s %s → %s = %s', (v, from, to, out) => {
    const r = convertConcentration(v, from, to);
    expect(r.ok && r.value).toBeCloseTo(out, 10);
  });

  it('% → mg/m3 with M and the default Vm 24.45', () => {
    const r = convertConcentration(0.001, '%', 'mg/m3', { molecularWeight: H2S });
    expect(r.ok && r.value).toBeCloseTo((10 * H2S) / 24.45, 10);
  });

  it.each<[string, () => ReturnType<typeof convertConcentration>, string]>([
    ['mg/m3 without M', () => convertConcentration(1, 'mg/m3', 'ppm'), '缺少分子量'],
    ['zero M', () => convertConcentration(1, 'ppm', 'mg/m3', { molecularWeight: 0 }), '缺少分子量'],
    ['unknown unit', () => convertConcentration(1, 'g/L' as GasUnit, 'ppm'), '不支持'],
    ['bad Vm', () => convertConcentration(1, 'ppm', 'mg/m3', { molecularWeight: 2, vm: 23 as MolarVolume }), '摩尔体积'],
    ['NaN', () => convertConcentration(Number.NaN, 'ppm', '%'), '数字'],
  ])('refuses %s', (_n, f, fragment) => {
    const r = f();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(chineseOf(r.reason)).toContain(fragment);
  });
});

describe('judgeGas: combustible', () => {
  const gas = (value: number, lelPct: number, unit: string = '%', molecularWeight?: number): GasMeasurement => ({
    category: 'combustible',
    name: '甲烷',
    value,
    unit,
    lelPct,
    molecularWeight,
  });
  it.each<[number, number, string, boolean]>([
    [0.5, 5, '%', true],
    [0.51, 5, '%', false],
    [0.5, 4, '%', true],
    [0.21, 3.99, '%', false],
    [0.2, 3.99, '%', true],
    [0.3, 2.1, '%', false],
    [5000, 5, 'ppm', true],
    [5001, 5, 'ppm', false],
    [2000, 1.2, 'ppm', true],
    [2001, 1.2, 'ppm', false],
    [0, 5, '%', true],
  ])('%s %s with LEL %s%% → pass %s', (value, lel, unit, pass) => {
    const r = judgeGas(gas(value, lel, unit), HOT);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.pass).toBe(pass);
      expect(chineseOf(r.rule)).toContain(`浓度应不大于 ${lel >= 4 ? 0.5 : 0.2}%`);
    }
  });

  it('mg/m3 is converted when M is known, refused otherwise', () => {
    const ok = judgeGas(gas(3000, 5, 'mg/m3', 16.04), HOT); // 3000 mg/m3 CH4 ≈ 4573 ppm ≈ 0.457 %
    expect(ok.ok && ok.pass).toBe(true);
    const bad = judgeGas(gas(3000, 5, 'mg/m3'), HOT);
    expect(inChinese(bad)).toEqual({ ok: false, reason: '甲烷：缺少分子量，不能在 mg/m3 与 % 之间换算，可燃气体浓度应以 % 或 ppm 表示' });
  });

  it('needs the LEL', () => {
    expect(inChinese(judgeGas({ category: 'combustible', value: 0.1 }, HOT))).toEqual({ ok: false, reason: '可燃气体缺少爆炸下限（%），无法判定' });
  });

  it('limit from LEL', () => {
    expect([combustibleLimitPct(4), combustibleLimitPct(3.99), combustibleLimitPct(15)]).toEqual([0.5, 0.2, 0.5]);
  });
});

describe('judgeGas: oxygen', () => {
  it.each<[number, GasContext, boolean]>([
    [19.4, CONFINED, false],
    [19.5, CONFINED, true],
    [20.9, CONFINED, true],
    [21, CONFINED, true],
    [21.1, CONFINED, false],
    [21.1, HOT, false],
    [21.1, { kind: 'SHOU_XIAN', oxygenRich: true }, true],
    [23.5, { kind: 'SHOU_XIAN', oxygenRich: true }, true],
    [23.6, { kind: 'SHOU_XIAN', oxygenRich: true }, false],
    [19.4, { kind: 'SHOU_XIAN', oxygenRich: true }, false],
    [23.5, { kind: 'DONG_HUO', oxygenRich: true }, true],
    [23.6, { kind: 'DONG_HUO', oxygenRich: true }, false],
    [5, { kind: 'DONG_HUO', oxygenRich: true }, true],
  ])('%s %% in %j → pass %s', (v, ctx, pass) => {
    const r = judgeGas({ category: 'oxygen', value: v }, ctx);
    expect(r.ok && r.pass).toBe(pass);
  });

  it.each(['ppm', 'mg/m3'])('refuses oxygen in %s', (unit) => {
    expect(inChinese(judgeGas({ category: 'oxygen', value: 209000, unit }, CONFINED))).toEqual({
      ok: false,
      reason: `氧含量应以 %（体积分数）表示，不能使用 ${unit}`,
    });
  });

  it('rule text', () => {
    const r = judgeGas({ category: 'oxygen', value: 20.9 }, CONFINED);
    expect(r.ok && chineseOf(r.rule)).toBe('氧含量应为 19.5%～21%，实测 20.9 %');
  });
});

describe('judgeGas: toxic', () => {
  const h2s = (value: number, unit: string, vm?: MolarVolume, molecularWeight: number | null = H2S): GasMeasurement => ({
    category: 'toxic',
    name: '硫化氢',
    value,
    unit,
    limit: 10,
    molecularWeight,
    vm,
  });
  it.each<[number, string, MolarVolume | undefined, boolean]>([
    [10, 'mg/m3', undefined, true],
    [10.01, 'mg/m3', undefined, false],
    [(10 * 24.45) / H2S, 'ppm', 24.45, true],
    [(10 * 24.45) / H2S + 0.01, 'ppm', 24.45, false],
    [(10 * 22.4) / H2S, 'ppm', 22.4, true],
    [(10 * 22.4) / H2S + 0.01, 'ppm', 22.4, false],
    [(10 * 24.04) / H2S, 'ppm', 24.04, true],
    [(10 * 24.04) / H2S + 0.01, 'ppm', 24.04, false],
  ])('H2S %s %s (Vm %s) → pass %s', (v, unit, vm, pass) => {
    const r = judgeGas(h2s(v, unit, vm), CONFINED);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.pass).toBe(pass);
      expect(r.vm).toBe(vm ?? 24.45);
    }
  });

  it('limit given in ppm compares directly', () => {
    const r = judgeGas({ category: 'toxic', name: 'CO', value: 20, unit: 'ppm', limit: 20, limitUnit: 'ppm' }, CONFINED);
    expect(r.ok && r.pass).toBe(true);
  });

  it.each<[string, GasMeasurement, string]>([
    ['ppm without M', { category: 'toxic', name: '硫化氢', value: 5, unit: 'ppm', limit: 10 }, '硫化氢：缺少分子量，不能在 ppm 与 mg/m3 之间换算'],
    ['no limit', { category: 'toxic', name: '硫化氢', value: 5, unit: 'mg/m3' }, '硫化氢缺少职业接触限值，无法判定'],
    ['unknown unit', { category: 'toxic', name: '硫化氢', value: 5, unit: 'ppb', limit: 10 }, '硫化氢的浓度单位「ppb」不支持，应为 %、ppm 或 mg/m3'],
    ['negative', { category: 'toxic', name: '硫化氢', value: -1, unit: 'mg/m3', limit: 10 }, '硫化氢的浓度必须是非负数'],
  ])('refuses %s', (_n, m, reason) => {
    expect(inChinese(judgeGas(m, CONFINED))).toEqual({ ok: false, reason });
  });
});

describe('derivePpmVariants', () => {
  it.each<[MolarVolume, number]>([
    [22.4, (10 * 22.4) / H2S],
    [24.04, (10 * 24.04) / H2S],
    [24.45, (10 * 24.45) / H2S],
  ])('at Vm %s', (vm, ppm) => {
    const r = derivePpmVariants({ dongHuoZuiGaoYunXuNongDu: 0.5, duXingJieChuXianZhi: 10, fenZiLiang: H2S, vm });
    expect(r.dongHuoZuiGaoYunXuNongDuPpm).toBe(5000);
    expect(r.duXingJieChuXianZhiPpm).toBeCloseTo(ppm, 10);
    expect(r.vm).toBe(vm);
  });

  it('nulls when the inputs are missing', () => {
    expect(derivePpmVariants({ duXingJieChuXianZhi: 10 })).toEqual({
      dongHuoZuiGaoYunXuNongDuPpm: null,
      duXingJieChuXianZhiPpm: null,
      vm: 24.45,
    });
  });
});

describe('analysisNeeded', () => {
  const T0 = new Date('2024-06-12T02:00:00Z'); // 10:00 Beijing
  const at = (min: number): Date => new Date(T0.getTime() + min * 60_000);
  const rec = (min: number, pass = true): AnalysisRecord => ({ takenAt: at(min), pass });
  const permit = (kind: PermitKind, grade: PermitGrade | null, over: Partial<AnalysisPermit> = {}): AnalysisPermit => ({
    kind,
    grade,
    ...over,
  });

  it.each<[string, AnalysisPermit, AnalysisRecord[], number, boolean, string?]>([
    ['other kinds need nothing', permit('GAO_CHU', 'I'), [], 0, true],
    ['hot work, no record', permit('DONG_HUO', 'ER_JI'), [], 0, false, '尚无分析记录'],
    ['before start, 30 min old', permit('DONG_HUO', 'ER_JI'), [rec(-30)], 0, true],
    ['before start, 31 min old', permit('DONG_HUO', 'ER_JI'), [rec(-31)], 0, false, '30 分钟内'],
    ['confined, before entry 30 min', permit('SHOU_XIAN', null), [rec(-30)], 0, true],
    ['confined, before entry 30.5 min', permit('SHOU_XIAN', null), [rec(-30.5)], 0, false, '进入受限空间前'],
    ['future records ignored', permit('DONG_HUO', 'ER_JI'), [rec(5)], 0, false, '尚无分析记录'],
    ['latest failed', permit('DONG_HUO', 'ER_JI'), [rec(-20), rec(-10, false)], 0, false, '不合格'],
    ['failed then passed', permit('DONG_HUO', 'ER_JI'), [rec(-20, false), rec(-10)], 0, true],
    ['same-instant failure blocks', permit('DONG_HUO', 'ER_JI'), [rec(-10), rec(-10, false)], 0, false, '不合格'],
    // interruptions: started at -120, interrupted at -X
    ['一级 interrupted 30 min: fine', permit('DONG_HUO', 'YI_JI', { startedAt: at(-120), interruptedAt: at(-30) }), [rec(-100)], 0, true],
    ['一级 interrupted 31 min: re-analysis', permit('DONG_HUO', 'YI_JI', { startedAt: at(-120), interruptedAt: at(-31) }), [rec(-100)], 0, false, '中断超过 30 分钟'],
    ['特级 interrupted 31 min: re-analysis', permit('DONG_HUO', 'TE_JI', { startedAt: at(-120), interruptedAt: at(-31) }), [rec(-100)], 0, false, '中断超过 30 分钟'],
    ['一级 interrupted 31 min, new analysis', permit('DONG_HUO', 'YI_JI', { startedAt: at(-120), interruptedAt: at(-31) }), [rec(-100), rec(-5)], 0, true],
    ['二级 interrupted 60 min: fine', permit('DONG_HUO', 'ER_JI', { startedAt: at(-120), interruptedAt: at(-60) }), [rec(-100)], 0, true],
    ['二级 interrupted 61 min: re-analysis', permit('DONG_HUO', 'ER_JI', { startedAt: at(-120), interruptedAt: at(-61) }), [rec(-100)], 0, false, '中断超过 60 分钟'],
    ['二级 interrupted 61 min, analysis 31 min old', permit('DONG_HUO', 'ER_JI', { startedAt: at(-120), interruptedAt: at(-61) }), [rec(-31)], 0, false, '中断超过 60 分钟'],
    ['confined interrupted 60 min: fine', permit('SHOU_XIAN', null, { startedAt: at(-100), interruptedAt: at(-60) }), [rec(-90)], 0, true],
    ['confined interrupted 61 min', permit('SHOU_XIAN', null, { startedAt: at(-100), interruptedAt: at(-61) }), [rec(-90)], 0, false, '中断超过 60 分钟'],
    // confined space records every 2 h
    ['confined in progress, record 120 min old', permit('SHOU_XIAN', null, { startedAt: at(-200) }), [rec(-120)], 0, true],
    ['confined in progress, record 121 min old', permit('SHOU_XIAN', null, { startedAt: at(-200) }), [rec(-121)], 0, false, '每 2 小时'],
    // hot work every day
    ['hot work in progress, analysis 5 h earlier same day', permit('DONG_HUO', 'ER_JI', { startedAt: at(-300) }), [rec(-300)], 0, true],
    ['hot work next day needs a new analysis', permit('DONG_HUO', 'ER_JI', { startedAt: at(-1440) }), [rec(-1440)], 0, false, '每日动火前'],
    ['hot work next day with a new analysis', permit('DONG_HUO', 'ER_JI', { startedAt: at(-1440) }), [rec(-1440), rec(-60)], 0, true],
  ])('%s', (_n, p, records, nowMin, ok, fragment) => {
    const r = analysisNeeded(p, records, at(nowMin));
    expect(r.ok).toBe(ok);
    if (!r.ok && fragment) expect(chineseOf(r.reason)).toContain(fragment);
  });

  it('names the failing gases of the latest records, with their values and limits, and not the passing ones', () => {
    const oxygen = text('permits.gas.passed', { rule: '氧含量应为 19.5%～21%，实测 20.9 %' });
    const methane = text('permits.gas.failed', { rule: '甲烷爆炸下限 5%（不小于 4%），浓度应不大于 0.5%，实测 1.2 %' });
    const h2s = text('permits.gas.failed', { rule: '硫化氢浓度应不大于职业接触限值 10 mg/m3，实测 30 mg/m3' });
    expect(failedParts(text('gasrule.join', { a: methane, b: oxygen }))).toEqual([methane]);
    expect(failedParts('不合格：旧记录的判定')).toEqual(['不合格：旧记录的判定']);
    const records: AnalysisRecord[] = [
      { takenAt: at(-20), pass: false, verdict: h2s },
      { takenAt: at(-5), pass: false, verdict: text('gasrule.join', { a: methane, b: oxygen }) },
      { takenAt: at(-5), pass: false, verdict: h2s },
      { takenAt: at(-5), pass: true, verdict: oxygen },
    ];
    const r = analysisNeeded(permit('DONG_HUO', 'ER_JI'), records, at(0));
    expect(r.ok).toBe(false);
    expect(!r.ok && chineseOf(r.reason)).toBe(
      '最近一次气体分析不合格，须整改后重新分析。判定依据：不合格：甲烷爆炸下限 5%（不小于 4%），浓度应不大于 0.5%，实测 1.2 %；不合格：硫化氢浓度应不大于职业接触限值 10 mg/m3，实测 30 mg/m3',
    );
  });

  it.each<[PermitKind, PermitGrade | null, number | null]>([
    ['DONG_HUO', 'TE_JI', 30],
    ['DONG_HUO', 'YI_JI', 30],
    ['DONG_HUO', 'ER_JI', 60],
    ['SHOU_XIAN', null, 60],
    ['GAO_CHU', 'I', null],
  ])('interruption limit %s %s = %s', (k, g, lim) => {
    expect(interruptionLimitMinutes(k, g)).toBe(lim);
  });
});
