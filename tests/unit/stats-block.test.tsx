// @vitest-environment jsdom
// A statistics block (src/runtime/stats/stats-block.tsx): loading, then the chart drawn with the block's
// rows and the figures as a table for screen readers (shown on the toggle); a `number` block's total; the
// empty state; the failed state whose 重试 asks again; a module's page draws one block per listed block.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { StatsBlock } from '../../src/runtime/stats/stats-block.tsx';
import { StatsPage } from '../../src/runtime/stats/stats-page.tsx';
import { CAMERA_ANSWERS, CAMERA_BLOCKS, createFakeDataService, PERMIT_ANSWERS, PERMIT_BLOCKS, recordingDrawer } from '../../stories/support/fake-data-service.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const service = (failures = 0) => createFakeDataService({ blocks: { tszy: PERMIT_BLOCKS, spjk: CAMERA_BLOCKS }, answers: { ...PERMIT_ANSWERS, ...CAMERA_ANSWERS }, failures });
const cells = () => [...dom.host.querySelectorAll('[data-testid="stats-table"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent).join(':'));

describe('StatsBlock', () => {
  it('loads, then draws the chart with the rows and lists the figures in a table', async () => {
    const drawn: Record<string, unknown>[] = [];
    const client = service();
    await act(async () => dom.root.render(<StatsBlock client={client} module="tszy" block={PERMIT_BLOCKS[0]} filters={{ kind: 'x' }} drawer={recordingDrawer(drawn)} />));
    expect(dom.host.querySelector('.ant-spin')).not.toBeNull();
    await settle();
    expect(client.calls).toEqual(['tszy/by-kind?kind=x']);
    expect(dom.host.querySelector('[role="img"][aria-label="按作业类型"]')?.getAttribute('data-drawn')).toBe('true');
    const option = drawn[0] as { xAxis: { data: string[] }; series: { type: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['动火', '高处', '受限空间']);
    expect(option.series[0]).toMatchObject({ type: 'bar', data: [5, 3, 1] });
    expect(cells()).toEqual(['动火:5', '高处:3', '受限空间:1', '合计:9']);
    const toggle = [...dom.host.querySelectorAll('button')].find((b) => b.textContent === '查看数据表') as HTMLButtonElement;
    await act(async () => toggle.click());
    expect(dom.host.querySelector('[role="img"]')).toBeNull();
    expect((dom.host.querySelector('[data-testid="stats-table"]') as HTMLElement).style.position).toBe('');
  });

  it('draws a pie with named slices', async () => {
    const drawn: Record<string, unknown>[] = [];
    await act(async () => dom.root.render(<StatsBlock client={service()} module="tszy" block={PERMIT_BLOCKS[1]} drawer={recordingDrawer(drawn)} />));
    await settle();
    expect((drawn[0] as { series: { type: string; data: unknown[] }[] }).series[0].data).toEqual([
      { name: '审批中', value: 4 }, { name: '已完工', value: 3 }, { name: '草稿', value: 2 },
    ]);
  });

  it('shows a number block\'s total as one figure', async () => {
    await act(async () => dom.root.render(<StatsBlock client={service()} module="spjk" block={CAMERA_BLOCKS[1]} drawer={recordingDrawer()} />));
    await settle();
    expect(dom.host.querySelector('.ant-statistic-content-value')?.textContent).toBe('4');
    expect(dom.host.querySelector('[role="img"]')).toBeNull();
  });

  it('says when there is nothing to count', async () => {
    const client = createFakeDataService({ blocks: {}, answers: { 'tszy/by-kind': { rows: [{ key: 'a', label: 'A', value: 0 }], total: 0 } } });
    await act(async () => dom.root.render(<StatsBlock client={client} module="tszy" block={PERMIT_BLOCKS[0]} drawer={recordingDrawer()} />));
    await settle();
    expect(dom.host.textContent).toContain('暂无统计数据');
  });

  it('fails with the reason and 重试 asks again', async () => {
    const client = service(1);
    await act(async () => dom.root.render(<StatsBlock client={client} module="tszy" block={PERMIT_BLOCKS[0]} drawer={recordingDrawer()} />));
    await settle();
    expect(dom.host.textContent).toContain('统计数据获取失败');
    expect(dom.host.textContent).toContain('服务器繁忙');
    const retry = [...dom.host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '重试') as HTMLButtonElement;
    await act(async () => retry.click());
    await settle();
    expect(client.calls).toEqual(['tszy/by-kind', 'tszy/by-kind']);
    expect(dom.host.querySelector('[role="img"]')).not.toBeNull();
  });
});

describe('StatsPage', () => {
  it('draws one block per block of the module', async () => {
    const client = service();
    await act(async () => dom.root.render(<StatsPage client={client} module="tszy" drawer={recordingDrawer()} />));
    await settle();
    expect([...dom.host.querySelectorAll('[data-stats-block]')].map((b) => b.getAttribute('data-stats-block'))).toEqual(['by-kind', 'by-state', 'by-month']);
    expect(client.calls.slice(1).sort()).toEqual(['tszy/by-kind', 'tszy/by-month', 'tszy/by-state']);
  });
});
