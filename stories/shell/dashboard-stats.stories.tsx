// The workbench's statistics tiles: a tiles.json `stats` tile draws its module's block from the data service
// (here in memory).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row } from 'antd';
import { screen } from 'storybook/test';
import { DashboardStats } from '../../src/client/shell/dashboard-stats.tsx';
import { createFakeDataService, PERMIT_ANSWERS, PERMIT_BLOCKS } from '../support/fake-data-service.ts';
import { shows } from '../support/play-helpers.ts';

const client = createFakeDataService({ blocks: { tszy: PERMIT_BLOCKS }, answers: PERMIT_ANSWERS });

const meta = {
  title: 'Shell/DashboardStats',
  component: DashboardStats,
  args: {
    client,
    state: { status: 'ready', tiles: [{ key: 'permits-by-month', module: 'tszy', type: 'stats', title: '近 12 个月作业票', stats: 'tszy/by-month', chart: 'line' }] },
  },
  render: (args) => (
    <Row gutter={[12, 12]} style={{ padding: 12 }}>
      <DashboardStats {...args} />
    </Row>
  ),
} satisfies Meta<typeof DashboardStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatsTile: Story = {
  play: async () => {
    await shows(() => screen.getByRole('img', { name: '近 12 个月作业票' }));
  },
};

/** Until the tiles are loaded, nothing. */
export const Loading: Story = { args: { state: { status: 'loading' } } };
