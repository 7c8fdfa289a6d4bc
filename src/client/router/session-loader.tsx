import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { message, Spin } from 'antd';
import { ApiError } from '../api/http.ts';
import { getUserInfo } from '../api/session-api.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Loads the user info of the stored token before the signed-in pages render. A failure shows its text
 * (or 'Has Error'), forgets the token, and the token guard then goes to the login page (spec 000 §2, §8).
 */
export function SessionLoader() {
  const token = useSessionStore((s) => s.token);
  const userInfo = useSessionStore((s) => s.userInfo);

  useEffect(() => {
    if (!token || userInfo) return;
    let live = true;
    getUserInfo({ silent: true }).then(
      (info) => {
        if (live) useSessionStore.getState().setUserInfo(info);
      },
      (err: unknown) => {
        // A refused token: the API client has already signed out and said so.
        if (err instanceof ApiError && err.status === 401) return;
        if (!live) return;
        void message.error(err instanceof Error && err.message ? err.message : 'Has Error');
        useSessionStore.getState().logout();
      },
    );
    return () => {
      live = false;
    };
  }, [token, userInfo]);

  if (!userInfo) return <Spin fullscreen tip="加载中…" />;
  return <Outlet />;
}
