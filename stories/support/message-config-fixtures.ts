// A 消息提醒配置 answer (GET /workflow/message-config) for the stories and the page's unit test: two modules,
// a transition with an urgent notification, another with a department's role, a deadline with escalation.
import type { MessageConfigAnswer } from '../../src/client/api/message-config-api.ts';

export const MESSAGE_CONFIG: MessageConfigAnswer = {
  version: 3,
  quietHours: { start: '22:00', end: '07:00' },
  roles: [
    { code: 'qyUser', name: '企业管理员' },
    { code: 'safetyDept', name: '安全管理部门' },
    { code: 'generalManager', name: '总经理/总工程师' },
    { code: 'workshopDirector', name: '车间主任' },
  ],
  kinds: [
    {
      kind: 'hidden-danger:assign', type: 'transition', module: 'yhpc', moduleTitle: '隐患排查', resource: 'hidden-danger',
      resourceTitle: '隐患整改单', action: 'assign', label: '下发整改', to: [{ field: 'rectifier' }], fieldTitles: { rectifier: '整改人' },
      urgent: true, config: {},
    },
    {
      kind: 'hidden-danger:submit', type: 'transition', module: 'yhpc', moduleTitle: '隐患排查', resource: 'hidden-danger',
      resourceTitle: '隐患整改单', action: 'submit', label: '提交验收',
      to: [{ field: 'acceptor' }, { department: 'deptId', role: 'workshopDirector' }], fieldTitles: { acceptor: '验收人', deptId: '责任部门' },
      urgent: false, config: { roles: ['safetyDept'] },
    },
    {
      kind: 'hidden-danger:deadline:dueDate', type: 'deadline', module: 'yhpc', moduleTitle: '隐患排查', resource: 'hidden-danger',
      resourceTitle: '隐患整改单', field: 'dueDate', label: '整改期限', to: [{ field: 'rectifier' }], fieldTitles: { rectifier: '整改人' },
      urgent: false, warnBeforeHours: 24, escalateAfterHours: 48, config: { remindBeforeHours: 48, sms: true },
    },
    {
      kind: 'notice:publish', type: 'transition', module: null, moduleTitle: '', resource: 'notice', resourceTitle: '通知公告',
      action: 'publish', label: '发布', to: [{ role: 'qyUser' }], fieldTitles: {}, urgent: false, config: {},
    },
  ],
};
