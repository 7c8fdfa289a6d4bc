import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ResourcePicker } from '../../designer/resource-picker.tsx';
import { shows } from '../support/play-helpers.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER } from '../support/resource-fixtures.ts';
import { PUBLISHED, SM_KEY } from './designer-fixtures.ts';
import { withFakeDesigner } from './versions-story-client.tsx';

/** The resource to design: a Select with search, each with its version and custom field count. */
const meta = {
  title: 'Designer/ResourcePicker',
  component: ResourcePicker,
  args: { onChange: fn() },
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER, HAZARD_SOURCE], versions: { [SM_KEY]: [PUBLISHED] } })],
} satisfies Meta<typeof ResourcePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searching by name narrows the list; picking answers the key. */
export const Search: Story = {
  play: async ({ args }) => {
    const picker = screen.getByRole('combobox', { name: '选择资源' });
    await userEvent.click(picker);
    await shows(() => screen.getByText('3 个自定义字段'));
    await userEvent.type(picker, '安全管理');
    await userEvent.click(await screen.findByText(`${SAFETY_MANAGER.title}（${SM_KEY}）`));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(SM_KEY, expect.objectContaining({ version: 1 })));
  },
};

/** The list could not be loaded: the reason and 重试. */
export const Failure: Story = {
  decorators: [withFakeDesigner({ resources: [SAFETY_MANAGER], failures: { resources: { message: '请选择企业（tenantId）', status: 400 } } })],
  play: async () => {
    await shows(() => screen.getByText('请选择企业（tenantId）'));
    await expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
  },
};
