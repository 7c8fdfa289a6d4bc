import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { antdLocale } from './antd-locale.ts';
import { antdSizeOf, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';

const button = { autoInsertSpace: false };

/**
 * antd's configuration for the whole app: the page's language (zh-CN or en-US, antd-locale.ts), the theme colour of the layout settings (token
 * colorPrimary) and the UI size of the `size` cookie (componentSize; see antdSizeOf for the mapping). A system set to
 * reduce motion (prefers-reduced-motion) turns antd's animations off: dialogs, menus and messages appear at once.
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const themeColor = useSettingsStore((s) => s.themeColor);
  const size = useAppStore((s) => s.size);
  const { componentSize, compact } = antdSizeOf(size);
  const reducedMotion = useReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => ({
      token: { colorPrimary: themeColor, motion: !reducedMotion },
      algorithm: compact ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm] : antdTheme.defaultAlgorithm,
    }),
    [themeColor, compact, reducedMotion],
  );
  return (
    <ConfigProvider locale={antdLocale()} theme={theme} componentSize={componentSize} button={button}>
      {children}
    </ConfigProvider>
  );
}
