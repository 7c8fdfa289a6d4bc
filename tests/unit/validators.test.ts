import { describe, expect, it } from 'vitest';
import {
  MOBILE_MESSAGE,
  MOBILE_MESSAGE_ALT,
  isAmount,
  isEmail,
  isExternalLink,
  isMobile,
  isNationalId,
  nationalIdCheckChar,
} from '../../src/domain/validators.ts';

describe('mobile messages', () => {
  it.each([
    [MOBILE_MESSAGE, '手机号码格式不正确'],
    [MOBILE_MESSAGE_ALT, '请填写正确的手机号'],
  ])('constant %s equals %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isMobile', () => {
  it.each<[string, string, boolean]>([
    ['13800138000', 'second digit 3', true],
    ['14712345678', 'second digit 4', true],
    ['15012345678', 'second digit 5', true],
    ['16612345678', 'second digit 6', true],
    ['17712345678', 'second digit 7', true],
    ['18612345678', 'second digit 8', true],
    ['19912345678', 'second digit 9', true],
    ['12012345678', 'second digit 2', false],
    ['11012345678', 'second digit 1', false],
    ['10012345678', 'second digit 0', false],
    ['23812345678', 'first digit not 1', false],
    ['1381234567', '10 digits', false],
    ['138123456789', '12 digits', false],
    ['', 'empty', false],
    ['1381234567a', 'contains a letter', false],
    [' 13812345678', 'leading space', false],
    ['13812345678 ', 'trailing space', false],
    ['+8613812345678', 'country code', false],
    ['138-1234-5678', 'dashes', false],
    ['１３８１２３４５６７８', 'full-width digits', false],
  ])('%s (%s) -> %s', (input, _why, expected) => {
    expect(isMobile(input)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each<[string, boolean]>([
    ['user@example.com', true],
    ['first.last@example.com', true],
    ['user+tag@sub.example.co', true],
    ['a_b-c@mail-server.example.org', true],
    ['USER@EXAMPLE.CN', true],
    ['12345@qq.com', true],
    ['', false],
    ['plainaddress', false],
    ['user@', false],
    ['@example.com', false],
    ['user@example', false],
    ['user@example.c', false],
    ['user@example.c0m', false],
    ['us er@example.com', false],
    ['user@exa mple.com', false],
    ['user@@example.com', false],
    ['user@a@example.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@-example.com', false],
    ['user@example-.com', false],
    ['user@example..com', false],
    ['user@.example.com', false],
    [' user@example.com', false],
  ])('%j -> %s', (input, expected) => {
    expect(isEmail(input)).toBe(expected);
  });
});

describe('isAmount', () => {
  it.each<[string | number, boolean]>([
    ['0', true],
    ['12', true],
    ['12.5', true],
    ['12.50', true],
    ['0.01', true],
    ['0.5', true],
    ['1000000', true],
    [0, true],
    [12, true],
    [12.5, true],
    [0.01, true],
    ['12.345', false],
    ['-1', false],
    ['-0.01', false],
    ['abc', false],
    ['', false],
    ['1.', false],
    ['.5', false],
    ['01', false],
    ['00', false],
    ['00.5', false],
    ['+1', false],
    ['1e3', false],
    [' 12', false],
    ['12 ', false],
    ['1,000', false],
    ['12.5.1', false],
    [12.345, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [0.1 + 0.2, false],
  ])('%j -> %s', (input, expected) => {
    expect(isAmount(input)).toBe(expected);
  });
});

describe('nationalIdCheckChar', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030420000229123', '6'],
    ['32010619850715321', '2'],
    ['51010719991231888', '1'],
    ['11010119000101001', '4'],
  ])('%s -> %s', (first17, expected) => {
    expect(nationalIdCheckChar(first17)).toBe(expected);
  });

  it.each(['1101051949123100', '110105194912310021', '1101051949123100a'])('rejects malformed input %j', (bad) => {
    expect(() => nationalIdCheckChar(bad)).toThrow(RangeError);
  });
});

describe('isNationalId', () => {
  // Fixed "today" so that future-date cases are stable: 2026-01-15 12:00 local time.
  const NOW = new Date(2026, 0, 15, 12, 0, 0);

  it.each<[string, string, boolean]>([
    ['11010519491231002X', 'upper-case X check character', true],
    ['11010519491231002x', 'lower-case x check character', true],
    ['32010619850715002X', 'another X check character', true],
    ['320106198507153212', 'digit check character', true],
    ['510107199912318881', 'last day of 1999', true],
    ['440304200002291236', 'leap day 2000-02-29', true],
    ['310115202402295672', 'leap day 2024-02-29', true],
    ['110101190001010014', 'earliest allowed year 1900', true],
    ['110105202601150011', 'born today', true],
    ['440304200002291235', 'wrong check digit', false],
    ['11010519491231002Y', 'invalid check character', false],
    ['110105194912310021', 'digit where X is expected', false],
    ['110105190002290017', '1900-02-29 (1900 not a leap year)', false],
    ['110105202302290014', '2023-02-29 (not a leap year)', false],
    ['110105198502300011', 'February 30', false],
    ['110105198504310010', 'April 31', false],
    ['11010519851301001X', 'month 13', false],
    ['110105198501000017', 'day 00', false],
    ['110105189912310015', 'year 1899', false],
    ['110105202601160017', 'birth date tomorrow', false],
    ['110105202701010016', 'birth year in the future', false],
    ['11010519491231002X1', '19 characters', false],
    ['11010519491231002', '17 characters', false],
    ['', 'empty', false],
    ['1101051949123100XX', 'X not only at the end', false],
    ['11010519491231002X ', 'trailing space', false],
    ['110105194912a1002X', 'letter inside', false],
  ])('%s (%s) -> %s', (input, _why, expected) => {
    expect(isNationalId(input, NOW)).toBe(expected);
  });

  it.each<[Date, boolean]>([
    [new Date(2026, 0, 14, 23, 59, 59), false],
    [new Date(2026, 0, 15, 0, 0, 0), true],
    [new Date(2030, 5, 1), true],
  ])('birth date 2026-01-15 checked against now=%s -> %s', (now, expected) => {
    expect(isNationalId('110105202601150011', now)).toBe(expected);
  });

  it('defaults now to the current date', () => {
    expect(isNationalId('11010519491231002X')).toBe(true);
    expect(isNationalId('110105209912310010')).toBe(false);
  });
});

describe('isExternalLink', () => {
  it.each<[string, boolean]>([
    ['http://example.com', true],
    ['https://example.com/path?q=1', true],
    ['mailto:user@example.com', true],
    ['tel:13800138000', true],
    ['https:', true],
    ['/dashboard', false],
    ['dashboard', false],
    ['./relative', false],
    ['#anchor', false],
    ['//cdn.example.com/x.js', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['', false],
    [' https://example.com', false],
    ['www.example.com', false],
  ])('%j -> %s', (input, expected) => {
    expect(isExternalLink(input)).toBe(expected);
  });
});
