import { useState } from 'react';
import { Button, Card, Descriptions, Layout, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout } from '../api/session-api.ts';
import { APP_TITLE } from '../config.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** The minimal signed-in home: who is signed in, for which enterprise, and a way out. The shell replaces it. */
export function HomePage() {
  usePageTitle('工作台');
  const userInfo = useSessionStore((s) => s.userInfo);
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    // The server revokes the token; signing out locally happens even when that call fails.
    await logout().catch(() => undefined);
    useSessionStore.getState().logout();
  }

  if (!userInfo) return null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#001529' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          {APP_TITLE}
        </Typography.Title>
        <Button icon={<LogoutOutlined />} onClick={signOut} loading={leaving}>
          退出登录
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Card title="工作台">
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户">
              <span data-testid="user-name">{userInfo.userName}</span>
            </Descriptions.Item>
            <Descriptions.Item label="登录名">{userInfo.loginName}</Descriptions.Item>
            <Descriptions.Item label="企业">
              <span data-testid="enterprise-name">{userInfo.qyxx?.qymc ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label="角色">{userInfo.roles.join('、')}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
