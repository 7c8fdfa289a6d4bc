// 忘记密码's checks before a call (src/client/pages/login-forgot-problems.ts).
import { describe, expect, it } from 'vitest';
import { rulesZh } from '../../src/domain/i18n/zh/rules.ts';
import { loginZh } from '../../src/domain/i18n/zh/login.ts';
import { resetProblems, sendProblems, type ForgotValues } from '../../src/client/pages/login-forgot-problems.ts';

const GOOD: ForgotValues = { loginName: 'staff01', pinCode: '123456', newPassword: 'Reset@2468', confirmPassword: 'Reset@2468' };

describe('sendProblems', () => {
  it.each([
    ['', { loginName: loginZh['login.forgot.needLoginName'] }],
    ['   ', { loginName: loginZh['login.forgot.needLoginName'] }],
    ['staff01', {}],
  ])('%j', (name, expected) => {
    expect(sendProblems(name)).toEqual(expected);
  });
});

describe('resetProblems', () => {
  it.each<[string, Partial<ForgotValues>, Record<string, string>]>([
    ['a good form', {}, {}],
    ['no login name', { loginName: ' ' }, { loginName: loginZh['login.forgot.needLoginName'] }],
    ['no code', { pinCode: '' }, { pinCode: loginZh['login.forgot.needCode'] }],
    ['a short password', { newPassword: 'Ab1', confirmPassword: 'Ab1' }, { newPassword: rulesZh['rules.password.length'] }],
    ['one class only', { newPassword: 'abcdefghij', confirmPassword: 'abcdefghij' }, { newPassword: rulesZh['rules.password.weak'] }],
    ['a different confirmation', { confirmPassword: 'Reset@2469' }, { confirmPassword: rulesZh['rules.password.confirmMismatch'] }],
  ])('%s', (_name, change, expected) => {
    expect(resetProblems({ ...GOOD, ...change })).toEqual(expected);
  });
});
