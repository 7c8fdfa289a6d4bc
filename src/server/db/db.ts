/** Parameter values the adapter passes to PostgreSQL. */
export type SqlValue = string | number | boolean | null | Date | string[] | number[] | object;

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database adapter of DESIGN.md §5: `query` and `transaction` over PGlite or `pg`.
 * bigint (int8) and numeric counts come back as JS numbers on both.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Listens on `channel` (on PostgreSQL over a connection of its own, kept open and reconnected when lost) and
   * passes each notification's payload to `on`; answers the stop. The relay of live pushes between API processes
   * (src/server/live/live-topic.ts, DESIGN §11).
   */
  listen?(channel: string, on: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
