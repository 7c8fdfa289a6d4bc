// A user's column settings of a resource table (shown columns and their order), kept per user with
// the sysuserdataconfig type `table-columns:<resourceKey>`. Pure: the table applies and edits them.
import type { ListColumn } from '../schema/resource-types.ts';

/** What is stored: the wanted order (fields) and the hidden fields. Empty lists mean the file's layout. */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
}

export interface ArrangedColumn {
  column: ListColumn;
  visible: boolean;
}

export const DEFAULT_COLUMN_SETTINGS: ColumnSettings = Object.freeze({ order: [], hidden: [] }) as ColumnSettings;

/** The user-config type of a resource's table columns. */
export function columnSettingsType(resourceKey: string): string {
  return `table-columns:${resourceKey}`;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Reads a stored value; anything malformed counts as no settings. */
export function parseColumnSettings(value: unknown): ColumnSettings {
  if (typeof value !== 'object' || value === null) return { order: [], hidden: [] };
  const v = value as Record<string, unknown>;
  return { order: strings(v.order), hidden: strings(v.hidden) };
}

/**
 * The file's columns in the user's order and visibility. Stored fields the file no longer has are
 * dropped; columns the settings do not know (added later) keep their place after their file
 * predecessor. At least one column stays visible.
 */
export function arrangeColumns(columns: readonly ListColumn[], settings: ColumnSettings): ArrangedColumn[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const known = settings.order.filter((f, i) => byField.has(f) && settings.order.indexOf(f) === i);
  const out: ListColumn[] = known.map((f) => byField.get(f) as ListColumn);
  columns.forEach((c, i) => {
    if (known.includes(c.field)) return;
    // Insert after the nearest earlier file column already placed, else first.
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const pos = out.findIndex((o) => o.field === columns[j].field);
      if (pos >= 0) {
        at = pos + 1;
        break;
      }
    }
    out.splice(at, 0, c);
  });
  const hidden = new Set(settings.hidden);
  const arranged = out.map((column) => ({ column, visible: !hidden.has(column.field) }));
  if (arranged.length > 0 && !arranged.some((a) => a.visible)) arranged[0].visible = true;
  return arranged;
}

/** The settings that reproduce an arrangement. */
export function settingsOf(arranged: readonly ArrangedColumn[]): ColumnSettings {
  return {
    order: arranged.map((a) => a.column.field),
    hidden: arranged.filter((a) => !a.visible).map((a) => a.column.field),
  };
}

/** Moves a column one place up (-1) or down (+1); unchanged at the ends. */
export function moveColumn(arranged: readonly ArrangedColumn[], field: string, delta: -1 | 1): ArrangedColumn[] {
  const i = arranged.findIndex((a) => a.column.field === field);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= arranged.length) return [...arranged];
  const next = [...arranged];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** Shows or hides a column; the last visible column cannot be hidden. */
export function toggleColumn(arranged: readonly ArrangedColumn[], field: string, visible: boolean): ArrangedColumn[] {
  if (!visible && arranged.filter((a) => a.visible).length <= 1) return [...arranged];
  return arranged.map((a) => (a.column.field === field ? { ...a, visible } : a));
}
