// The answer of a block: rows {key, label, value} in the contract's order (months ascending, others by value
// descending, ties by key) and their total.
export interface StatsRow {
  key: string;
  label: string;
  value: number;
}

export function orderRows(rows: StatsRow[], byMonth: boolean): { rows: StatsRow[]; total: number } {
  const sorted = byMonth
    ? [...rows].sort((a, b) => a.key.localeCompare(b.key))
    : [...rows].sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return { rows: sorted, total: sorted.reduce((n, r) => n + r.value, 0) };
}
