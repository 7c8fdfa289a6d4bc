// The live-view grid of 实时视频 (spjk/camera): how many tiles show (1, 4 or 9), which camera each tile plays and
// which tile is selected. A click on a camera puts it in the selected tile (or selects the tile already playing it)
// and moves the selection on to the next tile, so that successive clicks fill the grid. Pure: unit-tested.

export const GRID_LAYOUTS = [1, 4, 9] as const;
export type GridLayout = (typeof GRID_LAYOUTS)[number];
const MAX_TILES = 9;

export interface GridState {
  layout: GridLayout;
  /** The camera id of each of the nine tiles (those past the layout are kept for when it grows again). */
  tiles: readonly (number | null)[];
  /** The selected tile, always one of the visible ones. */
  selected: number;
}

export type GridAction =
  | { type: 'layout'; layout: GridLayout }
  | { type: 'select'; tile: number }
  | { type: 'show'; camera: number }
  | { type: 'clear'; tile: number }
  /** The enterprise's cameras (re)loaded: tiles of cameras gone are emptied; an empty grid gets the first ones. */
  | { type: 'cameras'; ids: readonly number[] };

/** The first cameras (those that can play first, as the caller orders them) in the tiles, the first tile selected. */
export function initialGrid(ids: readonly number[], layout: GridLayout = 1): GridState {
  return { layout, tiles: Array.from({ length: MAX_TILES }, (_, i) => ids[i] ?? null), selected: 0 };
}

/** The cameras of the visible tiles, in tile order (null: an empty tile). */
export function visibleTiles(s: GridState): (number | null)[] {
  return s.tiles.slice(0, s.layout);
}

/** Columns of a layout: 1 × 1, 2 × 2, 3 × 3. */
export function columnsOf(layout: GridLayout): number {
  return Math.round(Math.sqrt(layout));
}

export function gridReducer(s: GridState, a: GridAction): GridState {
  switch (a.type) {
    case 'layout':
      return { ...s, layout: a.layout, selected: Math.min(s.selected, a.layout - 1) };
    case 'select':
      return a.tile >= 0 && a.tile < s.layout ? { ...s, selected: a.tile } : s;
    case 'show': {
      const at = visibleTiles(s).indexOf(a.camera);
      if (at >= 0) return { ...s, selected: at };
      const tiles = s.tiles.map((id, i) => (i === s.selected ? a.camera : id));
      return { ...s, tiles, selected: (s.selected + 1) % s.layout };
    }
    case 'clear':
      return a.tile >= 0 && a.tile < MAX_TILES ? { ...s, tiles: s.tiles.map((id, i) => (i === a.tile ? null : id)) } : s;
    case 'cameras': {
      const known = new Set(a.ids);
      const tiles = s.tiles.map((id) => (id !== null && known.has(id) ? id : null));
      return tiles.every((id) => id === null) ? { ...initialGrid(a.ids, s.layout), selected: Math.min(s.selected, s.layout - 1) } : { ...s, tiles };
    }
  }
}
