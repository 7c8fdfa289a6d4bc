// Dashboard tiles (schemas/modules/<module>/tiles.json): what the workbench shows for a module, as data.
// The server answers the tiles of the caller's enabled modules (GET /user/dashboard/tiles); the client
// renders each by its type. Shared by both sides.

/** Kinds of waiting work a `todo` tile lists; each is one paged API of the inbox shape (inbox-item.ts). */
export const TODO_SOURCES = ['permit-todo'] as const;
export type TodoSource = (typeof TODO_SOURCES)[number];

interface TileBase {
  /** Unique across every module's tiles. */
  key: string;
  title: string;
}

/** The caller's waiting work of one kind: a paged list, each item opening its record. */
export interface TodoTile extends TileBase {
  type: 'todo';
  source: TodoSource;
  emptyText?: string;
}

/** How many records a resource holds for the enterprise, opening the page that lists them. */
export interface CountTile extends TileBase {
  type: 'count';
  resource: string;
  /** The full path of the menu entry that lists the records (an entry of the module's fragment). */
  link: string;
}

/** A statistics block of the module's stats.json (`<module>/<block>`), drawn on the workbench. */
export interface StatsTile extends TileBase {
  type: 'stats';
  stats: string;
}

/** A tile as a tiles.json file declares it. */
export type TileSpec = TodoTile | CountTile | StatsTile;

/** A tile as GET /user/dashboard/tiles answers it: its module, and for a count tile the number. */
export type DashboardTile = (
  | TodoTile
  | (CountTile & { count: number; /** False past the count cap: an estimate. */ exact: boolean })
  | (StatsTile & { chart: 'bar' | 'line' | 'pie' | 'number' })
) & { module: string };
