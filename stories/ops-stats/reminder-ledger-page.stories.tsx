import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import ReminderLedgerPage from '../../src/client/pages/RiskControl/reminder-ledger-page.tsx';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { VIEWER } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { OPS_ENTERPRISES, REMINDER_SUMMARY, REMINDERS } from './ops-stats-fixtures.ts';

/** GET /ops-stats/reminder-ledger and /enterprises (docs/operations.md); a read-only user sees their own. */
function api(): MockRoutes {
  return {
    'GET /ops-stats/enterprises': () => okData(OPS_ENTERPRISES.slice(0, 1)),
    'GET /ops-stats/reminder-ledger': () => okData({ rows: REMINDERS, total: REMINDERS.length, summary: REMINDER_SUMMARY }),
  };
}

/** 运营统计 › 提醒台账: the reminders sent, read or not, handled or not, with the figures. */
const meta = {
  title: 'OpsStats/ReminderLedgerPage',
  component: ReminderLedgerPage,
  args: { title: '提醒台账' },
  parameters: shell({ seed: { user: VIEWER }, api, router: { path: '/RiskControl/ReminderLedger' } }),
} satisfies Meta<typeof ReminderLedgerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reminders: one unread and not handled, one read and handled. */
export const Reminders: Story = {
  play: async () => {
    await shows(() => screen.getByText('动火作业票待您审批'));
    await expect(screen.getByText('未读')).toBeVisible();
    await expect(screen.getByText('未处理')).toBeVisible();
    await expect(screen.getByText('已发提醒')).toBeVisible();
  },
};

/** The ledger could not be loaded. */
export const LoadFailed: Story = {
  parameters: shell({ api: () => ({ 'GET /ops-stats/enterprises': () => okData([]), 'GET /ops-stats/reminder-ledger': fail('服务器繁忙') }) }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};
