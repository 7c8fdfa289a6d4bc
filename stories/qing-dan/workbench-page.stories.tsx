import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import WorkbenchPage from '../../src/client/pages/qing-dan/workbench-page.tsx';
import { QY_ADMIN, STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { qingDanApi } from './qing-dan-fixtures.ts';

/** 清单管理 › 清单工作台 (staff): the signed-in person's tasks by state and the open ones, each opening 任务详情. */
const meta = {
  title: 'QingDan/WorkbenchPage',
  component: WorkbenchPage,
  args: { title: '清单工作台', viewKey: 'qing-dan/v2/workbench' },
  parameters: shell({ seed: { user: STAFF }, api: qingDanApi, router: { path: '/qing-dan/workbench' } }),
} satisfies Meta<typeof WorkbenchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One task in progress, one to do, twelve done, two overdue. */
export const MyTasks: Story = {
  play: async () => {
    await shows(() => screen.getByText('2026-11-26'));
    await expect(screen.getByTestId('qd-count-done')).toHaveTextContent('12');
    await expect(screen.getByTestId('qd-count-missed')).toHaveTextContent('2');
    await expect(screen.getAllByRole('link', { name: '填写' })).toHaveLength(2);
  },
};

/** Someone without a staff record has no tasks of their own. */
export const NoStaffRecord: Story = {
  parameters: shell({ seed: { user: QY_ADMIN } }),
  play: async () => {
    await shows(() => screen.getByText('没有待办的清单任务'));
  },
};
