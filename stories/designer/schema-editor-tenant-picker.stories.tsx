import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TenantPicker } from '../../designer/schema-editor-tenant-picker.tsx';

/** The enterprise the platform administrator acts for in the schema editor (empty: one's own). */
const meta = {
  title: 'Designer/TenantPicker',
  component: TenantPicker,
  args: { value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TenantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An id typed in is taken on Enter, not at every keystroke. */
export const TypedId: Story = {
  play: async ({ args }) => {
    const input = screen.getByRole('spinbutton', { name: '企业ID' });
    await userEvent.type(input, '12');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(12);
  },
};

/** The app lists the enterprises: chosen from a Select. */
export const FromList: Story = {
  args: {
    enterprises: [
      { id: 2, name: '华东化工有限公司' },
      { id: 3, name: '滨海危化仓储' },
    ],
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('combobox', { name: '企业' }));
    await userEvent.click(await screen.findByTitle('滨海危化仓储（3）'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(3));
  },
};
