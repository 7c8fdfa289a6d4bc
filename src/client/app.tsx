import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BootLoading } from './router/boot-loading.tsx';
import { RouteErrorBoundary } from './router/route-error-boundary.tsx';
import { PublicOnly, RequireToken } from './router/route-guards.tsx';
import { checkBrowserAppVersion } from './version-check.ts';

// A stale build (stored app version differs from this one) reloads before anything renders (spec 000 §4).
checkBrowserAppVersion();

// Every page loads lazily; the login chunk holds nothing of the signed-in part (DESIGN.md §7), and no antd:
// antd and its configuration come with AntdOutlet, around every other route.
const AntdOutlet = lazy(() =>
  import('./layout/antd-outlet.tsx').then(async (m) => {
    await m.loadAntdLocale();
    return { default: m.AntdOutlet };
  }),
);
const LoginPage = lazy(() => import('./pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const AuthRedirectPage = lazy(() => import('./pages/auth-redirect-page.tsx').then((m) => ({ default: m.AuthRedirectPage })));
const SsoLoginPage = lazy(() => import('./pages/sso-login-page.tsx').then((m) => ({ default: m.SsoLoginPage })));
const PublicPage = lazy(() => import('./pages/public-page.tsx').then((m) => ({ default: m.PublicPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('./pages/unauthorized-page.tsx').then((m) => ({ default: m.UnauthorizedPage })));
const SessionLoader = lazy(() => import('./router/session-loader.tsx').then((m) => ({ default: m.SessionLoader })));

/**
 * Fixed routes (spec 000 §2): /login, /auth-redirect, /sso-login, /public/*, /404 and /401 are public.
 * Everything else needs a token (else /login?redirect=<path>); the session loader then loads the user
 * info and menu and renders the routes built from the menu (`/` → /dashboard, /redirect/*, unknown → /404).
 */
export function App() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<BootLoading />}>
        <Routes>
          <Route
            path="/login"
            element={
              <PublicOnly>
                <LoginPage />
              </PublicOnly>
            }
          />
          <Route element={<AntdOutlet />}>
            <Route path="/auth-redirect" element={<AuthRedirectPage />} />
            <Route path="/sso-login" element={<SsoLoginPage />} />
            <Route path="/public/*" element={<PublicPage />} />
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/401" element={<UnauthorizedPage />} />
          </Route>
          {/* The token is checked first: a signed-out visit goes on to the login page without loading antd. */}
          <Route element={<RequireToken />}>
            <Route element={<AntdOutlet />}>
              <Route path="*" element={<SessionLoader />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
