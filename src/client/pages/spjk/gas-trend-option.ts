// The ECharts option of a detector's trend (pure, unit-tested): its readings as a line over time, and its 低报 and
// 高报 as flat dashed lines across the same span, so that an excursion is seen against its levels.
import dayjs from 'dayjs';

export interface TrendPoint {
  at: string;
  value: number;
}

export interface TrendLabels {
  value: string;
  low: string;
  high: string;
}

/** Keeps the points in time order, a newer point (the stream's) appended, at most `max` of them. */
export function appendPoint(points: readonly TrendPoint[], p: TrendPoint, max = 2000): TrendPoint[] {
  const last = points[points.length - 1];
  if (last && new Date(last.at).getTime() >= new Date(p.at).getTime()) return [...points];
  const next = [...points, p];
  return next.length > max ? next.slice(next.length - max) : next;
}

export function trendOption(d: { unit: string; lowAlarm: number; highAlarm: number }, points: readonly TrendPoint[], labels: TrendLabels): Record<string, unknown> {
  const times = points.map((p) => dayjs(p.at).format('MM-DD HH:mm'));
  const flat = (v: number) => points.map(() => v);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: times, boundaryGap: false, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: d.unit, scale: true },
    series: [
      { name: labels.value, type: 'line', data: points.map((p) => p.value), showSymbol: false, smooth: false },
      { name: labels.low, type: 'line', data: flat(d.lowAlarm), showSymbol: false, lineStyle: { type: 'dashed', color: '#fa8c16' }, itemStyle: { color: '#fa8c16' } },
      { name: labels.high, type: 'line', data: flat(d.highAlarm), showSymbol: false, lineStyle: { type: 'dashed', color: '#f5222d' }, itemStyle: { color: '#f5222d' } },
    ],
  };
}
