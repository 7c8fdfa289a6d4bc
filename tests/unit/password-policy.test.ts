import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH, PASSWORD_WEAK } from '../../src/domain/password-strength.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';
import {
  PASSWORD_COMMON,
  PASSWORD_HAS_LOGIN_NAME,
  checkNewPassword,
  containsLoginName,
  deniedPasswordCount,
  isCommonPassword,
  isRunPattern,
  isTrivialRun,
} from '../../src/server/auth/password-policy.ts';

describe('messages', () => {
  it.each([
    [PASSWORD_COMMON, '密码过于常见，请换一个'],
    [PASSWORD_HAS_LOGIN_NAME, '密码不能包含登录名'],
  ])('%o', (actual, expected) => expect(chineseOf(actual)).toBe(expected));
});

describe('the deny-list', () => {
  it('holds at least 10,000 common and leaked passwords', () => {
    expect(deniedPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('never reaches the client: no browser-side source imports it', () => {
    const IMPORTS_DENY_LIST = /(from\s*|import\s*\(\s*|require\s*\(\s*)['"][^'"]*(zxcvbn|password-policy)/;
    const roots = ['src/client', 'src/runtime', 'src/designer', 'src/domain', 'src/schema', 'designer'];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|tsx|js|jsx)$/.test(e.name) && IMPORTS_DENY_LIST.test(fs.readFileSync(p, 'utf8'))) offenders.push(p);
      }
    };
    roots.forEach(walk);
    expect(offenders).toEqual([]);
  });
});

describe('checkNewPassword', () => {
  it.each<[string, string, ReturnType<typeof checkNewPassword>]>([
    // The issue's examples: pass spec 001 §5's rule, refused as common.
    ['Abcdefgh', 'someone', PASSWORD_COMMON],
    ['abcdefg1', 'someone', PASSWORD_COMMON],
    ['Password1', 'someone', PASSWORD_COMMON],
    // Case, look-alikes, symbols and digits around a common password.
    ['PASSWORD1', 'someone', PASSWORD_COMMON],
    ['P@ssw0rd', 'someone', PASSWORD_COMMON],
    ['P@ssw0rd2026!', 'someone', PASSWORD_COMMON],
    ['!Password', 'someone', PASSWORD_COMMON],
    ['Sunshine#88', 'someone', PASSWORD_COMMON],
    ['Iloveyou520', 'someone', PASSWORD_COMMON],
    ['Test@1234', 'someone', PASSWORD_COMMON],
    // Keyboard walks, runs and repeats.
    ['qwer1234', 'someone', PASSWORD_COMMON],
    ['1qaz2wsx', 'someone', PASSWORD_COMMON],
    ['Qwertyuiop', 'someone', PASSWORD_COMMON],
    ['12345678!', 'someone', PASSWORD_COMMON],
    ['87654321a', 'someone', PASSWORD_COMMON],
    ['Aa12345678', 'someone', PASSWORD_COMMON],
    ['aaaa1111', 'someone', PASSWORD_COMMON],
    ['Zz@11111111', 'someone', PASSWORD_COMMON],
    // Chinese users' common passwords.
    ['Woaini1314', 'someone', PASSWORD_COMMON],
    ['5201314abc', 'someone', PASSWORD_COMMON],
    // The login name, in any case, reversed, in look-alikes or as its letters without digits.
    ['zhangsan@2026', 'zhangsan', PASSWORD_HAS_LOGIN_NAME],
    ['Xk9ZHANGSAN', 'zhangsan', PASSWORD_HAS_LOGIN_NAME],
    ['Nasgnahz#9', 'zhangsan', PASSWORD_HAS_LOGIN_NAME],
    ['Zh@ngs@n99', 'zhangsan', PASSWORD_HAS_LOGIN_NAME],
    ['Gm01Gm01Xq', 'gm01', PASSWORD_HAS_LOGIN_NAME],
    ['Worker#7731', 'worker01', PASSWORD_HAS_LOGIN_NAME],
    // A login name of one or two characters is refused only as the whole password.
    ['Lp9#qT2vXe', 'q', null],
    // Spec 001 §5's rule comes first.
    ['abc', 'someone', PASSWORD_LENGTH],
    ['abcdefghij', 'someone', PASSWORD_WEAK],
    // Acceptable passwords.
    ['Kz9#mPq2w', 'someone', null],
    ['Zx!8vB2q', 'someone', null],
    ['New@12345', 'pwok01', null],
    ['Tq7$wLm4Rz', 'zhangsan', null],
    ['安全生产Hg83Lk', 'someone', null],
  ])('%j for %j', (pw, loginName, expected) => {
    const reason = checkNewPassword(pw, loginName);
    expect(reason === null ? null : chineseOf(reason)).toBe(expected === null ? null : chineseOf(expected));
  });
});

describe('isTrivialRun', () => {
  it.each<[string, boolean]>([
    ['abcdefgh', true],
    ['hgfedcba', true],
    ['12345678', true],
    ['98765', true],
    ['qwerty', true],
    ['lkjhgf', true],
    ['zxcvbnm', true],
    ['1111', true],
    ['abc', false],
    ['abce', false],
    ['qwea', false],
    ['a1b2', false],
  ])('%j -> %s', (s, expected) => expect(isTrivialRun(s)).toBe(expected));
});

describe('isRunPattern', () => {
  it.each<[string, boolean]>([
    ['Aa12345678', true],
    ['Qy@123456', true],
    ['ab!!', true],
    ['Zx!8vB2q', false],
    ['New@12345', false],
    ['Xy@98172635', false],
  ])('%j -> %s', (s, expected) => expect(isRunPattern(s)).toBe(expected));
});

describe('isCommonPassword and containsLoginName', () => {
  it.each<[string, boolean]>([
    ['password', true],
    ['PaSsWoRd', true],
    ['dragon!', true],
    ['Mq8#tLw2xZ', false],
  ])('isCommonPassword(%j) -> %s', (pw, expected) => expect(isCommonPassword(pw)).toBe(expected));

  it.each<[string, string, boolean]>([
    ['Admin@2026', 'admin', true],
    ['xx-ADMIN-xx', 'Admin', true],
    ['Mq8#tLw2xZ', 'admin', false],
    ['Mq8#tLw2xZ', '', false],
    ['ab', 'ab', true],
    ['abXyz@123', 'ab', false],
  ])('containsLoginName(%j, %j) -> %s', (pw, name, expected) => expect(containsLoginName(pw, name)).toBe(expected));
});
