// Workflow resources and records for the workflow screens' stories and unit tests: a notice (草稿 → 已发布 → 已撤回,
// the recall asking a reason sent as `recallReason`), a rectification with required and editable fields and an
// approval state, their history, an approval, and the 流程配置 of both.
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';
import type { ApprovalView, HistoryEntry, WorkflowConfigEntry, WorkflowOffer } from '../../src/runtime/workflow/workflow-client.ts';

export const WF_NOTICE: ResourceFile = {
  key: 'wf-notice',
  title: '通知公告',
  module: null,
  endpoint: '/u-basic/notice',
  actions: ['list', 'detail', 'create', 'update', 'delete'],
  permissions: { read: ['qyUser', 'qyStaff'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', title: '标题', maxLength: 100, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      publishStatus: {
        type: 'string',
        title: '发布状态',
        enum: [
          { label: '草稿', value: 'draft' },
          { label: '已发布', value: 'published', color: 'green' },
          { label: '已撤回', value: 'recalled', color: 'orange' },
        ],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
      },
      recallReason: { type: 'string', title: '撤回原因', maxLength: 200, 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea' },
    },
  },
  list: { columns: [{ field: 'title' }, { field: 'publishStatus' }], filters: [{ field: 'title', op: 'like' }], rowActions: ['detail', 'edit', 'delete'] },
  workflow: {
    field: 'publishStatus',
    initial: 'draft',
    states: [
      { key: 'draft', label: '草稿', color: 'default' },
      { key: 'published', label: '已发布', color: 'green' },
      { key: 'recalled', label: '已撤回', color: 'orange', terminal: true },
    ],
    transitions: [
      { action: 'publish', label: '发布', from: ['draft'], to: 'published', opinion: 'none', confirm: '发布后，发布对象将收到该通知。确定发布吗？' },
      { action: 'recall', label: '撤回', from: ['published'], to: 'recalled', opinion: 'required', payload: { opinion: 'recallReason' } },
    ],
  },
};

export function noticeRows(): ResourceRecord[] {
  const base = { status: 1, sortOrder: 0, createdAt: '2026-11-20T08:00:00.000Z' };
  return [
    { ...base, id: 1, title: '关于开展冬季消防检查的通知', publishStatus: 'draft', updatedAt: '2026-11-24T08:00:00.000Z' },
    { ...base, id: 2, title: '安全生产月活动安排', publishStatus: 'published', updatedAt: '2026-11-23T08:00:00.000Z' },
    { ...base, id: 3, title: '十一月安全例会纪要', publishStatus: 'published', updatedAt: '2026-11-22T08:00:00.000Z' },
    { ...base, id: 4, title: '旧版动火管理规定', publishStatus: 'recalled', recallReason: '已被新规定替代', updatedAt: '2026-11-21T08:00:00.000Z' },
  ];
}

