import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { OpsChart } from '../../src/client/pages/RiskControl/ops-chart.tsx';
import { OpsFilterBar } from '../../src/client/pages/RiskControl/ops-filter-bar.tsx';
import { shows } from '../support/play-helpers.ts';

/** 运营统计's filter bar (month range, enterprise, 查询 and 导出) and one of its charts, alone. */
const meta = {
  title: 'OpsStats/Parts',
  component: OpsFilterBar,
  args: {
    onSearch: fn(),
    onExport: fn(async () => undefined),
    loadEnterprises: async () => [
      { id: 1001, qymc: '示例化工有限公司' },
      { id: 1002, qymc: '示例化工二厂' },
    ],
    testId: 'ops-filter-story',
  },
} satisfies Meta<typeof OpsFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar with the last months chosen. */
export const FilterBar: Story = {
  play: async () => {
    await shows(() => screen.getByRole('button', { name: /查\s*询/ }));
  },
};

/** A pie of permits by kind, drawn by ECharts. */
export const Chart: Story = {
  render: () => (
    <OpsChart
      title="作业票按类型"
      testId="ops-chart-story"
      option={{ series: [{ type: 'pie', data: [{ name: '动火作业', value: 12 }, { name: '受限空间作业', value: 5 }, { name: '高处作业', value: 8 }] }] }}
    />
  ),
  play: async () => {
    await shows(() => screen.getByTestId('ops-chart-story'));
  },
};
