import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { LivePreview } from '../../designer/live-preview.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { PUBLISHED } from './designer-fixtures.ts';

const preview = () => within(screen.getByTestId('live-preview'));

/** The draft merged over the resource file in the browser, rendered by the real runtime. */
const meta = {
  title: 'Designer/LivePreview',
  component: LivePreview,
  args: { base: SAFETY_MANAGER, overlay: PUBLISHED },
  decorators: [
    withFakeClient({ resources: [SAFETY_MANAGER] }),
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LivePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: 证书等级 (pinned) before the file's fields, 培训学时 after; 备注 (off) and 工牌号 (removed) absent. */
export const Form: Story = {
  play: async () => {
    await waitFor(() => expect(preview().getAllByText('证书等级').length).toBeGreaterThan(0));
    await expect(preview().getAllByText('培训学时').length).toBeGreaterThan(0);
    await expect(preview().queryByText('备注')).toBeNull();
    await expect(preview().queryByText('工牌号')).toBeNull();
  },
};

/** 列表: the columns, custom ones at the end (备注 is not a list column). */
export const List: Story = {
  args: { initialMode: 'list' },
  play: async () => {
    await shows(() => preview().getByText('预览：列表的列'));
    await expect(preview().getAllByRole('columnheader').some((th) => th.textContent === '培训学时')).toBe(true);
  },
};

/** 详情: the sections of the detail view. */
export const Detail: Story = {
  args: { initialMode: 'detail' },
  play: async () => {
    await waitFor(() => expect(preview().getAllByText('证书等级').length).toBeGreaterThan(0));
  },
};

/** A field colliding with a built-in one is ignored, and said so. */
export const Warnings: Story = {
  args: { overlay: { ...PUBLISHED, fields: [...PUBLISHED.fields, { ...PUBLISHED.fields[0], key: 'name' }] } },
  play: async () => {
    await shows(() => screen.getByText('部分配置未生效'));
    await expect(screen.getByText(/custom field 'name' collides with a built-in field/)).toBeVisible();
  },
};
