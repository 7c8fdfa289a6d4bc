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

export interface BoundStore<T = unknown> {
  /**
   * The records an export writes, as the list answers them for `filters` (the list's filter fields), at most
   * `cap`. A reference's label goes in `refLabels[field]`.
   */
  rows(tx: Queryable, auth: AuthContext, filters: Record<string, unknown>, cap: number): Promise<Record<string, unknown>[]>;
  /** One imported row checked as the service's save checks it; throws a 400 AppError naming the field. */
  check(tx: Queryable, auth: AuthContext, values: Record<string, unknown>): Promise<T>;
  /** Writes the checked rows (in the import's transaction). */
  insert(tx: Queryable, auth: AuthContext, rows: T[]): Promise<void>;
}

const stores = new Map<string, BoundStore>();

/** Registers the store of a bound file (by its key); a service registers it when its routes are. */
export function registerBoundStore<T>(key: string, store: BoundStore<T>): void {
  stores.set(key, store as BoundStore);
}

export function boundStoreOf(key: string): BoundStore | undefined {
  return stores.get(key);
}

/** Throws naming each bound file that declares a spreadsheet action but has no store. */
export function checkBoundStores(files: readonly ResourceFile[]): void {
  const missing = files.filter((r) => hasSpreadsheetActions(r) && !stores.has(r.key));
  if (missing.length) {
    throw new Error(`Invalid bound resource files:\n${missing.map((r) => `schemas/bindings/${r.key}.json: /actions: no service registers a store for its spreadsheet actions`).join('\n')}`);
  }
}
