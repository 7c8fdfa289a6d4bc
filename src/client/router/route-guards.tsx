import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useSessionStore } from '../stores/session-store.ts';
import { loginPathFor, safeRedirect } from './redirect-target.ts';

/**
 * The signed-in part: without a token, go to /login keeping the wanted path as `redirect`.
 * Reacts to the token, so a refused token anywhere lands on the login page (with the path kept) and
 * signing out on purpose on the plain login page.
 */
export function RequireToken() {
  const token = useSessionStore((s) => s.token);
  const onPurpose = useSessionStore((s) => s.signedOutOnPurpose);
  const location = useLocation();
  if (!token) return <Navigate to={onPurpose ? '/login' : loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Public pages for signed-out users only (login): with a token, go on to the redirect target or /. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.token);
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return children;
}
