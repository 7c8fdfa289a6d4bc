// A block's chart drawn with ECharts (loaded lazily, echarts-setup.ts) into a div that follows its
// container's size. Tests and stories may pass another drawer.
import { useEffect, useRef } from 'react';
import type { StatsChart, StatsRow } from './data-service-client.ts';
import { chartOption } from './stats-chart-option.ts';

/** Draws a chart into an element; answers how to resize it and how to dispose of it. */
export type ChartDrawer = (el: HTMLElement, option: Record<string, unknown>) => Promise<{ resize(): void; dispose(): void }>;

export const echartsDrawer: ChartDrawer = async (el, option) => {
  const { init } = await import('./echarts-setup.ts');
  const chart = init(el, undefined, { renderer: 'canvas' });
  chart.setOption(option);
  return chart;
};

export interface StatsChartViewProps {
  chart: Exclude<StatsChart, 'number'>;
  rows: readonly StatsRow[];
  title: string;
  drawer?: ChartDrawer;
  height?: number;
}

export function StatsChartView({ chart, rows, title, drawer = echartsDrawer, height = 280 }: StatsChartViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let live = true;
    let drawn: { resize(): void; dispose(): void } | null = null;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => drawn?.resize());
    void drawer(el, chartOption(chart, rows)).then((d) => {
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
  }, [chart, rows, drawer]);
  return <div ref={ref} role="img" aria-label={title} data-chart={chart} style={{ width: '100%', height }} />;
}
