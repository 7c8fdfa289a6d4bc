import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import TaskItemPage from '../../src/client/pages/qing-dan/task-item-page.tsx';
import { fail } from '../support/mock-http.ts';
import { STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { qingDanApi } from './qing-dan-fixtures.ts';

/** 清单管理 › 任务详情 (/qing-dan/task-item/:id): a task's items filled one by one; an abnormal one is confirmed first. */
const meta = {
  title: 'QingDan/TaskItemPage',
  component: TaskItemPage,
  args: { title: '任务详情', viewKey: 'qing-dan/v2/task-item' },
  parameters: shell({ seed: { user: STAFF }, api: qingDanApi, router: { path: '/qing-dan/task-item/5', route: '/qing-dan/task-item/:id' } }),
} satisfies Meta<typeof TaskItemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item filled (正常), two to fill; choosing 异常 asks for what is wrong and offers to add photos. */
export const Items: Story = {
  play: async () => {
    await shows(() => screen.getByText('1. 检查聚合釜压力在指标内'));
    await expect(screen.getByText('1 / 3')).toBeVisible();
    const radios = screen.getAllByRole('radio', { name: '异常' });
    await userEvent.click(radios[0]);
    await expect(screen.getByRole('textbox', { name: '异常说明' })).toBeVisible();
    await expect(screen.getByRole('group', { name: '现场照片' })).toBeVisible();
  },
};

/** A task number that is not one. */
export const BadNumber: Story = {
  parameters: shell({ router: { path: '/qing-dan/task-item/abc', route: '/qing-dan/task-item/:id' } }),
  play: async () => {
    await shows(() => screen.getByText('任务不存在'));
  },
};

/** The task could not be loaded: 重试. */
export const LoadFailed: Story = {
  parameters: shell({ api: { 'GET /u-basic/checklist-task/5': fail('服务器繁忙'), 'GET /u-basic/checklist-task-item/list': fail('服务器繁忙') } }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
