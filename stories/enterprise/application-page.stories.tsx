import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import ApplicationPage from '../../src/client/pages/enterprise/application-page.tsx';
import { mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { APPLIES } from './enterprise-fixtures.ts';

/** GET /enterprise/apply/list, POST /enterprise/apply/approve and /reject (docs/enterprise.md). */
function applyApi(): MockRoutes {
  return {
    'GET /enterprise/apply/list': (req) => {
      const rows = APPLIES.filter((a) => req.query.status === undefined || String(a.status) === String(req.query.status));
      return okData({ rows, total: rows.length });
    },
    'POST /enterprise/apply/approve': okData({ id: 7, qyId: 2001, haveModel: [] }, '已批准，模块已开通'),
    'POST /enterprise/apply/reject': okData({ id: 7 }, '已驳回'),
  };
}

/** 企业数据管理 › 入驻申请: the platform administrator reviews the apply-for-use submissions. */
const meta = {
  title: 'Enterprise/ApplicationPage',
  component: ApplicationPage,
  args: { title: '入驻申请' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: applyApi, router: { path: '/enterprise/application' } }),
} satisfies Meta<typeof ApplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pending application; 批准 asks first. */
export const Approve: Story = {
  play: async () => {
    await shows(() => screen.getByText('另一化工企业'));
    await userEvent.click(screen.getByTestId('apply-approve-7'));
    await shows(() => screen.getByText(/批准后将为“另一化工企业”开通“特殊作业”模块/));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/enterprise/apply/approve')).toBe(true));
  },
};

/** 驳回 without a reason is stopped in the dialog. */
export const RejectNeedsReason: Story = {
  play: async () => {
    await shows(() => screen.getByText('另一化工企业'));
    await userEvent.click(screen.getByTestId('apply-reject-7'));
    await userEvent.click(await screen.findByTestId('apply-reject-ok'));
    await shows(() => screen.getByText('请填写驳回原因'));
    await expect(mockCalls.some((c) => c.path === '/enterprise/apply/reject')).toBe(false);
  },
};
