// Block `tszy/site-guard` (blocks.ts; placed by every permit form file's detail.blocks): the guardian's site record of
// the permit (issue 16 item 8; the detail's `siteGuard`): who guards it, each 作业中 / 作业结束 safety measure with
// who confirmed it at the site and when, and for 受限空间 the entry record (GB 30871—2022 6.8 c) as stays (who, in,
// out) with the count of people inside; an unconfirmed measure says who confirms it (its template's role, or the
// guardian). Read-only: the guardian records on the permit's phone page.
import { Flex, Table, Tag, Typography } from 'antd';
import { permitGuardZh } from '../../../domain/i18n/zh/permit-guard.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { siteGuardOf, whoConfirmsKey, type SiteGuard, type SiteGuardMeasure, type SiteGuardStay } from '../../api/permit-guard-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { showTime, t as tp } from './permit-labels.ts';

const t = textOf(permitGuardZh);

export function SiteGuardRecord({ guard }: { guard: SiteGuard }) {
  return (
    <Flex vertical gap={12} data-testid="site-guard">
      <Typography.Text type="secondary">{t('permitsui.guard.hint', { who: [guard.guardian, guard.leader].filter(Boolean).join(tp('permitsui.sep.list')) || '—' })}</Typography.Text>
      {guard.measures.length > 0 ? (
        <Table<SiteGuardMeasure>
          size="small"
          rowKey="index"
          pagination={false}
          dataSource={guard.measures}
          data-testid="site-guard-measures"
          columns={[
            { key: 'n', title: '#', width: 48, render: (_, m) => m.index + 1 },
            { key: 'measure', title: t('permitsui.guard.col.measure'), dataIndex: 'cuoShi' },
            { key: 'phase', title: t('permitsui.guard.col.phase'), width: 100, render: (_, m) => <Tag color={m.jieDuan === 'during' ? 'blue' : 'purple'}>{t(`permitsui.guard.phase.${m.jieDuan}`)}</Tag> },
            {
              key: 'by',
              title: t('permitsui.guard.col.confirmer'),
              width: 180,
              render: (_, m) =>
                m.check?.byName ?? (
                  <Flex vertical>
                    <Typography.Text type="warning">{t('permitsui.guard.unconfirmed')}</Typography.Text>
                    <Typography.Text type="secondary" data-testid="site-guard-confirmer">
                      {t(whoConfirmsKey(m, guard))}
                    </Typography.Text>
                  </Flex>
                ),
            },
            { key: 'at', title: t('permitsui.guard.col.time'), width: 170, render: (_, m) => (m.check ? showTime(m.check.at) : '—') },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('permitsui.guard.noMeasures')}</Typography.Text>
      )}
      {guard.confined && (
        <section data-testid="site-guard-entry">
          <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t('permitsui.guard.entry')}</Typography.Text>
            <Tag color={guard.inside.length ? 'orange' : 'green'}>
              {guard.inside.length ? t('permitsui.guard.insideCount', { count: guard.inside.length }) : t('permitsui.guard.nobodyInside')}
            </Tag>
            {guard.inside.length > 0 && <Typography.Text>{t('permitsui.guard.insideNames', { names: guard.inside.join(tp('permitsui.sep.list')) })}</Typography.Text>}
          </Flex>
          <Table<SiteGuardStay>
            size="small"
            rowKey={(s) => `${s.person}-${s.in}`}
            pagination={false}
            dataSource={guard.stays}
            locale={{ emptyText: t('permitsui.guard.noEntries') }}
            columns={[
              { key: 'person', title: t('permitsui.guard.col.person'), dataIndex: 'person' },
              { key: 'in', title: t('permitsui.guard.col.in'), render: (_, s) => showTime(s.in) },
              { key: 'out', title: t('permitsui.guard.col.out'), render: (_, s) => (s.out ? showTime(s.out) : <Tag color="orange">{t('permitsui.guard.stillInside')}</Tag>) },
            ]}
          />
        </section>
      )}
    </Flex>
  );
}

export default function SiteGuardBlock({ record }: DetailBlockProps) {
  const guard = siteGuardOf(record);
  if (!guard) return <Typography.Text type="secondary">{t('permitsui.guard.noMeasures')}</Typography.Text>;
  return <SiteGuardRecord guard={guard} />;
}
