import { describe, expect, it } from 'vitest';
import {
  CONFIRM_PASSWORD_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  PASSWORD_CONFIRM_MISMATCH,
  PASSWORD_EMPTY,
  PASSWORD_LENGTH,
  PASSWORD_SAME_AS_OLD,
  PASSWORD_WEAK,
  checkPasswordChange,
  checkStrongPassword,
  passwordClassCount,
  type FieldError,
  type PasswordChangeInput,
} from '../../src/domain/password-strength.ts';

describe('message constants', () => {
  it.each([
    [PASSWORD_EMPTY, '密码不能为空'],
    [PASSWORD_LENGTH, '请输入8-18位登录密码'],
    [PASSWORD_WEAK, '密码强度不够'],
    [PASSWORD_SAME_AS_OLD, '新密码不能与旧密码相同'],
    [PASSWORD_CONFIRM_MISMATCH, '两次输入的密码不一致'],
    [OLD_PASSWORD_REQUIRED, '请填写旧密码'],
    [CONFIRM_PASSWORD_REQUIRED, '请填写确认密码'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('passwordClassCount', () => {
  it.each<[string, number]>([
    ['abcdefgh', 1],
    ['ABCDEFGH', 1],
    ['12345678', 1],
    ['!@#$%^&*', 1],
    ['abcdEFGH', 2],
    ['abcd1234', 2],
    ['abcd!@#$', 2],
    ['Abcd1234', 3],
    ['Admin@2026', 4],
    ['        ', 0],
    ['密码密码密码密码', 0],
  ])('%j has %i classes', (pw, expected) => {
    expect(passwordClassCount(pw)).toBe(expected);
  });
});

describe('checkStrongPassword', () => {
  describe.each(['Admin@2026', 'Qy@123456', 'Staff@1234', 'View@12345', 'Test@1234'])('demo password %s', (pw) => {
    it('passes', () => {
      expect(checkStrongPassword(pw)).toBeNull();
    });
  });

  it.each<[string | null | undefined, string | null]>([
    // empty
    [undefined, PASSWORD_EMPTY],
    [null, PASSWORD_EMPTY],
    ['', PASSWORD_EMPTY],
    // length (checked before strength, and whitespace is not trimmed)
    ['a', PASSWORD_LENGTH],
    ['Ab1@xyz', PASSWORD_LENGTH],
    ['Ab1@xyzAb1@xyzAb1@x', PASSWORD_LENGTH],
    ['aaaaaaa', PASSWORD_LENGTH],
    [' ', PASSWORD_LENGTH],
    ['        ', PASSWORD_WEAK],
    // strength
    ['abcdefgh', PASSWORD_WEAK],
    ['ABCDEFGHIJ', PASSWORD_WEAK],
    ['1234567890', PASSWORD_WEAK],
    ['!@#$%^&*()', PASSWORD_WEAK],
    ['abc def gh', PASSWORD_WEAK],
    ['密码密码密码密码a', PASSWORD_WEAK],
    // acceptable
    ['abcdefg1', null],
    ['abcdEFGH', null],
    ['ABCDEFG!', null],
    ['12345678_', null],
    ['Ab1@xyzA', null],
    ['Ab1@xyzAb1@xyzAb1@', null],
    ['abc~1234', null],
    ['密码密码密码a1', null],
  ])('%j -> %j', (pw, expected) => {
    expect(checkStrongPassword(pw)).toBe(expected);
  });

  it('counts code points, not UTF-16 units, for the length rule', () => {
    // 7 emoji (14 UTF-16 units) + 'a1' = 9 characters.
    expect(checkStrongPassword('😀😀😀😀😀😀😀a1')).toBeNull();
    // 17 emoji + 'a1' = 19 characters.
    expect(checkStrongPassword(`${'😀'.repeat(17)}a1`)).toBe(PASSWORD_LENGTH);
  });
});

describe('checkPasswordChange', () => {
  it.each<[string, PasswordChangeInput, FieldError | null]>([
    ['valid without confirm', { oldPassword: 'Old@12345', newPassword: 'Admin@2026' }, null],
    [
      'valid with confirm',
      { oldPassword: 'Old@12345', newPassword: 'Admin@2026', confirmPassword: 'Admin@2026' },
      null,
    ],
    [
      'inputs are trimmed',
      { oldPassword: ' Old@12345 ', newPassword: '  Admin@2026 ', confirmPassword: 'Admin@2026  ' },
      null,
    ],
    ['old missing', { newPassword: 'Admin@2026' }, { field: 'oldPassword', message: OLD_PASSWORD_REQUIRED }],
    ['old blank', { oldPassword: '   ', newPassword: 'Admin@2026' }, { field: 'oldPassword', message: OLD_PASSWORD_REQUIRED }],
    ['old null', { oldPassword: null, newPassword: '' }, { field: 'oldPassword', message: OLD_PASSWORD_REQUIRED }],
    ['new missing', { oldPassword: 'Old@12345' }, { field: 'newPassword', message: PASSWORD_EMPTY }],
    ['new blank', { oldPassword: 'Old@12345', newPassword: '    ' }, { field: 'newPassword', message: PASSWORD_EMPTY }],
    ['new too short', { oldPassword: 'Old@12345', newPassword: 'Ab@1' }, { field: 'newPassword', message: PASSWORD_LENGTH }],
    [
      'new short after trimming',
      { oldPassword: 'Old@12345', newPassword: '  Ab@1234  ' },
      { field: 'newPassword', message: PASSWORD_LENGTH },
    ],
    ['new weak', { oldPassword: 'Old@12345', newPassword: 'abcdefgh' }, { field: 'newPassword', message: PASSWORD_WEAK }],
    [
      'new same as old',
      { oldPassword: 'Admin@2026', newPassword: 'Admin@2026' },
      { field: 'newPassword', message: PASSWORD_SAME_AS_OLD },
    ],
    [
      'new same as old after trimming',
      { oldPassword: 'Admin@2026 ', newPassword: ' Admin@2026' },
      { field: 'newPassword', message: PASSWORD_SAME_AS_OLD },
    ],
    [
      'same-as-old is checked before confirm',
      { oldPassword: 'Admin@2026', newPassword: 'Admin@2026', confirmPassword: 'x' },
      { field: 'newPassword', message: PASSWORD_SAME_AS_OLD },
    ],
    [
      'confirm empty',
      { oldPassword: 'Old@12345', newPassword: 'Admin@2026', confirmPassword: '' },
      { field: 'confirmPassword', message: CONFIRM_PASSWORD_REQUIRED },
    ],
    [
      'confirm blank',
      { oldPassword: 'Old@12345', newPassword: 'Admin@2026', confirmPassword: '   ' },
      { field: 'confirmPassword', message: CONFIRM_PASSWORD_REQUIRED },
    ],
    [
      'confirm null counts as given but empty',
      { oldPassword: 'Old@12345', newPassword: 'Admin@2026', confirmPassword: null },
      { field: 'confirmPassword', message: CONFIRM_PASSWORD_REQUIRED },
    ],
    [
      'confirm mismatch',
      { oldPassword: 'Old@12345', newPassword: 'Admin@2026', confirmPassword: 'Admin@2027' },
      { field: 'confirmPassword', message: PASSWORD_CONFIRM_MISMATCH },
    ],
    [
      'confirm differs in case',
      { oldPassword: 'Old@12345', newPassword: 'Admin@2026', confirmPassword: 'admin@2026' },
      { field: 'confirmPassword', message: PASSWORD_CONFIRM_MISMATCH },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkPasswordChange(input)).toEqual(expected);
  });
});
