// The demo day of gas readings (src/server/simulator/gas-history.ts, docs/gas-monitoring.md "Demo data"): drifting
// readings, the planned excursions, and alarms that agree with the readings by the rules of src/domain/spjk-gas.ts.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { clearOf, deadBand, levelOf } from '../../src/domain/spjk-gas.ts';
import { DEMO_GAS_STEP_MS, demoExcursions, gasHistory, quietLevel, type HistoryDetector } from '../../src/server/simulator/gas-history.ts';
import { withValues } from '../../src/client/pages/spjk/gas-board-state.ts';
import { appendPoint, trendOption } from '../../src/client/pages/spjk/gas-trend-option.ts';

const HOUR = 3600_000;
const lel: HistoryDetector = { code: 'GD-1', name: '储罐可燃气体', site: '罐区', gas: 'combustible', unit: '%LEL', rangeMin: 0, rangeMax: 100, lowAlarm: 20, highAlarm: 40 };
const h2s: HistoryDetector = { code: 'GD-2', name: '釜区硫化氢', site: '釜区', gas: 'H2S', unit: 'ppm', rangeMin: 0, rangeMax: 100, lowAlarm: 10, highAlarm: 20 };
const o2: HistoryDetector = { code: 'GD-3', name: '釜区氧含量', site: '釜区', gas: 'O2', unit: '%VOL', rangeMin: 0, rangeMax: 30, lowAlarm: 19.5, highAlarm: 23.5 };
const END = Date.UTC(2026, 2, 2, 8, 0);
const day = (excursions: Parameters<typeof gasHistory>[1]['excursions'], seed = 22) =>
  gasHistory([lel, h2s, o2], { from: END - 24 * HOUR, to: END, stepMs: DEMO_GAS_STEP_MS, excursions, rnd: seededRandom(seed) });

describe('the demo day of gas readings', () => {
  it('is the same for the same seed, a reading per detector every 2 minutes, inside the range', () => {
    const a = day([]);
    expect(day([])).toEqual(a);
    expect(day([], 23).readings).not.toEqual(a.readings);
    for (const d of [lel, h2s, o2]) {
      const mine = a.readings.filter((r) => r.code === d.code);
      expect(mine).toHaveLength(24 * 30 + 1);
      expect(mine.every((r) => r.value >= (d.rangeMin ?? 0) && r.value <= d.rangeMax)).toBe(true);
    }
  });

  it('drifts around the quiet level without an alarm when nothing leaks', () => {
    const { readings, alarms } = day([]);
    expect(alarms).toEqual([]);
    const values = readings.filter((r) => r.code === 'GD-3').map((r) => r.value);
    expect(new Set(values).size).toBeGreaterThan(10);
    expect(Math.abs(values.reduce((s, v) => s + v, 0) / values.length - quietLevel(o2))).toBeLessThan(0.5);
    expect(readings.every((r) => r.level === 'normal')).toBe(true);
  });

  it('raises, raises higher and clears an alarm as the readings of an excursion cross the levels', () => {
    const from = END - 18 * HOUR;
    const { readings, alarms } = day([{ code: 'GD-1', from, minutes: 20, peak: 49 }]);
    expect(alarms).toHaveLength(1);
    const [a] = alarms;
    const mine = readings.filter((r) => r.code === 'GD-1');
    const firstLow = mine.find((r) => r.value >= lel.lowAlarm)!;
    expect(a.raisedAt).toBe(firstLow.at);
    expect(a).toMatchObject({ level: 'high', peak: 49, threshold: 40 });
    expect(a.message).toContain('GD-1');
    expect(a.message).toContain('高报：49 %LEL');
    // Cleared at the first reading back below 低报 by the dead band after the peak, and its last value is that one.
    const cleared = mine.find((r) => r.at > from + 10 * 60_000 && clearOf(lel, r.value))!;
    expect(a.clearedAt).toBe(cleared.at);
    expect(a.lastValue).toBe(cleared.value);
    expect(cleared.value).toBeLessThan(lel.lowAlarm - deadBand(lel));
    // While it is open, each reading's level is the alarm's; outside it, the value's.
    for (const r of mine) {
      if (r.at >= a.raisedAt && r.at < a.clearedAt!) expect(r.level).not.toBe('normal');
      else expect(r.level).toBe(levelOf(lel, r.value));
    }
  });

  it('takes an oxygen dip as 缺氧报警 with its lowest value as the peak', () => {
    const { alarms } = day([{ code: 'GD-3', from: END - 5 * HOUR, minutes: 20, peak: 18 }]);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ code: 'GD-3', level: 'low', peak: 18 });
    expect(alarms[0].message).toContain('缺氧报警');
  });

  it('plans the demo excursions at detectors that are not oxygen, 18, 7 and 2 hours back, past 高报 then past 低报', () => {
    const plan = demoExcursions([o2, h2s, lel], END);
    expect(plan.map((e) => e.code)).toEqual(['GD-1', 'GD-2']);
    expect(plan.map((e) => (END - e.from) / HOUR)).toEqual([18, 7]);
    expect(plan[0].peak).toBeGreaterThan(lel.highAlarm);
    expect(plan[1].peak).toBeGreaterThan(h2s.lowAlarm);
    expect(plan[1].peak).toBeLessThan(h2s.highAlarm);
    const { alarms } = day(plan);
    expect(alarms.map((a) => [a.code, a.level])).toEqual([['GD-1', 'high'], ['GD-2', 'low']]);
    expect(alarms.every((a) => a.clearedAt !== null)).toBe(true);
  });
});

