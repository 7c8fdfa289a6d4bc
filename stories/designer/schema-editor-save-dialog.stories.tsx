import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SaveNoteDialog } from '../../designer/schema-editor-save-dialog.tsx';

/** The schema editor's 保存为企业配置: an optional note for the new version. */
const meta = {
  title: 'Designer/SaveNoteDialog',
  component: SaveNoteDialog,
  args: { open: true, saving: false, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof SaveNoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note typed is saved trimmed. */
export const WithNote: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: '版本说明' }), '  调整列表列 ');
    await userEvent.click(dialog.getByRole('button', { name: '保存并发布' }));
    await expect(args.onSave).toHaveBeenCalledWith('调整列表列');
  },
};

/** No note: saved without one; 取消 closes without saving. */
export const WithoutNote: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '保存并发布' }));
    await expect(args.onSave).toHaveBeenCalledWith(undefined);
    await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Saving: the button shows loading. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: /保存并发布/ }).className).toContain('ant-btn-loading'));
  },
};
