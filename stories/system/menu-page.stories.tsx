import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import MenuPage from '../../src/client/pages/system/menu-page.tsx';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

/** 系统管理 › 菜单管理 (docs/administration.md): the platform administrator's menu tree, one group with two entries. */
const api = (): MockRoutes => ({
  'GET /user/sysmenu/list': () =>
    okData([
      {
        id: 1,
        parentId: null,
        sort: 10,
        path: '/system',
        name: 'System',
        component: 'Layout',
        meta: { title: '系统管理', icon: 'system', roles: ['admin'] },
        children: [
          { id: 2, parentId: 1, sort: 10, path: 'user', name: 'SystemUser', component: 'system/user', meta: { title: '用户管理' } },
          { id: 3, parentId: 1, sort: 20, path: 'menu', name: 'SystemMenu', component: 'system/menu', hidden: true, meta: { title: '菜单管理' } },
        ],
      },
      { id: 4, parentId: null, sort: 20, path: '/tszy', name: 'Tszy', component: 'Layout', module: 'tszy', meta: { title: '特殊作业', icon: 'fire' } },
    ]),
  'GET /user/sysrole/list': () => okData([{ id: 1, code: 'qyUser', name: '企业管理员', baseRole: null, editable: false }]),
  'GET /u-basic/resource-schema': () => okData([{ key: 'admin-area', title: '行政区划', endpoint: '/u-basic/admin-area' }]),
  'GET /user/sysmenu/stats-pages': () => okData([{ key: 'stats/spjk', module: 'spjk', title: '视频监控' }]),
});

const meta = {
  title: 'System/MenuPage',
  component: MenuPage,
  args: { title: '菜单管理', viewKey: 'system/menu' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api, router: { path: '/system/menu' } }),
} satisfies Meta<typeof MenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuTree: Story = {};

/** 编辑 an entry: the page picker offers the modules' statistics pages beside the registered pages and data pages. */
export const PagePickerOffersStatistics: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('menu-edit-4'));
    await userEvent.click(screen.getByTestId('menu-edit-4'));
    await shows(() => screen.getByTestId('menu-component'));
    await userEvent.type(screen.getByRole('combobox', { name: '打开的页面' }), 'stats');
    await shows(() => screen.getByText('统计分析：视频监控（stats/spjk）'));
  },
};
