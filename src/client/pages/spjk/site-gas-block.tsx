// Block `spjk/site-gas` (blocks.ts; placed by the hot-work and confined-space permit files' detail.blocks): the gas
// detectors whose site is the record's work site (`props.siteField`, default zuoYeDiDian), each with its latest
// reading and level, kept current by the gas board's stream; a detector in alarm is shown first and said to hold
// the start of the work (the server refuses it: src/server/spjk/site-gas.ts gasGate).
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { openGasStream, siteGas, type LiveMessage, type SiteDetector } from '../../api/spjk-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { LEVEL_COLOURS, withValues } from './gas-board-state.ts';

const t = textOf(spjkuiZh);

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detectors: SiteDetector[] };

const levelText = (d: SiteDetector) => (d.alarm ? d.alarm.levelName : t(d.level === 'low' ? 'spjkui.level.low' : d.level === 'high' ? 'spjkui.level.high' : 'spjkui.level.normal'));

export default function SiteGasBlock({ record, props }: DetailBlockProps) {
  const field = typeof props.siteField === 'string' ? props.siteField : 'zuoYeDiDian';
  const value = (record as Readonly<Record<string, unknown>>)[field];
  const site = typeof value === 'string' ? value.trim() : '';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchSite = useCallback(() => {
    if (!site) return;
    siteGas(site).then(
      (detectors) => setLoad({ status: 'ready', detectors }),
      () => setLoad({ status: 'failed' }),
    );
  }, [site]);
  useEffect(fetchSite, [fetchSite]);
  const codes = load.status === 'ready' ? load.detectors.map((d) => d.code).join(',') : '';

  // Live: values patch the rows; an alarm raised or cleared at one of them (or a reconnection) reads the site again.
  useEffect(() => {
    if (!codes) return;
    const mine = new Set(codes.split(','));
    return openGasStream(
      (m: LiveMessage) => {
        if (m.event === 'values') setLoad((l) => (l.status === 'ready' ? { status: 'ready', detectors: withValues(l.detectors, m.data.values) } : l));
        else if (m.event === 'board' || mine.has(m.data.code)) fetchSite();
      },
      () => undefined,
    );
  }, [codes, fetchSite]);

  if (!site) return <Typography.Text type="secondary">{t('spjkui.site.noSite')}</Typography.Text>;
  if (load.status === 'failed') return <Alert type="warning" showIcon message={t('spjkui.site.loadFailed')} />;
  if (load.status === 'loading') return <Table<SiteDetector> size="small" loading pagination={false} dataSource={[]} />;
  const detectors = [...load.detectors].sort((a, b) => Number(!!b.alarm) - Number(!!a.alarm));
  if (!detectors.length) return <Typography.Text type="secondary" data-testid="site-gas-none">{t('spjkui.site.none', { site })}</Typography.Text>;
  const alarmed = detectors.filter((d) => d.alarm);
  return (
    <Flex vertical gap={12} data-testid="site-gas-block">
      {alarmed.length > 0 ? (
        <Alert type="error" showIcon message={t('spjkui.site.blocked')} description={alarmed.map((d) => d.alarm!.message).join(t('spjkui.sep'))} data-testid="site-gas-alarm" />
      ) : (
        <Typography.Text type="secondary">{t('spjkui.site.monitored', { site, count: detectors.length })}</Typography.Text>
      )}
      <Table<SiteDetector>
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={detectors}
        columns={[
          { key: 'detector', title: t('spjkui.col.detector'), render: (_, d) => t('spjkui.detectorName', { name: d.name, code: d.code }) },
          { key: 'gas', title: t('spjkui.col.gas'), dataIndex: 'gasName', width: 110 },
          {
            key: 'value',
            title: t('spjkui.col.value'),
            width: 130,
            render: (_, d) => <span data-testid={`site-gas-value-${d.code}`}>{d.value === null ? t('spjkui.noReading') : `${d.value} ${d.unit}`}</span>,
          },
          { key: 'at', title: t('spjkui.col.at'), width: 170, render: (_, d) => (d.at ? dayjs(d.at).format('YYYY-MM-DD HH:mm:ss') : '—') },
          {
            key: 'state',
            title: t('spjkui.col.state'),
            width: 110,
            render: (_, d) => (
              <Tag color={d.alarm ? (d.alarm.level === 'high' ? 'red' : 'orange') : LEVEL_COLOURS[d.level]} data-testid={`site-gas-state-${d.code}`}>
                {levelText(d)}
              </Tag>
            ),
          },
        ]}
      />
    </Flex>
  );
}
