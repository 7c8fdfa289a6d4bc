// The area a click on the plant map picks (src/runtime/map/site-areas.ts areaAt, issue 16 item 6): the area whose
// polygon holds the position; where areas nest (a work site drawn inside a production unit) the smallest; none outside.
import { describe, expect, it } from 'vitest';
import type { PolygonGeometry } from '../../src/runtime/map/map-client.ts';
import { areaAt, type SiteArea } from '../../src/runtime/map/site-areas.ts';

const square = (x: number, y: number, w: number, h: number): PolygonGeometry => ({
  type: 'Polygon',
  coordinates: [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]]],
});
const UNIT: SiteArea = { key: 'areas:1', label: '生产装置一区', geometry: square(100, 300, 200, 150) };
const WORK_SITE: SiteArea = { key: 'areas:7', label: '一区检修作业点', geometry: square(120, 320, 80, 80) };
const TANKS: SiteArea = { key: 'areas:3', label: '储罐区', geometry: square(600, 280, 180, 190) };

describe('areaAt', () => {
  it('picks the area holding the position', () => {
    expect(areaAt([UNIT, TANKS], [700, 300])?.label).toBe('储罐区');
    expect(areaAt([UNIT, TANKS], [250, 420])?.label).toBe('生产装置一区');
  });

  it('picks the inner area where areas nest, whatever their order', () => {
    expect(areaAt([UNIT, WORK_SITE], [160, 360])?.label).toBe('一区检修作业点');
    expect(areaAt([WORK_SITE, UNIT], [160, 360])?.label).toBe('一区检修作业点');
    expect(areaAt([WORK_SITE, UNIT], [280, 440])?.label).toBe('生产装置一区');
  });

  it('picks none outside every area, or without areas', () => {
    expect(areaAt([UNIT, WORK_SITE, TANKS], [500, 120])).toBeUndefined();
    expect(areaAt([], [160, 360])).toBeUndefined();
  });
});
