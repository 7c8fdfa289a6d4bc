// A permit's link to the work it is raised for (issue 18 item 4, docs/permits.md "关联检修"): either an item of a
// 大检修 overhaul plan (resource overhaul-item) or a 检维修 task (resource maintenance-management), never both.
// The form files of every kind hold the two fields (jianXiuXiangMu, jianWeiXiuRenWu: the record's id); the server
// checks that the linked record is a live one of the enterprise (src/server/permits/permit-overhaul-link.ts).
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { equipmentHistoryPath } from './equipment-history.ts';

/** The field of a link to an overhaul item (大检修). */
export const OVERHAUL_ITEM_FIELD = 'jianXiuXiangMu';
/** The field of a link to a maintenance task (检维修). */
export const MAINTENANCE_TASK_FIELD = 'jianWeiXiuRenWu';

export type OverhaulLinkKind = 'overhaul-item' | 'maintenance';

export interface OverhaulLink {
  kind: OverhaulLinkKind;
  /** The form field holding the id. */
  field: string;
  /** The resource the id names. */
  resource: string;
  id: number;
}

const FIELDS: readonly { kind: OverhaulLinkKind; field: string; resource: string }[] = [
  { kind: 'overhaul-item', field: OVERHAUL_ITEM_FIELD, resource: 'overhaul-item' },
  { kind: 'maintenance', field: MAINTENANCE_TASK_FIELD, resource: 'maintenance-management' },
];

/** The permit field that links to a record of `resource` (overhaul-item, maintenance-management), if any. */
export function linkFieldOfResource(resource: string): string | undefined {
  return FIELDS.find((f) => f.resource === resource)?.field;
}

/**
 * The permit states whose link holds its record: the work is still to be approved, started or finished. Such a record
 * cannot be deleted (the permit would be raised for nothing); a finished, archived, expired, discarded or removed permit
 * keeps the deleted record's name.
 */
export const LINK_HOLDING_STATES: readonly string[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS'];

/** The kind of link a form field holds, or undefined when the field is no link. */
export function overhaulLinkKindOf(field: string): OverhaulLinkKind | undefined {
  return FIELDS.find((f) => f.field === field)?.kind;
}

/** The other link field of a link field (choosing one clears the other). */
export function otherLinkField(field: string): string | undefined {
  return overhaulLinkKindOf(field) ? FIELDS.find((f) => f.field !== field)?.field : undefined;
}

const idIn = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

/** The links a permit's form holds (none, one, or both when the form is wrong). */
function linksOf(data: Readonly<Record<string, unknown>>): OverhaulLink[] {
  return FIELDS.flatMap((f) => {
    const id = idIn(data[f.field]);
    return id === null ? [] : [{ ...f, id }];
  });
}

/** The permit's link, or null; with both fields set, the first (the form is refused at saving: overhaulLinkProblem). */
export function overhaulLinkOf(data: Readonly<Record<string, unknown>>): OverhaulLink | null {
  return linksOf(data)[0] ?? null;
}

/** A form linking to both an overhaul item and a maintenance task is refused, naming the second field. */
export function overhaulLinkProblem(data: Readonly<Record<string, unknown>>): { field: string; message: Text } | null {
  return linksOf(data).length > 1 ? { field: MAINTENANCE_TASK_FIELD, message: text('permits.link.both') } : null;
}

/** The page of the linked record: an overhaul item opens its plan's detail, a maintenance task its detail in 维护保养. */
export function overhaulLinkPath(kind: OverhaulLinkKind, id: number, planId?: number | null): string {
  return equipmentHistoryPath(kind, id, planId);
}

/** The link as a permit's detail answers it (`jianXiuGuanLian`): what it names and the page that opens it. */
export interface OverhaulLinkView {
  kind: OverhaulLinkKind;
  field: string;
  id: number;
  /** The item's plan and work (大检修), or the task's project name (检维修). */
  name: string;
  /** The overhaul item's plan. */
  planId: number | null;
  /** The page of the record in the web app (without /zax). */
  path: string;
}
