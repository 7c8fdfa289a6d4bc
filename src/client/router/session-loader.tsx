import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { message, Spin } from 'antd';
import { ApiError } from '../api/http.ts';
import { getViewToken } from '../api/session-api.ts';
import { usePermissionStore } from '../stores/permission-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { DynamicRoutes } from './dynamic-routes.tsx';
import { guardErrorText, wantedCompBizId } from './guard-rules.ts';
import { loadSession } from './load-session.ts';
import { lookupView } from './view-registry.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** Starts loading the layout chunk while the session data is fetched, so the shell shows without a second wait. */
function preloadLayout(): void {
  const layout = lookupView('Layout');
  if (layout.kind === 'layout') void layout.load().catch(() => undefined);
}

/**
 * The guard of the signed-in part (spec 000 §2, §4). With a token: a `compBizId` different from the
 * stored one first fetches a view-only token; then user info and menu load (restoring the remembered
 * sub-enterprise, see loadSession), and the routes are built from the menu. A failure shows its text
 * (or 'Has Error'), forgets the token, and the token guard then goes to the login page. A refused token
 * has already been announced by the API client.
 */
export function SessionLoader() {
  const token = useSessionStore((s) => s.token);
  const userInfo = useSessionStore((s) => s.userInfo);
  const storedBizId = useSessionStore((s) => s.compBizId);
  const menuLoaded = usePermissionStore((s) => s.loaded);
  const [params] = useSearchParams();
  const viewBizId = wantedCompBizId(params.get('compBizId'), storedBizId);

  useEffect(preloadLayout, []);

  useEffect(() => {
    if (!token) return;
    let live = true;
    const fail = (err: unknown) => {
      if (!live || (err instanceof ApiError && err.status === 401)) return;
      void message.error(guardErrorText(err));
      useSessionStore.getState().logout();
    };
    if (viewBizId) {
      getViewToken(viewBizId).then((viewToken) => {
        if (live) useSessionStore.getState().setViewToken(viewToken, viewBizId);
      }, fail);
    } else if (!userInfo || !menuLoaded) {
      loadSession().then(({ info, menu }) => {
        if (!live) return;
        useSessionStore.getState().setUserInfo(info);
        usePermissionStore.getState().setMenu(menu.menu, menu.button);
      }, fail);
    }
    return () => {
      live = false;
    };
  }, [token, userInfo, menuLoaded, viewBizId]);

  if (!userInfo || !menuLoaded || viewBizId) return <Spin fullscreen tip={t('shell.common.loading')} />;
  return <DynamicRoutes />;
}
