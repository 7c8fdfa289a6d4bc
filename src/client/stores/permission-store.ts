import { create } from 'zustand';
import type { MenuNode } from '../../domain/menu-filter.ts';

/** Menu and button permissions of the session, from `GET /user/sysuser/userMenu`. */
export interface PermissionState {
  /** The menu tree as the server filtered it for the caller (roles, modules, configuration). */
  menu: MenuNode[];
  /** Button permission keys, as a lookup set. */
  buttons: Set<string>;
  loaded: boolean;
  setMenu(menu: MenuNode[], buttons: string[]): void;
  reset(): void;
}

export const usePermissionStore = create<PermissionState>()((set) => ({
  menu: [],
  buttons: new Set(),
  loaded: false,
  setMenu(menu, buttons) {
    set({ menu, buttons: new Set(buttons), loaded: true });
  },
  reset() {
    set({ menu: [], buttons: new Set(), loaded: false });
  },
}));
