// The answers of 运营统计's stories: the demo's three enterprises over two months.
import type { LedgerRow, OperationAnswer, ReminderRow, ReminderSummary, ReportedRecord } from '../../src/client/pages/RiskControl/ops-stats-api.ts';
import { emptyRow, sumRows, type OperationRow } from '../../src/domain/ops-stats.ts';

export const OPS_ENTERPRISES = [
  { id: 1001, qymc: '示例化工有限公司' },
  { id: 1002, qymc: '示例化工二厂' },
  { id: 2001, qymc: '另一化工企业' },
];

const row = (qyId: number, qymc: string, month: string, f: Partial<OperationRow>): OperationRow => ({ ...emptyRow(qyId, qymc, month), ...f });

export const OPERATION_ROWS: OperationRow[] = [
  row(1001, '示例化工有限公司', '2026-10', { logins: 14, loginUsers: 4, permits: 6, permitsByKind: { DONG_HUO: 3, GAO_CHU: 2, SHOU_XIAN: 1 }, permitsByState: { FINISHED: 5, APPROVING: 1 }, tasks: 31, tasksDone: 29, tasksOnTime: 27 }),
  row(1002, '示例化工二厂', '2026-10', { dangersFound: 2, dangersClosed: 2 }),
  row(2001, '另一化工企业', '2026-10', { logins: 3, loginUsers: 1 }),
  row(1001, '示例化工有限公司', '2026-11', { logins: 21, loginUsers: 5, permits: 9, permitsByKind: { DONG_HUO: 5, DIAO_ZHUANG: 4 }, permitsByState: { IN_PROGRESS: 3, FINISHED: 6 }, tasks: 30, tasksDone: 24, tasksOnTime: 22 }),
  row(1002, '示例化工二厂', '2026-11', { dangersFound: 3, dangersClosed: 1 }),
];

export const OPERATION: OperationAnswer = {
  range: { from: '2026-10', to: '2026-11' },
  months: ['2026-10', '2026-11'],
  rows: OPERATION_ROWS,
  byMonth: ['2026-10', '2026-11'].map((m) => sumRows(OPERATION_ROWS.filter((r) => r.month === m), '', m)),
  totals: sumRows(OPERATION_ROWS, '', '2026-10~2026-11'),
  enterprises: 3,
};

export const LEDGER: LedgerRow[] = [
  { qyId: 1001, qymc: '示例化工有限公司', resource: 'patrol-record', resourceTitle: '巡检记录', module: 'xjxc', moduleTitle: '巡检巡查', month: '2026-11', count: 12, reporters: 2, firstAt: '2026-11-01T01:00:00Z', lastAt: '2026-11-27T02:00:00Z' },
  { qyId: 1002, qymc: '示例化工二厂', resource: 'hidden-danger', resourceTitle: '隐患登记', module: 'yhpc', moduleTitle: '隐患排查', month: '2026-11', count: 6, reporters: 1, firstAt: '2026-11-02T01:00:00Z', lastAt: '2026-11-26T02:00:00Z' },
  { qyId: 1001, qymc: '示例化工有限公司', resource: 'permit', resourceTitle: '作业票', module: 'tszy', moduleTitle: '特殊作业', month: '2026-10', count: 6, reporters: 3, firstAt: '2026-10-03T01:00:00Z', lastAt: '2026-10-29T02:00:00Z' },
];

export const RECORDS: ReportedRecord[] = [
  { recordId: '31', label: '储运车间消防通道堆放杂物', at: '2026-11-26T02:00:00Z', reporter: null },
  { recordId: '30', label: '合成车间静电接地线断开', at: '2026-11-20T02:00:00Z', reporter: '孙磊' },
];

export const REMINDERS: ReminderRow[] = [
  { id: 3, qyId: 1001, qymc: '示例化工有限公司', recipient: '张伟', content: '隐患“配电室门未关闭”已登记，请在2026-12-01前完成整改', model: 'yhpc', kind: null, resource: 'hidden-danger', recordId: 12, sentAt: '2026-11-27T01:00:00Z', read: false, readAt: null, handled: false, handledAt: null },
  { id: 2, qyId: 1001, qymc: '示例化工有限公司', recipient: '李安全', content: '动火作业票待您审批', model: 'tszy', kind: 'approve', resource: null, recordId: 5, sentAt: '2026-11-26T01:00:00Z', read: true, readAt: '2026-11-26T02:00:00Z', handled: true, handledAt: '2026-11-26T03:00:00Z' },
];

export const REMINDER_SUMMARY: ReminderSummary = { sent: 2, read: 1, handled: 1, smsSent: 1, smsWaiting: 0 };
