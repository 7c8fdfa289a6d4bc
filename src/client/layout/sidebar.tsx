import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import { SafetyCertificateFilled } from '@ant-design/icons';
import { appTitle } from '../config.ts';
import type { ResolvedMenu } from '../router/menu-paths.ts';
import { sidebarShown, useAppStore } from '../stores/app-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { MenuIcon } from './menu-icon.tsx';
import { openKeysFor, selectedKeyFor, sidebarEntries, type SidebarEntry } from './sidebar-items.ts';
import { normaliseQuery, searchSidebar } from './sidebar-search.ts';
import { MatchText, NO_MATCH, SidebarSearchBox } from './sidebar-search-box.tsx';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

export const SIDEBAR_WIDTH = 210;
const COLLAPSED_WIDTH = 64;

/** The sidebar colours of the original (vue-element-admin's dark menu). */
const SIDEBAR_THEME = {
  components: {
    Layout: { siderBg: '#304156' },
    Menu: {
      darkItemBg: '#304156',
      darkSubMenuItemBg: '#1f2d3d',
      darkPopupBg: '#1f2d3d',
      darkItemColor: '#bfcbd9',
      darkItemHoverBg: '#263445',
      itemBorderRadius: 0,
      itemMarginInline: 0,
      itemMarginBlock: 0,
    },
  },
};

type MenuItem = Required<MenuProps>['items'][number];

/** Menu items of the entries; while searching, the matched part of each title is marked. */
function toItems(entries: SidebarEntry[], top: boolean, query = ''): MenuItem[] {
  return entries.map((e) => ({
    key: e.key,
    label: query ? <MatchText text={e.title} query={query} /> : e.title,
    title: e.title,
    icon: e.icon || top ? <MenuIcon name={e.icon ?? ''} /> : undefined,
    children: e.children ? toItems(e.children, false, query) : undefined,
  }));
}

function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/" className="sidebar-logo" aria-label={appTitle()}>
      <SafetyCertificateFilled className="sidebar-logo-icon" />
      {!collapsed && <span className="sidebar-logo-title">{appTitle()}</span>}
    </Link>
  );
}

/**
 * The sidebar menu of the permitted routes (spec 000 §2): 210 px, collapsible to icons on a desktop,
 * an overlay with a backdrop on a mobile device; the selected and open entries follow the route.
 * A search box over the menu titles narrows the menu to the matches (their groups open, the match
 * marked); Enter opens the first match, Esc clears; collapsed, the box and the matches are in a popover.
 */
export function Sidebar({ menu }: { menu: ResolvedMenu[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = useMemo(() => sidebarEntries(menu), [menu]);
  const items = useMemo(() => toItems(entries, true), [entries]);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const opened = useAppStore(sidebarShown);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, pathname));
  const [query, setQuery] = useState('');
  const collapsed = !opened;
  const searching = normaliseQuery(query) !== '';
  const found = useMemo(() => searchSidebar(entries, query), [entries, query]);
  const shownItems = useMemo(() => (searching && !collapsed ? toItems(found.entries, true, query) : items), [searching, collapsed, found, query, items]);

  // A navigation opens the submenus on its way, keeping those the user opened.
  useEffect(() => {
    const wanted = openKeysFor(entries, pathname);
    setOpenKeys((keys) => (wanted.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...wanted])]));
  }, [entries, pathname]);

  const selected = selectedKeyFor(entries, pathname);

  const open = (key: string) => {
    if (/^https?:\/\//.test(key)) window.open(key, '_blank', 'noopener');
    else navigate(key);
    // A search has done its work once an entry is opened: the whole menu comes back.
    setQuery('');
    if (mobile) useAppStore.getState().closeMobileSidebar();
  };
  const onClick: MenuProps['onClick'] = ({ key }) => open(key);
  const narrowed = searching && !collapsed;

  return (
    <ConfigProvider theme={SIDEBAR_THEME}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={mobile ? 0 : COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        theme="dark"
        aria-label={t('shell.sidebar.label')}
        data-testid="sidebar"
        className={`app-sidebar${mobile ? ' app-sidebar-mobile' : ''}`}
      >
        <div className="app-sidebar-inner">
          {showLogo && <SidebarLogo collapsed={collapsed} />}
          <SidebarSearchBox query={query} onQuery={setQuery} found={found} onOpen={open} collapsed={collapsed} />
          <nav className="app-sidebar-menu" aria-label={t('shell.sidebar.nav')}>
            {narrowed && !found.entries.length ? (
              <div className="sidebar-search-empty" role="status">
                {NO_MATCH}
              </div>
            ) : (
              <Menu
                theme="dark"
                mode="inline"
                items={shownItems}
                selectedKeys={selected ? [selected] : []}
                openKeys={collapsed ? undefined : narrowed ? found.openKeys : openKeys}
                onOpenChange={collapsed || narrowed ? undefined : setOpenKeys}
                onClick={onClick}
              />
            )}
          </nav>
        </div>
      </Layout.Sider>
      {mobile && opened && (
        <div className="app-sidebar-mask" aria-hidden="true" onClick={() => useAppStore.getState().closeMobileSidebar()} />
      )}
    </ConfigProvider>
  );
}
