import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { VersionDiffTable } from '../../designer/version-diff-table.tsx';
import { diffOverlays } from '../../src/schema/overlay-diff.ts';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER_VERSIONS } from './versions-fixtures.ts';

const [V1, V2, V3] = SAFETY_MANAGER_VERSIONS;

/** Two versions compared: one line per changed property, the object spanning its lines. */
const meta = {
  title: 'Designer/VersionDiffTable',
  component: VersionDiffTable,
  args: { changes: diffOverlays(V2, V3) },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VersionDiffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Version 2 → 3: a field switched off (是 → 否), a select field and a tab added. */
export const Changes: Story = {
  play: async () => {
    const table = within(await screen.findByTestId('version-diff-table'));
    const contact = table.getByText('紧急联系人').closest('tr');
    await expect(contact).not.toBeNull();
    await expect(within(contact as HTMLElement).getByText('修改')).toBeVisible();
    await expect(within(contact as HTMLElement).getByText('启用')).toBeVisible();
    await expect(within(contact as HTMLElement).getByText('是')).toBeVisible();
    await expect(within(contact as HTMLElement).getByText('否')).toBeVisible();
    await expect(table.getByText('初级（junior）、高级（senior）')).toBeVisible();
    await expect(table.getByText('trainingHours、certLevel')).toBeVisible();
  },
};

/** Version 3 → 1 (a rollback's view): the added field and tab shown as 删除, old values struck through. */
export const Removals: Story = {
  args: { changes: diffOverlays(V3, V1) },
  play: async () => {
    const table = within(await screen.findByTestId('version-diff-table'));
    await expect(table.getAllByText('删除').length).toBeGreaterThanOrEqual(3);
    await expect(table.getAllByText('页签')[0]).toBeVisible();
  },
};

/** The schema editor's patch: a member of the file changed. */
export const FilePatch: Story = {
  args: {
    changes: diffOverlays({ fields: [], tabs: [], patch: { title: '人员' } }, { fields: [], tabs: [], patch: { title: '安全人员台账' }, fieldOrder: ['name', 'mobile'] }),
  },
  play: async () => {
    const table = within(await screen.findByTestId('version-diff-table'));
    await expect(table.getByText('/title')).toBeVisible();
    await expect(table.getByText('安全人员台账')).toBeVisible();
    await expect(table.getByText('name、mobile')).toBeVisible();
    await expect(table.getAllByText('文件').length).toBe(2);
  },
};

/** Nothing changed. */
export const NoChange: Story = {
  args: { changes: [] },
  play: async () => {
    await shows(() => screen.getByText('两个版本没有差别'));
  },
};

/** The comparison is on its way. */
export const Loading: Story = {
  args: { changes: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull();
  },
};
