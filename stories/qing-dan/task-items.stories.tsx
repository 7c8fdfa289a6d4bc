import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { httpResourceClient } from '../../src/client/api/resource-client-http.ts';
import { TaskItems } from '../../src/client/pages/qing-dan/task-items.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { STAFF } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { qingDanApi } from './qing-dan-fixtures.ts';

/** A checklist task's items in one column, as the phone's page of a task (/zax/m/x/qing-dan/task/:id) shows them. */
const meta = {
  title: 'QingDan/TaskItems',
  component: TaskItems,
  args: { taskId: 5, compact: true },
  parameters: shell({ seed: { user: STAFF }, api: qingDanApi }),
  // The page around it gives the resource client its photos go up through (the phone's, or the desktop's here).
  decorators: [
    (Story) => (
      <ResourceClientContext.Provider value={httpResourceClient}>
        <Story />
      </ResourceClientContext.Provider>
    ),
  ],
} satisfies Meta<typeof TaskItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item filled, two to fill; 异常 asks for what is wrong and offers photos. */
export const Compact: Story = {
  play: async () => {
    await shows(() => screen.getByText('1. 检查聚合釜压力在指标内'));
    await expect(screen.getByText('1 / 3')).toBeVisible();
    await userEvent.click(screen.getAllByRole('radio', { name: '异常' })[0]);
    await expect(screen.getByRole('textbox', { name: '异常说明' })).toBeVisible();
  },
};

/** Not a task number: the way back given by the page. */
export const NotFound: Story = {
  args: { taskId: 0, back: '返回' },
  play: async () => {
    await shows(() => screen.getByText('任务不存在'));
  },
};
