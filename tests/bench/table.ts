import type { Row } from './section.ts';

/** Milliseconds with a precision fit for the magnitude. */
export function ms(v: number): string {
  return v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2);
}

export function perSecond(v: number): string {
  return Math.round(v).toLocaleString('en-US');
}

/** The table of one database: `database  metric  value  note`. */
export function formatTable(database: string, rows: Row[]): string {
  const header: Row = { metric: 'metric', value: 'value' };
  const all = [header, ...rows];
  const dbWidth = Math.max('database'.length, database.length);
  const metricWidth = Math.max(...all.map((r) => r.metric.length));
  const valueWidth = Math.max(...all.map((r) => r.value.length));
  return all
    .map((r, i) => {
      const db = (i === 0 ? 'database' : database).padEnd(dbWidth);
      const value = i === 0 ? r.value.padEnd(valueWidth) : r.value.padStart(valueWidth);
      return `${db}   ${r.metric.padEnd(metricWidth)}   ${value}${r.note ? `   ${r.note}` : ''}`.trimEnd();
    })
    .join('\n');
}
