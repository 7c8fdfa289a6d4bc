import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import parkReportFile from '../../schemas/modules/fxfjgk/resources/park-report.json';
import ParkReportPage from '../../src/client/pages/fxfjgk/park-report-page.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { QY_ADMIN, VIEWER } from '../support/fixtures.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { shows } from '../support/play-helpers.ts';
import { shell } from '../support/story-parameters.ts';

const PARK_REPORT = parkReportFile as unknown as ResourceFile;
const REPORT = {
  id: 3,
  dataType: 'hidden-dangers',
  fromDate: '2026-11-01',
  toDate: '2026-11-30',
  creditCode: '91320500MA1X2Y3T4E',
  enterpriseName: '示例化工有限公司',
  recordCount: 14,
  generatedAt: '2026-11-30 10:05:00',
  fileName: '91320500MA1X2Y3T4E_hidden-dangers_20261130100500.json',
  size: 8123,
  sha256: 'b'.repeat(64),
};

const api: MockRoutes = {
  'GET /u-basic/resource-schema/park-report': okData({ resource: PARK_REPORT, hiddenFields: [], warnings: [] }),
  'GET /u-basic/park-report/list': okData({ rows: [REPORT], total: 1, totalExact: true, page: 1, limit: 20 }),
  'GET /user/sysuserdataconfig/getByType': okData(null),
};

/** 园区报送记录: the log of the reports, 报送 above it for its writers, each report's file to download. */
const meta = {
  title: 'Fxfjgk/ParkReportPage',
  component: ParkReportPage,
  args: { title: '园区报送记录', viewKey: 'fxfjgk/v2/park-report', resource: 'park-report' },
  parameters: shell({ seed: { user: QY_ADMIN }, api, router: { path: '/fxfjgk/park-report' } }),
} satisfies Meta<typeof ParkReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator: 报送 and the report with its file. */
export const Writer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText(REPORT.fileName));
    await expect(page.getByTestId('park-report-send')).toBeVisible();
    await expect(page.getByTestId('park-report-file-3')).toBeVisible();
    await page.getByTestId('park-report-send').click();
    await screen.findByText('向园区报送');
  },
};

/** A reader sees the log and the files, without 报送. */
export const Reader: Story = {
  parameters: shell({ seed: { user: VIEWER } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await shows(() => page.getByText(REPORT.fileName));
    await expect(page.queryByTestId('park-report-send')).toBeNull();
  },
};
