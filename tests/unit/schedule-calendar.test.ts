// The schedule calendar (src/domain/schedule-calendar.ts), table-driven: periods of each frequency between
// two instants in Asia/Shanghai (UTC+8, no daylight saving), month ends and leap years, ISO weeks across
// the year's edge, shifts across midnight with the team on duty from the rotation, rules, and the cap of a
// catch-up. Also the shift calendar's check (src/domain/shift-calendar-check.ts).
import { describe, expect, it } from 'vitest';
import {
  isoWeekKey,
  localDateTime,
  newestPeriods,
  periodsBetween,
  ruleProblem,
  shiftsOfDay,
  dayOfDate,
  type Frequency,
  type Period,
  type ShiftCalendar,
} from '../../src/domain/schedule-calendar.ts';
import { shiftCalendarProblems } from '../../src/domain/shift-calendar-check.ts';

/** An instant from a Shanghai local time. */
const at = (local: string) => new Date(`${local.replace(' ', 'T')}+08:00`);
const show = (p: Period) => ({ key: p.key, start: localDateTime(p.start), due: localDateTime(p.due), ...(p.team ? { team: p.team } : {}) });
const list = (f: Frequency, from: string, to: string, opts = {}) => [...periodsBetween(f, at(from), at(to), opts)].map(show);

const calendar: ShiftCalendar = {
  shifts: [
    { key: 'day', name: '白班', start: '08:00', end: '20:00' },
    { key: 'night', name: '夜班', start: '20:00', end: '08:00' },
  ],
  teams: ['甲', '乙', '丙'],
  rotation: { anchorDate: '2026-11-24', pattern: [['甲', '乙'], ['丙', '甲'], ['乙', '丙']] },
};

describe('calendar periods', () => {
  it.each<[string, Frequency, string, string, { key: string; start: string; due: string }[]]>([
    ['a day', 'day', '2026-11-25 10:00:00', '2026-11-25 10:00:00', [{ key: '2026-11-25', start: '2026-11-25 00:00:00', due: '2026-11-25 23:59:59' }]],
    [
      'days across a month end',
      'day',
      '2026-11-30 23:00:00',
      '2026-12-01 00:00:00',
      [
        { key: '2026-11-30', start: '2026-11-30 00:00:00', due: '2026-11-30 23:59:59' },
        { key: '2026-12-01', start: '2026-12-01 00:00:00', due: '2026-12-01 23:59:59' },
      ],
    ],
    // 16:30 UTC is already the next day in Shanghai.
    ['the day of Shanghai, not of UTC', 'day', '2026-11-26 00:30:00', '2026-11-26 00:30:00', [{ key: '2026-11-26', start: '2026-11-26 00:00:00', due: '2026-11-26 23:59:59' }]],
    ['an ISO week from Monday', 'week', '2026-11-25 09:00:00', '2026-11-25 09:00:00', [{ key: '2026-W48', start: '2026-11-23 00:00:00', due: '2026-11-29 23:59:59' }]],
    ['the ISO week 1 that starts in December', 'week', '2025-12-31 12:00:00', '2025-12-31 12:00:00', [{ key: '2026-W01', start: '2025-12-29 00:00:00', due: '2026-01-04 23:59:59' }]],
    ['the ISO week 53 that ends in January', 'week', '2027-01-01 12:00:00', '2027-01-01 12:00:00', [{ key: '2026-W53', start: '2026-12-28 00:00:00', due: '2027-01-03 23:59:59' }]],
    [
      'month ends: 31, 28, 31, 30',
      'month',
      '2026-01-31 12:00:00',
      '2026-04-01 00:00:00',
      [
        { key: '2026-01', start: '2026-01-01 00:00:00', due: '2026-01-31 23:59:59' },
        { key: '2026-02', start: '2026-02-01 00:00:00', due: '2026-02-28 23:59:59' },
        { key: '2026-03', start: '2026-03-01 00:00:00', due: '2026-03-31 23:59:59' },
        { key: '2026-04', start: '2026-04-01 00:00:00', due: '2026-04-30 23:59:59' },
      ],
    ],
    ['a leap February', 'month', '2028-02-15 00:00:00', '2028-02-15 00:00:00', [{ key: '2028-02', start: '2028-02-01 00:00:00', due: '2028-02-29 23:59:59' }]],
    ['a century that is not leap', 'month', '2100-02-10 00:00:00', '2100-02-10 00:00:00', [{ key: '2100-02', start: '2100-02-01 00:00:00', due: '2100-02-28 23:59:59' }]],
    ['December into January', 'month', '2026-12-31 23:59:59', '2027-01-01 00:00:00', [
      { key: '2026-12', start: '2026-12-01 00:00:00', due: '2026-12-31 23:59:59' },
      { key: '2027-01', start: '2027-01-01 00:00:00', due: '2027-01-31 23:59:59' },
    ]],
    ['a year', 'year', '2028-02-29 12:00:00', '2028-02-29 12:00:00', [{ key: '2028', start: '2028-01-01 00:00:00', due: '2028-12-31 23:59:59' }]],
  ])('%s', (_name, f, from, to, expected) => {
    expect(list(f, from, to)).toEqual(expected);
  });

  it('answers nothing when the range ends before it starts', () => {
    expect(list('day', '2026-11-25 00:00:00', '2026-11-24 00:00:00')).toEqual([]);
  });

  it('counts a leap year as 366 days and an ordinary one as 365', () => {
    expect([...periodsBetween('day', at('2028-01-01 00:00:00'), at('2028-12-31 23:59:59'))]).toHaveLength(366);
    expect([...periodsBetween('day', at('2026-01-01 00:00:00'), at('2026-12-31 23:59:59'))]).toHaveLength(365);
  });

  it.each([
    ['2026-11-25', '2026-W48'],
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2026-01-01', '2026-W01'],
  ])('%s is in %s', (date, key) => {
    expect(isoWeekKey(dayOfDate(date)!)).toBe(key);
  });
});

