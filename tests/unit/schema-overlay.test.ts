import { describe, expect, it } from 'vitest';
import { checkResourceFile, formatProblems } from '../../src/schema/meta-schema.ts';
import { mergeOverlay, type OverlayField, type OverlayTab, type ResourceOverlay } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const base: ResourceFile = {
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

function field(key: string, extra: Partial<OverlayField> = {}): OverlayField {
  return { key, schema: { type: 'string', title: key.toUpperCase(), 'x-component': 'Input' }, enabled: true, sort: 0, ...extra };
}

function tab(key: string, fields: string[], extra: Partial<OverlayTab> = {}): OverlayTab {
  return { key, title: key, fields, enabled: true, sort: 0, ...extra };
}

function overlay(fields: OverlayField[], tabs: OverlayTab[] = []): ResourceOverlay {
  return { fields, tabs };
}

describe('mergeOverlay: fields', () => {
  it('returns the resource unchanged without an overlay', () => {
    expect(mergeOverlay(base, null)).toEqual({ resource: base, warnings: [], hiddenFields: [] });
  });

  it.each<[string, OverlayField[], string[]]>([
    ['no custom fields', [], ['name', 'area']],
    ['custom fields after the built-ins, by sort', [field('b', { sort: 2 }), field('a', { sort: 1 })], ['name', 'area', 'a', 'b']],
    ['equal sort falls back to the key', [field('d'), field('c')], ['name', 'area', 'c', 'd']],
    ['pinned to top before the built-ins', [field('x', { sort: 5 }), field('t', { pinned: 'top', sort: 9 })], ['t', 'name', 'area', 'x']],
    ['pinned to end after the others', [field('e', { pinned: 'end', sort: -1 }), field('x', { sort: 5 })], ['name', 'area', 'x', 'e']],
    ['full ordering', [
      field('e2', { pinned: 'end', sort: 2 }),
      field('t2', { pinned: 'top', sort: 2 }),
      field('m', { sort: 0 }),
      field('e1', { pinned: 'end', sort: 1 }),
      field('t1', { pinned: 'top', sort: 1 }),
    ], ['t1', 't2', 'name', 'area', 'm', 'e1', 'e2']],
    ['disabled fields are dropped', [field('a'), field('h', { enabled: false })], ['name', 'area', 'a']],
  ])('%s', (_name, fields, order) => {
    const { resource } = mergeOverlay(base, overlay(fields));
    expect(Object.keys(resource.form.properties)).toEqual(order);
  });

  it('adds the custom schema as given', () => {
    const { resource } = mergeOverlay(base, overlay([field('capacity', { schema: { type: 'number', title: '容量', minimum: 0 } })]));
    expect(resource.form.properties.capacity).toEqual({ type: 'number', title: '容量', minimum: 0 });
  });

  it('reports disabled fields as hidden (their values stay stored)', () => {
    const r = mergeOverlay(base, overlay([field('h1', { enabled: false }), field('a'), field('h2', { enabled: false })]));
    expect(r.hiddenFields).toEqual(['h1', 'h2']);
    expect(r.warnings).toEqual([]);
  });

  it('required custom fields join form.required', () => {
    const r = mergeOverlay(base, overlay([field('a', { required: true }), field('b', { required: true, enabled: false })]));
    expect(r.resource.form.required).toEqual(['name', 'a']);
  });

  it.each<[string, OverlayField[], string, string]>([
    ['collision with a built-in field', [field('name')], 'FIELD_COLLISION', 'name'],
    ['collision with a system field', [field('createdAt')], 'FIELD_COLLISION', 'createdAt'],
    ['collision with validityStatus', [field('validityStatus')], 'FIELD_COLLISION', 'validityStatus'],
    ['duplicate custom key', [field('a'), field('a', { sort: 3 })], 'FIELD_DUPLICATE', 'a'],
    ['invalid key', [field('my-field')], 'FIELD_INVALID_KEY', 'my-field'],
    ['key that could reach SQL', [field("a'b")], 'FIELD_INVALID_KEY', "a'b"],
  ])('%s is ignored and reported', (_name, fields, code, key) => {
    const r = mergeOverlay(base, overlay(fields));
    expect(r.warnings).toEqual([expect.objectContaining({ code, key })]);
    expect(r.resource.form.properties.name).toEqual({ type: 'string', title: '名称' });
    if (code !== 'FIELD_DUPLICATE') expect(Object.keys(r.resource.form.properties)).toEqual(['name', 'area']);
  });

  it('does not modify its inputs', () => {
    const b = structuredClone(base);
    const o = overlay([field('a', { pinned: 'top', required: true })], [tab('t', ['a', 'name'])]);
    const oCopy = structuredClone(o);
    const r = mergeOverlay(b, o);
    expect(b).toEqual(base);
    expect(o).toEqual(oCopy);
    r.resource.form.properties.a.title = 'changed';
    expect(o.fields[0].schema.title).toBe('A');
  });

  it('the merged resource passes the meta-schema check', () => {
    const r = mergeOverlay(base, overlay([field('a'), field('b', { pinned: 'top' })], [tab('t', ['a', 'name'])]));
    const check = checkResourceFile(r.resource);
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });
});

describe('mergeOverlay: tabs', () => {
  it.each<[string, OverlayTab[], string[]]>([
    ['by sort', [tab('b', [], { sort: 2 }), tab('a', [], { sort: 1 })], ['a', 'b']],
    ['pinned top first, end last', [
      tab('m', [], { sort: 0 }),
      tab('e', [], { pinned: 'end', sort: -5 }),
      tab('t', [], { pinned: 'top', sort: 10 }),
    ], ['t', 'm', 'e']],
    ['disabled tabs are dropped', [tab('a', []), tab('off', [], { enabled: false })], ['a']],
  ])('%s', (_name, tabs, keys) => {
    const { resource } = mergeOverlay(base, overlay([], tabs));
    expect(resource.layout?.tabs.map((t) => t.key)).toEqual(keys);
  });

  it('tabs become layout tabs of key, title and fields', () => {
    const { resource } = mergeOverlay(base, overlay([field('a')], [tab('t', ['name', 'a'], { title: '扩展' })]));
    expect(resource.layout).toEqual({ tabs: [{ key: 't', title: '扩展', fields: ['name', 'a'] }] });
  });

  it('no layout when there are no enabled tabs', () => {
    expect(mergeOverlay(base, overlay([], [tab('off', [], { enabled: false })])).resource.layout).toBeUndefined();
  });

  it("keeps the file's own tabs between the pinned-top and the other overlay tabs", () => {
    const withTabs: ResourceFile = { ...base, layout: { tabs: [{ key: 'own', title: '自带', fields: ['name'] }] } };
    const { resource } = mergeOverlay(withTabs, overlay([], [tab('m', []), tab('t', [], { pinned: 'top' })]));
    expect(resource.layout?.tabs.map((t) => t.key)).toEqual(['t', 'own', 'm']);
  });

  it.each<[string, ResourceFile, OverlayTab[], string, string, string[]]>([
    ['unknown field in a tab', base, [tab('t', ['name', 'ghost'])], 'TAB_UNKNOWN_FIELD', "field 'ghost' does not exist", ['name']],
    ['disabled field in a tab', base, [tab('t', ['h', 'area'])], 'TAB_UNKNOWN_FIELD', "field 'h' is disabled", ['area']],
    ['duplicate tab (the first wins)', base, [tab('t', ['name']), tab('t', ['area'])], 'TAB_DUPLICATE', "tab 't' is declared twice", ['name']],
    ['tab colliding with a file tab', { ...base, layout: { tabs: [{ key: 't', title: 'T', fields: [] }] } },
      [tab('t', ['area'])], 'TAB_DUPLICATE', "tab 't' is declared twice", []],
  ])('%s is reported', (_name, resource, tabs, code, message, fields) => {
    const r = mergeOverlay(resource, overlay([field('h', { enabled: false })], tabs));
    expect(r.warnings).toEqual([expect.objectContaining({ code, key: 't', message: expect.stringContaining(message) })]);
    expect(r.resource.layout?.tabs.find((t) => t.key === 't')?.fields).toEqual(fields);
  });
});
