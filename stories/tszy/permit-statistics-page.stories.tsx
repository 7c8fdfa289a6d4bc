import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import ModuleStatsPage from '../../src/client/pages/module-stats-page.tsx';
import PermitStatisticsPage from '../../src/client/pages/tszy/permit-statistics-page.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { createFakeDataService, PERMIT_ANSWERS, PERMIT_BLOCKS } from '../support/fake-data-service.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';
import { permitRoutes } from './permit-fixtures.ts';

const service = (failures = 0) => createFakeDataService({ blocks: { tszy: PERMIT_BLOCKS }, answers: PERMIT_ANSWERS, failures });

/** 作业统计 (tszy/permit-statistics): the index cards and the tszy module's statistics blocks. */
const meta = {
  title: 'Tszy/PermitStatisticsPage',
  component: PermitStatisticsPage,
  args: { title: '作业统计', viewKey: 'tszy/permit-statistics', client: service() },
  parameters: shell({ seed: { user: QY_ADMIN }, api: () => permitRoutes(), router: { path: '/tszy/statistics' } }),
} satisfies Meta<typeof PermitStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards and the three blocks, drawn with ECharts. */
export const Statistics: Story = {
  play: async () => {
    await shows(() => screen.getByText('待我审批'));
    await expect(await screen.findByRole('img', { name: '按作业类型' })).toBeVisible();
    await expect(await screen.findByRole('img', { name: '近 12 个月' })).toBeVisible();
  },
};

/** The blocks failed: each offers 重试; the cards failed: they are left out. */
export const Failed: Story = {
  args: { client: service(-1) },
  parameters: shell({ api: () => permitRoutes({ overrides: { 'GET /tszy/zuoYePiao/indexStats': fail('服务器繁忙') } }) }),
  play: async () => {
    await shows(() => screen.getAllByText('统计数据获取失败')[0]);
  },
};

/**
 * A module's statistics page as the view key `stats/<module>` opens it, over the HTTP data service: here the
 * service refuses its token, and the page says so with 重试.
 */
export const ModulePage: StoryObj<typeof ModuleStatsPage> = {
  render: () => <ModuleStatsPage viewKey="stats/tszy" title="统计分析" />,
  parameters: shell({ api: () => ({ 'POST /user/data-service/token': fail('数据服务暂不可用', 503) }) }),
  play: async () => {
    await shows(() => screen.getByText('统计数据获取失败'));
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
