import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import ReportLedgerPage from '../../src/client/pages/RiskControl/report-ledger-page.tsx';
import { fail, okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import { LEDGER, OPS_ENTERPRISES, RECORDS } from './ops-stats-fixtures.ts';

/** GET /ops-stats/report-ledger, its records and /enterprises (docs/operations.md). */
function api(): MockRoutes {
  return {
    'GET /ops-stats/enterprises': () => okData(OPS_ENTERPRISES),
    'GET /ops-stats/report-ledger': () => okData({ rows: LEDGER, total: LEDGER.length }),
    'GET /ops-stats/report-ledger/records': () => okData({ rows: RECORDS, total: RECORDS.length }),
  };
}

/** 运营统计 › 填报台账: what each enterprise reported and when; a line opens its records. */
const meta = {
  title: 'OpsStats/ReportLedgerPage',
  component: ReportLedgerPage,
  args: { title: '填报台账' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api, router: { path: '/RiskControl/ReportLedger' } }),
} satisfies Meta<typeof ReportLedgerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ledger; 明细 opens the line's records, the system's shown as such. */
export const Ledger: Story = {
  play: async () => {
    await shows(() => screen.getByText('巡检记录'));
    await expect(screen.getByText('共 3 条')).toBeVisible();
    await userEvent.click(screen.getByTestId('ops-report-open-1002-hidden-danger-2026-11'));
    await shows(() => screen.getByText('储运车间消防通道堆放杂物'));
    await expect(screen.getByText('系统（导入或自动生成）')).toBeVisible();
  },
};

/** The ledger could not be loaded. */
export const LoadFailed: Story = {
  parameters: shell({ api: () => ({ 'GET /ops-stats/enterprises': () => okData([]), 'GET /ops-stats/report-ledger': fail('服务器繁忙') }) }),
  play: async () => {
    await shows(() => screen.getByText('加载失败'));
  },
};
