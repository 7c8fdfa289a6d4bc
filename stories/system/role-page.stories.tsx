import type { Meta, StoryObj } from '@storybook/react-vite';
import RolePage from '../../src/client/pages/system/role-page.tsx';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';

/** 系统管理 › 角色管理 (docs/administration.md) for an enterprise administrator whose enterprise has no roles of its own yet. */
const api = (): MockRoutes => ({
  'GET /user/sysrole/list': () => okData([]),
  'GET /user/sysrole/options': () => okData({ baseRoles: ['qyUser', 'qyStaff', 'readonlyUser'], buttons: [] }),
  'GET /user/sysmenu/list': () => okData([]),
  'GET /user/departmentinfo/list': () => okData([]),
});

const meta = {
  title: 'System/RolePage',
  component: RolePage,
  args: { title: '角色管理', viewKey: 'system/role' },
  parameters: shell({ seed: { user: QY_ADMIN }, api, router: { path: '/system/role' } }),
} satisfies Meta<typeof RolePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoOwnRoles: Story = {};
