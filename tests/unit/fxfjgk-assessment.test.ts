import { describe, expect, it } from 'vitest';
import { assess, bandOf, bandTableProblems, DEFAULT_LEC_BAND_TABLE, DEFAULT_LS_BAND_TABLE, highestLevel, LEC_METHOD, LS_METHOD, rollUp, type RiskBand } from '../../src/domain/fxfjgk-assessment.ts';
import { assessEvent, assessRecord, customMethod } from '../../src/domain/fxfjgk-methods.ts';
import { formatMessage } from '../../src/domain/i18n/message-format.ts';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import type { Text } from '../../src/domain/i18n/message-format.ts';
import { ruleFunction } from '../../src/domain/rule-functions.ts';

const zh = (t: Text): string => formatMessage((chinese as Record<string, string>)[t.id], t.params);

describe('LEC (D = L × E × C) at every band edge of the default table', () => {
  it.each<[number, number, number, number, string]>([
    [0.1, 0.5, 1, 0.05, 'low'],
    [1, 3, 15, 45, 'low'],
    [3, 3, 7, 63, 'low'],
    [1, 10, 7, 70, 'general'], // 70 is 一般 (70 ≤ D)
    [0.5, 2, 7, 7, 'low'],
    [1, 1, 100, 100, 'general'],
    [3, 2, 15, 90, 'general'],
    [10, 1, 15, 150, 'general'],
    [6, 6, 7, 252, 'large'],
    [1, 2, 100, 200, 'large'],
    [3, 1, 40, 120, 'general'],
    [10, 2, 15, 300, 'large'],
    [1, 3, 100, 300, 'large'],
    [1, 6, 40, 240, 'large'],
    [6, 1, 40, 240, 'large'],
    [10, 1, 40, 400, 'major'],
    [0.5, 10, 100, 500, 'major'],
    [10, 10, 100, 10000, 'major'],
  ])('L=%s E=%s C=%s → D=%s %s', (L, E, C, value, level) => {
    expect(assess(LEC_METHOD, { L, E, C })).toEqual({ ok: true, value, level });
  });

  it.each<[number, string]>([
    [69.999, 'low'],
    [70, 'general'],
    [159.999, 'general'],
    [160, 'large'],
    [319.999, 'large'],
    [320, 'major'],
  ])('D=%s sits in %s (lower bounds included)', (d, level) => {
    expect(bandOf(d, DEFAULT_LEC_BAND_TABLE)).toBe(level);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ L: 2, E: 1, C: 1 }, 'L', '事故发生的可能性L取值 2 不在LEC的取值表中（可取 0.1、0.2、0.5、1、3、6、10）'],
    [{ L: 1, E: 4, C: 1 }, 'E', '暴露于危险环境的频繁程度E取值 4 不在LEC的取值表中（可取 0.5、1、2、3、6、10）'],
    [{ L: 1, E: 1, C: 50 }, 'C', '发生事故可能造成的后果C取值 50 不在LEC的取值表中（可取 1、3、7、15、40、100）'],
    [{ L: '3', E: 1, C: 1 }, 'L', '事故发生的可能性L取值 3 不在LEC的取值表中（可取 0.1、0.2、0.5、1、3、6、10）'],
    [{ E: 1, C: 1 }, 'L', '请填写事故发生的可能性L'],
    [{ L: 1, E: null, C: 1 }, 'E', '请填写暴露于危险环境的频繁程度E'],
  ])('refuses %j at %s', (factors, field, message) => {
    const a = assess(LEC_METHOD, factors);
    expect(a.ok).toBe(false);
    if (!a.ok) {
      expect(a.field).toBe(field);
      expect(zh(a.message)).toBe(message);
    }
  });
});

