// The `import.match` keyword on the server (docs/schema-engine.md "Import"): a row whose match cell names one
// live record updates it, other rows create. Rows are planned before they are checked: a key a second row of
// the file repeats, or one that names several records, fails that row with its reason (nothing is guessed).
// Shared by the generic import (resource-io-routes.ts) and a bound file's (bound-io-routes.ts); each passes
// how it finds the records of some keys.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';
import type { ImportFailure } from './xlsx-failures.ts';
import type { ImportRow } from './xlsx-import.ts';

/** The records of each key asked for (a key naming none is absent or empty). */
export type FindByKeys<T> = (keys: string[]) => Promise<Map<string, T[]>>;

export interface MatchPlan<T> {
  /** The rows to check and write, each with the record it updates (null: a new record). */
  rows: { row: ImportRow; target: T | null }[];
  /** Rows refused before any check: a repeated key, a key naming several records. */
  failures: ImportFailure[];
}

/** The match cell's key of a row: its trimmed text, or null when blank (the row creates). */
export function matchKey(row: ImportRow, field: string): string | null {
  const v = row.values[field];
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const key = String(v).trim();
  return key === '' ? null : key;
}

/** Plans an import's rows; without `import.match` every row creates. */
export async function planImportMatch<T extends { id: number }>(resource: Pick<ResourceFile, 'import' | 'form'>, rows: ImportRow[], find: FindByKeys<T>, lang: Lang): Promise<MatchPlan<T>> {
  const field = resource.import?.match;
  if (!field) return { rows: rows.map((row) => ({ row, target: null })), failures: [] };
  const title = resource.form.properties[field]?.title ?? field;
  const firstRow = new Map<string, number>();
  const failures: ImportFailure[] = [];
  const refuse = (row: ImportRow, why: 'matchAmbiguous' | 'matchRepeated', params: Record<string, string | number>) =>
    failures.push({ row: row.row, values: row.values, messages: [say(lang, text(`api.resource.import.${why}`, { title, ...params }))] });
  const keyed: { row: ImportRow; key: string | null }[] = [];
  for (const row of rows) {
    const key = matchKey(row, field);
    const first = key === null ? undefined : firstRow.get(key);
    if (key !== null && first !== undefined) {
      refuse(row, 'matchRepeated', { value: key, row: first });
      continue;
    }
    if (key !== null) firstRow.set(key, row.row);
    keyed.push({ row, key });
  }
  const found = firstRow.size ? await find([...firstRow.keys()]) : new Map<string, T[]>();
  const planned: MatchPlan<T>['rows'] = [];
  // Two keys may name one record where the finder compares loosely (a national ID's x and X): the later row fails.
  const claimedBy = new Map<number, number>();
  for (const { row, key } of keyed) {
    const targets = key === null ? [] : (found.get(key) ?? []);
    const [target] = targets;
    const first = target ? claimedBy.get(target.id) : undefined;
    if (targets.length > 1) refuse(row, 'matchAmbiguous', { value: key ?? '', n: targets.length });
    else if (first !== undefined) refuse(row, 'matchRepeated', { value: key ?? '', row: first });
    else {
      if (target) claimedBy.set(target.id, row.row);
      planned.push({ row, target: target ?? null });
    }
  }
  return { rows: planned, failures };
}
