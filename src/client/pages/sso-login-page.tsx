import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { completeLogin } from '../router/complete-login.ts';
import { safeRedirect } from '../router/redirect-target.ts';
import { ssoZh } from '../../domain/i18n/zh/sso.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(ssoZh);

/**
 * /sso-login (public): the single-sign-on entry. With a `code` it is exchanged for a session token and
 * the app goes on to `redirect` or /; without one the page says so and offers the login page.
 */
export function SsoLoginPage() {
  usePageTitle(t('sso.signIn.title'));
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

  if (code && !error) return <Spin fullscreen tip={t('sso.signIn.signingIn')} />;
  return (
    <Result
      status={error ? 'error' : 'info'}
      title={error ? t('sso.signIn.failed') : t('sso.signIn.title')}
      subTitle={error || t('sso.signIn.noCode')}
      extra={
        <Link to="/login">
          <Button type="primary">{t('sso.signIn.passwordLogin')}</Button>
        </Link>
      }
    />
  );
}
