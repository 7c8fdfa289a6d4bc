import { describe, expect, it } from 'vitest';
import {
  HEIGHT_HAZARDS,
  heightGrade,
  hotWorkGrade,
  isNight,
  liftingGrade,
  localTime,
  restDayKind,
  type HotWorkGradeInput,
} from '../../src/domain/permit-grade.ts';
import type { PermitGrade } from '../../src/domain/permit-kinds.ts';
import { chineseOf as zh } from '../../src/server/http/app-error.ts';

/** An instant given as Beijing local time (UTC+8). */
const bj = (s: string): Date => new Date(`${s}+08:00`);

describe('heightGrade', () => {
  it.each<[number, boolean, PermitGrade | null]>([
    [1.99, false, null],
    [1.99, true, null],
    [2, false, 'I'],
    [2, true, 'II'],
    [5, false, 'I'],
    [5, true, 'II'],
    [5.01, false, 'II'],
    [5.01, true, 'III'],
    [15, false, 'II'],
    [15, true, 'III'],
    [15.5, false, 'III'],
    [15.5, true, 'IV'],
    [30, false, 'III'],
    [30, true, 'IV'],
    [30.1, false, 'IV'],
    [30.1, true, 'IV'],
    [120, true, 'IV'],
  ])('%s m, hazards %s → %s', (h, hazard, grade) => {
    const r = heightGrade({ heightM: h, hazards: hazard ? ['a', 'c'] : [] });
    expect(r.grade).toBe(grade);
    expect(r.refused).toBe(false);
    expect(zh(r.rule)).toContain(`${h} m`);
  });

  it('below 2 m says no height permit is needed', () => {
    expect(zh(heightGrade({ heightM: 1.5 }).rule)).toBe('作业高度 1.5 m 低于 2 m，不属于高处作业，无需办理高处作业票');
  });

  it('names the hazards in the rule and ignores unknown codes', () => {
    const r = heightGrade({ heightM: 10, hazards: ['j', 'zz'] });
    expect(r.grade).toBe('III');
    expect(zh(r.rule)).toContain(HEIGHT_HAZARDS.j);
    expect(zh(r.rule)).toContain('Ⅲ级高处作业');
    expect(heightGrade({ heightM: 10, hazards: ['zz'] }).grade).toBe('II');
  });

  it('lists the eleven hazards a-k', () => {
    expect(Object.keys(HEIGHT_HAZARDS)).toEqual('abcdefghijk'.split(''));
  });

  it.each([-1, Number.NaN, Infinity])('refuses height %s', (h) => {
    const r = heightGrade({ heightM: h });
    expect(r).toMatchObject({ grade: null, refused: true });
  });
});

describe('liftingGrade', () => {
  it.each<[number, PermitGrade | null, string]>([
    [0, null, '风险分析'],
    [9.99, null, '小于 10 t'],
    [10, 'SAN_JI', '三级'],
    [39.9, 'SAN_JI', '三级'],
    [40, 'ER_JI', '二级'],
    [100, 'ER_JI', '二级'],
    [100.01, 'YI_JI', '一级'],
    [500, 'YI_JI', '大于 100 t'],
  ])('%s t → %s', (m, grade, fragment) => {
    const r = liftingGrade({ massT: m });
    expect(r.grade).toBe(grade);
    expect(r.refused).toBe(false);
    expect(zh(r.rule)).toContain(fragment);
  });

  it.each([-0.1, Number.NaN])('refuses mass %s', (m) => {
    expect(liftingGrade({ massT: m })).toMatchObject({ grade: null, refused: true });
  });
});

