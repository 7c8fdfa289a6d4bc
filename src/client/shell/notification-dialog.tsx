import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { formatTime, relativeTime } from '../../domain/format.ts';
import { listMyWarnings } from '../api/shell-api.ts';
import { modelTitle, workTypeLabel, type RiskWarning } from './notification-link.ts';
import { viewWarning } from './notification-actions.ts';
import { useNotificationStore } from './notification-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** Spec 000 §9: notification page size 10, dialog table height 450. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_TABLE_HEIGHT = 450;
const LOAD_FAILED = t('shell.common.loadFailed');

interface PageState {
  rows: RiskWarning[];
  total: number;
  loading: boolean;
  error: string;
}

/**
 * Mounts the notification dialog once however many widgets ask for it: the first mounted host renders it.
 */
export function NotificationDialogHost() {
  const id = useId();
  const first = useNotificationStore((s) => s.hosts[0] === id);
  useEffect(() => {
    const { addHost, removeHost } = useNotificationStore.getState();
    addHost(id);
    return () => removeHost(id);
  }, [id]);
  return first ? <NotificationDialog /> : null;
}

/** The risk-notification dialog (spec 000 §2): a paged table, view or mark read one by one or all. */
export function NotificationDialog() {
  const open = useNotificationStore((s) => s.dialogOpen);
  const version = useNotificationStore((s) => s.version);
  const unread = useNotificationStore((s) => s.unread);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PageState>({ rows: [], total: 0, loading: false, error: '' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (pageIndex: number) => {
    setState((s) => ({ ...s, loading: true, error: '' }));
    try {
      const res = await listMyWarnings(pageIndex, NOTIFICATION_PAGE_SIZE);
      setState({ rows: res.dataList, total: res.total, loading: false, error: '' });
    } catch {
      setState({ rows: [], total: 0, loading: false, error: LOAD_FAILED });
    }
  }, []);

  useEffect(() => {
    if (open) void load(page);
  }, [open, page, version, load]);

  useEffect(() => {
    if (!open) setPage(1);
  }, [open]);

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

  const columns: TableColumnsType<RiskWarning> = [
    { title: t('shell.notify.content'), dataIndex: 'risk', key: 'risk' },
    { title: t('shell.notify.department'), dataIndex: 'buMen', key: 'buMen', width: 100, render: (v: string | null) => v || '—' },
    {
      title: t('shell.notify.time'),
      dataIndex: 'riskTime',
      key: 'riskTime',
      width: 130,
      render: (v: string) => {
        const exact = formatTime(v, 'YYYY-MM-DD HH:mm');
        const relative = relativeTime(v);
        return (
          <Tooltip title={formatTime(v)}>
            <div>{relative}</div>
            {relative !== exact && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {exact}
              </Typography.Text>
            )}
          </Tooltip>
        );
      },
    },
    {
      title: t('shell.notify.workType'),
      dataIndex: 'zuoYeLeiXing',
      key: 'zuoYeLeiXing',
      width: 100,
      render: (v: string | null, row) => workTypeLabel(v) || modelTitle(row.model) || '—',
    },
    { title: t('shell.notify.level'), dataIndex: 'zuoYeJiBie', key: 'zuoYeJiBie', width: 70, render: (v: string | null) => v || '—' },
    {
      title: t('shell.notify.status'),
      dataIndex: 'status',
      key: 'status',
      width: 70,
      render: (v: RiskWarning['status']) => (v === 'NEW' ? <Tag color="red">{t('shell.notify.unreadState')}</Tag> : <Tag>{t('shell.notify.readState')}</Tag>),
    },
    {
      title: t('shell.notify.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => void viewWarning(row, navigate)} aria-label={t('shell.notify.viewNamed', { risk: row.risk })}>
            {t('shell.common.view')}
          </Button>
          {row.status === 'NEW' && (
            <Button type="link" size="small" disabled={busy} onClick={() => void mark([row.id])} aria-label={t('shell.notify.markReadNamed', { risk: row.risk })}>
              {t('shell.notify.markRead')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Modal
      title={t('shell.notify.reminders')}
      open={open}
      width={900}
      footer={null}
      destroyOnHidden
      onCancel={() => useNotificationStore.getState().closeDialog()}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('shell.notify.unreadTotal', { count: unread ?? 0 })}</Typography.Text>
        <Popconfirm title={t('shell.notify.markAllConfirm')} okText={t('shell.common.ok')} cancelText={t('shell.common.cancel')} onConfirm={() => mark('all')}>
          <Button size="small" disabled={!unread} loading={busy}>
            {t('shell.notify.markAllRead')}
          </Button>
        </Popconfirm>
      </Space>
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      <Table<RiskWarning>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={state.rows}
        loading={state.loading}
        scroll={{ y: NOTIFICATION_TABLE_HEIGHT }}
        locale={{ emptyText: state.error ? LOAD_FAILED : t('shell.notify.empty') }}
        pagination={{
          current: page,
          pageSize: NOTIFICATION_PAGE_SIZE,
          total: state.total,
          showSizeChanger: false,
          showTotal: (total) => t('shell.common.total', { n: total }),
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
