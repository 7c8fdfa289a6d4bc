import { checkStrongPassword, PASSWORD_CONFIRM_MISMATCH, passwordText } from '../../domain/password-strength.ts';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { rulesZh } from '../../domain/i18n/zh/rules.ts';
import { sayText, textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

/** What 忘记密码's form holds. */
export interface ForgotValues {
  loginName: string;
  pinCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** The form's messages by field (those of the server's refusals use the same names). */
export type ForgotProblems = Partial<Record<keyof ForgotValues, string>>;

/** Before a code is asked for: the login name only. */
export function sendProblems(loginName: string): ForgotProblems {
  return loginName.trim() ? {} : { loginName: t('login.forgot.needLoginName') };
}

/**
 * Before the reset is sent: a login name, a code, a new password strong enough (the rules the server applies
 * first; it adds the deny-list and the login name) and its confirmation equal to it.
 */
export function resetProblems(v: ForgotValues): ForgotProblems {
  const problems: ForgotProblems = sendProblems(v.loginName);
  if (!v.pinCode.trim()) problems.pinCode = t('login.forgot.needCode');
  const weak = checkStrongPassword(v.newPassword);
  if (weak) problems.newPassword = sayText(passwordText(weak), rulesZh);
  else if (v.confirmPassword !== v.newPassword) problems.confirmPassword = sayText(passwordText(PASSWORD_CONFIRM_MISMATCH), rulesZh);
  return problems;
}
