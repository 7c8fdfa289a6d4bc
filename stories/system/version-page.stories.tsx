import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import VersionPage from '../../src/client/pages/system/version-page.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import { PLATFORM_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';
import appVersionFile from '../../schemas/resources/app-version.json';

const ROWS = [
  { id: 3, version: '202611201030', releasedOn: '2026-11-20', channel: 'web', notes: '隐患排查模块上线；操作审计支持导出' },
  { id: 2, version: '202610081415', releasedOn: '2026-10-08', channel: 'phone', notes: '手机端巡检打卡优化' },
  { id: 1, version: '202509010900', releasedOn: '2025-09-01', channel: 'web', notes: '首个正式版本' },
];

/** The app-version resource (shared records) and its list. */
function versionApi(): MockRoutes {
  return {
    'GET /u-basic/resource-schema/app-version': okData({ resource: appVersionFile as unknown as ResourceFile, hiddenFields: [], warnings: [] }),
    'GET /u-basic/app-version/list': okData({ rows: ROWS, total: ROWS.length, totalExact: true, page: 1, limit: 20 }),
    /** The list's saved column settings: none. */
    'GET /user/sysuserdataconfig/getByType': okData(null),
  };
}

/** 系统管理 › 版本管理: the built version, the browser's stored one, and the version history. */
const meta = {
  title: 'System/VersionPage',
  component: VersionPage,
  args: { title: '版本管理' },
  parameters: shell({ seed: { user: PLATFORM_ADMIN }, api: versionApi, router: { path: '/system/version' } }),
} satisfies Meta<typeof VersionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async () => {
    await shows(() => screen.getByTestId('built-version'));
    await expect(screen.getByText('构建版本')).toBeVisible();
    await shows(() => screen.getByText('202611201030'));
  },
};
