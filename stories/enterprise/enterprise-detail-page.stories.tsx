import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import EnterpriseDetailPage from '../../src/client/pages/enterprise/enterprise-detail-page.tsx';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { DETAIL } from './enterprise-fixtures.ts';
import { groupsApi } from './groups-fixtures.ts';

/** GET /enterprise/detail/:id and POST /enterprise/module (docs/enterprise.md), and the cards' /u-basic calls. */
function detailApi(): MockRoutes {
  return {
    ...groupsApi(),
    'GET /enterprise/detail/:id': okData(DETAIL),
    'POST /enterprise/module': okData({ id: 1001, haveModel: DETAIL.haveModel.filter((m) => m !== 'zdjx') }, '已停用“重点检修”'),
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
