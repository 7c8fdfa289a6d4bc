import { useEffect, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { ApiError } from '../api/api-error.ts';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { resetProblems, sendProblems, type ForgotProblems, type ForgotValues } from './login-forgot-problems.ts';
import { requestResetCode, resetPasswordWithCode } from './login-reset-api.ts';
import './login-page.css';

const t = textOf(loginZh);

/** Seconds before another code may be asked for (the server allows one per mobile in its interval). */
export const RESEND_SECONDS = 60;

const FIELDS: readonly (keyof ForgotValues)[] = ['loginName', 'pinCode', 'newPassword', 'confirmPassword'];

function Field({ id, label, problem, extra, children }: { id: string; label: string; problem?: string; extra?: string; children: ReactNode }) {
  return (
    <div className="zl-item">
      <label className="zl-label" htmlFor={id}>
        {label}
      </label>
      <div className="zl-control" data-invalid={Boolean(problem)}>
        {children}
      </div>
      {problem && (
        <div id={`${id}_help`} className="zl-explain">
          {problem}
        </div>
      )}
      {extra && !problem && <div className="zl-extra">{extra}</div>}
    </div>
  );
}

/** The server's field messages as the form's (a name the form does not have goes above the form). */
function fieldProblems(err: ApiError): ForgotProblems {
  const out: ForgotProblems = {};
  for (const e of err.errors) if ((FIELDS as readonly string[]).includes(e.field)) out[e.field as keyof ForgotValues] = e.message;
  return out;
}

/**
 * 忘记密码 on the login page (issue 24 item 1, docs/administration.md): the login name, 获取验证码 (an SMS code to
 * the mobile the account has on record; the server's answer is the same for every name), then the code and the new
 * password twice. Success goes back to the login form with the server's message; a refusal (a wrong code, a weak
 * password, too many attempts) is shown at its field or above the form. Plain markup like the login page (no antd).
 */
export function LoginForgotPassword({ initialLoginName = '', onDone, onBack }: { initialLoginName?: string; onDone: (message: string) => void; onBack: () => void }) {
  const [values, setValues] = useState<ForgotValues>({ loginName: initialLoginName, pinCode: '', newPassword: '', confirmPassword: '' });
  const [problems, setProblems] = useState<ForgotProblems>({});
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [wait, setWait] = useState(0);
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const set = (field: keyof ForgotValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };

  async function send() {
    if (sending || wait > 0) return;
    const found = sendProblems(values.loginName);
    setProblems(found);
    if (found.loginName) return;
    setSending(true);
    setError('');
    setInfo('');
    try {
      setInfo(await requestResetCode(values.loginName));
      setWait(RESEND_SECONDS);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('login.forgot.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const found = resetProblems(values);
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setError('');
    try {
      onDone(await resetPasswordWithCode(values.loginName, values.pinCode, values.newPassword));
    } catch (err) {
      const own = err instanceof ApiError ? fieldProblems(err) : {};
      setProblems(own);
      if (!Object.values(own).some(Boolean)) setError(err instanceof Error && err.message ? err.message : t('login.forgot.resetFailed'));
      setSaving(false);
    }
  }

  const input = (field: keyof ForgotValues, extra: InputHTMLAttributes<HTMLInputElement>): InputHTMLAttributes<HTMLInputElement> => ({
    id: `forgot_${field}`,
    className: 'zl-input',
    value: values[field],
    'aria-invalid': Boolean(problems[field]),
    'aria-describedby': problems[field] ? `forgot_${field}_help` : undefined,
    onChange: (ev) => set(field, ev.target.value),
    ...extra,
  });

  return (
    <div data-testid="forgot-password">
      <h2 className="zl-subtitle">{t('login.forgot.title')}</h2>
      <p className="zl-extra">{t('login.forgot.intro')}</p>
      {error && (
        <div className="zl-error" role="alert" data-testid="forgot-error">
          {error}
        </div>
      )}
      {info && (
        <div className="zl-info" role="status" data-testid="forgot-info">
          {info}
        </div>
      )}
      <form name="forgot" noValidate onSubmit={(e) => void submit(e)}>
        <Field id="forgot_loginName" label={t('login.forgot.loginName')} problem={problems.loginName}>
          <input {...input('loginName', { placeholder: t('login.forgot.loginNamePlaceholder'), autoComplete: 'username', maxLength: 64, autoFocus: true })} />
          <button type="button" className="zl-affix zl-send" aria-busy={sending} disabled={wait > 0} onClick={() => void send()} data-testid="forgot-send">
            {wait > 0 ? t('login.forgot.resend', { n: wait }) : t('login.forgot.sendCode')}
          </button>
        </Field>
        <Field id="forgot_pinCode" label={t('login.forgot.code')} problem={problems.pinCode}>
          <input {...input('pinCode', { placeholder: t('login.forgot.codePlaceholder'), autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 8 })} />
        </Field>
        <Field id="forgot_newPassword" label={t('login.forgot.newPassword')} problem={problems.newPassword} extra={t('login.forgot.passwordRule')}>
          <input
            {...input('newPassword', { type: showPassword ? 'text' : 'password', placeholder: t('login.forgot.newPasswordPlaceholder'), autoComplete: 'new-password', maxLength: 64 })}
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
        </Field>
        <Field id="forgot_confirmPassword" label={t('login.forgot.confirmPassword')} problem={problems.confirmPassword}>
          <input
            {...input('confirmPassword', { type: showPassword ? 'text' : 'password', placeholder: t('login.forgot.confirmPlaceholder'), autoComplete: 'new-password', maxLength: 64 })}
          />
        </Field>
        <button type="submit" className="zl-submit" aria-busy={saving}>
          {t('login.forgot.submit')}
        </button>
      </form>
      <div className="zl-links">
        <button type="button" className="zl-link" onClick={onBack}>
          {t('login.forgot.back')}
        </button>
      </div>
    </div>
  );
}
