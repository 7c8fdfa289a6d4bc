import { Button, Card, Empty, Flex, Form, Input, Space, Table, Tag, Tooltip, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { listEnterprises, type EnterpriseQuery, type EnterpriseRow } from './enterprise-api.ts';
import { moduleName, t, versionText } from './enterprise-text.ts';
import { RegisterEnterpriseDialog } from './register-enterprise-dialog.tsx';

const PAGE_SIZE = 20;

/**
 * 企业列表 (component `enterprise/list`, issue 24 item 2): every enterprise of the platform with its group, parent
 * and sub-enterprises, the modules it has enabled and its configuration flags, searched by name and group and
 * paged by the server; a row opens 企业详情; 新增企业 opens an enterprise and its administrator (RegisterEnterpriseDialog)
 * and shows its detail. For the platform administrator (the server refuses anyone else).
 */
export default function EnterpriseListPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('enterprise.ui.listTitle'));
  const navigate = useNavigate();
  const [form] = Form.useForm<EnterpriseQuery>();
  const list = usePagedList<EnterpriseQuery, EnterpriseRow>(listEnterprises, {}, PAGE_SIZE);
  const [registering, setRegistering] = useState(false);

  const search = (v: EnterpriseQuery) => list.search({ qymc: v.qymc?.trim(), group: v.group?.trim() });
  const open = (id: number) => navigate(`/enterprise/detail/${id}`);

  const columns: ColumnsType<EnterpriseRow> = [
    {
      title: t('enterprise.ui.qymc'),
      dataIndex: 'qymc',
      width: 200,
      render: (v: string, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => open(r.id)} data-testid={`enterprise-open-${r.id}`}>
          {v}
        </Button>
      ),
    },
    { title: t('enterprise.ui.group'), dataIndex: 'qyGroup', width: 140, render: (v: string | null) => v ?? '-' },
    { title: t('enterprise.ui.parent'), dataIndex: 'parentName', width: 160, render: (v: string | null) => v ?? '-' },
    { title: t('enterprise.ui.subs'), dataIndex: 'subCount', width: 90 },
    {
      title: t('enterprise.ui.modules'),
      dataIndex: 'haveModel',
      width: 120,
      render: (v: string[]) => (
        <Tooltip title={v.map(moduleName).join(t('enterprise.ui.sep'))}>
          <Tag color="blue">{t('enterprise.ui.moduleCount', { count: v.length })}</Tag>
        </Tooltip>
      ),
    },
    { title: t('enterprise.ui.qdglVersion'), dataIndex: 'qdglVersion', width: 110, render: versionText },
    { title: t('enterprise.ui.riskVersion'), dataIndex: 'riskVersion', width: 110, render: versionText },
    {
      title: t('enterprise.ui.location'),
      dataIndex: 'useLocationPlatform',
      width: 110,
      render: (v: boolean) => (v ? <Tag color="green">{t('enterprise.ui.yes')}</Tag> : <Tag>{t('enterprise.ui.no')}</Tag>),
    },
    {
      title: t('enterprise.ui.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="green">{t('enterprise.ui.normal')}</Tag> : <Tag color="red">{t('enterprise.ui.stopped')}</Tag>),
    },
    {
      title: t('enterprise.ui.actions'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button size="small" onClick={() => open(r.id)}>
          {t('enterprise.ui.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={title || t('enterprise.ui.listTitle')}
      data-testid="enterprise-list"
      extra={
        <Button type="primary" onClick={() => setRegistering(true)} data-testid="enterprise-register">
          {t('enterprise.ui.registerButton')}
        </Button>
      }
    >
      <RegisterEnterpriseDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onDone={(id, qymc) => {
          setRegistering(false);
          void message.success(t('enterprise.ui.registered', { qymc }));
          open(id);
        }}
      />
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="qymc" label={t('enterprise.ui.qymc')}>
          <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="enterprise-qymc" />
        </Form.Item>
        <Form.Item name="group" label={t('enterprise.ui.group')}>
          <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="enterprise-group" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="enterprise-search">
            {t('enterprise.ui.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('enterprise.ui.reset')}
          </Button>
        </Space>
      </Form>
      {list.failed ? (
        <LoadFailed title={t('enterprise.ui.loadFailed')} retryLabel={t('enterprise.ui.retry')} onRetry={() => void list.reload()} />
      ) : (
        <Flex vertical>
          <Table
            rowKey="id"
            size="small"
            loading={list.loading}
            columns={columns}
            dataSource={list.rows}
            scroll={{ x: 1100 }}
            locale={{ emptyText: <Empty description={t('enterprise.ui.empty')} /> }}
            pagination={list.pagination((n) => t('enterprise.ui.total', { total: n }))}
          />
        </Flex>
      )}
    </Card>
  );
}
