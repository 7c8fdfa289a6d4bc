// A geometry field (x-geometry) in spreadsheets: it is a cell column (other object fields are not), written
// as its GeoJSON text and read back from it; a cell that is no JSON is refused naming the column.
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/schema/resource-types.ts';
import { coerceCell } from '../../src/server/resources/xlsx-coerce.ts';
import { formatCell, isCellField, sheetColumn } from '../../src/server/resources/xlsx-columns.ts';

const shape: FieldSchema = { type: 'object', title: '区域范围', 'x-geometry': 'polygon' };
const polygon = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 0]]] };

describe('geometry cells', () => {
  it('are cells; plain objects are not', () => {
    expect(isCellField(shape)).toBe(true);
    expect(isCellField({ type: 'object', title: '其他' })).toBe(false);
  });

  it('export as GeoJSON text and import back', () => {
    const col = sheetColumn('shape', shape, false);
    const cell = formatCell(col, polygon);
    expect(cell).toBe(JSON.stringify(polygon));
    expect(coerceCell(col, cell as string, false)).toEqual({ ok: true, value: polygon });
  });

  it('refuse a cell that is no JSON, naming the column', () => {
    const col = sheetColumn('shape', shape, false);
    expect(coerceCell(col, 'POLYGON((0 0, 1 1))', false)).toEqual({ ok: false, message: '区域范围的图形格式不正确' });
  });
});
