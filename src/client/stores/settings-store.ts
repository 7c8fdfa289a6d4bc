import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** Layout settings of the settings panel (spec 000 §2 "Layout shell"), kept in localStorage. */
export interface LayoutSettings {
  /** Primary colour, applied through antd's theme token colorPrimary. */
  themeColor: string;
  /** Whether the navbar offers the settings panel. */
  showSettings: boolean;
  /** Visited-page tabs under the navbar. */
  tagsView: boolean;
  /** Navbar and tabs stay at the top while the page scrolls. */
  fixedHeader: boolean;
  /** Product logo and title at the top of the sidebar. */
  sidebarLogo: boolean;
}

export const DEFAULT_THEME_COLOR = '#1890ff';

export const DEFAULT_SETTINGS: LayoutSettings = {
  themeColor: DEFAULT_THEME_COLOR,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

/** Preset theme colours offered by the settings panel. */
export const THEME_PRESETS: readonly { color: string; name: string }[] = [
  { color: '#1890ff', name: t('shell.theme.daybreakBlue') },
  { color: '#13c2c2', name: t('shell.theme.cyan') },
  { color: '#11a983', name: t('shell.theme.green') },
  { color: '#722ed1', name: t('shell.theme.purple') },
  { color: '#eb2f96', name: t('shell.theme.magenta') },
  { color: '#f5222d', name: t('shell.theme.dustRed') },
  { color: '#fa541c', name: t('shell.theme.volcano') },
  { color: '#304156', name: t('shell.theme.slate') },
];

/** localStorage key of the layout settings. */
export const SETTINGS_STORAGE_KEY = 'layout-settings';

export interface SettingsState extends LayoutSettings {
  change<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  reset(): void;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Keeps only well-formed stored values, so a damaged entry cannot break the theme. */
export function sanitizeSettings(stored: unknown): Partial<LayoutSettings> {
  if (!stored || typeof stored !== 'object') return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<LayoutSettings> = {};
  if (typeof s.themeColor === 'string' && HEX_COLOR.test(s.themeColor)) out.themeColor = s.themeColor;
  for (const key of ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
    if (typeof s[key] === 'boolean') out[key] = s[key];
  }
  return out;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      change(key, value) {
        set({ [key]: value } as Pick<LayoutSettings, typeof key>);
      },
      reset() {
        set({ ...DEFAULT_SETTINGS });
      },
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ themeColor, showSettings, tagsView, fixedHeader, sidebarLogo }): LayoutSettings => ({
        themeColor,
        showSettings,
        tagsView,
        fixedHeader,
        sidebarLogo,
      }),
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);
