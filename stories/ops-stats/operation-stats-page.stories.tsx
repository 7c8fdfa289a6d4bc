import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import OperationStatsPage from '../../src/client/pages/RiskControl/operation-stats-page.tsx';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { OPERATION, OPS_ENTERPRISES } from './ops-stats-fixtures.ts';

/** GET /ops-stats/operation and /enterprises (docs/operations.md). */
function api(): MockRoutes {
  return {
    'GET /ops-stats/enterprises': () => okData(OPS_ENTERPRISES),
    'GET /ops-stats/operation': () => okData(OPERATION),
  };
}

/** 运营统计 › 企业运营统计: figures, charts and the table with its totals, for the platform administrator. */
const meta = {
  title: 'OpsStats/OperationStatsPage',
  component: OperationStatsPage,
  args: { title: '企业运营统计' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api, router: { path: '/RiskControl/OperationalStatistics' } }),
} satisfies Meta<typeof OperationStatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's enterprises over two months. */
export const Figures: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('ops-operation-totals'));
    await expect(screen.getAllByText('示例化工二厂').length).toBeGreaterThan(0);
    await expect(screen.getByTestId('ops-chart-monthly')).toBeVisible();
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/ops-stats/operation' && typeof c.query.from === 'string')).toBe(true));
  },
};

/** Nothing in the range. */
export const Empty: Story = {
  parameters: shell({
    api: () => ({
      'GET /ops-stats/enterprises': () => okData(OPS_ENTERPRISES),
      'GET /ops-stats/operation': () => okData({ ...OPERATION, rows: [], byMonth: [], enterprises: 0, totals: { ...OPERATION.totals, logins: 0, permits: 0 } }),
    }),
  }),
  play: async () => {
    await shows(() => screen.getByText('所选范围内没有数据'));
  },
};

/** The figures could not be loaded. */
export const LoadFailed: Story = {
  parameters: shell({ api: () => ({ 'GET /ops-stats/enterprises': () => okData([]), 'GET /ops-stats/operation': fail('服务器繁忙') }) }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};
