import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import EnterpriseListPage from '../../src/client/pages/enterprise/enterprise-list-page.tsx';
import { RegisterEnterpriseDialog } from '../../src/client/pages/enterprise/register-enterprise-dialog.tsx';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { ENTERPRISES } from './enterprise-fixtures.ts';

/** GET /enterprise/list (docs/enterprise.md), searched by name. */
function listApi(): MockRoutes {
  return {
    'GET /enterprise/list': (req) => {
      const q = typeof req.query.qymc === 'string' ? req.query.qymc : '';
      const rows = ENTERPRISES.filter((e) => e.qymc.includes(q));
      return okData({ rows, total: rows.length });
    },
  };
}

/** 企业数据管理 › 企业列表: the platform administrator's enterprises with their modules and flags. */
const meta = {
  title: 'Enterprise/EnterpriseListPage',
  component: EnterpriseListPage,
  args: { title: '企业列表' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: listApi, router: { path: '/enterprise/list' } }),
} satisfies Meta<typeof EnterpriseListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enterprises; 查询 with a name asks the server again. */
export const Enterprises: Story = {
  play: async () => {
    await shows(() => screen.getByText('另一化工企业'));
    await expect(screen.getByText('共 3 条')).toBeVisible();
    await userEvent.type(screen.getByTestId('enterprise-qymc'), '二厂');
    await userEvent.click(screen.getByTestId('enterprise-search'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/enterprise/list' && c.query.qymc === '二厂')).toBe(true));
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: shell({ api: () => ({ 'GET /enterprise/list': fail('服务器繁忙') }) }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};

/** 新增企业: the enterprise and its administrator sent (the password in the login encoding), then its detail. */
export const RegisterAnEnterprise: Story = {
  parameters: shell({ api: () => ({ ...listApi(), 'POST /user/qyxx/register': okData({ id: 3001 }) }) }),
  play: async () => {
    await shows(() => screen.getByText('另一化工企业'));
    await userEvent.click(screen.getByTestId('enterprise-register'));
    const dialog = await screen.findByRole('dialog', { name: '新增企业' });
    // Used only once it has zoomed in (antd lets no pointer through a dialog still moving).
    await shows(() => dialog);
    await userEvent.type(within(dialog).getByLabelText('企业名称'), '新开通化工有限公司');
    await userEvent.type(screen.getByLabelText('管理员登录名'), 'newqyadmin');
    await userEvent.type(screen.getByLabelText('管理员初始密码'), 'Hg#2026-qy!new');
    await userEvent.click(screen.getByRole('button', { name: /开\s*通/ }));
    await waitFor(() =>
      expect(mockCalls.find((c) => c.path === '/user/qyxx/register')?.body).toMatchObject({
        qymc: '新开通化工有限公司',
        adminLoginName: 'newqyadmin',
        qdglVersion: '1',
        useLocationPlatform: false,
      }),
    );
    const sent = mockCalls.find((c) => c.path === '/user/qyxx/register')?.body as { adminPassword: string };
    await expect(sent.adminPassword).not.toBe('Hg#2026-qy!new');
  },
};

/** The dialog alone: 开通 with nothing filled shows the required fields, and the server's refusal lands at its field. */
export const RegisterRefused: StoryObj<typeof RegisterEnterpriseDialog> = {
  parameters: shell({ api: () => ({ ...listApi(), 'POST /user/qyxx/register': { status: 400, body: { code: 400, msg: '登录名已存在', errors: [{ field: 'adminLoginName', message: '登录名已存在' }] } } }) }),
  render: () => <RegisterEnterpriseDialog open onClose={() => undefined} onDone={() => undefined} />,
  play: async () => {
    await shows(() => screen.getByRole('dialog'));
    await userEvent.click(await screen.findByRole('button', { name: /开\s*通/ }));
    await shows(() => screen.getAllByText(/请输入/)[0]);
    await userEvent.type(screen.getByLabelText('企业名称'), '重名企业');
    await userEvent.type(screen.getByLabelText('管理员登录名'), 'qyadmin');
    await userEvent.type(screen.getByLabelText('管理员初始密码'), 'Hg#2026-qy!new');
    await userEvent.click(screen.getByRole('button', { name: /开\s*通/ }));
    await shows(() => screen.getAllByText('登录名已存在')[0]);
  },
};
