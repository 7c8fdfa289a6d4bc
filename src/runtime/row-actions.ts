// Which buttons a resource list offers, from the file's `actions`, `list.rowActions` and the caller's
// roles. Pure: the table, toolbar and page render what these answer.
import { ROW_ACTION_NEEDS, type Action, type ResourceFile, type RowAction } from '../schema/resource-types.ts';
import type { ResourceRecord } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

const ROW_ACTION_IDS = {
  detail: 'runtime.action.detail',
  edit: 'runtime.action.edit',
  delete: 'runtime.action.delete',
  enable: 'runtime.action.enable',
  disable: 'runtime.action.disable',
  topping: 'runtime.action.topping',
  ending: 'runtime.action.ending',
  addChild: 'runtime.action.addChild',
} as const satisfies Record<RowAction, string>;

/** The button text of a row action. */
export function rowActionLabel(action: RowAction): string {
  return t(ROW_ACTION_IDS[action]);
}

/** Row actions when the file declares none. */
const DEFAULT_ROW_ACTIONS: readonly RowAction[] = ['detail', 'edit', 'delete'];

/** Whether the caller may write: one of their roles is in `permissions.write`. */
export function canWriteResource(resource: ResourceFile, roles: readonly string[]): boolean {
  return resource.permissions.write.some((r) => roles.includes(r));
}

export function hasAction(resource: ResourceFile, action: Action): boolean {
  return resource.actions.includes(action);
}

/**
 * Shared records: whether the caller may write this record. A platform row (`shared: true`, answered by the
 * server) only when the caller writes the platform's rows (the schema answer's `platformWriter`).
 */
export function mayWriteRecord(record: ResourceRecord, platformWriter: boolean): boolean {
  return record.shared !== true || platformWriter;
}

/**
 * The row actions a record shows: declared, backed by an action, writes only for writers (and on a platform
 * row only for the platform's writer); 启用 or 禁用 by status.
 */
export function rowActionsOf(resource: ResourceFile, canWrite: boolean, record: ResourceRecord, platformWriter = false): RowAction[] {
  const declared = resource.list.rowActions ?? DEFAULT_ROW_ACTIONS;
  const writes = canWrite && mayWriteRecord(record, platformWriter);
  return declared.filter((a) => {
    // 详情 works from the row when the file has no detail call; the others call their server action.
    if (a === 'detail') return true;
    const need = ROW_ACTION_NEEDS[a];
    if (!writes || !hasAction(resource, need)) return false;
    if (a === 'enable') return record.status === 0;
    if (a === 'disable') return record.status !== 0;
    return true;
  });
}

/** Whether rows can be selected: the caller may write and some batch action exists. */
export function hasBatchActions(resource: ResourceFile, canWrite: boolean): boolean {
  return canWrite && (['delete', 'enable', 'disable'] as const).some((a) => hasAction(resource, a));
}
