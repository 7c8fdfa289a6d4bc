import { Button, Card, Form, Input, Space, Switch, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { refusalAtFields } from '../../components/refusal-at-fields.ts';
import { accountConfig, loginByPark, saveAccountConfig, type AccountConfig } from './groups-api.ts';
import { g } from './groups-text.ts';

interface Values {
  parkBaseUrl: string;
  username: string;
  password: string;
  enabled: boolean;
}

/**
 * 园区账号 on 企业详情 (issue 24 item 4, spec 000 §7 qyxx-account-config): the park platform's URL, the account and
 * its password (write-only: the page shows only whether one is set; blank keeps it), and 测试园区登录
 * (login-by-park), which shows the park's roles or the server's Chinese reason.
 */
export function ParkAccountCard({ qyId }: { qyId: number }) {
  const [form] = Form.useForm<Values>();
  const [cfg, setCfg] = useState<AccountConfig | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const show = useCallback(
    (c: AccountConfig | null) => {
      setCfg(c);
      form.setFieldsValue({ parkBaseUrl: c?.parkBaseUrl ?? '', username: c?.username ?? '', password: '', enabled: c?.configured ? c.enabled : true });
    },
    [form],
  );

  useEffect(() => {
    setLoading(true);
    accountConfig(qyId)
      .then(show)
      .catch(() => show(null))
      .finally(() => setLoading(false));
  }, [qyId, show]);

  const save = async (v: Values) => {
    setBusy('save');
    try {
      const { config, msg } = await saveAccountConfig(qyId, v);
      show(config);
      void message.success(msg);
    } catch (err) {
      if (err instanceof ApiError) void message.error(err.message);
      refusalAtFields(form, err);
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    try {
      const { roles } = await loginByPark(qyId);
      setResult({ ok: true, text: g('groups.ui.parkRoles', { roles: roles.join(g('groups.ui.roleSep')) || '-' }) });
      show(await accountConfig(qyId));
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={g('groups.ui.parkTitle')} loading={loading} data-testid="park-account">
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 520 }}>
        <Form.Item name="parkBaseUrl" label={g('groups.ui.parkBaseUrl')} rules={[{ required: true, whitespace: true }]}>
          <Input placeholder="https://park.example.com" data-testid="park-base-url" />
        </Form.Item>
        <Form.Item name="username" label={g('groups.ui.parkUsername')} rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="off" data-testid="park-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={g('groups.ui.parkPassword')}
          extra={cfg?.hasPassword ? g('groups.ui.parkPasswordSet') : g('groups.ui.parkPasswordUnset')}
          rules={cfg?.hasPassword ? [] : [{ required: true }]}
        >
          <Input.Password autoComplete="new-password" data-testid="park-password" />
        </Form.Item>
        <Form.Item name="enabled" label={g('groups.ui.parkEnabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy === 'save'} data-testid="park-save">
            {g('groups.ui.save')}
          </Button>
          <Button onClick={() => void test()} loading={busy === 'test'} disabled={!cfg?.configured} data-testid="park-test">
            {g('groups.ui.parkTest')}
          </Button>
          <Typography.Text type="secondary">
            {g('groups.ui.lastLogin', { at: cfg?.lastLoginAt ? new Date(cfg.lastLoginAt).toLocaleString('zh-CN') : g('groups.ui.never') })}
          </Typography.Text>
        </Space>
        {result && (
          <Typography.Paragraph type={result.ok ? 'success' : 'danger'} style={{ marginTop: 12 }} data-testid="park-result">
            {result.text}
          </Typography.Paragraph>
        )}
      </Form>
    </Card>
  );
}
