import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordLoadState } from '../../src/client/phone/record-load-state.tsx';
import { phoneFrame } from '../support/phone-frame.tsx';

const words = { loading: '正在加载检修项目', notFound: '检修项目不存在或已删除', failed: '检修项目加载失败', retry: '重试' };

/** A phone record page's record while it loads or after it failed (the permit, patrol, overhaul item and shutdown pages). */
const meta = {
  title: 'Phone/RecordLoadState',
  component: RecordLoadState,
  decorators: [phoneFrame],
  args: { words, onRetry: fn() },
} satisfies Meta<typeof RecordLoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a spinner named for the record. */
export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('正在加载检修项目')).toBeInTheDocument();
  },
};

/** The server refused: its reason, and a retry that asks again. */
export const Failed: Story = {
  args: { load: { status: 'failed', notFound: false, message: '服务器繁忙，请稍后再试' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('检修项目加载失败');
    await canvas.findByText('服务器繁忙，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Not there (404): no retry, the record will not come back. */
export const NotFound: Story = {
  args: { load: { status: 'failed', notFound: true, message: '记录不存在' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('检修项目不存在或已删除');
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

/** Loaded: nothing drawn (the page draws its record). */
export const Ready: Story = {
  args: { load: { status: 'ready' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-spin, .ant-result')).toBeNull();
  },
};
