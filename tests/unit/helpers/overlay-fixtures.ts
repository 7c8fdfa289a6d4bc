// Fixtures of the mergeOverlay tests (schema-overlay*.test.ts): two small files and overlay builders.
import type { OverlayField, OverlayTab, ResourceOverlay } from '../../../src/schema/overlay.ts';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';

/** A two-field file: name (required) and area. */
export const base: ResourceFile = {
  key: 'warehouse',
  title: '仓库',
  endpoint: '/u-basic/warehouse',
  actions: ['list', 'create', 'update'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '名称' },
      area: { type: 'number', title: '面积' },
    },
  },
  list: { columns: [{ field: 'name' }] },
};

export function field(key: string, extra: Partial<OverlayField> = {}): OverlayField {
  return { key, schema: { type: 'string', title: key.toUpperCase(), 'x-component': 'Input' }, enabled: true, sort: 0, ...extra };
}

export function tab(key: string, fields: string[], extra: Partial<OverlayTab> = {}): OverlayTab {
  return { key, title: key, fields, enabled: true, sort: 0, ...extra };
}

export function overlay(fields: OverlayField[], tabs: OverlayTab[] = []): ResourceOverlay {
  return { fields, tabs };
}
/** A file naming its fields everywhere a hidden field must leave. */
export const full: ResourceFile = {
  key: 'tank',
  title: '储罐',
  endpoint: '/u-basic/tank',
  actions: ['list', 'detail', 'create', 'update', 'import'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name', 'volume'],
    properties: {
      name: { type: 'string', title: '名称' },
      volume: { type: 'number', title: '容积' },
      medium: { type: 'string', title: '介质' },
      note: { type: 'string', title: '备注' },
    },
  },
  list: {
    columns: [{ field: 'name' }, { field: 'volume' }, { field: 'medium' }],
    filters: [{ field: 'name', op: 'like' }, { field: 'medium', op: 'eq' }],
    sort: { fields: ['name', 'medium', 'updatedAt'], default: { field: 'medium', order: 'asc' } },
  },
  detail: { sections: [{ title: '基本信息', fields: ['name', 'volume', 'medium', 'note'] }] },
  import: { columns: ['name', 'volume', 'medium', 'note'] },
  layout: { tabs: [{ key: 'own', title: '自带', fields: ['medium', 'note'] }] },
};
