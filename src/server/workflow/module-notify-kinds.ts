// Kinds of notification a module's server code raises (not a workflow's transition or deadline): 消息提醒配置 lists
// them beside the files' kinds and a PUT accepts them. A module adds one line.
import { notifyZh as zh } from '../../domain/i18n/zh/notify.ts';
import { moduleTitle } from '../../domain/modules.ts';
import type { NotifyKind } from './notify-kinds.ts';

export const MODULE_NOTIFY_KINDS: readonly NotifyKind[] = [
  // Gas alarms (src/server/spjk/gas-kind.ts): by default the enterprise's administrators, the safety department and the detector's keeper.
  { kind: 'gas-detector:alarm', type: 'transition', module: 'spjk', moduleTitle: moduleTitle('spjk') ?? 'spjk', resource: 'gas-detector',
    resourceTitle: zh['notify.moduleKind.gasDetector'], action: 'alarm', label: zh['notify.moduleKind.gasAlarm'],
    to: [{ role: 'qyUser' }, { role: 'safetyDept' }, { field: 'responsiblePerson' }], fieldTitles: { responsiblePerson: zh['notify.moduleKind.responsiblePerson'] }, urgent: true },
];
