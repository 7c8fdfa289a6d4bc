// The ECharts option of a statistics block (bar, line, pie), from its rows. Pure: the ECharts code itself is
// loaded lazily by stats-chart.tsx.
import type { StatsChart, StatsRow } from './data-service-client.ts';

const COLOR = '#1677ff';

export function chartOption(chart: Exclude<StatsChart, 'number'>, rows: readonly StatsRow[]): Record<string, unknown> {
  if (chart === 'pie') {
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], data: rows.map((r) => ({ name: r.label, value: r.value })), label: { formatter: '{b}: {c}' } }],
    };
  }
  return {
    color: [COLOR],
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.label), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: chart, data: rows.map((r) => r.value), ...(chart === 'line' ? { smooth: true, areaStyle: { opacity: 0.15 } } : { barMaxWidth: 36 }) }],
  };
}
