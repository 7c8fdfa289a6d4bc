import { create } from 'zustand';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { readCookie, writeCookie } from '../cookies.ts';

const t = textOf(shellZh);

/** Widths below this are a mobile device: the sidebar closes by itself (spec 000 §9). */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

/** UI size options of spec 000 §9 (the names of the original element-ui sizes). */
export type UiSize = 'default' | 'medium' | 'small' | 'mini';
export const UI_SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];
export const DEFAULT_UI_SIZE: UiSize = 'small';
export const UI_SIZE_LABELS: Record<UiSize, string> = { default: t('shell.size.default'), medium: t('shell.size.medium'), small: t('shell.size.small'), mini: t('shell.size.mini') };

/**
 * The four UI sizes mapped onto antd's three component sizes: default → large, medium → middle,
 * small → small, mini → small plus antd's compact algorithm (tighter spacing), so that mini stays
 * visibly smaller than small.
 */
export function antdSizeOf(size: UiSize): { componentSize: 'large' | 'middle' | 'small'; compact: boolean } {
  switch (size) {
    case 'default':
      return { componentSize: 'large', compact: false };
    case 'medium':
      return { componentSize: 'middle', compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    case 'mini':
      return { componentSize: 'small', compact: true };
  }
}

export const DEFAULT_LANGUAGE = 'zh';

/** Cookie names of the layout state (spec 000 §9: sidebar state, device type, language and size). */
export const APP_COOKIES = { sidebar: 'sidebarStatus', device: 'device', language: 'language', size: 'size' } as const;

export interface AppState {
  /** The sidebar preference on a desktop (cookie sidebarStatus '1' open, '0' closed); open by default. */
  sidebarOpened: boolean;
  /** Whether the sidebar overlay is open on a mobile device; it starts closed and is not kept. */
  mobileSidebarOpened: boolean;
  device: Device;
  size: UiSize;
  language: string;
  /** Opens or closes the sidebar of the current device. */
  toggleSidebar(): void;
  /** Closes the mobile overlay (after a navigation or a click on its backdrop). */
  closeMobileSidebar(): void;
  setDevice(device: Device): void;
  setSize(size: UiSize): void;
}

/** The device of a viewport width. */
export function deviceOf(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

function isUiSize(value: string | undefined): value is UiSize {
  return UI_SIZES.includes(value as UiSize);
}

function initialState() {
  const stored = readCookie(APP_COOKIES.size);
  const size = isUiSize(stored) ? stored : DEFAULT_UI_SIZE;
  const language = readCookie(APP_COOKIES.language) || DEFAULT_LANGUAGE;
  const device = typeof window === 'undefined' ? 'desktop' : deviceOf(window.innerWidth);
  writeCookie(APP_COOKIES.size, size);
  writeCookie(APP_COOKIES.language, language);
  const sidebarOpened = readCookie(APP_COOKIES.sidebar) !== '0';
  writeCookie(APP_COOKIES.device, device);
  writeCookie(APP_COOKIES.sidebar, sidebarOpened ? '1' : '0');
  return { sidebarOpened, mobileSidebarOpened: false, device, size, language };
}

export const useAppStore = create<AppState>()((set, get) => ({
  ...initialState(),
  toggleSidebar() {
    if (get().device === 'mobile') {
      set({ mobileSidebarOpened: !get().mobileSidebarOpened });
      return;
    }
    const sidebarOpened = !get().sidebarOpened;
    writeCookie(APP_COOKIES.sidebar, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  closeMobileSidebar() {
    if (get().mobileSidebarOpened) set({ mobileSidebarOpened: false });
  },
  setDevice(device) {
    writeCookie(APP_COOKIES.device, device);
    if (device !== get().device) set({ device, mobileSidebarOpened: false });
  },
  setSize(size) {
    writeCookie(APP_COOKIES.size, size);
    set({ size });
  },
}));

/** Whether the sidebar shows now: the desktop preference, or the mobile overlay. */
export function sidebarShown(s: Pick<AppState, 'device' | 'sidebarOpened' | 'mobileSidebarOpened'>): boolean {
  return s.device === 'mobile' ? s.mobileSidebarOpened : s.sidebarOpened;
}
