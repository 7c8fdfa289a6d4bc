// Block `tszy/site-works` (blocks.ts; placed by every permit form file's detail.blocks): the other permits working
// at the same place and time (GB 30871 4.6, 4.7; GET zuoYePiao/siteWorks), nearest first, each linked to its
// detail; a pair the standard forbids (hot work within 30 m of blind-plate work, one blind-plate work per
// pipeline) is shown first with the rule, which the server also applies at submit and start. Below them, the
// coordination (4.6): who confirmed it and when, or that it is missing or no longer covers every work, with
// 确认协调 for a writer while the permit may still work (POST zuoYePiao/coordinate).
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COORDINATING_STATES } from '../../../domain/permit-coordination.ts';
import type { PermitState } from '../../../domain/permit-lifecycle.ts';
import { permitApi, type SiteWork, type SiteWorks } from '../../api/permit-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { showTime, STATE_COLORS, t } from './permit-labels.ts';
import { SiteCoordination } from './site-coordination.tsx';
import { usePermitWriter } from './use-permit-session.ts';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: SiteWorks };

export default function SiteWorksBlock({ record }: DetailBlockProps) {
  const { id, zhuangTai } = record as { id?: unknown; zhuangTai?: PermitState };
  const canWrite = usePermitWriter();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (typeof id !== 'number') return;
    let live = true;
    permitApi.siteWorks(id).then(
      (answer) => live && setLoad({ status: 'ready', answer }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (load.status === 'failed') return <Alert type="warning" showIcon message={t('permitsui.siteWorks.loadFailed')} />;
  if (load.status === 'loading') return <Table<SiteWork> size="small" loading pagination={false} dataSource={[]} />;
  const works = [...load.answer.dataList].sort((a, b) => Number(b.refused !== null) - Number(a.refused !== null));
  if (!works.length) return <Typography.Text type="secondary" data-testid="site-works-none">{t('permitsui.siteWorks.none')}</Typography.Text>;
  const forbidden = works.filter((w) => w.refused);
  // A forbidden pair is not made allowed by coordinating it (the server refuses it too).
  const mayConfirm = canWrite && !forbidden.length && typeof id === 'number' && zhuangTai !== undefined && COORDINATING_STATES.includes(zhuangTai);
  return (
    <Flex vertical gap={12} data-testid="site-works-block">
      {forbidden.length > 0 ? (
        <Alert type="error" showIcon message={t('permitsui.siteWorks.forbidden')} description={forbidden.map((w) => w.refused).join(t('permitsui.sep.items'))} data-testid="site-works-forbidden" />
      ) : (
        <Typography.Text type="secondary">{t('permitsui.siteWorks.some', { n: works.length })}</Typography.Text>
      )}
      <Table<SiteWork>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={works}
        columns={[
          { key: 'number', title: t('permitsui.siteWorks.number'), render: (_, w) => <Link to={`/tszy/detail/${w.id}`}>{w.number}</Link> },
          { key: 'kind', title: t('permitsui.siteWorks.kind'), dataIndex: 'kindName' },
          { key: 'state', title: t('permitsui.siteWorks.state'), render: (_, w) => <Tag color={STATE_COLORS[w.state]}>{w.stateName}</Tag> },
          {
            key: 'where',
            title: t('permitsui.siteWorks.where'),
            render: (_, w) => (w.metres === null ? t('permitsui.siteWorks.sameSite') : t('permitsui.siteWorks.metres', { metres: w.metres })),
          },
          { key: 'window', title: t('permitsui.siteWorks.window'), render: (_, w) => `${showTime(w.plannedStart)} ~ ${showTime(w.plannedEnd)}` },
        ]}
      />
      <SiteCoordination
        coordination={load.answer.coordination}
        onConfirm={mayConfirm ? (opinion) => permitApi.coordinate(id, opinion).then((answer) => setLoad({ status: 'ready', answer })) : undefined}
      />
    </Flex>
  );
}
