import { Button, Card, Empty, Form, Input, Popconfirm, Space, Switch, message } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { saveWebEmbedConfig, webEmbedConfig, type WebEmbedItem } from './groups-api.ts';
import { g } from './groups-text.ts';
import { t } from './enterprise-text.ts';

interface Values {
  origins: string;
  items: WebEmbedItem[];
}

/** `items[2].url` → ['items', 2, 'url'], `allowedOrigins[0]` → ['origins'] (the form's names of the server's fields). */
export function formNameOf(field: string): NamePath {
  if (field.startsWith('allowedOrigins')) return ['origins'];
  const m = /^items\[(\d+)\]\.(\w+)$/.exec(field);
  return m ? ['items', Number(m[1]), m[2]] : [field];
}

/**
 * 网页嵌入 on 企业详情 (issue 24 item 3): the origins another system's pages may come from, one a line, and the
 * pages placed in the enterprise's menu (title, URL, enabled). Saved as a whole; the server refuses a URL that is
 * not http(s) or whose origin is not listed, and the form marks the row it names. The enterprise administrator
 * (系统设置) edits the pages only: `originsEditable` false shows the origins read-only (the server keeps them so).
 */
export function WebEmbedCard({ qyId, originsEditable = true }: { qyId: number; originsEditable?: boolean }) {
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const cfg = await webEmbedConfig(qyId);
      form.setFieldsValue({ origins: cfg.allowedOrigins.join('\n'), items: cfg.items.map(({ id, title, url, enabled }) => ({ id, title, url, enabled })) });
    } catch {
      // The request layer has shown why.
    } finally {
      setLoading(false);
    }
  }, [form, qyId]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const origins = (v.origins ?? '').split(/\s+/).map((s) => s.trim()).filter(Boolean);
      const { config, msg } = await saveWebEmbedConfig(qyId, origins, v.items ?? []);
      form.setFieldsValue({ origins: config.allowedOrigins.join('\n'), items: config.items.map(({ id, title, url, enabled }) => ({ id, title, url, enabled })) });
      void message.success(msg);
    } catch (err) {
      if (err instanceof ApiError) {
        void message.error(err.message);
        form.setFields(err.errors.map((e) => ({ name: formNameOf(e.field), errors: [e.message] })));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={g('groups.ui.embedTitle')} loading={loading} data-testid="web-embed-config">
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ origins: '', items: [] }}>
        <Form.Item name="origins" label={g('groups.ui.origins')} extra={g(originsEditable ? 'groups.ui.originsHelp' : 'groups.ui.originsReadOnly')}>
          <Input.TextArea rows={2} placeholder="https://park.example.com" disabled={!originsEditable} data-testid="embed-origins" />
        </Form.Item>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={g('groups.ui.noEmbeds')} />}
              {fields.map((f) => (
                <Space key={f.key} align="start" wrap data-testid={`embed-row-${f.name}`}>
                  <Form.Item name={[f.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[f.name, 'title']} rules={[{ required: true, whitespace: true, message: g('groups.ui.embedName') }]}>
                    <Input placeholder={g('groups.ui.embedName')} maxLength={30} style={{ width: 160 }} data-testid={`embed-title-${f.name}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'url']} rules={[{ required: true, whitespace: true, message: g('groups.ui.embedUrl') }]}>
                    <Input placeholder="https://park.example.com/board" style={{ width: 360 }} data-testid={`embed-url-${f.name}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'enabled']} valuePropName="checked" label={g('groups.ui.embedEnabled')} layout="horizontal">
                    <Switch size="small" />
                  </Form.Item>
                  <Popconfirm title={g('groups.ui.remove')} okText={t('enterprise.ui.ok')} cancelText={t('enterprise.ui.cancel')} onConfirm={() => remove(f.name)}>
                    <Button danger>{g('groups.ui.remove')}</Button>
                  </Popconfirm>
                </Space>
              ))}
              <Button onClick={() => add({ title: '', url: '', enabled: true })} data-testid="embed-add">
                {g('groups.ui.addEmbed')}
              </Button>
            </Space>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }} data-testid="embed-save">
          {g('groups.ui.save')}
        </Button>
      </Form>
    </Card>
  );
}
