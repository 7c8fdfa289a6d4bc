import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicOnly, RequireToken } from '../router/route-guards.tsx';
import { checkBrowserAppVersion } from '../version-check.ts';
import { PhoneLayout } from './phone-layout.tsx';
import { PAGE_LOADERS, preloadOpeningPage } from './phone-page-loaders.ts';
import { PlainSpinner } from './plain/plain-spinner.tsx';
import { withAntd } from './with-antd.tsx';
import { PhoneSession } from './phone-session.tsx';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

// A stale build reloads before anything renders, as on the desktop (spec 000 §4).
checkBrowserAppVersion();

const PhoneLogin = lazy(() => import('./pages/phone-login-page.tsx'));
const NotFound = lazy(withAntd(() => import('./pages/phone-not-found-page.tsx')));
const PAGES: readonly { path: string; Page: LazyExoticComponent<ComponentType> }[] = PAGE_LOADERS.map((p) => ({ path: p.path, Page: lazy(p.load) }));
preloadOpeningPage(window.location.pathname);

function Loading() {
  return (
    <div className="zm-center">
      <PlainSpinner label={t('mshell.loading')} />
    </div>
  );
}

/**
 * The phone shell's routes (issue 15): /login for the signed out (the desktop's login, then back to `redirect`);
 * every other page needs a token (else /login?redirect=<path>), the person's session, and sits above the bottom bar.
 */
export function PhoneApp() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <PhoneLogin />
            </PublicOnly>
          }
        />
        <Route element={<RequireToken />}>
          <Route element={<PhoneSession />}>
            <Route element={<PhoneLayout />}>
              {PAGES.map(({ path, Page }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Suspense fallback={<Loading />}>
                      <Page />
                    </Suspense>
                  }
                />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
