import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SwitchEnterpriseDialog } from '../../src/client/shell/switch-enterprise-dialog.tsx';
import { GROUP_ENTERPRISES } from '../support/fixtures.ts';

/** The switch-enterprise dialog of the user menu (issue 3 item 6): the group's enterprises. */
const meta = {
  title: 'Shell/SwitchEnterpriseDialog',
  component: SwitchEnterpriseDialog,
  args: { open: true, enterprises: GROUP_ENTERPRISES, activeId: 1001, switching: false, onSwitch: fn(), onClose: fn() },
} satisfies Meta<typeof SwitchEnterpriseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acting for the own enterprise; the sub-enterprise can be chosen. */
export const OwnEnterpriseActive: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '切换到示例化工二厂' }));
    await expect(args.onSwitch).toHaveBeenCalledWith(GROUP_ENTERPRISES[1]);
  },
};

/** Acting for the sub-enterprise. */
export const SubEnterpriseActive: Story = { args: { activeId: 1002 } };

/** While switching. */
export const Switching: Story = { args: { switching: true } };

/** Nothing to switch to. */
export const NoEnterprises: Story = { args: { enterprises: [] } };
