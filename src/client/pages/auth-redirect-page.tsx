import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { completeLogin } from '../router/complete-login.ts';
import { safeRedirect } from '../router/redirect-target.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ssoZh } from '../../domain/i18n/zh/sso.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(ssoZh);

/**
 * /auth-redirect (public): completes a login from a `token` or a single-sign-on `code` in the address,
 * then goes on to `redirect` or /. Without either, an existing session just goes on.
 */
export function AuthRedirectPage() {
  usePageTitle(t('sso.redirect.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    // A code works once: never exchange it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const target = safeRedirect(params.get('redirect'));
    completeLogin({ token: params.get('token'), code: params.get('code') }).then(
      (done) => {
        if (done || useSessionStore.getState().token) navigate(target, { replace: true });
        else setError(t('sso.redirect.missingCredential'));
      },
      (err: unknown) => setError(err instanceof Error && err.message ? err.message : 'Has Error'),
    );
  }, [params, navigate]);

  if (!error) return <Spin fullscreen tip={t('sso.redirect.signingIn')} />;
  return (
    <Result
      status="error"
      title={t('sso.redirect.failed')}
      subTitle={error}
      extra={
        <Link to="/login">
          <Button type="primary">{t('sso.redirect.backToLogin')}</Button>
        </Link>
      }
    />
  );
}
