import { Outlet } from 'react-router-dom';
import { AppConfigProvider } from './app-config-provider.tsx';
import './antd-setup.tsx';

export { loadAntdLocale } from './antd-locale.ts';

/**
 * Every route but the login page: antd's configuration (zh-CN, theme colour, UI size) around the child
 * routes. Loaded lazily, so that antd loads after the login page (app.tsx).
 */
export function AntdOutlet() {
  return (
    <AppConfigProvider>
      <Outlet />
    </AppConfigProvider>
  );
}
