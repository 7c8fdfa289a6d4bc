import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OutboxList } from '../../src/client/phone/outbox/outbox-list.tsx';
import { outboxItem, storyOutbox } from '../support/fake-outbox.ts';

const waiting = () => [
  outboxItem('k-1', '隐患上报：3号罐区阀门泄漏', 2, { attempts: 1, lastError: '网络异常', files: [{ pendingId: 'pending:aaaaaaaa-1', blob: new Blob(['x']), name: '现场.jpg', kind: 'image' }] }),
  outboxItem('k-2', '巡检打卡：东门消防栓', 1),
  outboxItem('k-3', '整改完成：护栏缺失', 0.5, { state: 'failed', attempts: 1, lastError: '整改说明不能为空' }),
];

/** 我的 › 待发送 (issue 15 item 7): what waits on the phone, its time and state; a refused one can be sent again or opened. */
const meta = {
  title: 'Phone/OutboxList',
  component: OutboxList,
  parameters: { layout: 'padded', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof OutboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two waiting (one with a photo, tried once) and one refused with the server's message. */
export const Waiting: Story = {
  args: { outbox: storyOutbox(waiting(), undefined, false).outbox, onOpen: () => undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('隐患上报：3号罐区阀门泄漏');
    await expect(canvas.getAllByText('等待发送')).toHaveLength(2);
    await expect(canvas.getByText('发送失败')).toBeInTheDocument();
    await expect(canvas.getByText('整改说明不能为空')).toBeInTheDocument();
    await expect(canvas.getByText(/1 个附件/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '打开修改' })).toBeInTheDocument();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  args: { outbox: storyOutbox([]).outbox },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('没有等待发送的内容');
  },
};

/** 放弃 asks first; confirmed, the item leaves the list. */
export const Discard: Story = {
  render: () => <OutboxList outbox={storyOutbox([outboxItem('k-9', '隐患上报：放弃这一条', 1)], undefined, false).outbox} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '放弃' }));
    await screen.findByText(/确定放弃吗/);
    const confirm = screen.getAllByRole('button', { name: '放弃' }).at(-1)!;
    await userEvent.click(confirm);
    await waitFor(() => expect(canvas.getByText('没有等待发送的内容')).toBeInTheDocument());
  },
};

/** 重新发送 of a refused one: sent, it leaves the list. */
export const Retry: Story = {
  render: () => <OutboxList outbox={storyOutbox([outboxItem('k-8', '整改完成：已补充说明', 1, { state: 'failed', lastError: '整改说明不能为空' })]).outbox} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重新发送' }));
    await waitFor(() => expect(canvas.getByText('没有等待发送的内容')).toBeInTheDocument());
  },
};
