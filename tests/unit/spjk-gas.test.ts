import { describe, expect, it } from 'vitest';
import { alarmStep, detectorProblems, levelOf, needsContinuousMonitoring, readingProblem, sameSite, unitFits, type Detector } from '../../src/domain/spjk-gas.ts';
import { applyLive } from '../../src/client/pages/spjk/gas-board-state.ts';

const lel: Detector = { gas: 'combustible', unit: '%LEL', rangeMin: 0, rangeMax: 100, lowAlarm: 20, highAlarm: 40 };
const o2: Detector = { gas: 'O2', unit: '%VOL', rangeMin: 0, rangeMax: 30, lowAlarm: 19.5, highAlarm: 23.5 };

describe('gas detector rules (docs/gas-monitoring.md)', () => {
  it('fits units to gases', () => {
    expect(unitFits('combustible', '%LEL')).toBe(true);
    expect(unitFits('combustible', 'ppm')).toBe(false);
    expect(unitFits('H2S', 'ppm')).toBe(true);
    expect(unitFits('H2S', 'mg/m3')).toBe(true);
    expect(unitFits('O2', '%VOL')).toBe(true);
    expect(unitFits('O2', 'ppm')).toBe(false);
    expect(unitFits('nope', 'ppm')).toBe(false);
  });

  it('refuses a record whose unit does not fit, whose levels are out of order or outside the range', () => {
    expect(detectorProblems(lel)).toEqual([]);
    expect(detectorProblems({ ...lel, unit: 'ppm' }).map((p) => p.field)).toEqual(['unit']);
    expect(detectorProblems({ ...lel, lowAlarm: 40, highAlarm: 20 }).map((p) => p.field)).toContain('highAlarm');
    expect(detectorProblems({ ...lel, lowAlarm: 30, highAlarm: 30 }).map((p) => p.field)).toContain('highAlarm');
    expect(detectorProblems({ ...lel, highAlarm: 150 }).map((p) => p.field)).toContain('highAlarm');
    expect(detectorProblems({ ...lel, rangeMax: 0 }).map((p) => p.field)).toContain('rangeMax');
  });

  it('refuses a reading in another unit or outside the range', () => {
    expect(readingProblem(lel, 10, undefined)).toBeNull();
    expect(readingProblem(lel, 10, '%LEL')).toBeNull();
    expect(readingProblem(lel, 10, 'ppm')?.field).toBe('unit');
    expect(readingProblem(lel, 101, undefined)?.field).toBe('rangeMax');
    expect(readingProblem(lel, -1, undefined)?.field).toBe('rangeMax');
  });

  it('grades a value: rising gases through 低报 then 高报, oxygen both ways', () => {
    expect([10, 20, 39.9, 40, 80].map((v) => levelOf(lel, v))).toEqual(['normal', 'low', 'low', 'high', 'high']);
    expect([18, 19.5, 20.9, 23.5, 25].map((v) => levelOf(o2, v))).toEqual(['low', 'low', 'normal', 'high', 'high']);
  });

  it('raises, raises higher, holds within the dead band and clears', () => {
    expect(alarmStep(lel, null, 10)).toEqual({ type: 'none' });
    expect(alarmStep(lel, null, 25)).toEqual({ type: 'raise', level: 'low' });
    expect(alarmStep(lel, null, 45)).toEqual({ type: 'raise', level: 'high' });
    expect(alarmStep(lel, 'low', 45)).toEqual({ type: 'escalate', level: 'high' });
    expect(alarmStep(lel, 'high', 25)).toEqual({ type: 'none' });
    // 2% of the range (2 %LEL) below 低报 clears; 19 does not.
    expect(alarmStep(lel, 'low', 19)).toEqual({ type: 'none' });
    expect(alarmStep(lel, 'low', 17.9)).toEqual({ type: 'clear' });
    expect(alarmStep(o2, null, 18)).toEqual({ type: 'raise', level: 'low' });
    expect(alarmStep(o2, 'low', 19.8)).toEqual({ type: 'none' });
    expect(alarmStep(o2, 'low', 20.9)).toEqual({ type: 'clear' });
  });

  it('asks continuous monitoring of 特级 hot work and confined space; matches sites by their text', () => {
    expect(needsContinuousMonitoring({ kind: 'DONG_HUO', grade: 'TE_JI' })).toBe(true);
    expect(needsContinuousMonitoring({ kind: 'DONG_HUO', grade: 'YI_JI' })).toBe(false);
    expect(needsContinuousMonitoring({ kind: 'SHOU_XIAN', grade: null })).toBe(true);
    expect(needsContinuousMonitoring({ kind: 'GAO_CHU', grade: 'I' })).toBe(false);
    expect(sameSite('罐区 V-203', '罐区V-203')).toBe(true);
    expect(sameSite('罐区\u3000V-203', '罐区 V-203 ')).toBe(true);
    expect(sameSite('', '')).toBe(false);
    expect(sameSite('罐区', '罐区二')).toBe(false);
  });

  it('applies the stream’s events to the board', () => {
    const board = [{ code: 'A', value: 1, level: 'normal', at: null } as never];
    const next = applyLive(board, { event: 'values', data: { values: [{ code: 'A', value: 30, level: 'low', at: '2026-01-01T00:00:00Z' }] } });
    expect(next[0]).toMatchObject({ value: 30, level: 'low' });
  });
});
