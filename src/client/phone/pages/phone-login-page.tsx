import { LoginPage } from '../../pages/login-page.tsx';

/**
 * The phone's login (issue 15): the desktop's login page itself (the same POST /user/sysuser/login, the enterprise
 * search, the language link, setToken), in the phone's frame; the token guard then goes on to `redirect`.
 */
export default function PhoneLoginPage() {
  return (
    <div className="zm-login">
      <LoginPage />
    </div>
  );
}
