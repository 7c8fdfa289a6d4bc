import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from '../../src/client/phone/outbox/offline-banner.tsx';
import { OutboxBadge } from '../../src/client/phone/outbox/outbox-badge.tsx';
import { outboxItem, storyOutbox } from '../support/fake-outbox.ts';

const two = () => [outboxItem('k-1', '隐患上报：阀门泄漏', 1), outboxItem('k-2', '巡检打卡：东门', 0.5)];

/** The phone shell's top banner (issue 15 item 7): no signal, what waits, what was refused; with the 我的 badge. */
const meta = {
  title: 'Phone/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No signal, nothing waiting yet. */
export const Offline: Story = {
  args: { outbox: storyOutbox([], undefined, false).outbox, online: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/当前无网络，填写的内容会保存在手机上/);
  },
};

/** No signal, two submissions wait; the badge on 我的 counts them. */
export const OfflineWaiting: Story = {
  render: () => {
    const { outbox } = storyOutbox(two(), undefined, false);
    return (
      <div>
        <OfflineBanner outbox={outbox} online={false} />
        <div style={{ padding: 16 }}>
          <OutboxBadge outbox={outbox}>
            <span style={{ padding: 8 }}>我的</span>
          </OutboxBadge>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('当前无网络，2 条内容等待发送，联网后自动发送');
    await expect(canvas.getByText('2')).toBeInTheDocument();
  },
};

/** Back online with a refused submission. */
export const Refused: Story = {
  args: { outbox: storyOutbox([outboxItem('k-3', '整改完成', 1, { state: 'failed', lastError: '整改说明不能为空' })]).outbox, online: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1 条内容发送失败，请在“我的”中处理');
  },
};

/** Online and nothing waits: no banner. */
export const Nothing: Story = {
  args: { outbox: storyOutbox([]).outbox, online: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-alert')).toBeNull();
  },
};
