import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabsTitleInput } from '../../designer/tabs-title-input.tsx';

/** The input of a tab title: a blank, too long or taken title is refused with the message under it. */
const meta = {
  title: 'Designer/TabsTitleInput',
  component: TabsTitleInput,
  args: { taken: ['基本信息', '证书信息'], onSubmit: fn(), submitText: '新增页签', label: '新页签名称', placeholder: '页签名称' },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TabsTitleInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新增页签: blank and taken titles refused, a free one submitted trimmed and the input emptied. */
export const NewTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新增页签' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写页签名称');
    const input = canvas.getByRole('textbox', { name: '新页签名称' });
    await userEvent.type(input, '证书信息');
    await expect(canvas.getByRole('alert')).toHaveTextContent('页签名称「证书信息」已存在');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '新增页签' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ' 培训信息 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('培训信息');
    await expect(input).toHaveValue('');
  },
};

/** Renaming in place: 保存 and 取消; Esc cancels. */
export const Rename: Story = {
  args: { initial: '证书信息', taken: ['培训信息'], submitText: '保存', label: '页签「证书信息」的新名称', onCancel: fn(), autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '页签「证书信息」的新名称' });
    await expect(input).toHaveValue('证书信息');
    await userEvent.type(input, '{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.clear(input);
    await userEvent.type(input, '资格证书');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('资格证书');
  },
};
