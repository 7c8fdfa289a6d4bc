import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SwitchRoleDialog } from '../../src/client/shell/switch-role-dialog.tsx';
import { ROLE_NAMES } from '../support/fixtures.ts';

const NAMES: ReadonlyMap<string, string> = new Map(ROLE_NAMES.map((r) => [r.code, r.name]));

/** The switch-role dialog of the user menu (spec 000 §4): the account's roles by name. */
const meta = {
  title: 'Shell/SwitchRoleDialog',
  component: SwitchRoleDialog,
  args: {
    open: true,
    roles: ['qyStaff', 'generalManager'],
    names: NAMES,
    activeRole: null,
    loading: false,
    switching: null,
    onSwitch: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SwitchRoleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acting with every role (全部角色); either role can be chosen. */
export const AllRolesActive: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '切换到总经理/总工程师' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('generalManager');
  },
};

/** Acting as 总经理/总工程师 only. */
export const OneRoleActive: Story = { args: { activeRole: 'generalManager' } };

/** The names still loading. */
export const LoadingNames: Story = { args: { loading: true, names: new Map() } };

/** Names unknown (the role list failed): the codes stand in. */
export const CodesOnly: Story = { args: { names: new Map() } };

/** While the token of the chosen role is fetched. */
export const Switching: Story = { args: { switching: 'qyStaff' } };
