import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { BarChart } from '../../src/client/pages/tszy/charts/bar-chart.tsx';
import { LineChart } from '../../src/client/pages/tszy/charts/line-chart.tsx';
import PermitStatisticsPage from '../../src/client/pages/tszy/permit-statistics-page.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { permitRoutes } from './permit-fixtures.ts';

/** 作业统计 (tszy/permit-statistics): cards and SVG charts. */
const meta = {
  title: 'Tszy/PermitStatisticsPage',
  component: PermitStatisticsPage,
  args: { title: '作业统计', viewKey: 'tszy/permit-statistics' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: () => permitRoutes(), router: { path: '/tszy/statistics' } }),
} satisfies Meta<typeof PermitStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards and the three charts, each an image labelled with its values. */
export const Statistics: Story = {
  play: async () => {
    await shows(() => screen.getByText('待我审批'));
    await expect(screen.getByRole('img', { name: /按作业类型：动火 5/ })).toBeVisible();
    await expect(screen.getByRole('img', { name: /近 12 个月：2025-12 2/ })).toBeVisible();
  },
};

/** The statistics failed. */
export const Failed: Story = {
  parameters: shell({ api: () => permitRoutes({ overrides: { 'GET /tszy/zuoYePiao/statistics': fail('服务器繁忙') } }) }),
  play: async () => {
    await shows(() => screen.getByText('统计数据加载失败'));
  },
};

/** The charts alone. */
export const Charts: Story = {
  render: () => (
    <>
      <BarChart title="示例柱状图" data={[{ label: '甲', value: 3 }, { label: '乙', value: 1 }]} />
      <LineChart title="示例折线图" data={[{ label: '1月', value: 1 }, { label: '2月', value: 4 }]} />
    </>
  ),
  play: async () => {
    await expect(screen.getByRole('img', { name: '示例柱状图：甲 3，乙 1' })).toBeVisible();
    await expect(screen.getByRole('img', { name: '示例折线图：1月 1，2月 4' })).toBeVisible();
  },
};