describe('LS (R = L × S)', () => {
  it.each<[number, number, number, string]>([
    [1, 1, 1, 'low'],
    [2, 4, 8, 'low'],
    [3, 3, 9, 'general'],
    [3, 4, 12, 'general'],
    [3, 5, 15, 'large'],
    [4, 4, 16, 'large'],
    [4, 5, 20, 'major'],
    [5, 5, 25, 'major'],
  ])('L=%s S=%s → R=%s %s', (L, S, value, level) => {
    expect(assess(LS_METHOD, { L, S })).toEqual({ ok: true, value, level });
  });

  it.each([0, 6, 2.5])('refuses a factor of %s', (L) => {
    expect(assess(LS_METHOD, { L, S: 1 })).toMatchObject({ ok: false, field: 'L' });
  });

  it('covers every product of 1..5 by exactly one band', () => {
    for (let l = 1; l <= 5; l++) for (let s = 1; s <= 5; s++) expect(bandOf(l * s, DEFAULT_LS_BAND_TABLE)).not.toBeNull();
  });
});

describe('a configured method (value = product, level = its band)', () => {
  const mes = {
    name: 'MES',
    factors: [
      { key: 'M', title: '控制措施M', values: [1, 3, 5] },
      { key: 'E', title: '暴露E', values: [1, 2, 3, 4, 5, 6, 10] },
      { key: 'S', title: '后果S', values: null },
    ],
    bands: [
      { level: 'low', min: 0, max: 12 },
      { level: 'general', min: 12, max: 30 },
      { level: 'large', min: 30, max: 90 },
      { level: 'major', min: 90, max: null },
    ] satisfies RiskBand[],
  };
  const config = { custom: JSON.stringify(mes) };

  it.each<[number, number, number, number, string]>([
    [1, 1, 11.5, 11.5, 'low'],
    [1, 2, 6, 12, 'general'],
    [3, 2, 4.9, 29.4, 'general'],
    [5, 3, 2, 30, 'large'],
    [3, 3, 9.9, 89.1, 'large'],
    [5, 6, 3, 90, 'major'],
  ])('M=%s E=%s S=%s → %s %s', (m, e, s, value, level) => {
    expect(assessEvent('custom', [m, e, s], config)).toEqual({ ok: true, value, level });
  });

  it('names the event field of a refused factor, and refuses a method the enterprise has not configured', () => {
    expect(assessEvent('custom', [2, 1, 1], config)).toMatchObject({ ok: false, field: 'factor1' });
    expect(assessEvent('custom', [1, 1, -1], config)).toMatchObject({ ok: false, field: 'factor3' });
    const none = assessEvent('custom', [1, 1, 1], {});
    expect(none.ok === false && zh(none.message)).toBe('企业尚未配置评价方法「custom」');
    const unknown = assessEvent('HAZOP', [1, 1, 1], {});
    expect(unknown).toMatchObject({ ok: false, field: 'method' });
  });

  it("takes LEC and LS bounds from the enterprise configuration, a higher level's bound first", () => {
    expect(assessEvent('LEC', [3, 6, 7], { major: '100' })).toEqual({ ok: true, value: 126, level: 'major' });
    expect(assessEvent('LS', [3, 3, null], { lsGeneral: '10' })).toEqual({ ok: true, value: 9, level: 'low' });
    expect(assessEvent('LEC', [3, 6, 7], { general: '200' })).toEqual({ ok: true, value: 126, level: 'low' });
    expect(assessEvent('LEC', [6, 6, 7], { general: '200' })).toEqual({ ok: true, value: 252, level: 'large' });
  });

  it('refuses a configuration that is not a method', () => {
    expect(customMethod({ custom: '{not json' })).toBeNull();
    expect(customMethod({ custom: JSON.stringify({ ...mes, bands: [{ level: 'red', min: 0, max: null }] }) })).toBeNull();
  });
});

