import { useState, type CSSProperties } from 'react';
import { Alert, Button, Card, Form, Input, Select, Spin } from 'antd';
import { BankOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { login } from '../api/session-api.ts';
import { APP_TITLE, ENTERPRISE_SEARCH_MIN } from '../config.ts';
import { useEnterpriseSearch } from '../hooks/use-enterprise-search.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { useSessionStore } from '../stores/session-store.ts';

interface LoginValues {
  loginName: string;
  password: string;
  enterprise?: { value: number; label: string } | null;
}

const page: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'linear-gradient(135deg, #1f3a5f 0%, #2d6a9f 55%, #1890ff 100%)',
};

/**
 * The login screen (spec 000 §2, §5). On success it stores the token; the route guard then goes on to the
 * `redirect` target. Server refusals (用户名或密码错误, locked, disabled) are shown above the form.
 */
export function LoginPage() {
  usePageTitle('登录');
  const [form] = Form.useForm<LoginValues>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const enterprises = useEnterpriseSearch();

  async function submit(values: LoginValues) {
    if (loading) return;
    setLoading(true);
    setError('');
    const qyId = values.enterprise?.value ?? null;
    try {
      const token = await login(values.loginName, values.password, qyId);
      useSessionStore.getState().setToken(token, qyId == null ? '' : String(qyId));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : '登录失败，请重试');
      setLoading(false);
    }
  }

  const notFound = enterprises.searching ? (
    <Spin size="small" />
  ) : enterprises.query.length >= ENTERPRISE_SEARCH_MIN ? (
    '未找到匹配的企业'
  ) : (
    `请输入至少${ENTERPRISE_SEARCH_MIN}个字`
  );

  return (
    <main style={page}>
      <Card title={<h1 style={{ margin: 0, fontSize: 20, textAlign: 'center' }}>{APP_TITLE}</h1>} style={{ width: 400, maxWidth: '100%' }}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<LoginValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} name="login">
          <Form.Item label="登录名" name="loginName" rules={[{ required: true, whitespace: true, message: '请填写登录名' }]}>
            <Input prefix={<UserOutlined />} placeholder="请输入登录名" autoComplete="username" maxLength={64} autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请填写登录密码' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <Form.Item label="企业" name="enterprise" tooltip="可选：在多个企业任职时选择要登录的企业">
            <Select
              showSearch
              allowClear
              labelInValue
              filterOption={false}
              onSearch={enterprises.search}
              notFoundContent={notFound}
              placeholder="可选，输入企业名称搜索"
              suffixIcon={<BankOutlined />}
              options={enterprises.options.map((e) => ({ value: e.id, label: e.qymc }))}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" block size="large" loading={loading}>
              登录
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </main>
  );
}
