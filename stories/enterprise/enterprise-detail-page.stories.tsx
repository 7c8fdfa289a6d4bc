import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import EnterpriseDetailPage from '../../src/client/pages/enterprise/enterprise-detail-page.tsx';
import { EnterpriseSettingsDialog } from '../../src/client/pages/enterprise/enterprise-settings-dialog.tsx';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { DETAIL } from './enterprise-fixtures.ts';
import { groupsApi } from './groups-fixtures.ts';

/** GET /enterprise/detail/:id, POST /enterprise/module and /enterprise/settings (docs/enterprise.md), and the cards' /u-basic calls. */
function detailApi(): MockRoutes {
  return {
    ...groupsApi(),
    'GET /enterprise/detail/:id': okData(DETAIL),
    'POST /enterprise/module': okData({ id: 1001, haveModel: DETAIL.haveModel.filter((m) => m !== 'zdjx') }, '已停用“重点检修”'),
    'POST /enterprise/settings': okData({ ...DETAIL, riskVersion: '1', useLocationPlatform: false }, '已保存“示例化工有限公司”的配置'),
  };
}

/** 企业数据管理 › 企业详情: flags, modules (switched after a confirmation) and sub-enterprises. */
const meta = {
  title: 'Enterprise/EnterpriseDetailPage',
  component: EnterpriseDetailPage,
  args: { title: '企业详情' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: detailApi, router: { path: '/enterprise/detail/1001', route: '/enterprise/detail/:id' } }),
} satisfies Meta<typeof EnterpriseDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The detail; 停用 asks first, then the module shows 未开通. */
export const Detail: Story = {
  play: async () => {
    await shows(() => screen.getByText('示例化工二厂'));
    await userEvent.click(screen.getByTestId('module-toggle-zdjx'));
    await shows(() => screen.getByText(/确定为“示例化工有限公司”停用“重点检修”模块/));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/enterprise/module')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('module-state-zdjx')).toHaveTextContent('未开通'));
  },
};

/** An unknown enterprise. */
export const NotFound: Story = {
  parameters: shell({ api: () => ({ 'GET /enterprise/detail/:id': fail('企业不存在', 404) }) }),
  play: async () => {
    await shows(() => screen.getByText('企业不存在'));
  },
};

/** 编辑 opens 编辑企业配置 with the enterprise's values; 保存 sends them and the detail shows what the server answered. */
export const EditSettings: Story = {
  play: async () => {
    await shows(() => screen.getByText('示例化工二厂'));
    await userEvent.click(screen.getByTestId('enterprise-edit'));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业配置' });
    // Clicked only once it has zoomed in (antd lets no pointer through a dialog still moving).
    await shows(() => dialog);
    // The radio button's own input lets no pointer through: its label takes the click, as a user's would.
    await userEvent.click(within(dialog).getAllByText('第 1 版')[1]);
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(mockCalls.find((c) => c.path === '/enterprise/settings')?.body).toMatchObject({ qyId: 1001, riskVersion: '1', useLocationPlatform: false }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑企业配置' })).toBeNull());
  },
};

/** The dialog alone: a mobile number the rule refuses shows at its field, nothing is sent. */
export const SettingsDialogRefusesABadMobile: StoryObj<typeof EnterpriseSettingsDialog> = {
  render: () => <EnterpriseSettingsDialog qy={DETAIL} open onClose={() => undefined} onSaved={() => undefined} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await shows(() => dialog);
    const mobile = await screen.findByLabelText('联系电话');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await shows(() => screen.getByText('手机号码格式不正确'));
    await expect(mockCalls.some((c) => c.path === '/enterprise/settings')).toBe(false);
  },
};
