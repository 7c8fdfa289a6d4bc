// The grading basis in English (issue 13 item 5): the rules of permit-grade.ts answer catalogue messages
// (grade.*), which read in Chinese exactly as the spec's 级别依据 and in English with the grades' English
// names; no Chinese is left in the English of any basis.
import { describe, expect, it } from 'vitest';
import type { Text } from '../../src/domain/i18n/message-format.ts';
import { HEIGHT_HAZARDS, heightGrade, hotWorkGrade, liftingGrade, type HotWorkGradeInput } from '../../src/domain/permit-grade.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { say } from '../../src/server/http/say.ts';

const HAN = /\p{Script=Han}/u;
const en = (t: Text): string => say('en', t);
const bj = (s: string): Date => new Date(`${s}+08:00`);
const hot = (over: Partial<HotWorkGradeInput> = {}): HotWorkGradeInput => ({ chosen: 'ER_JI', start: bj('2024-06-12T10:00:00'), ...over });

describe('the grading basis in English', () => {
  it('height: the band, the hazards and the grade', () => {
    expect(en(heightGrade({ heightM: 1.5 }).rule)).toBe('Working height 1.5 m is below 2 m: this is not work at height and needs no height permit');
    expect(en(heightGrade({ heightM: 4 }).rule)).toBe('Working height 4 m (2 m ≤ h ≤ 5 m), no objective hazards: Grade I work at height');
    const r = heightGrade({ heightM: 10, hazards: ['e', 'j'] });
    expect(en(r.rule)).toBe(
      'Working height 10 m (5 m < h ≤ 15 m) with objective hazards (slippery ice, snow, frost, water or oil on the work site, ' +
        'toxic gas, or less than 19.5% oxygen in the air): Grade III work at height',
    );
    expect(chineseOf(r.rule)).toBe(`作业高度 10 m（5 m < h ≤ 15 m），存在客观危险因素（${HEIGHT_HAZARDS.e}、${HEIGHT_HAZARDS.j}），为Ⅲ级高处作业`);
    expect(en(heightGrade({ heightM: -1 }).rule)).toBe('The working height must be a non-negative number (metres)');
  });

  it('lifting: each band', () => {
    expect(en(liftingGrade({ massT: 120 }).rule)).toBe('Lifted mass 120 t is over 100 t: Grade 1 lifting');
    expect(en(liftingGrade({ massT: 40 }).rule)).toBe('Lifted mass 40 t is between 40 t and 100 t: Grade 2 lifting');
    expect(en(liftingGrade({ massT: 12 }).rule)).toBe('Lifted mass 12 t is under 40 t: Grade 3 lifting');
    expect(en(liftingGrade({ massT: 5 }).rule)).toMatch(/^Lifted mass 5 t is under 10 t: no lifting permit is needed/);
  });

  it('hot work: chosen, isolated, raised, highest and refused', () => {
    expect(en(hotWorkGrade(hot()).rule)).toBe('Grade 2 hot work chosen: Grade 2 hot work');
    expect(en(hotWorkGrade(hot({ start: bj('2024-06-15T22:00:00') })).rule)).toBe(
      'Grade 2 hot work chosen; work at night (18:00 to 06:00), work on a weekend: raised to Grade 1 hot work',
    );
    expect(chineseOf(hotWorkGrade(hot({ start: bj('2024-06-15T22:00:00') })).rule)).toBe(
      '选定二级动火作业；夜间（18:00 至次日 06:00）作业、公休日作业，升级为一级动火作业',
    );
    expect(en(hotWorkGrade(hot({ chosen: 'YI_JI', unitIsolated: true })).rule)).toBe(
      'The unit is fully shut down, cleaned, purged, tested and isolated: managed as Grade 2 hot work (chosen: Grade 1): Grade 2 hot work',
    );
    expect(en(hotWorkGrade(hot({ chosen: 'TE_JI', start: bj('2024-06-12T20:00:00') })).rule)).toBe(
      'Special grade hot work chosen; work at night (18:00 to 06:00) call for a higher grade, but Special grade is the highest: managed as Special grade hot work',
    );
    expect(en(hotWorkGrade(hot({ outdoor: true, windLevel: 6 })).rule)).toBe('Wind level 6 (5 or more): outdoor hot work is forbidden');
    expect(en(hotWorkGrade(hot({ outdoor: true, windLevel: 5, windPolicy: 'raise', calendar: { holidays: ['2024-06-12'] } })).rule)).toBe(
      'Grade 2 hot work chosen; outdoor hot work at wind level 5 (5 or more), work on a public holiday: raised to Grade 1 hot work',
    );
  });

  it('leaves no Chinese in the English of any basis', () => {
    const all: Text[] = [
      ...[0.5, 2, 6, 20, 40, -3].flatMap((h) => [heightGrade({ heightM: h }).rule, heightGrade({ heightM: h, hazards: Object.keys(HEIGHT_HAZARDS) }).rule]),
      ...[0, 5, 10, 50, 200, Number.NaN].map((m) => liftingGrade({ massT: m }).rule),
      ...(['ER_JI', 'YI_JI', 'TE_JI', 'SAN_JI'] as const).flatMap((chosen) => [
        hotWorkGrade(hot({ chosen })).rule,
        hotWorkGrade(hot({ chosen, unitIsolated: true, start: bj('2024-06-15T02:00:00') })).rule,
        hotWorkGrade(hot({ chosen, outdoor: true, windLevel: 7 })).rule,
      ]),
    ];
    for (const t of all) {
      expect(en(t), chineseOf(t)).not.toMatch(HAN);
      expect(chineseOf(t)).toMatch(HAN);
    }
  });
});