describe('band tables', () => {
  const row = (level: RiskBand['level'], min: number, max: number | null): RiskBand => ({ level, min, max });
  it('accepts the default tables', () => {
    expect(bandTableProblems(DEFAULT_LEC_BAND_TABLE)).toEqual([]);
    expect(bandTableProblems(DEFAULT_LS_BAND_TABLE)).toEqual([]);
  });
  it.each<[string, RiskBand[], string[]]>([
    ['empty', [], ['分级表不能为空']],
    ['a gap', [row('low', 0, 10), row('general', 12, null)], ['分级表第2行：10～12 之间没有对应的等级（分级表有空缺）']],
    ['an overlap', [row('low', 0, 10), row('general', 8, null)], ['分级表第2行：8～10 与上一行重叠']],
    ['not from 0', [row('low', 1, 10), row('general', 10, null)], ['分级表应从 0 开始，第1行的下限是 1']],
    ['a closed end', [row('low', 0, 10), row('general', 10, 20)], ['分级表最后一行应不设上限']],
    ['an empty row', [row('low', 0, 0), row('general', 0, null)], ['分级表第1行：下限 0 应小于上限 0']],
    ['a level twice', [row('low', 0, 10), row('low', 10, null)], ['分级表中「低风险」出现了不止一次']],
  ])('refuses %s', (_, bands, messages) => {
    expect(bandTableProblems(bands).map(zh)).toEqual(messages);
  });
  it('refuses to assess with a table that has a gap', () => {
    const gappy = { ...LS_METHOD, bands: [row('low', 0, 9), row('major', 10, null)] };
    expect(assess(gappy, { L: 1, S: 1 })).toMatchObject({ ok: false, field: 'bands' });
  });
});

describe('roll-up', () => {
  it.each<[(string | null)[], string | null]>([
    [[], null],
    [[null], null],
    [['low'], 'low'],
    [['low', 'general'], 'general'],
    [['general', 'large', 'low'], 'large'],
    [['low', 'major', 'large'], 'major'],
    [[null, 'general', null], 'general'],
  ])('the highest of %j is %s', (levels, top) => {
    expect(highestLevel(levels as never[])).toBe(top);
  });

  it('rolls events up to units and units up to objects', () => {
    const events = [
      { parent: 'reactor', level: 'general' as const },
      { parent: 'reactor', level: 'large' as const },
      { parent: 'tank', level: 'low' as const },
      { parent: 'pump', level: null },
    ];
    const units = rollUp(events);
    expect(Object.fromEntries(units)).toEqual({ reactor: 'large', tank: 'low' });
    const objects = rollUp([...units].map(([u, level]) => ({ parent: u === 'reactor' ? 'unit-A' : 'tank-farm', level })));
    expect(Object.fromEntries(objects)).toEqual({ 'unit-A': 'large', 'tank-farm': 'low' });
  });
});

describe('the registered functions riskValue and riskLevel', () => {
  it('compute the value and the level of an event on both sides', () => {
    const value = ruleFunction('riskValue');
    const level = ruleFunction('riskLevel');
    expect(value).toMatchObject({ arity: 9, configType: 'lecBands' });
    // method, lecL, lecE, lecC, lsL, lsS, factor1, factor2, factor3
    expect(value?.call(['LEC', 1, 10, 7, 5, 5, 99, 99, 99], {})).toBe(70);
    expect(level?.call(['LEC', 1, 10, 7, null, null, null, null, null], {})).toBe('general');
    expect(level?.call(['LS', 0.5, 0.5, 0.5, 4, 5, null, null, null], {})).toBe('major');
    expect(level?.call(['LEC', 2, 10, 7, null, null, null, null, null], {})).toBeNull();
  });

  it('names the field of the method that holds a refused factor', () => {
    expect(assessRecord({ method: 'LEC', lecL: 1, lecE: 4, lecC: 7 })).toMatchObject({ ok: false, field: 'lecE' });
    expect(assessRecord({ method: 'LS', lsL: 6, lsS: 1 })).toMatchObject({ ok: false, field: 'lsL' });
    expect(assessRecord({ lecL: 3, lecE: 6, lecC: 7 })).toEqual({ ok: true, value: 126, level: 'general' });
    expect(assessRecord({ method: 'HAZOP' })).toMatchObject({ ok: false, field: 'method' });
  });
});
