import { useRef, useState, type FormEvent } from 'react';
import { login, type EnterpriseOption } from '../api/login-api.ts';
import { appTitle } from '../config.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { LoginEnterpriseField } from './login-enterprise-field.tsx';
import { LoginForgotPassword } from './login-forgot-password.tsx';
import { LoginLanguageLink } from './login-language-link.tsx';
import { loginProblems, type LoginProblems as Problems } from './login-problems.ts';
import './login-page.css';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

/**
 * The login screen (spec 000 §2, §5). On success it stores the token; the route guard then goes on to the
 * `redirect` target. Server refusals (用户名或密码错误, locked, disabled) are shown above the form.
 *
 * The page is the first thing every user waits for, so it is plain markup with its own stylesheet and
 * fetch calls: it loads neither antd nor axios, which come with the signed-in part.
 */
export function LoginPage() {
  usePageTitle(t('login.page.title'));
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [enterprise, setEnterprise] = useState<EnterpriseOption | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  /** 忘记密码 shown instead of the form; `notice` the server's word after a reset. */
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // After the first submit, the messages follow the typing (as antd's form does).
  const recheck = (name: string, pass: string) => {
    if (submitted) setProblems(loginProblems(name, pass));
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setSubmitted(true);
    const found = loginProblems(loginName, password);
    setProblems(found);
    if (found.loginName) return nameInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    setLoading(true);
    setError('');
    const qyId = enterprise?.id ?? null;
    try {
      const token = await login(loginName, password, qyId);
      useSessionStore.getState().setToken(token, qyId == null ? '' : String(qyId));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('login.page.failedRetry'));
      setLoading(false);
    }
  }

  return (
    <main className="zl-page">
      <section className="zl-panel" aria-labelledby="login-title">
        <div className="zl-head">
          <h1 id="login-title" className="zl-title">
            {appTitle()}
          </h1>
          <LoginLanguageLink />
        </div>
        <div className="zl-body">
          {forgot ? (
            <LoginForgotPassword
              initialLoginName={loginName}
              onBack={() => setForgot(false)}
              onDone={(msg) => {
                setForgot(false);
                setError('');
                setPassword('');
                setNotice(msg);
              }}
            />
          ) : (
            <>
              {notice && !error && (
                <div className="zl-info" role="status" data-testid="login-notice">
                  {notice}
                </div>
              )}
              {error && (
                <div className="zl-error" role="alert" data-testid="login-error">
                  {error}
                </div>
              )}
              <form name="login" noValidate onSubmit={(e) => void submit(e)}>
                <div className="zl-item">
                  <label className="zl-label" htmlFor="login_loginName">
                    {t('login.page.userName')}
                  </label>
                  <div className="zl-control" data-invalid={Boolean(problems.loginName)}>
                    <input
                      ref={nameInput}
                      id="login_loginName"
                      className="zl-input"
                      placeholder={t('login.page.userNamePlaceholder')}
                      autoComplete="username"
                      maxLength={64}
                      autoFocus
                      aria-invalid={Boolean(problems.loginName)}
                      aria-describedby={problems.loginName ? 'login_loginName_help' : undefined}
                      value={loginName}
                      onChange={(e) => {
                        setLoginName(e.target.value);
                        recheck(e.target.value, password);
                      }}
                    />
                  </div>
                  {problems.loginName && (
                    <div id="login_loginName_help" className="zl-explain">
                      {problems.loginName}
                    </div>
                  )}
                </div>
                <div className="zl-item">
                  <label className="zl-label" htmlFor="login_password">
                    {t('login.page.password')}
                  </label>
                  <div className="zl-control" data-invalid={Boolean(problems.password)}>
                    <input
                      ref={passwordInput}
                      id="login_password"
                      className="zl-input"
                      type={showPassword ? 'text' : 'password'}
                      placeholder={t('login.page.passwordPlaceholder')}
                      autoComplete="current-password"
                      maxLength={64}
                      aria-invalid={Boolean(problems.password)}
                      aria-describedby={problems.password ? 'login_password_help' : undefined}
                      value={password}
                      onChange={(e) => {
                        setPassword(e.target.value);
                        recheck(loginName, e.target.value);
                      }}
                    />
                    <button
                      type="button"
                      className="zl-affix"
                      aria-pressed={showPassword}
                      aria-label={showPassword ? t('login.page.hidePassword') : t('login.page.showPassword')}
                      onClick={() => setShowPassword((v) => !v)}
                    >
                      {showPassword ? t('login.page.hide') : t('login.page.show')}
                    </button>
                  </div>
                  {problems.password && (
                    <div id="login_password_help" className="zl-explain">
                      {problems.password}
                    </div>
                  )}
                </div>
                <div className="zl-item">
                  <label className="zl-label" htmlFor="login_enterprise">
                    {t('login.page.enterprise')}
                  </label>
                  <LoginEnterpriseField id="login_enterprise" value={enterprise} onChange={setEnterprise} />
                  <div className="zl-extra">{t('login.page.enterpriseHint')}</div>
                </div>
                <button type="submit" className="zl-submit" aria-busy={loading}>
                  {t('login.page.title')}
                </button>
              </form>
              <div className="zl-links">
                <button type="button" className="zl-link" onClick={() => setForgot(true)} data-testid="login-forgot">
                  {t('login.forgot.link')}
                </button>
              </div>
            </>
          )}
        </div>
      </section>
    </main>
  );
}
