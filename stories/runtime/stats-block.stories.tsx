// Statistics blocks (src/runtime/stats): a block's chart (ECharts, loaded lazily), the big figure of a
// `number` block, the empty and failed states with a retry, and a module's page of blocks, over a data
// service in memory.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { DataServiceError } from '../../src/runtime/stats/data-service-client.ts';
import { StatsBlock } from '../../src/runtime/stats/stats-block.tsx';
import { StatsChartView } from '../../src/runtime/stats/stats-chart.tsx';
import { StatsPage } from '../../src/runtime/stats/stats-page.tsx';
import { CAMERA_ANSWERS, CAMERA_BLOCKS, PERMIT_ANSWERS, PERMIT_BLOCKS, createFakeDataService } from '../support/fake-data-service.ts';
import { shows } from '../support/play-helpers.ts';

const service = (failures = 0) => createFakeDataService({ blocks: { tszy: PERMIT_BLOCKS, spjk: CAMERA_BLOCKS }, answers: { ...PERMIT_ANSWERS, ...CAMERA_ANSWERS }, failures });

const meta = {
  title: 'Runtime/StatsBlock',
  component: StatsBlock,
  args: { client: service(), module: 'tszy', block: PERMIT_BLOCKS[0] },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof StatsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bar chart, its figures also as a table on the toggle. */
export const Bar: Story = {
  play: async () => {
    await shows(() => screen.getByRole('img', { name: '按作业类型' }));
    await userEvent.click(screen.getByRole('button', { name: '查看数据表' }));
    await expect(screen.getByRole('cell', { name: '动火' })).toBeVisible();
  },
};

export const Line: Story = { args: { block: PERMIT_BLOCKS[2] } };

export const Pie: Story = { args: { block: PERMIT_BLOCKS[1] } };

/** A `number` block: the total as one big figure. */
export const BigFigure: Story = {
  args: { client: service(), module: 'spjk', block: CAMERA_BLOCKS[1] },
  play: async () => {
    await shows(() => screen.getByText('4'));
  },
};

/** Nothing to count yet. */
export const Empty: Story = {
  args: { client: createFakeDataService({ blocks: {}, answers: { 'tszy/by-kind': { rows: [], total: 0 } } }) },
  play: async () => {
    await shows(() => screen.getByText('暂无统计数据'));
  },
};

/** The first call fails; 重试 asks again. */
export const FailedThenRetried: Story = {
  args: { client: service(1) },
  play: async () => {
    await shows(() => screen.getByText('统计数据获取失败'));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await shows(() => screen.getByRole('img', { name: '按作业类型' }));
  },
};

/** The data service refused the token twice (the client renewed it once): the block says so. */
export const Unauthorized: Story = {
  args: {
    client: {
      blocks: () => Promise.resolve(PERMIT_BLOCKS),
      rows: () => Promise.reject(new DataServiceError('数据服务认证失败，请重新登录', 401)),
    },
  },
  play: async () => {
    await shows(() => screen.getByText('数据服务认证失败，请重新登录'));
  },
};

/** A module's page: its blocks in a responsive grid. */
export const ModulePage: StoryObj<typeof StatsPage> = {
  render: () => <StatsPage client={service()} module="spjk" />,
  play: async () => {
    await shows(() => screen.getByText('摄像头按类型'));
  },
};

/** The chart alone, as a block draws it. */
export const ChartAlone: StoryObj<typeof StatsChartView> = {
  render: () => <StatsChartView chart="bar" title="示例" rows={PERMIT_ANSWERS['tszy/by-kind'].rows} />,
};
