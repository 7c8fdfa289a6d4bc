import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { ChooseTenantPrompt } from '../../designer/choose-tenant-prompt.tsx';

/** What a designer page shows the platform administrator before an enterprise is chosen. */
const meta = {
  title: 'Designer/ChooseTenantPrompt',
  component: ChooseTenantPrompt,
} satisfies Meta<typeof ChooseTenantPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 请选择企业. */
export const Default: Story = {
  play: async () => {
    await expect(screen.getByText('请选择企业')).toBeInTheDocument();
  },
};
