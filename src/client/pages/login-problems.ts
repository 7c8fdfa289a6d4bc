/** The messages of the login form's required fields. */
export interface LoginProblems {
  loginName?: string;
  password?: string;
}

/** The required fields' messages of a submit: a login name empty or of spaces only, an empty password. */
export function loginProblems(loginName: string, password: string): LoginProblems {
  const problems: LoginProblems = {};
  if (!loginName.trim()) problems.loginName = '请填写登录名';
  if (!password) problems.password = '请填写登录密码';
  return problems;
}