export const WF_RECTIFY: ResourceFile = {
  key: 'wf-rectify',
  title: '隐患整改',
  module: 'yhpc',
  endpoint: '/u-basic/wf-rectify',
  actions: ['list', 'detail', 'create', 'update'],
  permissions: { read: ['qyUser', 'qyStaff'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '隐患名称', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      state: { type: 'string', title: '状态', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      rectifyNote: { type: 'string', title: '整改情况', maxLength: 200, 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea' },
      finishDate: { type: 'string', format: 'date', title: '完成日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      deadline: { type: 'string', format: 'date', title: '整改期限', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
    },
  },
  list: { columns: [{ field: 'name' }, { field: 'state' }, { field: 'deadline' }], rowActions: ['detail', 'edit'] },
  workflow: {
    field: 'state',
    initial: 'todo',
    states: [
      { key: 'todo', label: '待整改', color: 'red' },
      {
        key: 'review',
        label: '待验收',
        color: 'gold',
        approval: {
          steps: [
            { key: 'team', title: '班组验收', mode: 'any', signers: [{ role: 'qyStaff' }] },
            { key: 'safety', title: '安全部验收', mode: 'all', signers: [{ slot: 'safetyHead' }] },
          ],
          approved: 'closed',
          returned: 'todo',
        },
      },
      { key: 'closed', label: '已关闭', color: 'green', terminal: true },
    ],
    transitions: [
      { action: 'rectify', label: '提交整改', from: ['todo'], to: 'review', require: ['rectifyNote'], editable: ['finishDate'], opinion: 'optional', who: [{ field: 'creator' }, { role: 'qyUser' }] },
      { action: 'reopen', label: '重新整改', from: ['review'], to: 'todo', opinion: 'required', who: [{ slot: 'safetyHead' }] },
    ],
  },
};

export function rectifyRows(): ResourceRecord[] {
  const base = { status: 1, sortOrder: 0, createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z' };
  return [
    { ...base, id: 11, name: '罐区消防栓锈蚀', state: 'todo', deadline: '2026-11-30' },
    { ...base, id: 12, name: '配电室门未上锁', state: 'review', rectifyNote: '已更换门锁', finishDate: '2026-11-21', deadline: '2026-11-25' },
  ];
}

export const RECTIFY_HISTORY: HistoryEntry[] = [
  {
    id: 1, action: 'create', actionLabel: '登记', fromState: null, toState: 'todo', stepKey: null, actorId: 3, actorName: '王芳',
    onBehalfOf: null, onBehalfOfName: null, opinion: null, changed: {}, at: '2026-11-20T08:00:00',
  },
  {
    id: 2, action: 'rectify', actionLabel: '提交整改', fromState: 'todo', toState: 'review', stepKey: null, actorId: 5, actorName: '李强',
    onBehalfOf: 4, onBehalfOfName: '赵敏', opinion: '已更换门锁并张贴警示', changed: { rectifyNote: { before: null, after: '已更换门锁' }, finishDate: { before: null, after: '2026-11-21' } },
    at: '2026-11-21T16:30:00',
  },
];

export const RECTIFY_APPROVAL: ApprovalView = {
  state: 'review',
  steps: [
    {
      key: 'team', title: '班组验收', mode: 'any', status: 'done',
      tasks: [{ id: 1, staffId: 2, staffName: '李娜', status: 'done', actedBy: 2, onBehalfOf: null, opinion: '现场已确认', actedAt: '2026-11-22T09:00:00+08:00', addedBy: null }],
    },
    {
      key: 'safety', title: '安全部验收', mode: 'all', status: 'active',
      tasks: [
        { id: 2, staffId: 1, staffName: '张伟', status: 'pending', actedBy: null, onBehalfOf: null, opinion: null, actedAt: null, addedBy: null },
        { id: 3, staffId: 3, staffName: '王芳', status: 'pending', actedBy: null, onBehalfOf: null, opinion: null, actedAt: null, addedBy: 1 },
      ],
    },
  ],
};

export const APPROVAL_OFFERS: WorkflowOffer[] = [
  { action: 'approval/approve', label: '同意', kind: 'approval', opinion: 'optional', require: [], editable: [] },
  { action: 'approval/return', label: '退回', kind: 'approval', opinion: 'required', require: [], editable: [] },
  { action: 'approval/add-signer', label: '加签', kind: 'approval', opinion: 'optional', require: [], editable: [] },
  { action: 'approval/transfer', label: '转办', kind: 'approval', opinion: 'optional', require: [], editable: [] },
];

export const WORKFLOW_CONFIG: WorkflowConfigEntry[] = [
  {
    resource: WF_NOTICE.key, title: '通知公告', module: null, field: 'publishStatus', version: 3, slots: [],
    states: WF_NOTICE.workflow?.states ?? [],
    transitions: [
      { action: 'publish', label: '发布', from: ['draft'], to: 'published', who: [] },
      { action: 'recall', label: '撤回', from: ['published'], to: 'recalled', who: [{ role: 'qyUser' }], override: [{ role: 'qyUser' }, { role: 'qyStaff' }] },
    ],
  },
  {
    resource: WF_RECTIFY.key, title: '隐患整改', module: 'yhpc', field: 'state', version: 1,
    slots: [{ key: 'safetyHead', title: '安全部负责人', staffIds: [1], roles: [] }],
    states: WF_RECTIFY.workflow?.states ?? [],
    transitions: [
      { action: 'rectify', label: '提交整改', from: ['todo'], to: 'review', who: [{ field: 'creator' }, { role: 'qyUser' }] },
      { action: 'reopen', label: '重新整改', from: ['review'], to: 'todo', who: [{ slot: 'safetyHead' }] },
    ],
  },
];
