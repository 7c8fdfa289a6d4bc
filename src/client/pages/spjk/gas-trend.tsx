// A detector's readings of the last 24 hours on 气体监测 (GET /ingest/readings), against its 低报 and 高报; the
// board's pushed values are appended as they come, so the line runs on without polling.
import { Alert, Empty, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ChartDrawer } from '../../../runtime/stats/stats-chart.tsx';
import { gasReadings, type BoardDetector } from '../../api/spjk-api.ts';
import { OpsChart } from '../RiskControl/ops-chart.tsx';
import { appendPoint, trendOption, type TrendPoint } from './gas-trend-option.ts';

const t = textOf(spjkuiZh);
const DAY_MS = 24 * 3600_000;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; points: TrendPoint[] };

export interface GasTrendProps {
  detector: BoardDetector;
  /** Draws the chart (ECharts by default; stories and tests pass another). */
  drawer?: ChartDrawer;
}

export function GasTrend({ detector, drawer }: GasTrendProps) {
  const { code, value, at, unit, lowAlarm, highAlarm } = detector;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    gasReadings(code, new Date(Date.now() - DAY_MS)).then(
      (points) => live && setLoad({ status: 'ready', points }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  // A pushed value of the detector continues the line.
  useEffect(() => {
    if (value === null || !at) return;
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', points: appendPoint(l.points, { at, value }) } : l));
  }, [value, at]);
  const points = load.status === 'ready' ? load.points : null;
  const option = useMemo(
    () => (points ? trendOption({ unit, lowAlarm, highAlarm }, points, { value: t('spjkui.trend.value'), low: t('spjkui.trend.low'), high: t('spjkui.trend.high') }) : null),
    [points, unit, lowAlarm, highAlarm],
  );
  if (load.status === 'failed') return <Alert type="warning" showIcon message={t('spjkui.trend.loadFailed')} />;
  if (!option || !points) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!points.length) return <Empty description={t('spjkui.trend.empty')} />;
  return <OpsChart option={option} title={t('spjkui.trend.title', { name: detector.name })} drawer={drawer} height={280} testId={`gas-trend-${code}`} />;
}
