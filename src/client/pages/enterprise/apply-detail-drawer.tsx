import { Alert, Descriptions, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatTime } from '../../../domain/format.ts';
import { applyDetail, type ApplyRecord, type ApplyStep } from './enterprise-api.ts';
import { moduleName, t } from './enterprise-text.ts';

const STATE_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
const STATE_COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

export interface ApplyDetailDrawerProps {
  /** The application shown; null: closed. */
  id: number | null;
  /** Bumped after a review: the drawer loads again. */
  version?: number;
  onClose: () => void;
}

type Loaded = { record: ApplyRecord | null; steps: ApplyStep[] } | { error: true } | null;

/**
 * 入驻申请详情 (docs/enterprise.md): one application (`GET /enterprise/apply/:id`) and the history of its review
 * (`GET /enterprise/apply/history?id=`, the workflow engine's steps, oldest first): who acted, when, and the
 * opinion (a rejection's reason). Opened from the list's 详情 and from the inbox's link (`?detail=<id>`).
 */
export function ApplyDetailDrawer({ id, version = 0, onClose }: ApplyDetailDrawerProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    setLoaded(null);
    applyDetail(id).then(
      (d) => live && setLoaded(d),
      () => live && setLoaded({ error: true }),
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  let body;
  if (loaded === null) body = <Spin aria-label={t('enterprise.ui.loading')} />;
  else if ('error' in loaded || !loaded.record) body = <Alert type="warning" showIcon message={t('enterprise.ui.applyMissing')} data-testid="apply-detail-missing" />;
  else {
    const r = loaded.record;
    body = (
      <>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('enterprise.ui.qymc')}>{r.refLabels?.qyId ?? r.qyId}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.module')}>{r.module ? moduleName(r.module) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.applicant')}>{r.name}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.mobile')}>{r.mobile}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.createdAt')}>{formatTime(r.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.field.status')}>
            <Tag color={STATE_COLOR[r.reviewStatus]}>{t(`enterprise.status.${STATE_STATUS[r.reviewStatus]}`)}</Tag>
          </Descriptions.Item>
          {r.reason ? <Descriptions.Item label={t('enterprise.ui.reason')}>{r.reason}</Descriptions.Item> : null}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('enterprise.ui.history')}
        </Typography.Title>
        {loaded.steps.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterprise.ui.historyEmpty')} />
        ) : (
          <Timeline
            items={loaded.steps.map((s) => ({
              key: s.id,
              color: s.toState && s.toState in STATE_COLOR ? STATE_COLOR[s.toState as keyof typeof STATE_COLOR] : 'blue',
              children: (
                <div data-testid="apply-step">
                  <Typography.Text strong>{s.actionLabel || s.action}</Typography.Text>{' '}
                  <Typography.Text>{s.actorName ?? t('enterprise.ui.system')}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{formatTime(s.at)}</Typography.Text>
                  {s.opinion ? <div>{t('enterprise.ui.opinionLine', { opinion: s.opinion })}</div> : null}
                </div>
              ),
            }))}
          />
        )}
      </>
    );
  }
  return (
    <Drawer open={id !== null} title={t('enterprise.ui.applyDetailTitle')} width={480} onClose={onClose} destroyOnHidden data-testid="apply-detail">
      {body}
    </Drawer>
  );
}
