import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import type { AuditEntry } from '../../src/domain/audit-diff.ts';
import { RecordHistory } from '../../src/runtime/record-history.tsx';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const entry = (id: number, action: AuditEntry['action'], at: string, changes: AuditEntry['changes']): AuditEntry => ({
  id,
  qyId: 1001,
  qymc: '示例化工有限公司',
  actorId: 2,
  actorName: '企业管理员',
  actorLogin: 'qyadmin',
  action,
  table: 'r_safety_manager',
  tableTitle: '安全管理人员',
  recordId: '1',
  at,
  changes,
});

const HISTORY: AuditEntry[] = [
  entry(3, 'update', '2026-11-20T09:30:00+08:00', [{ field: 'post', label: '岗位', before: '安全员', after: '安全总监' }]),
  entry(2, 'update', '2026-11-02T14:00:00+08:00', [{ field: 'mobile', label: '手机号', before: '13800138000', after: '13900139000' }]),
  entry(1, 'insert', '2026-10-01T08:00:00+08:00', [{ field: 'name', label: '姓名', before: undefined, after: '张伟' }]),
];

/** 修改历史 under a record's detail: collapsed until opened, then who changed which field from what to what. */
const meta = {
  title: 'Runtime/RecordHistory',
  component: RecordHistory,
  args: { resource: SAFETY_MANAGER, id: 1 },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], history: { 'safety-manager:1': HISTORY, 'safety-manager:2': [] } })],
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the edits, newest first, each field's before struck through and after. */
export const Opened: Story = {
  play: async () => {
    await userEvent.click(await screen.findByText('修改历史'));
    await shows(() => screen.getByTestId('record-history-3-post'));
    await expect(screen.getByTestId('record-history-3-post').textContent).toContain('安全员');
    await expect(screen.getByTestId('record-history-3-post').textContent).toContain('安全总监');
    await expect(screen.getAllByText('修改')).toHaveLength(2);
  },
};

/** A record nobody changed since it was kept. */
export const NoChanges: Story = {
  args: { id: 2 },
  play: async () => {
    await userEvent.click(await screen.findByText('修改历史'));
    await shows(() => screen.getByText('没有修改记录'));
  },
};

/** Someone who may not read the audit trail sees no section (the client offers no history). */
export const NotAnAdministrator: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER] })],
  play: async () => {
    await expect(screen.queryByText('修改历史')).toBeNull();
  },
};
