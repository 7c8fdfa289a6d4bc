import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { emptyOverlay, setFieldEnabled } from '../../designer/overlay-edits.ts';
import { ResourceDesigner } from '../../designer/resource-designer.tsx';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { PUBLISHED, SM_KEY } from './designer-fixtures.ts';
import { designerClientOfStory, withFakeDesigner } from './versions-story-client.tsx';

/** The designer of one resource: toolbar, panels, live preview. */
const meta = {
  title: 'Designer/ResourceDesigner',
  component: ResourceDesigner,
  args: { resourceKey: SM_KEY, panel: 'fields', onPanelChange: fn(), onPublished: fn(), autosaveMs: 300 },
  decorators: [
    withFakeDesigner({
      resources: [SAFETY_MANAGER],
      versions: { [SM_KEY]: [emptyOverlay(), PUBLISHED] },
      drafts: { [SM_KEY]: { overlay: setFieldEnabled(PUBLISHED, 'trainingHours', false), baseVersion: 1 } },
    }),
  ],
} satisfies Meta<typeof ResourceDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored draft was started on version 1, version 2 is in force: discard it or carry on from version 2. */
export const StaleDraft: Story = {
  play: async () => {
    await shows(() => screen.getByText('草稿基于版本 v1，其他管理员已发布了版本 v2'));
    await expect(screen.getByText('草稿未发布')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /基于新版本继续/ }));
    await waitFor(() => expect(screen.queryByText(/草稿基于版本 v1/)).toBeNull());
    await waitFor(() => expect(designerClientOfStory().calls.some((c) => c.method === 'saveDraft' && c.args[2] === 2)).toBe(true));
  },
};

/** 放弃草稿: confirmed, the draft is deleted and the version in force shows again. */
export const Discard: Story = {
  play: async () => {
    await shows(() => screen.getByText('草稿未发布'));
    await userEvent.click(within(screen.getByTestId('designer-toolbar')).getByRole('button', { name: /放弃草稿/ }));
    const pop = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await userEvent.click(within(pop).getByRole('button', { name: /放\s*弃/ }));
    await waitFor(() => expect(screen.queryByText('草稿未发布')).toBeNull());
    await expect(designerClientOfStory().draftOf(SM_KEY)).toBeNull();
  },
};

/** The resource cannot be loaded: the reason and 重试. */
export const LoadFailure: Story = {
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER], failures: { overlay: { message: '无权配置其他企业', status: 403 } } })],
  play: async () => {
    await shows(() => screen.getByText('无权配置其他企业'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
