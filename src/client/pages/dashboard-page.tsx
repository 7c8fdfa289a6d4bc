import { useMemo } from 'react';
import { Card, Col, Row, Space, Spin, Typography } from 'antd';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { useResourceLinkRedirect } from '../hooks/use-resource-link-redirect.ts';
import { usePermissionStore } from '../stores/permission-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { DashboardModules } from '../shell/dashboard-modules.tsx';
import { DashboardNotifications } from '../shell/dashboard-notifications.tsx';
import { DashboardStats } from '../shell/dashboard-stats.tsx';
import { DashboardCounts, TodoTileCard, useDashboardTiles } from '../shell/dashboard-tiles.tsx';
import { DashboardInbox } from '../shell/dashboard-inbox.tsx';
import { greetingOf } from '../shell/greeting.ts';
import { enabledModules } from '../shell/module-of-path.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/**
 * The workbench (spec 000 §2, issue 3 item 10): who is signed in for which enterprise, their unread
 * notifications, the enterprise's modules, and the tiles its modules declare (schemas/modules/<module>/
 * tiles.json, GET /user/dashboard/tiles): counts in 数据概况, each kind of waiting work as a card; first the
 * inbox across modules (待办事项, GET /workflow/inbox).
 */
export default function DashboardPage() {
  usePageTitle(t('shell.menu.dashboard'));
  useResourceLinkRedirect();
  const userInfo = useSessionStore((s) => s.userInfo);
  const menuLoaded = usePermissionStore((s) => s.loaded);
  const haveModel = userInfo?.qyxx?.haveModel;
  const isAdmin = userInfo?.roles.includes('admin') ?? false;
  // The platform admin has no enterprise modules of its own: every module in its menu is listed.
  const enabled = useMemo(() => (isAdmin && !haveModel ? null : enabledModules(haveModel)), [isAdmin, haveModel]);
  const tiles = useDashboardTiles();

  if (!userInfo) {
    return (
      <Spin tip={t('shell.common.loading')}>
        <div style={{ minHeight: 160 }} />
      </Spin>
    );
  }
  const todos = tiles.status === 'ready' ? tiles.tiles.filter((t) => t.type === 'todo') : [];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%', padding: 12 }}>
      <Card size="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {greetingOf(new Date().getHours())}
          {t('shell.dashboard.greetingComma')}
          <span data-testid="user-name">{userInfo.userName}</span>
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('shell.dashboard.currentEnterprise')}
          <span data-testid="enterprise-name">{userInfo.qyxx?.qymc ?? t('shell.dashboard.platform')}</span>
        </Typography.Text>
      </Card>
      {menuLoaded ? <DashboardModules enabled={enabled} /> : <Card size="small" title={t('shell.dashboard.myModules')} loading />}
      <DashboardCounts state={tiles} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <DashboardInbox />
        </Col>
        {userInfo.renYuanId != null && (
          <Col xs={24} lg={12}>
            <DashboardNotifications />
          </Col>
        )}
        {todos.map((t) => (
          <Col key={t.key} xs={24} lg={12}>
            <TodoTileCard tile={t} />
          </Col>
        ))}
        <DashboardStats state={tiles} />
      </Row>
    </Space>
  );
}
