import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { MenuIcon } from '../layout/menu-icon.tsx';
import { usePermissionStore } from '../stores/permission-store.ts';
import { moduleEntries } from './module-entries.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The enterprise's enabled modules as entry cards, each opening the module's first page. */
export function DashboardModules({ enabled }: { enabled: string[] | null }) {
  const menu = usePermissionStore((s) => s.menu);
  const entries = useMemo(() => moduleEntries(menu, enabled), [menu, enabled]);

  return (
    <Card title={t('shell.dashboard.myModules')} size="small">
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.dashboard.noModules')} />
      ) : (
        <Row gutter={[12, 12]} role="list" aria-label={t('shell.dashboard.myModules')}>
          {entries.map((e) => (
            <Col key={e.key} xs={12} sm={8} md={6} lg={4} xxl={3} role="listitem">
              <Link to={e.path} aria-label={e.title} data-module={e.key}>
                <Card hoverable size="small" styles={{ body: { textAlign: 'center', padding: '16px 8px' } }}>
                  <span style={{ fontSize: 24, color: '#1890ff' }}>
                    <MenuIcon name={e.icon ?? 'appstore'} />
                  </span>
                  <Typography.Paragraph style={{ margin: '8px 0 0' }} ellipsis>
                    {e.title}
                  </Typography.Paragraph>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
