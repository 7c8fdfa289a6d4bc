import { describe, expect, it } from 'vitest';
import {
  formatRatio,
  formatTime,
  isPermitId,
  permitId,
  relativeTime,
  toDate,
  type DateInput,
} from '../../src/domain/format.ts';

// All dates are built in local time so the tests do not depend on the machine's time zone.
const T = new Date(2026, 2, 5, 8, 7, 9); // 2026-03-05 08:07:09 local

describe('formatTime', () => {
  it.each<[DateInput, string | undefined, string]>([
    [T, undefined, '2026-03-05 08:07:09'],
    [T, 'YYYY-MM-DD', '2026-03-05'],
    [T, 'HH:mm', '08:07'],
    [T, 'YYYY/MM/DD HH:mm:ss', '2026/03/05 08:07:09'],
    [T, 'YYYY年MM月DD日 HH时mm分ss秒', '2026年03月05日 08时07分09秒'],
    [T, 'YYYYMMDDHHmmss', '20260305080709'],
    [T, 'ss:mm:HH DD-MM-YYYY', '09:07:08 05-03-2026'],
    [T, 'literal', 'literal'],
    [T.getTime(), undefined, '2026-03-05 08:07:09'],
    ['2026-03-05 08:07:09', undefined, '2026-03-05 08:07:09'],
    ['2026-03-05T08:07:09', undefined, '2026-03-05 08:07:09'],
    ['2026-03-05', undefined, '2026-03-05 00:00:00'],
    ['2026-03-05 08:07', undefined, '2026-03-05 08:07:00'],
    [new Date(2025, 11, 31, 23, 59, 59), undefined, '2025-12-31 23:59:59'],
    [new Date(2024, 1, 29, 0, 0, 0), undefined, '2024-02-29 00:00:00'],
    [new Date(999, 0, 1, 1, 2, 3), 'YYYY-MM-DD HH:mm:ss', '0999-01-01 01:02:03'],
    ['not a date', undefined, ''],
    [Number.NaN, undefined, ''],
  ])('formatTime(%j, %j) -> %j', (input, pattern, expected) => {
    expect(formatTime(input, pattern)).toBe(expected);
  });

  it('formats ISO strings with a zone in local time', () => {
    const utc = '2026-03-05T08:07:09Z';
    expect(formatTime(utc)).toBe(formatTime(new Date(Date.UTC(2026, 2, 5, 8, 7, 9))));
  });

  it('does not mutate a Date passed to toDate', () => {
    const d = new Date(T.getTime());
    const copy = toDate(d);
    copy.setFullYear(2000);
    expect(d.getTime()).toBe(T.getTime());
  });
});

describe('relativeTime', () => {
  const NOW = new Date(2026, 2, 5, 12, 0, 0);
  const ago = (ms: number): Date => new Date(NOW.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each<[string, DateInput, string]>([
    ['same instant', NOW, '刚刚'],
    ['29 s ago', ago(29 * S), '刚刚'],
    ['10 s in the future (clock skew)', ago(-10 * S), '刚刚'],
    ['30 s ago', ago(30 * S), '1分钟前'],
    ['59 s ago', ago(59 * S), '1分钟前'],
    ['1 min ago', ago(M), '1分钟前'],
    ['5 min 59 s ago', ago(5 * M + 59 * S), '5分钟前'],
    ['59 min ago', ago(59 * M + 59 * S), '59分钟前'],
    ['1 h ago', ago(H), '1小时前'],
    ['3 h 30 min ago', ago(3 * H + 30 * M), '3小时前'],
    ['23 h 59 min ago', ago(23 * H + 59 * M), '23小时前'],
    ['1 day ago', ago(D), '1天前'],
    ['47 h ago', ago(47 * H), '1天前'],
    ['exactly 2 days ago', ago(2 * D), '2026-03-03 12:00'],
    ['10 days ago', new Date(2026, 1, 23, 9, 5, 0), '2026-02-23 09:05'],
    ['1 h in the future', ago(-H), '2026-03-05 13:00'],
    ['timestamp input', ago(5 * M).getTime(), '5分钟前'],
    ['string input', '2026-03-05 11:00:00', '1小时前'],
    ['invalid input', 'garbage', ''],
  ])('%s -> %s', (_name, input, expected) => {
    expect(relativeTime(input, NOW)).toBe(expected);
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('刚刚');
    expect(relativeTime(new Date(Date.now() - 2 * H))).toBe('2小时前');
  });
});

describe('formatRatio', () => {
  it.each<[number, number, string]>([
    [1, 3, '33.33%'],
    [2, 3, '66.67%'],
    [1, 2, '50.00%'],
    [1, 1, '100.00%'],
    [3, 2, '150.00%'],
    [0, 5, '0.00%'],
    [1, 8, '12.50%'],
    [1, 10000, '0.01%'],
    [1, 1000000, '0.00%'],
    [-1, 4, '-25.00%'],
    [-1, 1000000, '0.00%'],
    [0, 0, '-'],
    [5, 0, '-'],
    [-5, 0, '-'],
    [Number.NaN, 1, '-'],
    [1, Number.POSITIVE_INFINITY, '-'],
  ])('formatRatio(%d, %d) -> %s', (a, b, expected) => {
    expect(formatRatio(a, b)).toBe(expected);
  });
});

describe('permitId', () => {
  it.each<[number, string]>([
    [0, 'HJZA0000000000000'],
    [1, 'HJZA0000000000001'],
    [42, 'HJZA0000000000042'],
    [20260305001, 'HJZA0020260305001'],
    [9_999_999_999_999, 'HJZA9999999999999'],
  ])('permitId(%d) -> %s', (seq, expected) => {
    const id = permitId(seq);
    expect(id).toBe(expected);
    expect(id).toHaveLength(17);
    expect(isPermitId(id)).toBe(true);
  });

  it.each<[string, number]>([
    ['negative', -1],
    ['non-integer', 1.5],
    ['14 digits', 10_000_000_000_000],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['negative zero-ish fraction', -0.5],
  ])('throws RangeError for %s (%d)', (_name, seq) => {
    expect(() => permitId(seq)).toThrow(RangeError);
  });
});

describe('isPermitId', () => {
  it.each<[string, boolean]>([
    ['HJZA0000000000001', true],
    ['HJZA9999999999999', true],
    ['HJZA000000000001', false],
    ['HJZA00000000000001', false],
    ['hjza0000000000001', false],
    ['HJZB0000000000001', false],
    ['HJZA000000000000A', false],
    ['0000000000001', false],
    [' HJZA0000000000001', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isPermitId(input)).toBe(expected);
  });
});
