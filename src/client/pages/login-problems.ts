import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);
/** The messages of the login form's required fields. */
export interface LoginProblems {
  loginName?: string;
  password?: string;
}

/** The required fields' messages of a submit: a login name empty or of spaces only, an empty password. */
export function loginProblems(loginName: string, password: string): LoginProblems {
  const problems: LoginProblems = {};
  if (!loginName.trim()) problems.loginName = t('login.problem.userName');
  if (!password) problems.password = t('login.problem.password');
  return problems;
}
