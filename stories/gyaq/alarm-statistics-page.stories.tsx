import type { Meta, StoryObj } from '@storybook/react-vite';
import AlarmStatisticsPage from '../../src/client/pages/gyaq/alarm-statistics-page.tsx';
import { fail } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** 工艺安全报警 › 报警统计's page (its blocks drawn: Gyaq/AlarmFigures) when the data service cannot be reached. */
const meta = {
  title: 'Gyaq/AlarmStatisticsPage',
  component: AlarmStatisticsPage,
  args: { title: '报警统计', viewKey: 'gyaq/statistics' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: () => ({ 'POST /user/data-service/token': fail('数据服务不可用') }), router: { path: '/gyaq/statistics' } }),
} satisfies Meta<typeof AlarmStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unreachable: Story = {};
