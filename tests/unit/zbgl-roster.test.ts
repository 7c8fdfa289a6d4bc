import { describe, expect, it } from 'vitest';
import type { ShiftDef } from '../../src/domain/schedule-calendar.ts';
import { DEFAULT_SHIFTS, intervalsOverlap, neighbourDates, overlappingSlot, shiftInterval, type RosterSlot } from '../../src/domain/zbgl-roster.ts';

const THREE: ShiftDef[] = [
  { key: 'morning', name: '早班', start: '00:00', end: '08:00' },
  { key: 'day', name: '白班', start: '08:00', end: '16:00' },
  { key: 'evening', name: '中班', start: '16:00', end: '00:00' },
];
/** A calendar whose day shift (08:00-20:00) overlaps its long shift (12:00-24:00). */
const OVERLAPPING: ShiftDef[] = [...DEFAULT_SHIFTS, { key: 'long', name: '长班', start: '12:00', end: '00:00' }];
const slot = (staffId: number, dutyDate: string, shift: string, id?: number): RosterSlot => ({ staffId, dutyDate, shift, id });

describe('shift intervals (Asia/Shanghai)', () => {
  it('places a shift on its day, a night shift ending the next morning', () => {
    const [from, to] = shiftInterval('2026-11-25', 'day', DEFAULT_SHIFTS)!;
    expect(new Date(from).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    const [nFrom, nTo] = shiftInterval('2026-11-25', 'night', DEFAULT_SHIFTS)!;
    expect(new Date(nFrom).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(new Date(nTo).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
  it('a shift ending at midnight ends the next day', () => {
    const [from, to] = shiftInterval('2026-11-25', 'evening', THREE)!;
    expect(to - from).toBe(8 * 3_600_000);
  });
  it('answers nothing for an unknown shift or a date that is none', () => {
    expect(shiftInterval('2026-11-25', 'nope', DEFAULT_SHIFTS)).toBeUndefined();
    expect(shiftInterval('2026-02-30', 'day', DEFAULT_SHIFTS)).toBeUndefined();
  });
});

describe('one person on two overlapping shifts', () => {
  it.each([
    ['the same shift twice', slot(1, '2026-11-25', 'day'), [slot(1, '2026-11-25', 'day', 9)], DEFAULT_SHIFTS, true],
    ['day then night of one day (they touch at 20:00)', slot(1, '2026-11-25', 'night'), [slot(1, '2026-11-25', 'day', 9)], DEFAULT_SHIFTS, false],
    ['night then the next day (touch at 08:00)', slot(1, '2026-11-26', 'day'), [slot(1, '2026-11-25', 'night', 9)], DEFAULT_SHIFTS, false],
    ['night of the day before crossing into a shift starting at 00:00', slot(1, '2026-11-26', 'morning'), [slot(1, '2026-11-25', 'evening', 9)], THREE, false],
    ['a long shift over the day shift', slot(1, '2026-11-25', 'long'), [slot(1, '2026-11-25', 'day', 9)], OVERLAPPING, true],
    ['a long shift over the night shift', slot(1, '2026-11-25', 'long'), [slot(1, '2026-11-25', 'night', 9)], OVERLAPPING, true],
    ['another person on the same shift', slot(1, '2026-11-25', 'day'), [slot(2, '2026-11-25', 'day', 9)], DEFAULT_SHIFTS, false],
    ['the entry itself when updated', slot(1, '2026-11-25', 'day', 9), [slot(1, '2026-11-25', 'day', 9)], DEFAULT_SHIFTS, false],
    ['the same shift on another day', slot(1, '2026-11-26', 'day'), [slot(1, '2026-11-25', 'day', 9)], DEFAULT_SHIFTS, false],
  ] as const)('%s', (_name, entry, others, shifts, overlaps) => {
    expect(overlappingSlot(entry, others, shifts) !== undefined).toBe(overlaps);
  });

  it('answers the entry it overlaps', () => {
    const other = slot(1, '2026-11-25', 'day', 9);
    expect(overlappingSlot(slot(1, '2026-11-25', 'long'), [slot(1, '2026-11-24', 'day', 8), other], OVERLAPPING)).toBe(other);
  });

  it('half-open intervals: touching is no overlap', () => {
    expect(intervalsOverlap([0, 10], [10, 20])).toBe(false);
    expect(intervalsOverlap([0, 11], [10, 20])).toBe(true);
    expect(intervalsOverlap([5, 6], [0, 20])).toBe(true);
  });

  it('the neighbour days of a date', () => {
    expect(neighbourDates('2026-03-01')).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(neighbourDates('nope')).toEqual([]);
  });
});