describe('local time, night and rest days', () => {
  it('uses the given offset, not the machine time zone', () => {
    const at = new Date('2024-06-14T22:30:00Z'); // Sat 06:30 in Beijing
    expect(localTime(at)).toEqual({ day: '2024-06-15', hour: 6, minute: 30, weekday: 6 });
    expect(localTime(at, 0)).toEqual({ day: '2024-06-14', hour: 22, minute: 30, weekday: 5 });
    expect(() => localTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each<[string, boolean]>([
    ['2024-06-12T05:59:59', true],
    ['2024-06-12T06:00:00', false],
    ['2024-06-12T12:00:00', false],
    ['2024-06-12T17:59:59', false],
    ['2024-06-12T18:00:00', true],
    ['2024-06-12T23:59:00', true],
    ['2024-06-12T00:00:00', true],
  ])('%s night = %s', (s, night) => {
    expect(isNight(bj(s))).toBe(night);
  });

  it.each<[string, 'holiday' | 'weekend' | null]>([
    ['2024-06-12T10:00:00', null], // Wednesday
    ['2024-06-15T10:00:00', 'weekend'], // Saturday
    ['2024-06-16T10:00:00', 'weekend'], // Sunday
    ['2024-06-10T10:00:00', 'holiday'], // Dragon Boat Festival (Monday)
    ['2024-02-04T10:00:00', null], // Sunday worked (调休)
  ])('%s → %s', (s, kind) => {
    expect(restDayKind(bj(s), { holidays: ['2024-06-10'], workdays: ['2024-02-04'] })).toBe(kind);
  });
});

describe('hotWorkGrade', () => {
  const weekdayNoon = bj('2024-06-12T10:00:00');
  const base = (over: Partial<HotWorkGradeInput>): HotWorkGradeInput => ({ chosen: 'ER_JI', start: weekdayNoon, ...over });

  it.each<[string, Partial<HotWorkGradeInput>, PermitGrade | null, boolean]>([
    ['二级 weekday daytime', {}, 'ER_JI', false],
    ['一级 weekday daytime', { chosen: 'YI_JI' }, 'YI_JI', false],
    ['特级 weekday daytime', { chosen: 'TE_JI' }, 'TE_JI', false],
    ['二级 at 18:00 → 一级', { start: bj('2024-06-12T18:00:00') }, 'YI_JI', false],
    ['二级 at 17:59 stays', { start: bj('2024-06-12T17:59:00') }, 'ER_JI', false],
    ['二级 at 05:59 → 一级', { start: bj('2024-06-12T05:59:00') }, 'YI_JI', false],
    ['二级 at 06:00 stays', { start: bj('2024-06-12T06:00:00') }, 'ER_JI', false],
    ['一级 at night → 特级', { chosen: 'YI_JI', start: bj('2024-06-12T20:00:00') }, 'TE_JI', false],
    ['特级 at night stays 特级', { chosen: 'TE_JI', start: bj('2024-06-12T20:00:00') }, 'TE_JI', false],
    ['二级 on Saturday → 一级', { start: bj('2024-06-15T10:00:00') }, 'YI_JI', false],
    ['二级 on a holiday → 一级', { start: bj('2024-06-10T10:00:00'), calendar: { holidays: ['2024-06-10'] } }, 'YI_JI', false],
    ['二级 on a worked Sunday stays', { start: bj('2024-02-04T10:00:00'), calendar: { workdays: ['2024-02-04'] } }, 'ER_JI', false],
    ['二级 night AND weekend → one grade only', { start: bj('2024-06-15T22:00:00') }, 'YI_JI', false],
    ['wind 5 outdoors refused by default', { outdoor: true, windLevel: 5 }, null, true],
    ['wind 6 outdoors refused', { outdoor: true, windLevel: 6, windPolicy: 'refuse' }, null, true],
    ['wind 4 outdoors fine', { outdoor: true, windLevel: 4 }, 'ER_JI', false],
    ['wind 5 indoors fine', { outdoor: false, windLevel: 5 }, 'ER_JI', false],
    ['wind unknown outdoors fine', { outdoor: true, windLevel: null }, 'ER_JI', false],
    ['wind 5 outdoors, policy raise → 一级', { outdoor: true, windLevel: 5, windPolicy: 'raise' }, 'YI_JI', false],
    ['wind raise + night → still one grade', { outdoor: true, windLevel: 7, windPolicy: 'raise', start: bj('2024-06-12T23:00:00') }, 'YI_JI', false],
    ['特级 wind 5 policy raise stays 特级', { chosen: 'TE_JI', outdoor: true, windLevel: 5, windPolicy: 'raise' }, 'TE_JI', false],
    ['特级 wind 5 refused', { chosen: 'TE_JI', outdoor: true, windLevel: 5 }, null, true],
    ['isolated unit: 特级 managed as 二级', { chosen: 'TE_JI', unitIsolated: true }, 'ER_JI', false],
    ['isolated unit at night → 一级', { chosen: 'TE_JI', unitIsolated: true, start: bj('2024-06-12T19:00:00') }, 'YI_JI', false],
    ['not a hot-work grade', { chosen: 'SAN_JI' }, null, true],
  ])('%s', (_name, over, grade, refused) => {
    const r = hotWorkGrade(base(over));
    expect(r.grade).toBe(grade);
    expect(r.refused).toBe(refused);
    expect(zh(r.rule).length).toBeGreaterThan(5);
  });

  it('explains each rule in Chinese', () => {
    expect(zh(hotWorkGrade(base({ start: bj('2024-06-15T22:00:00') })).rule)).toBe(
      '选定二级动火作业；夜间（18:00 至次日 06:00）作业、公休日作业，升级为一级动火作业',
    );
    expect(zh(hotWorkGrade(base({ outdoor: true, windLevel: 6 })).rule)).toBe('风力 6 级（5 级及以上），禁止露天动火作业');
    expect(zh(hotWorkGrade(base({ chosen: 'TE_JI', start: bj('2024-06-12T20:00:00') })).rule)).toContain('仍按特级动火作业管理');
    expect(zh(hotWorkGrade(base({ chosen: 'YI_JI', unitIsolated: true })).rule)).toContain('按二级动火作业管理（原选一级）');
    expect(zh(hotWorkGrade(base({})).rule)).toBe('选定二级动火作业，为二级动火作业');
  });

  it('honours another time zone offset', () => {
    // 10:00 UTC is 18:00 in Beijing (night) but 10:00 at offset 0 (day).
    const at = new Date('2024-06-12T10:00:00Z');
    expect(hotWorkGrade({ chosen: 'ER_JI', start: at }).grade).toBe('YI_JI');
    expect(hotWorkGrade({ chosen: 'ER_JI', start: at, tzOffsetMinutes: 0 }).grade).toBe('ER_JI');
  });
});
