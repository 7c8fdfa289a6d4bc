import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_MODULE_KEYS } from '../../src/domain/modules.ts';
import { DashboardModules } from '../../src/client/shell/dashboard-modules.tsx';
import { PLATFORM_ADMIN, QY_ADMIN, QY_ADMIN_2001 } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** The workbench's entry cards of the enterprise's enabled modules (issue 3 item 10). */
const meta = {
  title: 'Shell/DashboardModules',
  component: DashboardModules,
  args: { enabled: ALL_MODULE_KEYS },
  parameters: shell({ seed: { user: QY_ADMIN }, layout: 'padded' }),
} satisfies Meta<typeof DashboardModules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enterprise 1001: every module enabled. */
export const AllModules: Story = {};

/** Enterprise 2001: 特殊作业 not enabled, so no card for it. */
export const WithoutTszy: Story = {
  args: { enabled: ALL_MODULE_KEYS.filter((m) => m !== 'tszy') },
  parameters: shell({ seed: { user: QY_ADMIN_2001 } }),
};

/** The platform admin (`enabled` null): every module of the menu. */
export const PlatformAdmin: Story = {
  args: { enabled: null },
  parameters: shell({ seed: { user: PLATFORM_ADMIN } }),
};

/** No module enabled. */
export const NoModules: Story = { args: { enabled: [] } };
