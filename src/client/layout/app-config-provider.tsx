import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { antdLocale } from './antd-locale.ts';
import { antdSizeOf, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';

const button = { autoInsertSpace: false };

/**
 * antd's configuration for the whole app: the page's language (zh-CN or en-US, antd-locale.ts), the theme colour of the layout settings (token
 * colorPrimary) and the UI size of the `size` cookie (componentSize; see antdSizeOf for the mapping).
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const themeColor = useSettingsStore((s) => s.themeColor);
  const size = useAppStore((s) => s.size);
  const { componentSize, compact } = antdSizeOf(size);
  const theme = useMemo<ThemeConfig>(
    () => ({
      token: { colorPrimary: themeColor },
      algorithm: compact ? [antdTheme.defaultAlgorithm, antdTheme.compactAlgorithm] : antdTheme.defaultAlgorithm,
    }),
    [themeColor, compact],
  );
  return (
    <ConfigProvider locale={antdLocale()} theme={theme} componentSize={componentSize} button={button}>
      {children}
    </ConfigProvider>
  );
}
