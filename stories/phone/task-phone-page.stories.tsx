import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import TaskPhonePage from '../../src/client/phone/modules/qing-dan/task-phone-page.tsx';
import { qingDanApi } from '../qing-dan/qing-dan-fixtures.ts';
import { STAFF } from '../support/fixtures.ts';
import { phoneFrame } from '../support/phone-frame.tsx';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** A checklist task on the phone (/zax/m/x/qing-dan/task/:id): its items in one column under 清单任务. */
const meta = {
  title: 'Phone/TaskPage',
  component: TaskPhonePage,
  decorators: [phoneFrame],
  parameters: shell({ seed: { user: STAFF }, api: qingDanApi, router: { path: '/x/qing-dan/task/5', route: '/x/qing-dan/task/:id' }, layout: 'centered' }),
} satisfies Meta<typeof TaskPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item filled, two to fill; 异常 asks what is wrong. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText('1. 检查聚合釜压力在指标内'));
    await expect(page.getByRole('heading', { name: '清单任务', level: 1 })).toBeVisible();
    await expect(page.getByText('1 / 3')).toBeVisible();
    await userEvent.click(page.getAllByRole('radio', { name: '异常' })[0]);
    await expect(page.getByRole('textbox', { name: '异常说明' })).toBeVisible();
  },
};
