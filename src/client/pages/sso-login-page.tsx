import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { completeLogin } from '../router/complete-login.ts';
import { safeRedirect } from '../router/redirect-target.ts';

/**
 * /sso-login (public): the single-sign-on entry. With a `code` it is exchanged for a session token and
 * the app goes on to `redirect` or /; without one the page says so and offers the login page.
 */
export function SsoLoginPage() {
  usePageTitle('单点登录');
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

  if (code && !error) return <Spin fullscreen tip="正在单点登录…" />;
  return (
    <Result
      status={error ? 'error' : 'info'}
      title={error ? '单点登录失败' : '单点登录'}
      subTitle={error || '未收到单点登录授权码，请从统一认证平台进入，或使用账号密码登录。'}
      extra={
        <Link to="/login">
          <Button type="primary">账号密码登录</Button>
        </Link>
      }
    />
  );
}
