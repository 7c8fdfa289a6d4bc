import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import YhpcStatisticsPage from '../../src/client/pages/yhpc/statistics-page.tsx';
import { fail, okData } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

/**
 * 隐患排查 › 隐患统计: today's figures (GET /yhpc/hidden-danger/summary) above the module's statistics blocks.
 * The blocks come from the data service, which here refuses its token: the page says so with 重试.
 */
const meta = {
  title: 'Yhpc/StatisticsPage',
  component: YhpcStatisticsPage,
  parameters: shell({
    seed: { user: QY_ADMIN },
    api: () => ({
      'GET /yhpc/hidden-danger/summary': okData({ found: 42, closed: 35, overdue: 3, supervised: 2, due: 30, onTime: 27, rate: '90.00%' }),
      'POST /user/data-service/token': fail('数据服务暂不可用', 503),
    }),
    router: { path: '/yhpc/statistics' },
  }),
} satisfies Meta<typeof YhpcStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DataServiceDown: Story = {
  play: async () => {
    await shows(() => screen.getByText('统计数据获取失败'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
