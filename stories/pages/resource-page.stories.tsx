import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import ResourcePage from '../../src/client/pages/resource-page.tsx';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { SAFETY_MANAGER, safetyManagerRows } from '../support/resource-fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const ROWS = safetyManagerRows(23);
const EP = SAFETY_MANAGER.endpoint;

/** The resource API of 安全管理人员 as the server answers it (docs/resource-api.md), paged and searchable by name. */
function safetyManagerApi(): MockRoutes {
  let saved: unknown = null;
  return {
    'GET /u-basic/resource-schema/safety-manager': okData({ resource: SAFETY_MANAGER, hiddenFields: [], warnings: [] }),
    [`GET ${EP}/list`]: ({ query }) => {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 20);
      const name = typeof query.name === 'string' ? query.name : '';
      const rows = ROWS.filter((r) => String(r.name).includes(name));
      return okData({ rows: rows.slice((page - 1) * limit, page * limit), total: rows.length, totalExact: true, page, limit });
    },
    'GET /user/sysuserdataconfig/getByType': () => okData(saved),
    'POST /user/sysuserdataconfig/save': ({ body }) => {
      saved = (body as { value: unknown }).value;
      return okData(saved, '保存成功');
    },
  };
}

/** A `resource/<key>` menu entry: SchemaPage over the HTTP ResourceClient, roles from the session. */
const meta = {
  title: 'Pages/ResourcePage',
  component: ResourcePage,
  args: { title: '安全管理人员', viewKey: 'resource/safety-manager', resource: 'safety-manager' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: safetyManagerApi }),
} satisfies Meta<typeof ResourcePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprise admin: the list over HTTP, every write button; page 2 asks the server for it. */
export const EnterpriseAdmin: Story = {
  play: async () => {
    await shows(() => screen.getByText('共 23 条'));
    await expect(screen.getByRole('button', { name: /新增/ })).toBeVisible();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === `${EP}/list` && c.query.page === 2)).toBe(true));
  },
};

/** A read-only user: no write buttons. */
export const ReadOnly: Story = {
  parameters: shell({ seed: { user: VIEWER } }),
  play: async () => {
    await shows(() => screen.getByText('共 23 条'));
    await expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
  },
};

/** View-only mode (a compBizId token): the server refuses writes, so none show. */
export const ViewOnlyMode: Story = {
  parameters: shell({ seed: { user: QY_ADMIN, isView: true } }),
  play: async () => {
    await shows(() => screen.getByText('共 23 条'));
    await expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
  },
};

/** The enterprise has not enabled the module. */
export const ModuleNotEnabled: Story = {
  parameters: shell({ api: { 'GET /u-basic/resource-schema/safety-manager': fail('模块未开通', 403) } }),
  play: async () => {
    await shows(() => screen.getByText('模块未开通'));
  },
};

/** A resource key without a resource file yet: the screen is being built. */
export const NotBuiltYet: Story = {
  args: { title: '视频监控', viewKey: 'resource/camera', resource: 'camera' },
  parameters: shell({ api: { 'GET /u-basic/resource-schema/camera': fail('资源不存在', 404) } }),
  play: async () => {
    await shows(() => screen.getByText('视频监控 正在建设中'));
  },
};
