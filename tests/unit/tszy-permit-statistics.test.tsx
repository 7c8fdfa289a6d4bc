// @vitest-environment jsdom
// 作业统计 (src/client/pages/tszy/permit-statistics-page.tsx) and the SVG charts: the index cards, the bars by
// kind and state and the line by month, each an image whose label lists the values; the failed state.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, chartLabel } from '../../src/client/pages/tszy/charts/bar-chart.tsx';
import { LineChart } from '../../src/client/pages/tszy/charts/line-chart.tsx';
import PermitStatisticsPage from '../../src/client/pages/tszy/permit-statistics-page.tsx';
import { fail, installMockHttp, mockCalls } from '../../stories/support/mock-http.ts';
import { permitRoutes } from '../../stories/tszy/permit-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const charts = () => [...dom.host.querySelectorAll('svg[role="img"]')].map((s) => s.getAttribute('aria-label'));

afterEach(() => installMockHttp({}));

describe('PermitStatisticsPage', () => {
  it('shows the cards and the three charts with their values', async () => {
    installMockHttp(permitRoutes());
    await act(async () => dom.root.render(<PermitStatisticsPage title="作业统计" />));
    for (let i = 0; i < 4; i++) await settle();
    expect(mockCalls.map((c) => c.path).sort()).toEqual(['/tszy/zuoYePiao/indexStats', '/tszy/zuoYePiao/statistics']);
    const cards = [...dom.host.querySelectorAll('.ant-statistic')].map((s) => s.textContent);
    expect(cards).toEqual(['作业中1', '待我审批2', '2 小时内到期0', '被退回1']);
    expect(dom.host.textContent).toContain('作业统计（共 9 张）');
    expect(charts()).toEqual(['按作业类型：动火 5，高处 3，受限空间 1', '按状态：草稿 2，审批中 4，已完工 3', '近 12 个月：2025-12 2，2026-01 7']);
  });

  it('offers 重试 when the statistics fail', async () => {
    installMockHttp(permitRoutes({ overrides: { 'GET /tszy/zuoYePiao/statistics': fail('模块未开通：特殊作业', 403) } }));
    await act(async () => dom.root.render(<PermitStatisticsPage />));
    for (let i = 0; i < 4; i++) await settle();
    expect(dom.host.textContent).toContain('统计数据加载失败');
    expect(dom.host.textContent).toContain('模块未开通：特殊作业');
  });
});

describe('charts', () => {
  it('draw one bar per value, tallest for the largest, with the values as text', async () => {
    await act(async () => dom.root.render(<BarChart title="按类型" data={[{ label: '动火', value: 4 }, { label: '高处', value: 2 }]} height={100} />));
    const heights = [...dom.host.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights).toEqual([52, 26]);
    expect([...dom.host.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['4', '动火', '2', '高处']);
  });

  it('join the points of a line chart', async () => {
    await act(async () => dom.root.render(<LineChart title="按月" data={[{ label: '1月', value: 0 }, { label: '2月', value: 3 }]} height={100} />));
    expect(dom.host.querySelector('polyline')?.getAttribute('points')).toBe('28,72 84,28');
    expect(chartLabel('按月', [{ label: '1月', value: 0 }])).toBe('按月：1月 0');
  });
});
