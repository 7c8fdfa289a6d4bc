import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { completeLogin } from '../router/complete-login.ts';
import { safeRedirect } from '../router/redirect-target.ts';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

/**
 * /sso-login (public): the single-sign-on entry. With a `code` it is exchanged for a session token and
 * the app goes on to `redirect` or /; without one the page says so and offers the login page.
 */
export function SsoLoginPage() {
  usePageTitle(t('login.sso.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code')?.trim() ?? '';
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    completeLogin({ code }).then(
      () => navigate(safeRedirect(params.get('redirect')), { replace: true }),
      (err: unknown) => setError(err instanceof Error && err.message ? err.message : 'Has Error'),
    );
  }, [code, params, navigate]);

  if (code && !error) return <Spin fullscreen tip={t('login.sso.signingIn')} />;
  return (
    <Result
      status={error ? 'error' : 'info'}
      title={error ? t('login.sso.failed') : t('login.sso.title')}
      subTitle={error || t('login.sso.noCode')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('login.sso.passwordLogin')}</Button>
        </Link>
      }
    />
  );
}
