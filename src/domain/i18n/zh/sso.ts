/** The pages a visitor reaches from outside the login form: single sign-on, its redirect, public pages. Ids `sso.*`. */
export const ssoZh = {
  'sso.public.none': '暂无公开页面。',
  'sso.public.notPublished': '公开页面「{rest}」暂未发布。',
  'sso.public.signIn': '登录系统',
  'sso.public.title': '公开页面',
  'sso.redirect.backToLogin': '返回登录',
  'sso.redirect.failed': '登录失败',
  'sso.redirect.missingCredential': '缺少登录凭证（token 或 code），请重新登录',
  'sso.redirect.signingIn': '正在登录…',
  'sso.redirect.title': '登录跳转',
  'sso.signIn.failed': '单点登录失败',
  'sso.signIn.noCode': '未收到单点登录授权码，请从统一认证平台进入，或使用账号密码登录。',
  'sso.signIn.passwordLogin': '账号密码登录',
  'sso.signIn.signingIn': '正在单点登录…',
  'sso.signIn.title': '单点登录',
} as const;
