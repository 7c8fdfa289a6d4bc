import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import ApplicationPage from '../../src/client/pages/enterprise/application-page.tsx';
import { mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { APPLIES, APPLY_RECORD, APPLY_STEPS } from './enterprise-fixtures.ts';

/**
 * GET /enterprise/apply/list, and the enterprise-apply resource's workflow routes: POST /enterprise/apply/approve and
 * /reject (its transitions), GET /enterprise/apply/7 and /enterprise/apply/history (docs/enterprise.md).
 */
function applyApi(): MockRoutes {
  return {
    'GET /enterprise/apply/list': (req) => {
      const rows = APPLIES.filter((a) => req.query.status === undefined || String(a.status) === String(req.query.status));
      return okData({ rows, total: rows.length });
    },
    'POST /enterprise/apply/approve': okData({ ...APPLY_RECORD, reviewStatus: 'approved' }),
    'POST /enterprise/apply/reject': okData({ ...APPLY_RECORD, reviewStatus: 'rejected', reason: '资料不全' }),
    'GET /enterprise/apply/7': okData(APPLY_RECORD),
    'GET /enterprise/apply/history': okData(APPLY_STEPS),
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

/** 详情 opens the application with the history of its review (who, when, opinion). */
export const DetailWithHistory: Story = {
  play: async () => {
    await shows(() => screen.getByText('另一化工企业'));
    await userEvent.click(screen.getByTestId('apply-detail-7'));
    await shows(() => screen.getByText('入驻申请详情'));
    await shows(() => screen.getAllByTestId('apply-step')[1]);
    await expect(screen.getAllByTestId('apply-step').map((el) => el.textContent)).toEqual([
      expect.stringContaining('创建 周强'),
      expect.stringContaining('驳回 平台管理员'),
    ]);
    await shows(() => screen.getByText('意见：资料不全'));
  },
};

/** The inbox's link (`?detail=7`) opens the application at once. */
export const OpenedFromInbox: Story = {
  parameters: { router: { path: '/enterprise/application?detail=7' } },
  play: async () => {
    await shows(() => screen.getByText('入驻申请详情'));
    await shows(() => screen.getAllByTestId('apply-step')[0]);
    // The list's row and the drawer both show the applicant's mobile.
    await waitFor(() => expect(screen.getAllByText('13700003001')).toHaveLength(2));
  },
};