describe('shifts', () => {
  it('gives a night shift to the day it starts, ending the next morning, with the team of the rotation', () => {
    expect(shiftsOfDay(calendar, dayOfDate('2026-11-25')!).map(show)).toEqual([
      { key: '2026-11-25#day', start: '2026-11-25 08:00:00', due: '2026-11-25 20:00:00', team: '丙' },
      { key: '2026-11-25#night', start: '2026-11-25 20:00:00', due: '2026-11-26 08:00:00', team: '甲' },
    ]);
  });

  it.each([
    // Before the anchor the cycle runs backwards: 2026-11-23 is day 3 of the cycle.
    ['2026-11-23', ['乙', '丙']],
    ['2026-11-24', ['甲', '乙']],
    ['2026-11-27', ['甲', '乙']],
    ['2026-12-01', ['丙', '甲']],
  ])('the rotation on %s', (date, teams) => {
    expect(shiftsOfDay(calendar, dayOfDate(date)!).map((p) => p.team)).toEqual(teams);
  });

  it("includes the night shift of the day before that is still running, and the current shift", () => {
    expect(list('shift', '2026-11-25 06:00:00', '2026-11-25 09:00:00', { calendar })).toEqual([
      { key: '2026-11-24#night', start: '2026-11-24 20:00:00', due: '2026-11-25 08:00:00', team: '乙' },
      { key: '2026-11-25#day', start: '2026-11-25 08:00:00', due: '2026-11-25 20:00:00', team: '丙' },
    ]);
  });

  it('has no shift periods without a calendar', () => {
    expect(list('shift', '2026-11-25 06:00:00', '2026-11-26 09:00:00')).toEqual([]);
  });
});

describe('rules', () => {
  const rule = { weekdays: [1, 3], times: ['16:30', '08:00'] };
  it('fires on its weekdays at its times, each due at its time', () => {
    expect(list('rule', '2026-11-23 09:00:00', '2026-11-26 23:00:00', { rule })).toEqual([
      { key: '2026-11-23T08:00', start: '2026-11-23 00:00:00', due: '2026-11-23 08:00:00' },
      { key: '2026-11-23T16:30', start: '2026-11-23 00:00:00', due: '2026-11-23 16:30:00' },
      { key: '2026-11-25T08:00', start: '2026-11-25 00:00:00', due: '2026-11-25 08:00:00' },
      { key: '2026-11-25T16:30', start: '2026-11-25 00:00:00', due: '2026-11-25 16:30:00' },
    ].filter((p) => p.due > '2026-11-23 09:00:00'));
  });

  it.each([
    [{ weekdays: [], times: ['08:00'] }, 'schedule.rule.noWeekday'],
    [{ weekdays: [8], times: ['08:00'] }, 'schedule.rule.weekday'],
    [{ weekdays: [1], times: [] }, 'schedule.rule.noTime'],
    [{ weekdays: [1], times: ['24:00'] }, 'schedule.rule.time'],
    [{ weekdays: [1], times: ['8:00'] }, 'schedule.rule.time'],
    [{ times: ['08:00'] }, 'schedule.rule.shape'],
    ['每天', 'schedule.rule.shape'],
    [{ weekdays: [7], times: ['23:59'] }, undefined],
  ])('refuses a rule that can never fire: %j', (r, problem) => {
    expect(ruleProblem(r)).toBe(problem);
    if (problem) expect(list('rule', '2026-11-23 00:00:00', '2026-12-23 00:00:00', { rule: r })).toEqual([]);
  });
});

