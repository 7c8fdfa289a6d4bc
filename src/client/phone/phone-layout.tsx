import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useInboxStore } from '../shell/inbox-store.ts';
import { BottomBar } from './bottom-bar.tsx';
import { OfflineBanner } from './outbox/offline-banner.tsx';
import { activeTab } from './phone-tabs.ts';
import { afterFirstScreen } from './first-screen.ts';
import { PAGE_LOADERS } from './phone-page-loaders.ts';

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
  // Every page's code (antd with it) is fetched once the first screen is shown and the phone is idle, so that the
  // service worker keeps it: a page first opened without signal (待办 after a report saved offline) still opens.
  useEffect(() => {
    afterFirstScreen(() => {
      for (const page of PAGE_LOADERS) void page.load().catch(() => undefined);
    });
  }, []);
  return (
    <div className="zm-app">
      <OfflineBanner />
      <Outlet />
      <BottomBar active={activeTab(pathname)} waiting={waiting} />
    </div>
  );
}
