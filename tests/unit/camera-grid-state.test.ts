import { describe, expect, it } from 'vitest';
import { columnsOf, gridReducer, initialGrid, visibleTiles, type GridState } from '../../src/client/pages/spjk/camera-grid-state.ts';
import { isStreamUrl } from '../../src/domain/validators.ts';

const grid = (over: Partial<GridState> = {}): GridState => ({ ...initialGrid([11, 12, 13]), ...over });

describe('the live grid of 实时视频', () => {
  it('starts with the first cameras in the tiles and shows as many as the layout', () => {
    const g = initialGrid([1, 2, 3, 4, 5]);
    expect(g).toMatchObject({ layout: 1, selected: 0 });
    expect(g.tiles).toHaveLength(9);
    expect(visibleTiles(g)).toEqual([1]);
    expect(visibleTiles({ ...g, layout: 4 })).toEqual([1, 2, 3, 4]);
    expect(visibleTiles({ ...g, layout: 9 })).toEqual([1, 2, 3, 4, 5, null, null, null, null]);
  });

  it.each([
    [1, 1],
    [4, 2],
    [9, 3],
  ] as const)('lays %i tiles in %i columns', (layout, cols) => {
    expect(columnsOf(layout)).toBe(cols);
  });

  it('keeps the selection on a visible tile when the layout shrinks, and the cameras of hidden tiles for later', () => {
    const g = gridReducer(grid({ layout: 9, selected: 7 }), { type: 'layout', layout: 4 });
    expect(g.selected).toBe(3);
    expect(gridReducer(g, { type: 'layout', layout: 1 }).selected).toBe(0);
    expect(gridReducer(gridReducer(g, { type: 'layout', layout: 1 }), { type: 'layout', layout: 9 }).tiles.slice(0, 3)).toEqual([11, 12, 13]);
  });

  it('selects a visible tile only', () => {
    const g = grid({ layout: 4 });
    expect(gridReducer(g, { type: 'select', tile: 2 }).selected).toBe(2);
    expect(gridReducer(g, { type: 'select', tile: 4 })).toBe(g);
    expect(gridReducer(g, { type: 'select', tile: -1 })).toBe(g);
  });

  it('puts a camera in the selected tile and moves the selection on, wrapping', () => {
    let g = grid({ layout: 4, selected: 3 });
    g = gridReducer(g, { type: 'show', camera: 20 });
    expect(visibleTiles(g)).toEqual([11, 12, 13, 20]);
    expect(g.selected).toBe(0);
    g = gridReducer(g, { type: 'show', camera: 21 });
    expect(visibleTiles(g)).toEqual([21, 12, 13, 20]);
    expect(g.selected).toBe(1);
    // One tile: the camera replaces the one shown.
    expect(visibleTiles(gridReducer(grid(), { type: 'show', camera: 30 }))).toEqual([30]);
  });

  it('selects the tile already playing a camera instead of opening it twice', () => {
    const g = gridReducer(grid({ layout: 4, selected: 0 }), { type: 'show', camera: 13 });
    expect(g.selected).toBe(2);
    expect(visibleTiles(g)).toEqual([11, 12, 13, null]);
  });

  it('closes a tile', () => {
    const g = gridReducer(grid({ layout: 4 }), { type: 'clear', tile: 1 });
    expect(visibleTiles(g)).toEqual([11, null, 13, null]);
    expect(gridReducer(g, { type: 'clear', tile: 12 })).toBe(g);
  });

  it('empties the tiles of cameras gone when the cameras are read again, and fills an empty grid', () => {
    const g = gridReducer(grid({ layout: 4 }), { type: 'cameras', ids: [11, 13, 14] });
    expect(visibleTiles(g)).toEqual([11, null, 13, null]);
    const fresh = gridReducer(initialGrid([], 4), { type: 'cameras', ids: [5, 6] });
    expect(visibleTiles(fresh)).toEqual([5, 6, null, null]);
    expect(fresh.layout).toBe(4);
  });
});

describe('isStreamUrl (a camera’s 预览地址)', () => {
  it.each<[string, boolean]>([
    ['http://192.168.1.20:8888/cam1/index.m3u8', true],
    ['https://video.example.com/live/cam1.m3u8?token=a', true],
    ['/zax/demo-video/test.m3u8', true],
    ['rtsp://192.168.1.20:554/Streaming/Channels/101', false],
    ['摄像头1', false],
    ['cam1.m3u8', false],
    ['//cdn.example.com/x.m3u8', false],
    ['/\\evil.example.com/x.m3u8', false],
    ['http://', false],
    ['http:///x.m3u8', false],
    ['https://video.example.com/a b.m3u8', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(isStreamUrl(input)).toBe(expected);
  });
});
