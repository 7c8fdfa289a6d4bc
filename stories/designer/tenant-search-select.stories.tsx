import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TenantSearchSelect } from '../../designer/tenant-search-select.tsx';

const ENTERPRISES = [
  { id: 1001, name: '示例化工有限公司' },
  { id: 1002, name: '示例化工二厂' },
];

/** The platform administrator's enterprise, searched by name on the server (two characters at least). */
const meta = {
  title: 'Designer/TenantSearchSelect',
  component: TenantSearchSelect,
  args: { value: null, onChange: fn(), search: async (name: string) => ENTERPRISES.filter((e) => e.name.includes(name)) },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TenantSearchSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: 请选择企业. */
export const Empty: Story = {};

/** Typing 示例 lists both enterprises; a click chooses one. */
export const Choose: Story = {
  play: async ({ args }) => {
    await userEvent.type(screen.getByRole('combobox', { name: '企业' }), '示例');
    await userEvent.click(await screen.findByTitle('示例化工二厂'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(1002));
  },
};

/** The search fails: a message to try again. */
export const SearchFails: Story = {
  args: { search: async () => Promise.reject(new Error('网络异常')) },
  play: async () => {
    await userEvent.type(screen.getByRole('combobox', { name: '企业' }), '示例');
    await expect(await screen.findByText('企业查询失败，请重试')).toBeInTheDocument();
  },
};
