import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import '../../src/client/phone/phone.css';
import { PlainAlert } from '../../src/client/phone/plain/plain-alert.tsx';
import { PlainBadge } from '../../src/client/phone/plain/plain-badge.tsx';
import { PlainButton } from '../../src/client/phone/plain/plain-button.tsx';
import { PlainEmpty } from '../../src/client/phone/plain/plain-empty.tsx';
import { PlainIcon } from '../../src/client/phone/plain/plain-icon.tsx';
import { PlainResult } from '../../src/client/phone/plain/plain-result.tsx';
import { PlainSkeleton } from '../../src/client/phone/plain/plain-skeleton.tsx';
import { PlainSpinner } from '../../src/client/phone/plain/plain-spinner.tsx';
import { PlainTag } from '../../src/client/phone/plain/plain-tag.tsx';

/** The parts the phone shell's first screen is drawn with, without antd (issue 15: a small, fast first screen). */
const meta = {
  title: 'Phone/PlainParts',
  component: PlainButton,
  decorators: [(Story) => <div style={{ width: 360, background: '#f5f5f5', padding: 8 }}>{Story()}</div>],
  args: { onClick: fn() },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons: outlined, filled, an icon in a header, busy (clicks ignored). */
export const Buttons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <PlainButton onClick={args.onClick}>重试</PlainButton>
      <PlainButton variant="primary">待办</PlainButton>
      <PlainButton variant="text" icon={<PlainIcon icon={ReloadOutlined} />} aria-label="刷新" />
      <PlainButton block loading loadingLabel="加载中…" onClick={args.onClick}>
        加载更多
      </PlainButton>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '重试' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: /加载更多/ }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(page.getByRole('button', { name: '刷新' })).toBeVisible();
  },
};

/** Counts on icons, tags of a 待办 row, the top banner. */
export const Marks: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PlainAlert type="warning" message="当前无网络，填写的内容会保存在手机上" />
      <div style={{ display: 'flex', gap: 32, padding: 8 }}>
        <PlainBadge count={7} title="7 项待办">
          <PlainIcon icon={ReloadOutlined} />
        </PlainBadge>
        <PlainBadge count={120} tone="orange" title="120 项待发送">
          <span>我的</span>
        </PlainBadge>
      </div>
      <div>
        <PlainTag tone="blue">动火</PlainTag>
        <PlainTag tone="orange">截止 03-02 18:00</PlainTag>
        <PlainTag tone="red">已逾期</PlainTag>
        <PlainTag>一般</PlainTag>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('99+')).toBeVisible();
    await expect(page.getByText('已逾期')).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('当前无网络');
  },
};

/** The states of a list: loading, empty, failed. */
export const States: Story = {
  render: (args) => (
    <div style={{ background: '#fff' }}>
      <PlainSpinner label="加载中…" />
      <PlainSkeleton rows={3} label="加载中…" />
      <PlainEmpty description="暂无待办事项" />
      <PlainResult title="加载失败" subTitle="服务器内部错误" extra={<PlainButton onClick={args.onClick}>重试</PlainButton>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('暂无待办事项')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveTextContent('加载失败');
  },
};
