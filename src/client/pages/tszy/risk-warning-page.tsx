// 风险预警 (menu component tszy/risk-warning): the warnings the bell counts, as a page. 我的预警 lists the caller's
// (GET /tszy/riskWarning/current-login-staff, unread first) with filters by module, read state and days, and
// marks them read one by one, the selected ones or all (POST riskWarning/updateStatus, through the notification
// store so that the bell's count follows); 查看 opens the warning's record as the bell does. The enterprise's
// administrator and read-only users also see 企业全部预警 (GET riskWarning/list, view only: each recipient marks
// their own). An account without a staff record has no warnings of its own and opens on the enterprise's.
import { Alert, Button, Card, DatePicker, Form, Input, Popconfirm, Segmented, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatTime } from '../../../domain/format.ts';
import { permitsuiZh } from '../../../domain/i18n/zh/permitsui.ts';
import { shellZh } from '../../../domain/i18n/zh/shell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { listWarnings, type WarningQuery } from '../../api/risk-warning-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { viewWarning } from '../../shell/notification-actions.ts';
import { modelTitle, workTypeLabel, type RiskModel, type RiskWarning } from '../../shell/notification-link.ts';
import { useNotificationStore } from '../../shell/notification-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';

const t = textOf(permitsuiZh);
const ts = textOf(shellZh);

const MODELS: RiskModel[] = ['tszy', 'xjxc', 'yhpc', 'wxbx', 'qdgl'];
const PAGE_SIZE = 10;
/** Roles that may read the enterprise's list (the server's roles of GET riskWarning/list). */
const ALL_ROLES = ['qyUser', 'readonlyUser'];

type Scope = 'mine' | 'all';

interface Filters {
  model?: string;
  status?: 'NEW' | 'CLOSE';
  days?: [Dayjs | null, Dayjs | null] | null;
  risk?: string;
}

interface Loaded {
  rows: RiskWarning[];
  total: number;
  loading: boolean;
  error: string;
}

function queryOf(f: Filters, pageIndex: number): WarningQuery {
  const [from, to] = f.days ?? [null, null];
  return {
    pageIndex,
    pageSize: PAGE_SIZE,
    model: f.model,
    status: f.status,
    kaiShiRiQi: from ? from.format('YYYY-MM-DD') : undefined,
    jieShuRiQi: to ? to.format('YYYY-MM-DD') : undefined,
    risk: f.risk?.trim() || undefined,
  };
}

