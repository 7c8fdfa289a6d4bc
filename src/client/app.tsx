import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicOnly, RequireToken } from './router/route-guards.tsx';

// Every page loads lazily; the login chunk holds nothing of the signed-in part (DESIGN.md §7).
const LoginPage = lazy(() => import('./pages/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const SessionLoader = lazy(() => import('./router/session-loader.tsx').then((m) => ({ default: m.SessionLoader })));
const HomePage = lazy(() => import('./pages/home-page.tsx').then((m) => ({ default: m.HomePage })));

function PageLoading() {
  return (
    <div aria-busy="true" style={{ padding: 48, textAlign: 'center', color: '#999' }}>
      加载中…
    </div>
  );
}

/**
 * Routes (spec 000 §2): /login and /404 are public; everything else needs a token, and without one
 * goes to /login?redirect=<path>. A signed-in visit to /login goes on to the redirect target or /.
 */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route path="/404" element={<NotFoundPage />} />
        <Route element={<RequireToken />}>
          <Route element={<SessionLoader />}>
            <Route index element={<HomePage />} />
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
