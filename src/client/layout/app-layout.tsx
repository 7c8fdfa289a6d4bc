import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout } from 'antd';
import { resolveMenu } from '../router/menu-paths.ts';
import { mainOverflowFor } from '../router/main-overflow.ts';
import { ModuleGate } from '../shell/module-gate.tsx';
import { usePermissionStore } from '../stores/permission-store.ts';
import { useSettingsStore } from '../stores/settings-store.ts';
import { useTagsStore } from '../stores/tags-store.ts';
import { FLOAT_WIDGETS } from './float-widgets.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { Navbar } from './navbar.tsx';
import { Sidebar } from './sidebar.tsx';
import { TagsView } from './tags-view.tsx';
import { useDeviceWatch, useVisitTracking } from './use-layout-effects.ts';
import { cachedPaths } from './visited-views.ts';
import './layout.css';

/**
 * The shell around every top-level menu entry (spec 000 §2 "Layout shell"): sidebar, navbar with
 * breadcrumb, visited-page tabs, and the main area with the child route (kept alive unless noCache,
 * behind the module gate). Overflow of the main area is hidden except on the routes mainOverflowFor names.
 */
export default function AppLayout() {
  const rawMenu = usePermissionStore((s) => s.menu);
  const menu = useMemo(() => resolveMenu(rawMenu), [rawMenu]);
  const { pathname } = useLocation();
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const visited = useTagsStore((s) => s.visitedViews);
  const cached = useMemo(() => (tagsView ? cachedPaths(visited) : []), [tagsView, visited]);
  const widgets = useMemo(() => FLOAT_WIDGETS.filter((w) => w.shown(menu)), [menu]);

  useDeviceWatch();
  useVisitTracking(menu);

  return (
    <Layout hasSider className="app-layout">
      <Sidebar menu={menu} />
      <Layout className="app-main-column">
        <div className={`app-header${fixedHeader ? ' app-header-fixed' : ''}`} data-testid="app-header">
          <Navbar menu={menu} />
          {tagsView && <TagsView />}
        </div>
        <Layout.Content className="app-main" style={{ overflow: mainOverflowFor(pathname) }}>
          <ModuleGate>
            <KeepAliveOutlet cached={cached} />
          </ModuleGate>
        </Layout.Content>
      </Layout>
      {widgets.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </Layout>
  );
}
