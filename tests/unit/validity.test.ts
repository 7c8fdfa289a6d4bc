import { describe, expect, it } from 'vitest';
import {
  VALIDITY_LABELS,
  VALIDITY_STATUSES,
  isValidityStatus,
  validityLabel,
  validityStatus,
  type ValidityInput,
  type ValidityStatus,
} from '../../src/domain/validity.ts';

// Local time: 2024-06-15 10:30.
const NOW = new Date(2024, 5, 15, 10, 30);

describe('validityStatus', () => {
  it.each<[string, ValidityInput, ValidityStatus]>([
    ['inside the period', { from: '2024-01-01', to: '2024-12-31' }, 'EFFECTIVE'],
    ['starts today (inclusive)', { from: '2024-06-15', to: '2024-12-31' }, 'EFFECTIVE'],
    ['ends today (inclusive, until the end of the day)', { from: '2024-01-01', to: '2024-06-15' }, 'EFFECTIVE'],
    ['starts tomorrow', { from: '2024-06-16', to: '2024-12-31' }, 'NOT_EFFECTIVE'],
    ['ended yesterday', { from: '2024-01-01', to: '2024-06-14' }, 'EXPIRED'],
    ['voided inside the period', { from: '2024-01-01', to: '2024-12-31', voided: true }, 'VOIDED'],
    ['voided before the start', { from: '2025-01-01', voided: true }, 'VOIDED'],
    ['voided after the end', { to: '2020-01-01', voided: true }, 'VOIDED'],
    ['voided false', { to: '2020-01-01', voided: false }, 'EXPIRED'],
    ['voided null', { from: '2030-01-01', voided: null }, 'NOT_EFFECTIVE'],
    ['no dates at all', {}, 'EFFECTIVE'],
    ['only from, past', { from: '2020-01-01' }, 'EFFECTIVE'],
    ['only from, future', { from: '2024-07-01' }, 'NOT_EFFECTIVE'],
    ['only to, future', { to: '2024-07-01' }, 'EFFECTIVE'],
    ['only to, past', { to: '2024-06-01' }, 'EXPIRED'],
    ['null dates are open-ended', { from: null, to: null }, 'EFFECTIVE'],
    ['empty strings are open-ended', { from: '', to: '' }, 'EFFECTIVE'],
    ['malformed date is open-ended', { from: '2024-13-40', to: 'soon' }, 'EFFECTIVE'],
    ['date-time strings use their day', { from: '2024-06-15 23:00:00', to: '2024-06-15T00:00:00' }, 'EFFECTIVE'],
    ['Date values use their local day', { from: new Date(2024, 5, 15, 23), to: new Date(2024, 5, 15, 0) }, 'EFFECTIVE'],
    ['Date value in the past', { to: new Date(2024, 5, 14, 23, 59) }, 'EXPIRED'],
    ['from after to, today between: not effective first', { from: '2024-07-01', to: '2024-06-01' }, 'NOT_EFFECTIVE'],
  ])('%s', (_name, input, expected) => {
    expect(validityStatus(input, NOW)).toBe(expected);
  });

  it.each<[Date, ValidityStatus]>([
    [new Date(2024, 5, 30, 0, 0), 'EFFECTIVE'],
    [new Date(2024, 5, 30, 23, 59, 59, 999), 'EFFECTIVE'],
    [new Date(2024, 6, 1, 0, 0), 'EXPIRED'],
    [new Date(2024, 5, 9, 23, 59, 59, 999), 'NOT_EFFECTIVE'],
    [new Date(2024, 5, 10, 0, 0), 'EFFECTIVE'],
  ])('period 2024-06-10..2024-06-30 at %s is %s', (now, expected) => {
    expect(validityStatus({ from: '2024-06-10', to: '2024-06-30' }, now)).toBe(expected);
  });

  it('uses the current time by default', () => {
    expect(validityStatus({ from: '2000-01-01', to: '2999-12-31' })).toBe('EFFECTIVE');
  });

  it('refuses an invalid now', () => {
    expect(() => validityStatus({}, new Date('x'))).toThrow(RangeError);
  });
});

describe('validity labels', () => {
  it.each<[ValidityStatus, string]>([
    ['NOT_EFFECTIVE', '未生效'],
    ['EFFECTIVE', '有效'],
    ['VOIDED', '已作废'],
    ['EXPIRED', '已过期'],
  ])('%s is %s', (status, label) => {
    expect(VALIDITY_LABELS[status]).toBe(label);
    expect(validityLabel(status)).toBe(label);
  });

  it('lists the four statuses', () => {
    expect(VALIDITY_STATUSES).toEqual(['NOT_EFFECTIVE', 'EFFECTIVE', 'VOIDED', 'EXPIRED']);
  });

  it.each<[unknown, boolean]>([
    ['EFFECTIVE', true],
    ['VOIDED', true],
    ['effective', false],
    ['有效', false],
    [1, false],
    [null, false],
  ])('isValidityStatus(%s) is %s', (v, expected) => {
    expect(isValidityStatus(v)).toBe(expected);
  });
});
