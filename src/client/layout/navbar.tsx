import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import type { ResolvedMenu } from '../router/menu-paths.ts';
import { InboxCount } from '../shell/inbox-count.tsx';
import { NotificationBell } from '../shell/notification-bell.tsx';
import { TopBarTools } from '../shell/top-bar-tools.tsx';
import { UserMenu } from '../shell/user-menu.tsx';
import { sidebarShown, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SizeSelect } from './size-select.tsx';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/**
 * The navbar (spec 000 §2): the sidebar toggle and the breadcrumb; on the right the top-bar tools, the
 * inbox's count, the notification bell, the size switcher, the language switch, the layout settings and the user menu.
 */
export function Navbar({ menu }: { menu: ResolvedMenu[] }) {
  const opened = useAppStore(sidebarShown);
  const showSettings = useSettingsStore((s) => s.showSettings);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <header className="app-navbar">
      <Button
        type="text"
        className="app-hamburger"
        aria-label={opened ? t('shell.navbar.collapseSidebar') : t('shell.navbar.expandSidebar')}
        aria-expanded={opened}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={() => useAppStore.getState().toggleSidebar()}
      />
      <BreadcrumbBar menu={menu} />
      <div className="app-navbar-right">
        <TopBarTools />
        <InboxCount />
        <NotificationBell />
        <SizeSelect />
        <LanguageSwitch />
        {showSettings && (
          <Tooltip title={t('shell.navbar.layoutSettings')}>
            <Button type="text" aria-label={t('shell.navbar.layoutSettings')} icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} />
          </Tooltip>
        )}
        <UserMenu />
      </div>
      {showSettings && <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </header>
  );
}
