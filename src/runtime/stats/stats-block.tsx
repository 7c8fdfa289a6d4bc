// A statistics block (docs/schema-engine.md "Statistics blocks"): a card with the block's title and its
// figures from the data service, drawn as a bar, line or pie chart, or as one big figure (`number`: the
// total); loading, empty and failed states (with a retry button); the figures also as a table, read by
// screen readers under the chart and shown on a toggle.
import { Button, Card, Empty, Flex, Result, Spin, Statistic } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { statsuiZh } from '../../domain/i18n/zh/statsui.ts';
import { textOf } from '../i18n/text-of.ts';
import type { DataServiceClient, StatsAnswer, StatsBlockInfo } from './data-service-client.ts';
import { StatsChartView, type ChartDrawer } from './stats-chart.tsx';

const t = textOf(statsuiZh);

export interface StatsBlockProps {
  client: DataServiceClient;
  module: string;
  block: StatsBlockInfo;
  /** Filters as the resource's list takes them. */
  filters?: Readonly<Record<string, string>>;
  drawer?: ChartDrawer;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; answer: StatsAnswer };

/** Visually hidden but read by screen readers. */
const SR_ONLY: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

function FiguresTable({ title, answer, visible }: { title: string; answer: StatsAnswer; visible: boolean }) {
  const cell: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #f0f0f0', textAlign: 'left' };
  return (
    <table style={visible ? { width: '100%', borderCollapse: 'collapse' } : SR_ONLY} data-testid="stats-table">
      <caption style={SR_ONLY}>{t('statsui.block.tableCaption', { title })}</caption>
      <thead>
        <tr>
          <th style={cell}>{t('statsui.block.category')}</th>
          <th style={cell}>{t('statsui.block.value')}</th>
        </tr>
      </thead>
      <tbody>
        {answer.rows.map((r) => (
          <tr key={r.key}>
            <td style={cell}>{r.label}</td>
            <td style={cell}>{r.value}</td>
          </tr>
        ))}
        <tr>
          <th style={cell}>{t('statsui.block.total')}</th>
          <td style={cell}>{answer.total}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function StatsBlock({ client, module, block, filters, drawer }: StatsBlockProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [asTable, setAsTable] = useState(false);
  const filterKey = JSON.stringify(filters ?? {});

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    client.rows(module, block.key, JSON.parse(filterKey) as Record<string, string>).then(
      (answer) => live && setLoad({ status: 'ready', answer }),
      (e: unknown) => live && setLoad({ status: 'failed', message: e instanceof Error && e.message ? e.message : t('statsui.block.failed') }),
    );
    return () => {
      live = false;
    };
  }, [client, module, block.key, filterKey, attempt]);

  const hasFigures = load.status === 'ready' && load.answer.rows.some((r) => r.value !== 0);
  const toggle = load.status === 'ready' && hasFigures && block.chart !== 'number' && (
    <Button size="small" type="link" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
      {asTable ? t('statsui.block.showChart') : t('statsui.block.showTable')}
    </Button>
  );

  let body;
  if (load.status === 'loading') {
    body = (
      <Flex justify="center" align="center" style={{ minHeight: 160 }}>
        <Spin aria-label={t('statsui.block.loading')} />
      </Flex>
    );
  } else if (load.status === 'failed') {
    body = (
      <Result
        status="warning"
        title={t('statsui.block.failed')}
        subTitle={load.message}
        extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('statsui.block.retry')}</Button>}
      />
    );
  } else if (block.chart === 'number') {
    body = <Statistic value={load.answer.total} valueStyle={{ fontSize: 40 }} />;
  } else if (!hasFigures) {
    body = <Empty description={t('statsui.block.empty')} />;
  } else {
    body = (
      <div style={{ position: 'relative' }}>
        {!asTable && <StatsChartView chart={block.chart} rows={load.answer.rows} title={block.title} drawer={drawer} />}
        <FiguresTable title={block.title} answer={load.answer} visible={asTable} />
      </div>
    );
  }
  return (
    <Card title={block.title} extra={toggle} data-stats-block={block.key} styles={{ body: { minHeight: 200 } }}>
      {body}
    </Card>
  );
}
