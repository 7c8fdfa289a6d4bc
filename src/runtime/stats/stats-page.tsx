// A module's statistics page: its blocks (GET /data-service/stats/<module>) in a responsive grid. Registered
// as the view key `stats/<module>` (src/client/router/view-registry.ts), so a menu entry can open it.
import { Button, Col, Empty, Flex, Result, Row, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { statsuiZh } from '../../domain/i18n/zh/statsui.ts';
import { textOf } from '../i18n/text-of.ts';
import type { DataServiceClient, StatsBlockInfo } from './data-service-client.ts';
import { StatsBlock } from './stats-block.tsx';
import type { ChartDrawer } from './stats-chart.tsx';

const t = textOf(statsuiZh);

export interface StatsPageProps {
  client: DataServiceClient;
  module: string;
  /** Shown above the blocks (e.g. a page's own index cards). */
  header?: ReactNode;
  drawer?: ChartDrawer;
  /** Passed to every block's call (a source's own parameters, e.g. a date range). */
  filters?: Readonly<Record<string, string>>;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; blocks: StatsBlockInfo[] };

/** A line chart takes the whole row; others half of it on wide screens. */
const span = (b: StatsBlockInfo) => (b.chart === 'line' ? { xs: 24 } : b.chart === 'number' ? { xs: 24, md: 12, xl: 6 } : { xs: 24, xl: 12 });

export function StatsPage({ client, module, header, drawer, filters }: StatsPageProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    client.blocks(module).then(
      (blocks) => live && setLoad({ status: 'ready', blocks }),
      (e: unknown) => live && setLoad({ status: 'failed', message: e instanceof Error ? e.message : '' }),
    );
    return () => {
      live = false;
    };
  }, [client, module, attempt]);

  let body;
  if (load.status === 'loading') {
    body = (
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        <Spin size="large" aria-label={t('statsui.block.loading')} />
      </Flex>
    );
  } else if (load.status === 'failed') {
    body = (
      <Result status="error" title={t('statsui.block.failed')} subTitle={load.message} extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('statsui.block.retry')}</Button>} />
    );
  } else if (!load.blocks.length) {
    body = <Empty description={t('statsui.page.empty')} />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {load.blocks.map((b) => (
          <Col key={b.key} {...span(b)}>
            <StatsBlock client={client} module={module} block={b} drawer={drawer} filters={filters} />
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <Flex vertical gap={16}>
      {header}
      {body}
    </Flex>
  );
}
