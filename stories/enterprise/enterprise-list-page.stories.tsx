import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import EnterpriseListPage from '../../src/client/pages/enterprise/enterprise-list-page.tsx';
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