describe('the permit block’s live values', () => {
  it('patches the rows the stream names and leaves the others', () => {
    const rows = [
      { id: 1, code: 'GD-1', name: 'a', gas: 'combustible', gasName: '可燃气体', unit: '%LEL', value: 3, level: 'normal', at: null, alarm: null },
      { id: 2, code: 'GD-2', name: 'b', gas: 'H2S', gasName: '硫化氢', unit: 'ppm', value: null, level: 'normal', at: null, alarm: null },
    ];
    const out = withValues(rows, [{ code: 'GD-2', value: 12, level: 'low', at: '2026-03-02T08:00:00.000Z' }, { code: 'X', value: 1, level: 'normal', at: '' }]);
    expect(out[0]).toBe(rows[0]);
    expect(out[1]).toMatchObject({ value: 12, level: 'low', at: '2026-03-02T08:00:00.000Z' });
  });
});

describe('the trend of 气体监测', () => {
  const points = [
    { at: '2026-03-02T07:56:00.000Z', value: 3 },
    { at: '2026-03-02T07:58:00.000Z', value: 25 },
  ];

  it('draws the readings against flat 低报 and 高报 lines over the same span', () => {
    const o = trendOption({ unit: '%LEL', lowAlarm: 20, highAlarm: 40 }, points, { value: '读数', low: '低报', high: '高报' }) as {
      xAxis: { data: string[] };
      yAxis: { name: string };
      series: { name: string; data: number[] }[];
    };
    expect(o.xAxis.data).toHaveLength(2);
    expect(o.yAxis.name).toBe('%LEL');
    expect(o.series.map((s) => [s.name, s.data])).toEqual([
      ['读数', [3, 25]],
      ['低报', [20, 20]],
      ['高报', [40, 40]],
    ]);
  });

  it('appends a newer pushed value, ignores one not newer, keeps at most the limit', () => {
    expect(appendPoint(points, { at: '2026-03-02T08:00:00.000Z', value: 30 }).map((p) => p.value)).toEqual([3, 25, 30]);
    expect(appendPoint(points, { at: '2026-03-02T07:58:00.000Z', value: 99 })).toEqual(points);
    expect(appendPoint(points, { at: '2026-03-02T08:00:00.000Z', value: 30 }, 2).map((p) => p.value)).toEqual([25, 30]);
    expect(appendPoint([], points[0])).toEqual([points[0]]);
  });
});
