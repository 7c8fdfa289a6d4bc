import { Button, Card, Empty, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatTime } from '../../../domain/format.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { ApplyDetailDrawer } from './apply-detail-drawer.tsx';
import { approveApply, listApplies, rejectApply, type ApplyRow } from './enterprise-api.ts';
import { t } from './enterprise-text.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR = { 0: 'orange', 1: 'green', 2: 'red' } as const;
type Filter = 'all' | '0' | '1' | '2';

/** One page of the submissions in the chosen state (all of them for `all`). */
const readApplies = (f: Filter, page: number, pageSize: number) => listApplies(f === 'all' ? undefined : Number(f), page, pageSize);

/**
 * 入驻申请 (component `enterprise/application`, issue 24 item 2; the page of the `enterprise-apply` resource, views.ts):
 * the apply-for-use submissions of the modules-not-enabled page (spec 000 §2), pending first, for the platform
 * administrator to review once through the application's workflow: 批准 (after a confirmation) enables the module
 * for the enterprise and tells the applicant by SMS; 驳回 asks for the reason, which the SMS carries. 详情 (and the
 * inbox's link, `?detail=<id>`) opens the application with the history of its review.
 */
export default function ApplicationPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('enterprise.ui.applyTitle'));
  const navigate = useNavigate();
  const list = usePagedList<Filter, ApplyRow>(readApplies, '0', PAGE_SIZE);
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<ApplyRow | null>(null);
  const [reasonForm] = Form.useForm<{ reason: string }>();
  const [params, setParams] = useSearchParams();
  const detailParam = Number(params.get('detail'));
  const detailId = Number.isInteger(detailParam) && detailParam > 0 ? detailParam : null;
  const [version, setVersion] = useState(0);
  const openDetail = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('detail');
        else next.set('detail', String(id));
        return next;
      },
      { replace: true },
    );

  const act = async (id: number, call: () => Promise<void>, done: string) => {
    setBusy(id);
    try {
      await call();
      void message.success(done);
      setRejecting(null);
      setVersion((v) => v + 1);
      await list.reload();
    } catch {
      // The request layer has shown the server's message (a second review names the state it found).
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<ApplyRow> = [
    {
      title: t('enterprise.ui.qymc'),
      dataIndex: 'qymc',
      width: 180,
      render: (v: string | null, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => navigate(`/enterprise/detail/${r.qyId}`)}>
          {v ?? r.qyId}
        </Button>
      ),
    },
    { title: t('enterprise.ui.module'), dataIndex: 'moduleTitle', width: 120, render: (v: string | null) => v ?? '-' },
    { title: t('enterprise.ui.applicant'), dataIndex: 'name', width: 100 },
    { title: t('enterprise.ui.mobile'), dataIndex: 'mobile', width: 120 },
    { title: t('enterprise.ui.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
    {
      title: t('enterprise.field.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: ApplyRow['status']) => <Tag color={STATUS_COLOR[v]}>{t(`enterprise.status.${v}`)}</Tag>,
    },
    {
      title: t('enterprise.ui.reviewedAt'),
      width: 200,
      render: (_, r) =>
        r.reviewedAt ? (
          <Space direction="vertical" size={0}>
            <span>{`${formatTime(r.reviewedAt)} ${r.reviewerName ?? ''}`}</span>
            {r.rejectReason ? <Typography.Text type="secondary">{t('enterprise.ui.reasonLine', { reason: r.rejectReason })}</Typography.Text> : null}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('enterprise.ui.actions'),
      width: 190,
      fixed: 'right',
      render: (_, r) => (
        <Space>
          <Button size="small" type="link" style={{ padding: 0 }} data-testid={`apply-detail-${r.id}`} onClick={() => openDetail(r.id)}>
            {t('enterprise.ui.detail')}
          </Button>
          {r.status === 0 ? (
            <Space>
              <Popconfirm
                title={t('enterprise.ui.confirmApprove', { qymc: r.qymc ?? String(r.qyId), module: r.moduleTitle ?? '-' })}
                okText={t('enterprise.ui.ok')}
                cancelText={t('enterprise.ui.cancel')}
                onConfirm={() => act(r.id, () => approveApply(r.id), t('enterprise.applyApproved'))}
              >
                <Button size="small" type="primary" loading={busy === r.id} disabled={!r.module} data-testid={`apply-approve-${r.id}`}>
                  {t('enterprise.ui.approve')}
                </Button>
              </Popconfirm>
              <Button
                size="small"
                danger
                data-testid={`apply-reject-${r.id}`}
                onClick={() => {
                  reasonForm.resetFields();
                  setRejecting(r);
                }}
              >
                {t('enterprise.ui.reject')}
              </Button>
            </Space>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={title || t('enterprise.ui.applyTitle')}
      data-testid="enterprise-application"
      extra={
        <Segmented<Filter>
          value={list.query}
          onChange={list.search}
          options={[
            { value: '0', label: t('enterprise.status.0') },
            { value: '1', label: t('enterprise.status.1') },
            { value: '2', label: t('enterprise.status.2') },
            { value: 'all', label: t('enterprise.ui.all') },
          ]}
        />
      }
    >
      {list.failed ? (
        <LoadFailed title={t('enterprise.ui.loadFailed')} retryLabel={t('enterprise.ui.retry')} onRetry={() => void list.reload()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <Empty description={t('enterprise.ui.applyEmpty')} /> }}
          pagination={list.pagination((n) => t('enterprise.ui.total', { total: n }))}
        />
      )}
      <Modal
        open={rejecting !== null}
        title={t('enterprise.ui.rejectTitle')}
        okText={t('enterprise.ui.reject')}
        cancelText={t('enterprise.ui.cancel')}
        okButtonProps={{ danger: true, loading: rejecting !== null && busy === rejecting.id, ...{ 'data-testid': 'apply-reject-ok' } }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          const target = rejecting;
          if (!target) return;
          reasonForm.validateFields().then(
            (v) => act(target.id, () => rejectApply(target.id, v.reason.trim()), t('enterprise.applyRejected')),
            () => undefined,
          );
        }}
        destroyOnHidden
      >
        <Form form={reasonForm} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('enterprise.ui.reason')}
            rules={[{ required: true, whitespace: true, message: t('enterprise.error.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('enterprise.ui.reasonPlaceholder')} data-testid="apply-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <ApplyDetailDrawer id={detailId} version={version} onClose={() => openDetail(null)} />
    </Card>
  );
}
