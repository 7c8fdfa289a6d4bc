import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import QingDanStatisticsPage from '../../src/client/pages/qing-dan/statistics-page.tsx';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { qingDanApi } from './qing-dan-fixtures.ts';

/**
 * 清单管理 › 清单统计 / 履职统计: completion by person, post or department above the module's statistics blocks
 * (whose data service here refuses its token).
 */
const meta = {
  title: 'QingDan/StatisticsPage',
  component: QingDanStatisticsPage,
  parameters: shell({ seed: { user: QY_ADMIN }, api: qingDanApi, router: { path: '/qing-dan/statistics' } }),
} satisfies Meta<typeof QingDanStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completion: Story = {
  play: async () => {
    await shows(() => screen.getByText('85.00'));
    await expect(screen.getByText('赵志强')).toBeVisible();
  },
};