export default function RiskWarningPage({ title }: ViewProps) {
  const navigate = useNavigate();
  const hasStaff = useSessionStore((s) => s.userInfo?.renYuanId != null);
  const roles = useSessionStore((s) => s.roles);
  const mayAll = roles.some((r) => ALL_ROLES.includes(r));
  const unread = useNotificationStore((s) => s.unread);
  const version = useNotificationStore((s) => s.version);
  const [scope, setScope] = useState<Scope>(hasStaff || !mayAll ? 'mine' : 'all');
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<Loaded>({ rows: [], total: 0, loading: true, error: '' });

  const load = useCallback(async () => {
    if (scope === 'mine' && !hasStaff) {
      setState({ rows: [], total: 0, loading: false, error: '' });
      return;
    }
    setState((s) => ({ ...s, loading: true, error: '' }));
    try {
      const res = await listWarnings(scope, queryOf(filters, page));
      setState({ rows: res.dataList, total: res.total, loading: false, error: '' });
    } catch (e) {
      setState({ rows: [], total: 0, loading: false, error: e instanceof Error && e.message ? e.message : ts('shell.common.loadFailed') });
    }
  }, [scope, hasStaff, filters, page]);

  useEffect(() => {
    void load();
  }, [load, version]);

  useEffect(() => setSelected([]), [scope, filters, page, version]);

  async function mark(ids: number[] | 'all') {
    setBusy(true);
    try {
      await useNotificationStore.getState().markRead(ids);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<TableColumnsType<RiskWarning>>(
    () => [
      { title: t('permitsui.warning.content'), dataIndex: 'risk', key: 'risk' },
      { title: t('permitsui.warning.model'), dataIndex: 'model', key: 'model', width: 110, render: (v: string) => modelTitle(v) || v },
      { title: ts('shell.notify.workType'), dataIndex: 'zuoYeLeiXing', key: 'zuoYeLeiXing', width: 110, render: (v: string | null) => workTypeLabel(v) || '—' },
      { title: ts('shell.notify.department'), dataIndex: 'buMen', key: 'buMen', width: 120, render: (v: string | null) => v || '—' },
      { title: ts('shell.notify.time'), dataIndex: 'riskTime', key: 'riskTime', width: 160, render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm') },
      {
        title: t('permitsui.warning.status'),
        dataIndex: 'status',
        key: 'status',
        width: 80,
        render: (v: RiskWarning['status']) => (v === 'NEW' ? <Tag color="red">{t('permitsui.warning.unread')}</Tag> : <Tag>{t('permitsui.warning.read')}</Tag>),
      },
      {
        title: ts('shell.notify.actions'),
        key: 'actions',
        width: 140,
        render: (_: unknown, row) => (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => void viewWarning(row, navigate)} aria-label={ts('shell.notify.viewNamed', { risk: row.risk })}>
              {ts('shell.common.view')}
            </Button>
            {scope === 'mine' && row.status === 'NEW' && (
              <Button type="link" size="small" disabled={busy} onClick={() => void mark([row.id])} aria-label={ts('shell.notify.markReadNamed', { risk: row.risk })}>
                {ts('shell.notify.markRead')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [navigate, scope, busy],
  );

  const search = (values: Filters) => {
    setPage(1);
    setFilters({ ...values });
  };

  return (
    <Card title={title} className="risk-warning-page">
      {mayAll && (
        <Segmented<Scope>
          style={{ marginBottom: 16 }}
          value={scope}
          onChange={(v) => {
            setScope(v);
            setPage(1);
          }}
          options={[
            { label: t('permitsui.warning.mine'), value: 'mine' },
            { label: t('permitsui.warning.all'), value: 'all' },
          ]}
        />
      )}
      <Form<Filters> form={form} name="riskWarningFilter" layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }} aria-label={t('permitsui.warning.search')}>
        <Form.Item name="model" label={t('permitsui.warning.model')}>
          <Select allowClear style={{ width: 140 }} options={MODELS.map((m) => ({ value: m, label: modelTitle(m) }))} />
        </Form.Item>
        <Form.Item name="status" label={t('permitsui.warning.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 'NEW', label: t('permitsui.warning.unread') },
              { value: 'CLOSE', label: t('permitsui.warning.read') },
            ]}
          />
        </Form.Item>
        <Form.Item name="days" label={t('permitsui.warning.days')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        {scope === 'all' && (
          <Form.Item name="risk" label={t('permitsui.warning.content')}>
            <Input allowClear maxLength={50} style={{ width: 180 }} />
          </Form.Item>
        )}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('permitsui.warning.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('permitsui.warning.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {scope === 'mine' && !hasStaff && <Alert type="info" showIcon message={t('permitsui.warning.noStaff')} style={{ marginBottom: 12 }} />}
      {scope === 'all' && <Alert type="info" showIcon message={t('permitsui.warning.allHint')} style={{ marginBottom: 12 }} />}
      {scope === 'mine' && hasStaff && (
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
          <Typography.Text type="secondary">
            {ts('shell.notify.unreadTotal', { count: unread ?? 0 })}
            {selected.length > 0 && ` · ${t('permitsui.warning.selected', { n: selected.length })}`}
          </Typography.Text>
          <Space>
            <Button disabled={!selected.length} loading={busy} onClick={() => void mark(selected)}>
              {t('permitsui.warning.markSelected')}
            </Button>
            <Popconfirm title={ts('shell.notify.markAllConfirm')} okText={ts('shell.common.ok')} cancelText={ts('shell.common.cancel')} onConfirm={() => mark('all')}>
              <Button disabled={!unread} loading={busy}>
                {ts('shell.notify.markAllRead')}
              </Button>
            </Popconfirm>
          </Space>
        </Space>
      )}
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      <Table<RiskWarning>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={state.rows}
        loading={state.loading}
        rowSelection={
          scope === 'mine' && hasStaff
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ disabled: row.status !== 'NEW', 'aria-label': row.risk }),
              }
            : undefined
        }
        locale={{ emptyText: state.error ? ts('shell.common.loadFailed') : ts('shell.notify.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: state.total,
          showSizeChanger: false,
          showTotal: (total) => ts('shell.common.total', { n: total }),
          onChange: setPage,
        }}
      />
    </Card>
  );
}