describe('a catch-up', () => {
  it('keeps the newest periods and counts the older ones it leaves out', () => {
    const all = periodsBetween('day', at('2026-01-01 00:00:00'), at('2026-11-25 12:00:00'));
    const { periods, skipped } = newestPeriods(all, 100);
    expect(periods).toHaveLength(100);
    expect(skipped).toBe(329 - 100);
    expect(periods.at(-1)?.key).toBe('2026-11-25');
    expect(periods[0]?.key).toBe('2026-08-18');
  });
});

describe('the shift calendar check', () => {
  const fields = (v: unknown) => shiftCalendarProblems(v).map((p) => [p.field, p.message.id]);
  it('accepts a sound calendar', () => {
    expect(fields(calendar)).toEqual([]);
  });
  it.each<[string, unknown, [string, string][]]>([
    ['nothing', null, [['shifts', 'schedule.shifts.empty']]],
    ['no shifts', { ...calendar, shifts: [], rotation: { ...calendar.rotation, pattern: [[]] } }, [['shifts', 'schedule.shifts.empty']]],
    [
      'a bad time',
      { ...calendar, shifts: [{ key: 'day', name: '白班', start: '8:00', end: '20:00' }, calendar.shifts[1]] },
      [['shifts[0].start', 'schedule.shifts.time']],
    ],
    [
      'overlapping shifts across midnight',
      { ...calendar, shifts: [calendar.shifts[0], { key: 'night', name: '夜班', start: '19:00', end: '08:00' }] },
      [['shifts[1].start', 'schedule.shifts.overlap']],
    ],
    [
      'a night shift overlapping the morning',
      { ...calendar, shifts: [{ key: 'early', name: '早班', start: '06:00', end: '14:00' }, { key: 'night', name: '夜班', start: '22:00', end: '07:00' }] },
      [['shifts[1].start', 'schedule.shifts.overlap']],
    ],
    ['an empty span', { ...calendar, shifts: [calendar.shifts[0], { key: 'night', name: '夜班', start: '20:00', end: '20:00' }] }, [['shifts[1].end', 'schedule.shifts.emptySpan']]],
    ['a shift code twice', { ...calendar, shifts: [calendar.shifts[0], { ...calendar.shifts[1], key: 'day' }] }, [['shifts[1].key', 'schedule.shifts.duplicateKey']]],
    ['no teams', { ...calendar, teams: [] }, [
      ['teams', 'schedule.teams.empty'],
      ['rotation.pattern[0][0]', 'schedule.rotation.unknownTeam'],
      ['rotation.pattern[0][1]', 'schedule.rotation.unknownTeam'],
      ['rotation.pattern[1][0]', 'schedule.rotation.unknownTeam'],
      ['rotation.pattern[1][1]', 'schedule.rotation.unknownTeam'],
      ['rotation.pattern[2][0]', 'schedule.rotation.unknownTeam'],
      ['rotation.pattern[2][1]', 'schedule.rotation.unknownTeam'],
    ]],
    ['a team twice', { ...calendar, teams: ['甲', '乙', '丙', '乙'] }, [['teams[3]', 'schedule.teams.duplicate']]],
    ['an unknown team', { ...calendar, rotation: { ...calendar.rotation, pattern: [['甲', '丁']] } }, [['rotation.pattern[0][1]', 'schedule.rotation.unknownTeam']]],
    ['a day without a team per shift', { ...calendar, rotation: { ...calendar.rotation, pattern: [['甲']] } }, [['rotation.pattern[0]', 'schedule.rotation.row']]],
    ['an empty rotation', { ...calendar, rotation: { ...calendar.rotation, pattern: [] } }, [['rotation.pattern', 'schedule.rotation.empty']]],
    ['a bad anchor', { ...calendar, rotation: { ...calendar.rotation, anchorDate: '2026-02-30' } }, [['rotation.anchorDate', 'schedule.rotation.anchorDate']]],
  ])('refuses %s, naming the field', (_name, value, expected) => {
    expect(fields(value)).toEqual(expected);
  });
});
