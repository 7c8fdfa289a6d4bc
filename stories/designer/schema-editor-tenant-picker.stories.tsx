import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TenantPicker } from '../../designer/schema-editor-tenant-picker.tsx';

/** The enterprise the platform administrator acts for in the designer pages (empty: none chosen yet). */
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

const ENTERPRISES = [
  { id: 1001, name: '示例化工有限公司' },
  { id: 1002, name: '示例化工二厂' },
  { id: 2001, name: '另一化工企业' },
];

/** The app's way: enterprises searched by name on the server, from two characters on. */
export const SearchByName: Story = {
  args: { search: async (name: string) => ENTERPRISES.filter((e) => e.name.includes(name)) },
  play: async ({ args }) => {
    const box = screen.getByRole('combobox', { name: '企业' });
    await userEvent.type(box, '示');
    await expect(await screen.findByText('请输入至少2个字的企业名称')).toBeInTheDocument();
    await userEvent.type(box, '例化工');
    await userEvent.click(await screen.findByTitle('示例化工有限公司'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(1001));
  },
};

/** A search that finds nothing. */
export const SearchWithoutMatch: Story = {
  args: { search: async () => [] },
  play: async () => {
    await userEvent.type(screen.getByRole('combobox', { name: '企业' }), '不存在');
    await expect(await screen.findByText('未找到匹配的企业')).toBeInTheDocument();
  },
};
