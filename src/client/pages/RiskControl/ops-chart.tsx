// A chart of 运营统计 drawn with ECharts (the runtime's lazy drawer, src/runtime/stats), following its container's
// size. Stories and tests pass another drawer.
import { useEffect, useRef } from 'react';
import { echartsDrawer, type ChartDrawer } from '../../../runtime/stats/stats-chart.tsx';

export interface OpsChartProps {
  option: Record<string, unknown>;
  title: string;
  drawer?: ChartDrawer;
  height?: number;
  testId?: string;
}

export function OpsChart({ option, title, drawer = echartsDrawer, height = 300, testId }: OpsChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let live = true;
    let drawn: { resize(): void; dispose(): void } | null = null;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => drawn?.resize());
    void drawer(el, option).then((d) => {
      if (!live) return d.dispose();
      drawn = d;
      observer?.observe(el);
      return undefined;
    });
    return () => {
      live = false;
      observer?.disconnect();
      drawn?.dispose();
    };
  }, [option, drawer]);
  return <div ref={ref} role="img" aria-label={title} data-testid={testId} style={{ width: '100%', height }} />;
}

/** Bars (and lines) of several figures over categories, with a legend and a tooltip. */
export function seriesOption(categories: string[], series: { name: string; data: number[]; type?: 'bar' | 'line' }[]): Record<string, unknown> {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ name: s.name, type: s.type ?? 'bar', data: s.data })),
  };
}

/** A pie of named values. */
export function pieOption(items: { name: string; value: number }[]): Record<string, unknown> {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll' },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: items }],
  };
}
