// Fixtures of the plant map's stories: an area resource with a polygon field and a map view, and its records
// placed inside the fake plan (0..400 × 0..300 m, stories/support/fake-map-client.ts).
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';

export const AREA_MAP = {
  key: 'story-area',
  title: '厂区区域',
  module: null,
  endpoint: '/u-basic/story-area',
  actions: ['list', 'detail', 'create', 'update', 'delete'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '区域名称', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      shape: { type: 'object', title: '区域范围', 'x-geometry': 'polygon', 'x-decorator': 'FormItem', 'x-component': 'GeometryPicker' },
    },
  },
  list: { columns: [{ field: 'name' }], filters: [{ field: 'name', op: 'like' }] },
  detail: { sections: [{ title: '基本信息', fields: ['name', 'shape'] }] },
  views: { map: { field: 'shape' }, default: 'map' },
} as unknown as ResourceFile;

const square = (x: number, y: number, w: number, h: number) => ({
  type: 'Polygon',
  coordinates: [[[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]]],
});

/** Three placed areas and one without a shape. */
export function areaRows(): ResourceRecord[] {
  return [
    { id: 1, name: '一号装置区', shape: square(30, 180, 130, 90) },
    { id: 2, name: '罐区', shape: square(220, 30, 140, 110) },
    { id: 3, name: '装卸区', shape: square(40, 30, 100, 80) },
    { id: 4, name: '待标注区域', shape: null },
  ];
}
