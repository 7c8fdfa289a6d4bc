// The stores behind the spreadsheet actions of bound files (docs/schema-engine.md "Bindings"): a bound
// file that declares `import`, `export` or `template` is served by the engine's spreadsheet routes
// (bound-io-routes.ts), which parse, check and write through the store its service registers under the
// file's key. The service keeps its own rules (the store's check is what its save checks). A bound file
// declaring a spreadsheet action without a store stops the start (checkBoundStores).
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { SPREADSHEET_ACTIONS } from '../../schema/keywords/binding.ts';

/** Whether a bound file declares a spreadsheet action (served by bound-io-routes.ts). */
export const hasSpreadsheetActions = (r: ResourceFile): boolean => r.actions.some((a) => SPREADSHEET_ACTIONS.includes(a));

/** A live record an import row names by its match cell (`import.match`): its id and its stored values. */
export interface BoundTarget {
  id: number;
  current: unknown;
}

export interface BoundStore<T = unknown> {
  /**
   * The records an export writes, as the list answers them for `filters` (the list's filter fields), at most
   * `cap`. A reference's label goes in `refLabels[field]`.
   */
  rows(tx: Queryable, auth: AuthContext, filters: Record<string, unknown>, cap: number): Promise<Record<string, unknown>[]>;
  /**
   * One imported row checked as the service's save checks it (over `target`'s stored values when the row updates
   * it, as the service's update does); throws a 400 AppError naming the field.
   */
  check(tx: Queryable, auth: AuthContext, values: Record<string, unknown>, target?: BoundTarget): Promise<T>;
  /** Writes the checked new rows (in the import's transaction). */
  insert(tx: Queryable, auth: AuthContext, rows: T[]): Promise<void>;
  /** For `import.match`: the live records of each key, compared as the service compares them, locked. */
  byKeys?(tx: Queryable, auth: AuthContext, keys: string[]): Promise<Map<string, BoundTarget[]>>;
  /** For `import.match`: writes the checked updates. */
  update?(tx: Queryable, auth: AuthContext, rows: { id: number; value: T }[]): Promise<void>;
}

const stores = new Map<string, BoundStore>();

/** Registers the store of a bound file (by its key); a service registers it when its routes are. */
export function registerBoundStore<T>(key: string, store: BoundStore<T>): void {
  stores.set(key, store as BoundStore);
}

export function boundStoreOf(key: string): BoundStore | undefined {
  return stores.get(key);
}

/** Throws naming each bound file that declares a spreadsheet action but has no store, or a match its store cannot serve. */
export function checkBoundStores(files: readonly ResourceFile[]): void {
  const problems: string[] = [];
  for (const r of files) {
    const store = stores.get(r.key);
    if (hasSpreadsheetActions(r) && !store) problems.push(`schemas/bindings/${r.key}.json: /actions: no service registers a store for its spreadsheet actions`);
    else if (store && r.import?.match && !(store.byKeys && store.update)) problems.push(`schemas/bindings/${r.key}.json: /import/match: its service's store cannot find and update records by a key`);
  }
  if (problems.length) throw new Error(`Invalid bound resource files:\n${problems.join('\n')}`);
}
