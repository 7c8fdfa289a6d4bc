// The board view as data (docs/schema-engine.md "Views"): one column per option of the board's enumerated
// field, in the enum's order and colours; the list parameters of one column (the filter bar's, narrowed to
// the column's value, or none when the bar's own choice of that field leaves the column out); and a card's
// optimistic move between columns. Pure: no I/O, no React.
import { resolveField, type BoardViewSpec, type ResourceFile } from '../schema/resource-types.ts';
import type { ListParams, ResourceRecord } from './resource-client.ts';

export interface BoardColumn {
  /** The option's value as text (the list's parameter; also the column's drop id). */
  key: string;
  value: string | number | boolean;
  label: string;
  color?: string;
}

/** The columns of a board: the options of its field, in order. */
export function boardColumns(resource: ResourceFile, spec: BoardViewSpec): BoardColumn[] {
  const f = resolveField(resource, spec.field);
  return (f?.enum ?? []).map((o) => ({ key: String(o.value), value: o.value, label: o.label, color: o.color }));
}

/**
 * The list parameters of a column: the bar's `params` with the field set to the column's value. Null when
 * the bar already chose values of the field that leave this column out (it is shown empty, not asked for).
 */
export function columnParams(spec: BoardViewSpec, column: BoardColumn, params: ListParams): ListParams | null {
  const chosen = params[spec.field];
  if (chosen !== undefined && chosen !== '') {
    const values = (Array.isArray(chosen) ? chosen : String(chosen).split(',')).map((v) => String(v).trim());
    if (!values.includes(column.key)) return null;
  }
  return { ...params, [spec.field]: column.key };
}

/** One column's cards as loaded: the rows of its pages so far and the column's total. */
export interface ColumnCards {
  rows: ResourceRecord[];
  total: number;
}

/**
 * The columns after a card moved from column `from` to `to` (before the server answered): the card leaves
 * `from` and heads `to`, with the field set to the new value; the totals follow. Unchanged when the card is
 * not in `from` or the columns are the same.
 */
export function moveCard(
  cards: Readonly<Record<string, ColumnCards>>,
  spec: BoardViewSpec,
  id: number,
  from: BoardColumn,
  to: BoardColumn,
): Record<string, ColumnCards> {
  const source = cards[from.key];
  const card = source?.rows.find((r) => r.id === id);
  if (!card || from.key === to.key) return { ...cards };
  const target = cards[to.key] ?? { rows: [], total: 0 };
  return {
    ...cards,
    [from.key]: { rows: source.rows.filter((r) => r.id !== id), total: Math.max(0, source.total - 1) },
    [to.key]: { rows: [{ ...card, [spec.field]: to.value }, ...target.rows], total: target.total + 1 },
  };
}

/** The column a record sits in by its field's value, or undefined (a value no option has). */
export function columnOf(columns: readonly BoardColumn[], spec: BoardViewSpec, record: ResourceRecord): BoardColumn | undefined {
  const v = record[spec.field];
  return columns.find((c) => c.key === String(v));
}
