import { describe, expect, it } from 'vitest';
import { alarmFigures, chatters, type FigureEvent } from '../../src/domain/gyaq-alarm-figures.ts';
import { alarmState, compareAlarms, isStanding } from '../../src/domain/gyaq-alarm.ts';

const T0 = Date.UTC(2026, 0, 5, 0, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const ev = (tag: string, minute: number, priority: FigureEvent['priority'] = 'medium', clearedMinute: number | null = minute + 1): FigureEvent => ({
  tag,
  priority,
  raisedAt: T0 + minute * MIN,
  clearedAt: clearedMinute === null ? null : T0 + clearedMinute * MIN,
});

describe('ISA-18.2 / EEMUA 191 figures', () => {
  // 24 hours; 12 alarms of a flood in the first 10 minutes (FI-101 chattering 3 times in 40 s), 6 spread over the day.
  const flood = Array.from({ length: 12 }, (_, i) => ev(i < 3 ? 'FI-101' : `TI-${200 + i}`, i * 0.8 - (i < 3 ? i * 0.6 : 0), i === 0 ? 'urgent' : 'high'));
  const spread = [60, 180, 300, 600, 900, 1200].map((m, i) => ev('PI-301', m, i % 2 ? 'low' : 'medium'));
  const standingOne = ev('LI-401', -48 * 60, 'high', null);
  const events = [...flood, ...spread, standingOne];
  const f = alarmFigures(events, T0, T0 + 24 * HOUR, 2, T0 + 48 * HOUR);

  it('counts the alarms of the period and the rate per operator and hour', () => {
    expect(f.total).toBe(18);
    expect(f.hours).toBe(24);
    expect(f.perOperatorHour).toBe(0.38); // 18 / 24 / 2 = 0.375
  });

  it('finds the peak 10-minute rate and the share of flooded periods', () => {
    expect(f.peakTenMinutes).toBe(12);
    expect(f.floodPercent).toBe(0.7); // 1 of 144 periods
  });

  it('counts the standing alarms (active > 24 h at the end) and the chattering tags', () => {
    expect(f.standing).toBe(1);
    expect(f.chattering).toEqual([{ tag: 'FI-101', count: 3 }]);
  });

  it('ranks the most frequent tags and distributes by priority', () => {
    expect(f.topTags[0]).toEqual({ tag: 'PI-301', count: 6 });
    expect(f.topTags[1]).toEqual({ tag: 'FI-101', count: 3 });
    expect(f.topTags.length).toBe(10);
    expect(f.priorities).toEqual({ urgent: 1, high: 11, medium: 3, low: 3 });
  });

  it('ends the period at now, and at least one operator', () => {
    const today = alarmFigures([ev('A', 10), ev('A', 20)], T0, T0 + 24 * HOUR, 0, T0 + HOUR);
    expect(today.hours).toBe(1);
    expect(today.operators).toBe(1);
    expect(today.perOperatorHour).toBe(2);
    const empty = alarmFigures([], T0, T0 + HOUR, 1, T0 + 2 * HOUR);
    expect(empty).toMatchObject({ total: 0, peakTenMinutes: 0, floodPercent: 0, standing: 0, chattering: [], topTags: [] });
  });

  it('does not count a cleared alarm or a young one as standing', () => {
    const g = alarmFigures([ev('X', -30 * 60, 'low', 10), ev('Y', -10 * 60, 'low', null)], T0, T0 + HOUR, 1, T0 + 2 * HOUR);
    expect(g.standing).toBe(0);
  });

  it('tells chattering: three within a minute, not three within two', () => {
    expect(chatters([0, 30_000, 60_000])).toBe(true);
    expect(chatters([0, 61_000, 122_000])).toBe(false);
    expect(chatters([0, 1])).toBe(false);
  });
});

describe('alarm states and order', () => {
  const now = new Date('2026-01-05T08:00:00Z');
  it('tells the ISA-18.2 states', () => {
    expect(alarmState({ clearedAt: null, ackedAt: null, shelvedUntil: null }, now)).toBe('unacked');
    expect(alarmState({ clearedAt: null, ackedAt: 'x', shelvedUntil: null }, now)).toBe('acked');
    expect(alarmState({ clearedAt: 'x', ackedAt: null, shelvedUntil: null }, now)).toBe('rtn-unacked');
    expect(alarmState({ clearedAt: 'x', ackedAt: 'x', shelvedUntil: null }, now)).toBe('normal');
    expect(alarmState({ clearedAt: null, ackedAt: null, shelvedUntil: '2026-01-05T09:00:00Z' }, now)).toBe('shelved');
    expect(alarmState({ clearedAt: null, ackedAt: null, shelvedUntil: '2026-01-05T07:00:00Z' }, now)).toBe('unacked');
    expect(isStanding({ clearedAt: 'x', ackedAt: 'y' })).toBe(false);
    expect(isStanding({ clearedAt: 'x', ackedAt: null })).toBe(true);
  });

  it('orders by priority, then the newest', () => {
    const rows = [
      { id: 1, priority: 'low' as const, raisedAt: '2026-01-05T07:00:00.000Z' },
      { id: 2, priority: 'urgent' as const, raisedAt: '2026-01-05T06:00:00.000Z' },
      { id: 3, priority: 'urgent' as const, raisedAt: '2026-01-05T07:30:00.000Z' },
      { id: 4, priority: 'high' as const, raisedAt: '2026-01-05T07:59:00.000Z' },
    ];
    expect([...rows].sort(compareAlarms).map((r) => r.id)).toEqual([3, 2, 4, 1]);
  });
});

describe('the date range (plant days, UTC+8)', async () => {
  const { alarmRange, plantDay } = await import('../../src/domain/gyaq-alarm-range.ts');
  const now = Date.parse('2026-01-05T20:00:00Z'); // 2026-01-06 04:00 at the plant
  it('defaults to the last 7 days to today', () => {
    expect(plantDay(now)).toBe('2026-01-06');
    expect(alarmRange(undefined, undefined, now)).toEqual({ ok: true, from: Date.parse('2025-12-30T16:00:00Z'), to: Date.parse('2026-01-06T16:00:00Z'), fromDay: '2025-12-31', toDay: '2026-01-06' });
  });
  it('refuses a bad date, a backwards range and a long one', () => {
    expect(alarmRange('2026-02-30', '2026-03-01', now)).toMatchObject({ ok: false, field: 'from', problem: 'badDate' });
    expect(alarmRange('2026-01-05', '2026-01-04', now)).toMatchObject({ ok: false, field: 'to', problem: 'backwards' });
    expect(alarmRange('2025-01-01', '2026-01-04', now)).toMatchObject({ ok: false, field: 'to', problem: 'tooLong' });
    expect(alarmRange('2026-01-05', '2026-01-05', now)).toMatchObject({ ok: true, from: Date.parse('2026-01-04T16:00:00Z'), to: Date.parse('2026-01-05T16:00:00Z') });
  });
});
