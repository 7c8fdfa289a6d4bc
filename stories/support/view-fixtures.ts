// Fixtures of the calendar and board views (stories/runtime/views.stories.tsx): a leave resource with both
// views and records around today, so the month the calendar opens on has them.
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';

export const LEAVE_VIEWS = {
  key: 'story-leave',
  title: '请假记录',
  module: null,
  endpoint: '/u-basic/story-leave',
  actions: ['list', 'detail', 'create', 'update', 'delete'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '请假人', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      leaveType: {
        type: 'string',
        title: '请假类型',
        enum: [
          { label: '事假', value: 'personal', color: 'blue' },
          { label: '病假', value: 'sick', color: 'orange' },
        ],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
      },
      startDate: { type: 'string', format: 'date', title: '开始日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      endDate: { type: 'string', format: 'date', title: '结束日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      approveStatus: {
        type: 'string',
        title: '审批状态',
        enum: [
          { label: '待审批', value: 'pending' },
          { label: '已批准', value: 'approved', color: 'green' },
          { label: '已驳回', value: 'rejected', color: 'red' },
        ],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
      },
    },
  },
  list: {
    columns: [{ field: 'name' }, { field: 'leaveType' }, { field: 'startDate' }, { field: 'endDate' }, { field: 'approveStatus' }],
    filters: [{ field: 'name', op: 'like' }, { field: 'approveStatus', op: 'eq' }],
  },
  detail: { sections: [{ title: '基本信息', fields: ['name', 'leaveType', 'startDate', 'endDate', 'approveStatus'] }] },
  views: {
    calendar: { start: 'startDate', end: 'endDate', title: 'name' },
    board: { field: 'approveStatus', title: 'name', cardFields: ['leaveType', 'startDate'], drag: true },
  },
} satisfies ResourceFile;

const pad = (n: number) => String(n).padStart(2, '0');

/** The day `offset` days from the 10th of the current month, as ISO text. */
export function dayOfThisMonth(offset: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), 10 + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强'];
const STATES = ['pending', 'approved', 'rejected', 'pending'];

/** `n` leave records from the 10th on: some a day, some three days; statuses and types taking turns. */
export function leaveViewRows(n = 8): ResourceRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: NAMES[i % NAMES.length],
    leaveType: i % 3 === 0 ? 'sick' : 'personal',
    startDate: dayOfThisMonth(i * 2),
    endDate: dayOfThisMonth(i * 2 + (i % 2 ? 2 : 0)),
    approveStatus: STATES[i % STATES.length],
    status: 1,
    sortOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: `2026-01-${pad(10 + i)}T00:00:00.000Z`,
  }));
}
