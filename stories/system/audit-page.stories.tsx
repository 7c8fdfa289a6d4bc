import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import AuditPage from '../../src/client/pages/system/audit-page.tsx';
import type { AuditEntry } from '../../src/client/pages/system/audit-api.ts';
import { fail, mockCalls, okData, type MockRoutes } from '../support/mock-http.ts';
import { QY_ADMIN } from '../support/fixtures.ts';
import { shell } from '../support/story-parameters.ts';
import { shows } from '../support/play-helpers.ts';

const ROWS: AuditEntry[] = [
  {
    id: 31, qyId: 1, qymc: '华东石化有限公司', actorId: 11, actorName: '张伟', actorLogin: 'staff01', action: 'update',
    table: 'hidden_danger', tableTitle: '隐患台账', recordId: '128', at: '2026-11-27T09:12:30Z',
    changes: [
      { field: 'state', label: '状态', before: '整改中', after: '待验收' },
      { field: 'rectifier', label: '整改责任人', before: '李强', after: '王师傅' },
    ],
  },
  {
    id: 30, qyId: 1, qymc: '华东石化有限公司', actorId: 2, actorName: '企业管理员', actorLogin: 'qyadmin', action: 'insert',
    table: 'safety_manager', tableTitle: '安全管理人员', recordId: '45', at: '2026-11-26T15:40:02Z',
    changes: [{ field: 'name', label: '姓名', before: null, after: '刘敏' }],
  },
];

/** GET /admin/audit/list and /admin/audit/tables (docs/administration.md). */
function auditApi(): MockRoutes {
  return {
    'GET /admin/audit/list': () => okData({ rows: ROWS, total: ROWS.length }),
    'GET /admin/audit/tables': okData([
      { table: 'hidden_danger', title: '隐患台账' },
      { table: 'safety_manager', title: '安全管理人员' },
    ]),
  };
}

/** 系统管理 › 操作审计: who changed which record when, for the enterprise administrator. */
const meta = {
  title: 'System/AuditPage',
  component: AuditPage,
  args: { title: '操作审计' },
  parameters: shell({ seed: { user: QY_ADMIN }, api: auditApi, router: { path: '/system/audit' } }),
} satisfies Meta<typeof AuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries; 查询 with an operator asks the server again with the filter. */
export const Entries: Story = {
  play: async () => {
    await shows(() => screen.getByText('张伟'));
    await expect(screen.getByText('共 2 条')).toBeVisible();
    await userEvent.type(screen.getByTestId('audit-actor'), '张伟');
    await userEvent.click(screen.getByTestId('audit-search'));
    await waitFor(() => expect(mockCalls.some((c) => c.path === '/admin/audit/list' && c.query.actor === '张伟')).toBe(true));
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  parameters: shell({ api: () => ({ ...auditApi(), 'GET /admin/audit/list': fail('服务器繁忙') }) }),
  play: async () => {
    await shows(() => screen.getByText('审计记录加载失败'));
  },
};
