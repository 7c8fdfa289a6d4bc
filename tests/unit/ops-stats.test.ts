// The pure rules of 运营统计 (src/domain/ops-stats.ts): month ranges, their instants in business time, the
// task sources matching the schedules of the resource files, and the figures' sums and shares.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkRange,
  defaultRange,
  emptyRow,
  hasFigures,
  monthOf,
  monthsOf,
  monthSpan,
  nextMonth,
  percent,
  rangeInstants,
  sumRows,
  TASK_SOURCES,
} from '../../src/domain/ops-stats.ts';

describe('month ranges', () => {
  it.each([
    [{ from: '2026-01', to: '2026-03' }, null],
    [{ from: '2026-1', to: '2026-03' }, { field: 'from', reason: 'format' }],
    [{ from: '2026-01', to: '2026-13' }, { field: 'to', reason: 'format' }],
    [{ from: '2026-01' }, { field: 'to', reason: 'format' }],
    [{ from: '2026-03', to: '2026-01' }, { field: 'to', reason: 'order' }],
    [{ from: '2024-01', to: '2025-12' }, null],
    [{ from: '2024-01', to: '2026-01' }, { field: 'to', reason: 'tooLong' }],
  ])('checkRange(%j) is %j', (range, problem) => {
    expect(checkRange(range)).toEqual(problem);
  });

  it('counts, steps and lists months across a year end', () => {
    expect(monthSpan('2025-11', '2026-02')).toBe(4);
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('takes months in business time (UTC+8)', () => {
    expect(monthOf(new Date('2026-02-28T16:30:00Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-02-28T15:59:59Z'))).toBe('2026-02');
    expect(defaultRange(new Date('2026-02-28T16:30:00Z'))).toEqual({ from: '2025-10', to: '2026-03' });
    expect(rangeInstants({ from: '2026-01', to: '2026-12' })).toEqual({
      start: new Date('2025-12-31T16:00:00Z'),
      end: new Date('2026-12-31T16:00:00Z'),
    });
  });
});

describe('task sources', () => {
  it('are exactly the targets of the schedules of the resource files, with the fields they read', () => {
    const root = path.resolve(import.meta.dirname, '../../schemas/modules');
    const files = fs.readdirSync(root).flatMap((m) => {
      const dir = path.join(root, m, 'resources');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { key: string; schedule?: { target: string }; form: { properties: Record<string, unknown> } }) : [];
    });
    const targets = files.filter((f) => f.schedule).map((f) => f.schedule!.target).sort();
    expect(TASK_SOURCES.map((s) => s.resource).sort()).toEqual(targets);
    for (const s of TASK_SOURCES) {
      const props = files.find((f) => f.key === s.resource)!.form.properties;
      expect(Object.keys(props), s.resource).toEqual(expect.arrayContaining([s.stateField, s.finishedField, 'dueAt']));
    }
  });
});

describe('figures', () => {
  it('sums rows, permits by kind and state included, and shares in percent', () => {
    const a = { ...emptyRow(1001, 'A', '2026-01'), logins: 2, permits: 3, permitsByKind: { DONG_HUO: 2, GAO_CHU: 1 }, permitsByState: { FINISHED: 3 } };
    const b = { ...emptyRow(2001, 'B', '2026-01'), logins: 1, permits: 1, permitsByKind: { DONG_HUO: 1 }, permitsByState: { DRAFT: 1 }, tasks: 3, tasksOnTime: 2 };
    expect(sumRows([a, b], '', '2026-01')).toMatchObject({ qyId: 0, logins: 3, permits: 4, permitsByKind: { DONG_HUO: 3, GAO_CHU: 1 }, permitsByState: { FINISHED: 3, DRAFT: 1 }, tasks: 3, tasksOnTime: 2 });
    expect(hasFigures(emptyRow(1, 'x', '2026-01'))).toBe(false);
    expect(hasFigures(b)).toBe(true);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBeNull();
  });
});
