// Puts the zustand stores of the client into the state a story needs. Every story starts from the stores'
// initial state (the Storybook iframe keeps modules loaded between stories), then takes its seed.
import type { StoreApi } from 'zustand';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import { useNotificationStore } from '../../src/client/shell/notification-store.ts';
import { useAppStore, type Device, type UiSize } from '../../src/client/stores/app-store.ts';
import { usePermissionStore } from '../../src/client/stores/permission-store.ts';
import { useSessionStore, type UserInfo } from '../../src/client/stores/session-store.ts';
import { DEFAULT_SETTINGS, useSettingsStore, type LayoutSettings } from '../../src/client/stores/settings-store.ts';
import { useTagsStore } from '../../src/client/stores/tags-store.ts';
import type { VisitedView } from '../../src/client/layout/visited-views.ts';
import { menuFor } from './fixtures.ts';

/** What a story may set; everything left out keeps its initial value. */
export interface StoreSeed {
  /** The signed-in user; roles follow it unless given. Without one, nobody is signed in. */
  user?: UserInfo | null;
  roles?: string[];
  token?: string;
  isView?: boolean;
  /** The menu of the session: true (the default when a user is given) serves menuFor(user). */
  menu?: MenuNode[] | boolean;
  buttons?: string[];
  settings?: Partial<LayoutSettings>;
  device?: Device;
  sidebarOpened?: boolean;
  mobileSidebarOpened?: boolean;
  size?: UiSize;
  tabs?: VisitedView[];
  unread?: number | null;
  notificationDialogOpen?: boolean;
}

/** The token a seeded session carries (the mock API ignores it). */
export const STORY_TOKEN = 'story-token';

function reset<T>(store: StoreApi<T>): void {
  store.setState(store.getInitialState(), true);
}

/** Resets every store to its initial state, then applies `seed`. */
export function seedStores(seed: StoreSeed = {}): void {
  reset(useSessionStore);
  reset(usePermissionStore);
  reset(useTagsStore);
  reset(useNotificationStore);
  reset(useAppStore);
  // The settings store persists to localStorage; a story's changes must not carry over to the next story.
  useSettingsStore.setState({ ...DEFAULT_SETTINGS, ...seed.settings });

  const user = seed.user ?? null;
  if (user) {
    useSessionStore.setState({
      token: seed.token ?? STORY_TOKEN,
      userInfo: user,
      roles: seed.roles ?? user.roles,
      entId: user.roles.includes('admin') ? '0' : '',
      isView: seed.isView ?? user.isView,
    });
  } else {
    useSessionStore.setState({ token: seed.token ?? '', userInfo: null, roles: seed.roles ?? [], isView: seed.isView ?? false });
  }

  const menu = seed.menu ?? Boolean(user);
  if (menu !== false) {
    const nodes = menu === true ? (user ? menuFor(user) : []) : menu;
    usePermissionStore.getState().setMenu(nodes, seed.buttons ?? []);
  } else if (seed.buttons) {
    usePermissionStore.setState({ buttons: new Set(seed.buttons) });
  }

  useAppStore.setState({
    device: seed.device ?? 'desktop',
    sidebarOpened: seed.sidebarOpened ?? true,
    mobileSidebarOpened: seed.mobileSidebarOpened ?? false,
    ...(seed.size ? { size: seed.size } : {}),
  });
  if (seed.tabs) useTagsStore.setState({ visitedViews: seed.tabs });
  useNotificationStore.setState({
    ...(seed.unread !== undefined ? { unread: seed.unread } : {}),
    dialogOpen: seed.notificationDialogOpen ?? false,
  });
}
