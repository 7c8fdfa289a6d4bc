import { describe, expect, it } from 'vitest';
import { isLate, itemRangeProblem, judgeResult, missingItems, readingVerdict, type PatrolInput, type PatrolItemRule, type PatrolTolerance } from '../../src/domain/xjxc-reading.ts';

const pressure: PatrolItemRule = { itemType: 'reading', content: '出口压力', unit: 'MPa', lowerLimit: 0.2, upperLimit: 0.6, physicalMin: 0, physicalMax: 1.6, photoRequired: false };
const leak: PatrolItemRule = { itemType: 'check', content: '有无泄漏', photoRequired: true };

describe('readingVerdict', () => {
  it.each<[string, number, PatrolTolerance, string]>([
    ['inside', 0.4, {}, 'normal'],
    ['on the lower limit', 0.2, {}, 'normal'],
    ['on the upper limit', 0.6, {}, 'normal'],
    ['just below, no tolerance', 0.19, {}, 'abnormal'],
    ['just above, no tolerance', 0.61, {}, 'abnormal'],
    ['above within 10% of the width (0.04)', 0.63, { rangeTolerancePercent: 10 }, 'warning'],
    ['below within 10% of the width', 0.17, { rangeTolerancePercent: 10 }, 'warning'],
    ['above beyond 10% of the width', 0.65, { rangeTolerancePercent: 10 }, 'abnormal'],
  ])('%s', (_name, reading, tolerance, verdict) => {
    expect(readingVerdict(pressure, reading, tolerance)).toBe(verdict);
  });

  it('an open-ended range judges one side only', () => {
    expect(readingVerdict({ itemType: 'reading', upperLimit: 80 }, -5)).toBe('normal');
    expect(readingVerdict({ itemType: 'reading', upperLimit: 80 }, 81, { rangeTolerancePercent: 50 })).toBe('abnormal');
  });
});

describe('judgeResult', () => {
  it.each<[string, PatrolItemRule, PatrolInput, PatrolTolerance, unknown]>([
    ['a normal reading', pressure, { reading: 0.4 }, {}, { ok: true, verdict: 'normal' }],
    ['an out-of-range reading', pressure, { reading: 0.9 }, {}, { ok: true, verdict: 'abnormal' }],
    ['a reading within tolerance', pressure, { reading: 0.62 }, { rangeTolerancePercent: 10 }, { ok: true, verdict: 'warning' }],
    ['a reading marked abnormal by the inspector', pressure, { reading: 0.4, normal: false }, {}, { ok: true, verdict: 'abnormal' }],
    ['a check answered normal', leak, { normal: true }, {}, { ok: true, verdict: 'normal' }],
    ['a check answered abnormal with a photo', leak, { normal: false, photos: ['/f/1.jpg'] }, {}, { ok: true, verdict: 'abnormal' }],
  ])('%s', (_name, item, input, tolerance, expected) => {
    expect(judgeResult(item, input, tolerance)).toEqual(expected);
  });

  it.each<[string, PatrolItemRule, PatrolInput, PatrolTolerance, string, string]>([
    ['no reading', pressure, {}, {}, 'reading', 'xjxc.reading.missing'],
    ['a reading as text', pressure, { reading: '0.4' }, {}, 'reading', 'xjxc.reading.type'],
    ['a reading that is not finite', pressure, { reading: Number.NaN }, {}, 'reading', 'xjxc.reading.type'],
    ['a reading below the physical minimum', pressure, { reading: -0.1 }, {}, 'reading', 'xjxc.reading.physical'],
    ['a reading above the physical maximum', pressure, { reading: 1.7 }, {}, 'reading', 'xjxc.reading.physical'],
    ['a check without an answer', leak, {}, {}, 'normal', 'xjxc.check.missing'],
    ['a check answered as text', leak, { normal: 'no' }, {}, 'normal', 'xjxc.check.missing'],
    ['an abnormal check without the photo its item asks', leak, { normal: false }, {}, 'photos', 'xjxc.photo.required'],
    ['an abnormal reading without the photo the enterprise asks', pressure, { reading: 0.9 }, { requirePhotoOnAbnormal: true }, 'photos', 'xjxc.photo.required'],
  ])('refuses %s', (_name, item, input, tolerance, field, id) => {
    const j = judgeResult(item, input, tolerance);
    expect(j.ok).toBe(false);
    if (!j.ok) {
      expect(j.problem.field).toBe(field);
      expect(j.problem.message.id).toBe(id);
    }
  });
});

describe('isLate', () => {
  const due = new Date('2026-11-25T12:00:00Z');
  it.each<[string, Date | null, string, PatrolTolerance, boolean]>([
    ['before the due time', due, '2026-11-25T11:59:00Z', {}, false],
    ['a minute after, no tolerance', due, '2026-11-25T12:01:00Z', {}, true],
    ['within the tolerance', due, '2026-11-25T12:29:00Z', { lateToleranceMinutes: 30 }, false],
    ['beyond the tolerance', due, '2026-11-25T12:31:00Z', { lateToleranceMinutes: 30 }, true],
    ['no due time', null, '2030-01-01T00:00:00Z', {}, false],
  ])('%s', (_name, dueAt, at, tolerance, late) => {
    expect(isLate(dueAt, new Date(at), tolerance)).toBe(late);
  });
});

describe('itemRangeProblem and missingItems', () => {
  it.each<[string, PatrolItemRule, string | null]>([
    ['a range within the limits', pressure, null],
    ['a lower limit below the physical minimum', { ...pressure, lowerLimit: -1 }, 'lowerLimit'],
    ['an upper limit above the physical maximum', { ...pressure, upperLimit: 2 }, 'upperLimit'],
    ['no limits at all', { itemType: 'reading' }, null],
  ])('%s', (_name, item, field) => {
    expect(itemRangeProblem(item)?.field ?? null).toBe(field);
  });

  it('lists the items without a result in order', () => {
    expect(missingItems([3, 1, 2], [1])).toEqual([3, 2]);
    expect(missingItems([1], [1, 1])).toEqual([]);
  });
});
