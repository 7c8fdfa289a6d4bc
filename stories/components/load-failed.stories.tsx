import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailed } from '../../src/client/components/load-failed.tsx';

/** An admin page whose read failed (企业列表, 入驻申请, 审计日志, 角色管理, 菜单管理): what failed and a retry button. */
const meta = {
  title: 'Components/LoadFailed',
  component: LoadFailed,
  args: { title: '企业列表加载失败', retryLabel: '重试', onRetry: fn() },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The retry button asks the page to read again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('企业列表加载失败');
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
