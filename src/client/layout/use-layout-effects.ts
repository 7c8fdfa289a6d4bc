import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResolvedMenu } from '../router/menu-paths.ts';
import { deviceOf, useAppStore } from '../stores/app-store.ts';
import { useTagsStore } from '../stores/tags-store.ts';
import { affixViews, viewOf } from './visited-views.ts';

/**
 * Follows the viewport: below 992 px the device is 'mobile' and the sidebar closes (spec 000 §9); back on
 * a desktop the sidebar takes the desktop preference again. The device is kept in the `device` cookie.
 */
export function useDeviceWatch(): void {
  useEffect(() => {
    const update = () => useAppStore.getState().setDevice(deviceOf(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}

/** Records every visited page as a tab (pinned tabs first) and closes the mobile sidebar on navigation. */
export function useVisitTracking(menu: ResolvedMenu[]): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    useTagsStore.getState().initAffix(affixViews(menu));
  }, [menu]);
  useEffect(() => {
    const view = viewOf(menu, pathname, search, hash);
    if (view) useTagsStore.getState().addView(view);
    useAppStore.getState().closeMobileSidebar();
  }, [menu, pathname, search, hash]);
}
