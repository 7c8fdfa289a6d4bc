import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { relativeTime } from '../../domain/format.ts';
import { listMyWarnings } from '../api/shell-api.ts';
import { modelTitle, type RiskWarning } from './notification-link.ts';
import { viewWarning } from './notification-actions.ts';
import { NotificationDialogHost } from './notification-dialog.tsx';
import { useNotificationStore } from './notification-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** How many unread notifications the workbench lists. */
export const DASHBOARD_LATEST = 5;

/** The workbench's card of unread notifications: the count and the latest few, each opening its item. */
export function DashboardNotifications() {
  const navigate = useNavigate();
  const unread = useNotificationStore((s) => s.unread);
  const version = useNotificationStore((s) => s.version);
  const [rows, setRows] = useState<RiskWarning[] | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let live = true;
    // The unread count comes from the bell's store; this card lists the latest few.
    listMyWarnings(1, DASHBOARD_LATEST, 'NEW').then(
      (page) => {
        if (!live) return;
        setRows(page.dataList);
        setError(false);
      },
      () => {
        if (!live) return;
        setRows([]);
        setError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  const title = (
    <span>
      {t('shell.dashboard.unread')} <Badge count={unread ?? 0} showZero color={unread ? undefined : '#d9d9d9'} style={{ marginInlineStart: 4 }} data-testid="dashboard-unread" />
    </span>
  );
  const extra = (
    <Button type="link" size="small" onClick={() => useNotificationStore.getState().openDialog()}>
      {t('shell.dashboard.viewAll')}
    </Button>
  );

  return (
    <Card title={title} extra={extra} size="small">
      <NotificationDialogHost />
      {rows === null ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : error ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.common.loadFailed')} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.dashboard.noUnread')} />
      ) : (
        <List<RiskWarning>
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              extra={<Typography.Text type="secondary">{relativeTime(row.riskTime)}</Typography.Text>}
            >
              <Tag color="blue">{modelTitle(row.model) || row.model}</Tag>
              <Typography.Link onClick={() => void viewWarning(row, navigate)} ellipsis style={{ maxWidth: '70%' }}>
                {row.risk}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
