import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import DesignerWorkbench from '../../designer/designer-workbench.tsx';
import { emptyOverlay } from '../../designer/overlay-edits.ts';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { PUBLISHED, SM_KEY } from './designer-fixtures.ts';
import { designerClientOfStory, withFakeDesigner } from './versions-story-client.tsx';

/** The row of a custom field in the field list. */
function rowOf(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const rows = screen.getByTestId('field-list-panel').querySelectorAll<HTMLElement>('tbody tr');
    const row = [...rows].find((tr) => tr.textContent?.includes(title));
    if (!row) throw new Error(`no row ${title}`);
    return row;
  });
}

const preview = () => within(screen.getByTestId('live-preview'));
const modal = () => within(document.querySelector<HTMLElement>('.ant-modal') ?? document.body);

/** The designer workbench: pick a resource, edit its custom fields and comp-tabs as a draft, preview, publish. */
const meta = {
  title: 'Designer/DesignerWorkbench',
  component: DesignerWorkbench,
  args: { title: '自定义字段', viewKey: 'designer/custom-field', resource: SM_KEY, autosaveMs: 300 },
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER, HAZARD_SOURCE], versions: { [SM_KEY]: [PUBLISHED] } })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesignerWorkbench>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 停用 a field: gone from the preview, 草稿未发布; 撤销 (and Ctrl+Z / Ctrl+Y) step back and forth. */
export const EditUndoRedo: Story = {
  play: async () => {
    const row = await rowOf('培训学时');
    await waitFor(() => expect(preview().getAllByText('培训学时').length).toBeGreaterThan(0));
    await userEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    await shows(() => screen.getByText('草稿未发布'));
    await waitFor(() => expect(preview().queryByText('培训学时')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /撤\s*销/ }));
    await waitFor(() => expect(within(row).getByText('启用')).toBeVisible());
    await userEvent.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(within(row).getByText('停用')).toBeVisible());
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(within(row).getByText('启用')).toBeVisible());
  },
};

/** 新增字段 培训机构, seen in the preview at once; the draft is saved; 发布 makes version 2. */
export const AddFieldAndPublish: Story = {
  play: async () => {
    await rowOf('培训学时');
    await userEvent.click(screen.getByRole('button', { name: /新增字段/ }));
    const drawer = within(await screen.findByTestId('field-def-editor'));
    await userEvent.type(drawer.getByPlaceholderText('例如 trainingHours'), 'trainingOrg');
    await userEvent.type(drawer.getByPlaceholderText('显示在表单、列表和详情中'), '培训机构');
    await userEvent.click(drawer.getByRole('button', { name: /确\s*定/ }));
    await rowOf('培训机构');
    await waitFor(() => expect(preview().getAllByText('培训机构').length).toBeGreaterThan(0));
    await waitFor(() => expect(designerClientOfStory().draftOf(SM_KEY)?.fields.some((f) => f.key === 'trainingOrg')).toBe(true), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: /^发\s*布$/ }));
    await userEvent.type(await screen.findByLabelText('版本说明'), '新增培训机构');
    await userEvent.click(modal().getByRole('button', { name: /^发\s*布$/ }));
    await shows(() => screen.getByText('当前版本 v2'));
    await expect(designerClientOfStory().current(SM_KEY).fields.some((f) => f.key === 'trainingOrg')).toBe(true);
  },
};

/** Another administrator published meanwhile: 其他管理员已发布了新版本, 重新加载, then keep the draft on the new version. */
export const PublishConflict: Story = {
  play: async () => {
    const row = await rowOf('培训学时');
    await userEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    designerClientOfStory().publishElsewhere(SM_KEY, emptyOverlay());
    await userEvent.click(screen.getByRole('button', { name: /^发\s*布$/ }));
    await userEvent.click(modal().getByRole('button', { name: /^发\s*布$/ }));
    await shows(() => screen.getByText('其他管理员已发布了新版本'));
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    await shows(() => screen.getByText(/草稿基于版本 v1，其他管理员已发布了版本 v2/));
    await userEvent.click(screen.getByRole('button', { name: /基于新版本继续/ }));
    await waitFor(() => expect(screen.queryByText(/草稿基于版本 v1/)).toBeNull());
  },
};

/** Opened without a resource: pick 危险源 (search by name); it has no custom fields yet. */
export const PickResource: Story = {
  args: { resource: undefined },
  play: async () => {
    await shows(() => screen.getByText(/请选择要设计的资源/));
    const picker = screen.getByRole('combobox', { name: '选择资源' });
    await userEvent.click(picker);
    await userEvent.type(picker, '危险源');
    await userEvent.click(await screen.findByText(`${HAZARD_SOURCE.title}（${HAZARD_SOURCE.key}）`));
    await shows(() => screen.getByText('暂无自定义字段，点击“新增字段”添加'));
    await expect(screen.getByText('尚未发布')).toBeVisible();
  },
};

/** The menu entry designer/comp-tab opens the 页签 panel. */
export const CompTabs: Story = {
  args: { title: '页签配置', viewKey: 'designer/comp-tab' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('tab', { name: '页签', selected: true })).toBeVisible());
    await shows(() => screen.getByRole('button', { name: /新增页签/ }));
  },
};
