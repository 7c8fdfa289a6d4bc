import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DISCARD_CONFIRM, DesignerToolbar } from '../../designer/designer-toolbar.tsx';
import { shows } from '../support/play-helpers.ts';

/** The designer's toolbar: undo/redo, discard (confirmed), publish, the version and the draft's state. */
const meta = {
  title: 'Designer/DesignerToolbar',
  component: DesignerToolbar,
  args: {
    version: 3,
    dirty: true,
    canUndo: true,
    canRedo: false,
    hasDraft: true,
    saveStatus: 'saved',
    savedAt: '2026-03-01T08:30:00Z',
    onUndo: fn(),
    onRedo: fn(),
    onPublish: fn(),
    onDiscard: fn(),
    onRetrySave: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DesignerToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft not yet published: the badge; 放弃草稿 asks first. */
export const UnpublishedDraft: Story = {
  play: async ({ args }) => {
    await shows(() => screen.getByText('草稿未发布'));
    await expect(screen.getByText('当前版本 v3')).toBeVisible();
    await expect(screen.getByRole('button', { name: /重\s*做/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /撤\s*销/ }));
    await expect(args.onUndo).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /放弃草稿/ }));
    await shows(() => screen.getByText(DISCARD_CONFIRM));
    const pop = document.querySelector<HTMLElement>('.ant-popconfirm') as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: /放\s*弃/ }));
    await waitFor(() => expect(args.onDiscard).toHaveBeenCalled());
  },
};

/** Nothing to publish: 发布 and 放弃草稿 are off; never published yet. */
export const Clean: Story = {
  args: { version: 0, dirty: false, hasDraft: false, canUndo: false, savedAt: null },
  play: async () => {
    await shows(() => screen.getByText('尚未发布'));
    await expect(screen.getByRole('button', { name: /^发\s*布$/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /放弃草稿/ })).toBeDisabled();
    await expect(screen.queryByText('草稿未发布')).toBeNull();
  },
};

/** The autosave failed: the reason and 重试. */
export const SaveFailed: Story = {
  args: { saveStatus: 'failed', saveError: '网络异常，请检查网络连接' },
  play: async ({ args }) => {
    await shows(() => screen.getByText('草稿保存失败：网络异常，请检查网络连接'));
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetrySave).toHaveBeenCalled();
  },
};
