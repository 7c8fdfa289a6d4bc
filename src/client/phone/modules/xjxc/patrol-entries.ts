// What the inspector enters on the phone for a patrol (docs/patrol.md "On the phone"), pure: the route's points and
// their check items as the page shows them, the entries kept per item, what the page says about an entry before the
// server judges it, and the `results` rows the record is saved with (the stored rows keep their ids, so that saving
// again neither recreates a row nor opens a second repair order).
import { readingVerdict, type PatrolItemRule } from '../../../../domain/xjxc-reading.ts';

type Data = Record<string, unknown>;

/** A check item of a point on the route. */
export interface RouteItem extends PatrolItemRule {
  id: number;
  onAbnormal: 'none' | 'repair' | 'hidden-danger';
}

/** A point of the route, in the route's order, with its items. */
export interface RoutePoint {
  id: number;
  name: string;
  code: string;
  location: string;
  items: RouteItem[];
}

/** One item's entry: the stored result's id (once saved), normal/abnormal or the reading, photos, a note. */
export interface PatrolEntry {
  resultId?: number;
  normal?: boolean;
  reading?: number | null;
  photos?: string[];
  note?: string;
  /** The server's verdict and repair order (a stored result). */
  verdict?: string;
  repairOrderId?: number;
}

export type Entries = Readonly<Record<number, PatrolEntry>>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const posInt = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

/** A patrol-item record as the page uses it. */
export function routeItemOf(d: Data): RouteItem {
  const onAbnormal = d.onAbnormal === 'repair' || d.onAbnormal === 'hidden-danger' ? d.onAbnormal : 'none';
  return {
    id: Number(d.id),
    itemType: d.itemType === 'reading' ? 'reading' : 'check',
    content: str(d.content),
    unit: str(d.unit),
    lowerLimit: num(d.lowerLimit),
    upperLimit: num(d.upperLimit),
    physicalMin: num(d.physicalMin),
    physicalMax: num(d.physicalMax),
    photoRequired: d.photoRequired === true,
    onAbnormal,
  };
}

/** A patrol-point record (with its `items` rows) as the page uses it. */
export function routePointOf(d: Data): RoutePoint {
  const items = Array.isArray(d.items) ? (d.items as Data[]).map(routeItemOf) : [];
  return { id: Number(d.id), name: str(d.name), code: str(d.code), location: str(d.location), items };
}

/** The entries of a record's stored `results` rows, by item id. */
export function entriesOf(results: unknown): Record<number, PatrolEntry> {
  const out: Record<number, PatrolEntry> = {};
  if (!Array.isArray(results)) return out;
  for (const r of results as Data[]) {
    const itemId = posInt(r.itemId);
    if (!itemId) continue;
    const e: PatrolEntry = {};
    const id = posInt(r.id);
    if (id) e.resultId = id;
    if (typeof r.normal === 'boolean') e.normal = r.normal;
    if (num(r.reading) !== null) e.reading = num(r.reading);
    if (Array.isArray(r.photos)) e.photos = r.photos.filter((p): p is string => typeof p === 'string');
    if (typeof r.note === 'string') e.note = r.note;
    if (typeof r.verdict === 'string') e.verdict = r.verdict;
    const order = posInt(r.repairOrderId);
    if (order) e.repairOrderId = order;
    out[itemId] = e;
  }
  return out;
}

/** Whether the item has been answered: a reading entered, or normal/abnormal chosen. */
export function isAnswered(item: RouteItem, e: PatrolEntry | undefined): boolean {
  if (!e) return false;
  return item.itemType === 'reading' ? num(e.reading) !== null : typeof e.normal === 'boolean';
}

/**
 * What the page says of an entry before the server judges it: `outside` a reading beyond the instrument's range
 * (the server refuses it), `abnormal` an abnormal answer or a reading outside the normal range, else `normal`;
 * null while unanswered. The enterprise's tolerance (临界) is the server's: the page warns at the range's edge.
 */
export function entryHint(item: RouteItem, e: PatrolEntry | undefined): 'normal' | 'abnormal' | 'outside' | null {
  if (!isAnswered(item, e) || !e) return null;
  if (item.itemType === 'check') return e.normal ? 'normal' : 'abnormal';
  const r = e.reading as number;
  const min = num(item.physicalMin);
  const max = num(item.physicalMax);
  if ((min !== null && r < min) || (max !== null && r > max)) return 'outside';
  if (e.normal === false) return 'abnormal';
  return readingVerdict(item, r) === 'normal' ? 'normal' : 'abnormal';
}

/** Whether the entry asks for a photo and its note (an abnormal answer or reading). */
export const wantsPhoto = (item: RouteItem, e: PatrolEntry | undefined): boolean => {
  const h = entryHint(item, e);
  return h === 'abnormal' || h === 'outside';
};

/** How many of the route's items are not answered yet. */
export function unansweredCount(points: readonly RoutePoint[], entries: Entries): number {
  return points.reduce((n, p) => n + p.items.filter((i) => !isAnswered(i, entries[i.id])).length, 0);
}

/** The record's `results` rows: the answered items in the route's order, each stored row with its id. */
export function resultRows(points: readonly RoutePoint[], entries: Entries): Data[] {
  const rows: Data[] = [];
  for (const p of points) {
    for (const item of p.items) {
      const e = entries[item.id];
      if (!e || !isAnswered(item, e)) continue;
      const row: Data = { pointId: p.id, itemId: item.id };
      if (e.resultId) row.id = e.resultId;
      if (item.itemType === 'reading') {
        row.reading = e.reading;
        if (e.normal === false) row.normal = false;
      } else row.normal = e.normal;
      if (e.photos?.length) row.photos = [...e.photos];
      if (e.note?.trim()) row.note = e.note.trim();
      rows.push(row);
    }
  }
  return rows;
}
