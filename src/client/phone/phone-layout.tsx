import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useInboxStore } from '../shell/inbox-store.ts';
import { BottomBar } from './bottom-bar.tsx';
import { OfflineBanner } from './outbox/offline-banner.tsx';
import { activeTab } from './phone-tabs.ts';

/**
 * The phone shell's frame: what waits to be sent (without signal), the page, then the bottom bar (its 待办 badge
 * the inbox's count, 我的 the outbox's).
 */
export function PhoneLayout() {
  const { pathname } = useLocation();
  const waiting = useInboxStore((s) => s.count) ?? 0;
  useEffect(() => {
    void useInboxStore.getState().refresh();
  }, []);
  return (
    <div className="zm-app">
      <OfflineBanner />
      <Outlet />
      <BottomBar active={activeTab(pathname)} waiting={waiting} />
    </div>
  );
}
