// A device's history in one timeline (设备详情, issue 18 item 1): the events of every kind that name the device,
// newest first, as GET /equipment/history answers them (src/server/equipment/equipment-history.ts), and the page
// each event opens. Pure: no I/O.

/** The kinds of event, in the order the timeline's legend lists them. */
export const EQUIPMENT_HISTORY_KINDS = [
  'patrol',
  'repair',
  'maintenance',
  'start-stop',
  'shutdown',
  'overhaul-item',
  'overhaul-record',
  'hidden-danger',
] as const;

export type EquipmentHistoryKind = (typeof EQUIPMENT_HISTORY_KINDS)[number];

export function isEquipmentHistoryKind(v: string): v is EquipmentHistoryKind {
  return (EQUIPMENT_HISTORY_KINDS as readonly string[]).includes(v);
}

/** One event of a device's history. */
export interface EquipmentHistoryEvent {
  kind: EquipmentHistoryKind;
  /** The record's id (a patrol: the patrol record's, whose results name the device). */
  id: number;
  /** When it happened: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (China time), null when the record has no date. */
  at: string | null;
  title: string;
  /** The record's state or result, as its form labels it, or null. */
  state: string | null;
  /** A patrol: how many of the device's check results were abnormal. */
  abnormal?: number;
  /** The page that shows the record (a path of the menus, with `?detail=` for a list's drawer). */
  path: string;
}

/** One page of a device's history. */
export interface EquipmentHistoryPage {
  rows: EquipmentHistoryEvent[];
  total: number;
}

/**
 * The page an event opens: the record's own page where the module has one (巡检详情, 维修工单, 检修详情, 隐患详情),
 * else its list with the record's detail drawer (`?detail=<id>`); an overhaul item opens its plan (`ref`).
 */
export function equipmentHistoryPath(kind: EquipmentHistoryKind, id: number, ref?: number | null): string {
  switch (kind) {
    case 'patrol':
      return `/xjxc/record/${id}`;
    case 'repair':
      return `/equipment/repair/${id}`;
    case 'maintenance':
      return `/equipment/maintenance?detail=${id}`;
    case 'start-stop':
      return `/equipment/start-stop?detail=${id}`;
    case 'shutdown':
      return `/zdjx/device-stop?detail=${id}`;
    case 'overhaul-item':
      return ref ? `/zdjx/plan?detail=${ref}` : '/zdjx/plan';
    case 'overhaul-record':
      return `/zdjx/record/${id}`;
    case 'hidden-danger':
      return `/yhpc/ticket/${id}`;
  }
}
