// diffOverlays (src/schema/overlay-diff.ts): two overlay versions compared field by field, tab by tab and
// patched member by patched member (designer: 版本对比).
import { describe, expect, it } from 'vitest';
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { diffOverlays, type OverlayChange } from '../../src/schema/overlay-diff.ts';
import type { OverlayField, OverlayTab, ResourceOverlay } from '../../src/schema/overlay.ts';
import { say } from '../../src/server/http/say.ts';

const hoursDef: CustomFieldDef = { key: 'hours', type: 'number', title: '培训学时', minimum: 0, maximum: 100, precision: 1 };

function custom(def: CustomFieldDef, extra: Partial<OverlayField> = {}): OverlayField {
  return { key: def.key, schema: customFieldSchema(def), def, enabled: true, sort: 0, ...extra };
}

function tab(key: string, extra: Partial<OverlayTab> = {}): OverlayTab {
  return { key, title: `页签${key}`, fields: [], enabled: true, sort: 0, ...extra };
}

function ov(fields: OverlayField[], tabs: OverlayTab[] = [], rest: Partial<ResourceOverlay> = {}): ResourceOverlay {
  return { fields, tabs, ...rest };
}

const hours = custom(hoursDef);

describe('diffOverlays: nothing changed', () => {
  it.each<[string, ResourceOverlay | null, ResourceOverlay | null]>([
    ['no overlay on either side', null, null],
    ['null and an empty overlay', null, ov([])],
    ['the same overlay', ov([hours], [tab('t', { fields: ['hours'] })], { patch: { title: 'x' }, fieldOrder: ['hours'] }),
      ov([hours], [tab('t', { fields: ['hours'] })], { patch: { title: 'x' }, fieldOrder: ['hours'] })],
    ['fields and tabs in another order', ov([hours, custom({ ...hoursDef, key: 'b', title: 'B' })], [tab('a'), tab('b')]),
      ov([custom({ ...hoursDef, key: 'b', title: 'B' }), hours], [tab('b'), tab('a')])],
    ['defaults spelled out (required false, inList true, no disabled fields)', ov([hours], [tab('t')]),
      ov([{ ...hours, required: false, inList: true, removed: false }], [tab('t', { disabledFields: [] })])],
  ])('%s', (_name, a, b) => {
    expect(diffOverlays(a, b)).toEqual([]);
  });
});

describe('diffOverlays: custom fields', () => {
  it('an added field lists the properties it has (none before)', () => {
    const changes = diffOverlays(null, ov([hours]));
    expect(changes).toHaveLength(1);
    const [c] = changes;
    expect(c).toMatchObject({ target: 'field', key: 'hours', label: '培训学时', kind: 'added' });
    expect(c.changes).toEqual([
      { prop: 'title', before: null, after: '培训学时' },
      { prop: 'type', before: null, after: 'number' },
      { prop: 'required', before: null, after: false },
      { prop: 'enabled', before: null, after: true },
      { prop: 'removed', before: null, after: false },
      { prop: 'sort', before: null, after: 0 },
      { prop: 'inList', before: null, after: true },
      { prop: 'minimum', before: null, after: 0 },
      { prop: 'maximum', before: null, after: 100 },
      { prop: 'precision', before: null, after: 1 },
    ]);
  });

  it('a field missing from the newer version is removed, labelled by its old title', () => {
    const [c] = diffOverlays(ov([hours]), ov([]));
    expect(c).toMatchObject({ target: 'field', key: 'hours', label: '培训学时', kind: 'removed' });
    expect(c.changes).toContainEqual({ prop: 'title', before: '培训学时', after: null });
  });

  it.each<[string, OverlayField, { prop: string; before: unknown; after: unknown }[]]>([
    ['disabled', { ...hours, enabled: false }, [{ prop: 'enabled', before: true, after: false }]],
    ['marked removed (values kept)', { ...hours, removed: true }, [{ prop: 'removed', before: false, after: true }]],
    ['made required', { ...hours, required: true }, [{ prop: 'required', before: false, after: true }]],
    ['pinned to the top', { ...hours, pinned: 'top' }, [{ prop: 'pinned', before: null, after: 'top' }]],
    ['moved', { ...hours, sort: 3 }, [{ prop: 'sort', before: 0, after: 3 }]],
    ['taken out of the list', { ...hours, inList: false }, [{ prop: 'inList', before: true, after: false }]],
    ['renamed and given a range', custom({ ...hoursDef, title: '学时', maximum: 40 }), [
      { prop: 'title', before: '培训学时', after: '学时' },
      { prop: 'maximum', before: 100, after: 40 },
    ]],
    ['given help and a default', custom({ ...hoursDef, help: '按年度统计', default: 8 }), [
      { prop: 'help', before: null, after: '按年度统计' },
      { prop: 'default', before: null, after: 8 },
    ]],
    ['precision and range dropped', custom({ key: 'hours', type: 'number', title: '培训学时' }), [
      { prop: 'minimum', before: 0, after: null },
      { prop: 'maximum', before: 100, after: null },
      { prop: 'precision', before: 1, after: null },
    ]],
    ['type changed', custom({ key: 'hours', type: 'text', title: '培训学时', maxLength: 10 }), [
      { prop: 'type', before: 'number', after: 'text' },
      { prop: 'maxLength', before: null, after: 10 },
      { prop: 'minimum', before: 0, after: null },
      { prop: 'maximum', before: 100, after: null },
      { prop: 'precision', before: 1, after: null },
    ]],
  ])('a field %s', (_name, after, props) => {
    expect(diffOverlays(ov([hours]), ov([after]))).toEqual([
      { target: 'field', key: 'hours', label: after.schema.title, kind: 'changed', changes: props },
    ]);
  });

  it('a changed field is labelled by its newer title', () => {
    const [c] = diffOverlays(ov([hours]), ov([custom({ ...hoursDef, title: '学时' })]));
    expect(c.label).toBe('学时');
  });

  it.each<[string, CustomFieldDef, CustomFieldDef, string, unknown, unknown]>([
    ['select options', { key: 's', type: 'select', title: 'S', options: [{ label: '甲', value: 'a' }] },
      { key: 's', type: 'select', title: 'S', options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }] },
      'options', [{ label: '甲', value: 'a' }], [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }]],
    ['pattern', { key: 's', type: 'text', title: 'S', pattern: '^a', patternMessage: 'A 开头' },
      { key: 's', type: 'text', title: 'S', pattern: '^b', patternMessage: 'A 开头' }, 'pattern', '^a', '^b'],
    ['pattern message', { key: 's', type: 'text', title: 'S', pattern: '^a', patternMessage: 'A 开头' },
      { key: 's', type: 'text', title: 'S', pattern: '^a', patternMessage: '须以 a 开头' }, 'patternMessage', 'A 开头', '须以 a 开头'],
    ['min length', { key: 's', type: 'textarea', title: 'S' }, { key: 's', type: 'textarea', title: 'S', minLength: 2 }, 'minLength', null, 2],
    ['upload count', { key: 's', type: 'image', title: 'S' }, { key: 's', type: 'image', title: 'S', maxCount: 9 }, 'maxCount', 5, 9],
  ])('a change of %s', (_name, before, after, prop, was, is) => {
    const [c] = diffOverlays(ov([custom(before)]), ov([custom(after)]));
    expect(c.changes).toEqual([{ prop, before: was, after: is }]);
  });

  it('a field written in the schema editor (no def) is compared by its schema', () => {
    const raw: OverlayField = { key: 'code', schema: { type: 'string', title: '编码', maxLength: 20, enum: [{ label: 'A', value: 'a' }] }, enabled: true, sort: 1 };
    const changed: OverlayField = { ...raw, schema: { ...raw.schema, maxLength: 30, description: '说明', enum: [{ label: 'B', value: 'b' }] } };
    expect(diffOverlays(ov([raw]), ov([changed]))).toEqual([
      {
        target: 'field', key: 'code', label: '编码', kind: 'changed', changes: [
          { prop: 'help', before: null, after: '说明' },
          { prop: 'maxLength', before: 20, after: 30 },
          { prop: 'options', before: [{ label: 'A', value: 'a' }], after: [{ label: 'B', value: 'b' }] },
        ],
      },
    ]);
  });

  it('a field without a title is labelled by its key', () => {
    const raw: OverlayField = { key: 'code', schema: { type: 'string' }, enabled: true, sort: 0 };
    expect(diffOverlays(null, ov([raw]))[0].label).toBe('code');
  });
});

describe('diffOverlays: tabs', () => {
  it.each<[string, OverlayTab, { prop: string; before: unknown; after: unknown }[]]>([
    ['renamed', tab('t', { title: '扩展' }), [{ prop: 'title', before: '页签t', after: '扩展' }]],
    ['disabled', tab('t', { enabled: false }), [{ prop: 'enabled', before: true, after: false }]],
    ['pinned to the end', tab('t', { pinned: 'end' }), [{ prop: 'pinned', before: null, after: 'end' }]],
    ['moved', tab('t', { sort: 2 }), [{ prop: 'sort', before: 0, after: 2 }]],
    ['given fields', tab('t', { fields: ['a', 'b'] }), [{ prop: 'fields', before: [], after: ['a', 'b'] }]],
    ['with a field switched off', tab('t', { disabledFields: ['a'] }), [{ prop: 'disabledFields', before: [], after: ['a'] }]],
  ])('a tab %s', (_name, after, props) => {
    expect(diffOverlays(ov([], [tab('t')]), ov([], [after]))).toEqual([
      { target: 'tab', key: 't', label: after.title, kind: 'changed', changes: props },
    ]);
  });

  it('fields reordered in a tab is a change', () => {
    const [c] = diffOverlays(ov([], [tab('t', { fields: ['a', 'b'] })]), ov([], [tab('t', { fields: ['b', 'a'] })]));
    expect(c.changes).toEqual([{ prop: 'fields', before: ['a', 'b'], after: ['b', 'a'] }]);
  });

  it('added and removed tabs', () => {
    const changes = diffOverlays(ov([], [tab('old')]), ov([], [tab('new', { title: '新' })]));
    expect(changes.map((c) => [c.target, c.key, c.label, c.kind])).toEqual([
      ['tab', 'new', '新', 'added'],
      ['tab', 'old', '页签old', 'removed'],
    ]);
    expect(changes[0].changes).toContainEqual({ prop: 'title', before: null, after: '新' });
    expect(changes[1].changes).toContainEqual({ prop: 'title', before: '页签old', after: null });
  });
});

describe('diffOverlays: the schema editor patch and field order', () => {
  it.each<[string, ResourceOverlay['patch'], ResourceOverlay['patch'], OverlayChange[]]>([
    ['a member added', undefined, { title: '新标题' }, [
      { target: 'patch', key: '/title', label: '/title', kind: 'added', changes: [{ prop: 'value', before: null, after: '新标题' }] },
    ]],
    ['a member dropped from the patch', { title: '新标题' }, undefined, [
      { target: 'patch', key: '/title', label: '/title', kind: 'removed', changes: [{ prop: 'value', before: '新标题', after: null }] },
    ]],
    ['a nested member changed', { form: { properties: { name: { title: 'A' } } } }, { form: { properties: { name: { title: 'B' } } } }, [
      { target: 'patch', key: '/form/properties/name/title', label: '/form/properties/name/title', kind: 'changed', changes: [{ prop: 'value', before: 'A', after: 'B' }] },
    ]],
    ['a removal in the patch (null) is a leaf', undefined, { detail: null }, [
      { target: 'patch', key: '/detail', label: '/detail', kind: 'added', changes: [{ prop: 'value', before: null, after: null }] },
    ]],
    ['an array is one leaf', { list: { columns: [{ field: 'a' }] } }, { list: { columns: [{ field: 'b' }] } }, [
      { target: 'patch', key: '/list/columns', label: '/list/columns', kind: 'changed', changes: [{ prop: 'value', before: [{ field: 'a' }], after: [{ field: 'b' }] }] },
    ]],
    ['pointer segments are escaped', undefined, { 'a/b': { '~c': 1 } }, [
      { target: 'patch', key: '/a~1b/~0c', label: '/a~1b/~0c', kind: 'added', changes: [{ prop: 'value', before: null, after: 1 }] },
    ]],
    ['unchanged members are not listed', { title: 'x', description: 'a' }, { title: 'x', description: 'b' }, [
      { target: 'patch', key: '/description', label: '/description', kind: 'changed', changes: [{ prop: 'value', before: 'a', after: 'b' }] },
    ]],
  ])('%s', (_name, before, after, changes) => {
    expect(diffOverlays(ov([], [], before ? { patch: before } : {}), ov([], [], after ? { patch: after } : {}))).toEqual(changes);
  });

  it.each<[string, string[] | undefined, string[] | undefined, unknown, unknown]>([
    ['an order set', undefined, ['b', 'a'], null, ['b', 'a']],
    ['an order changed', ['a', 'b'], ['b', 'a'], ['a', 'b'], ['b', 'a']],
    ['an order dropped', ['a', 'b'], undefined, ['a', 'b'], null],
  ])('field order: %s', (_name, before, after, was, is) => {
    const changes = diffOverlays(ov([], [], before ? { fieldOrder: before } : {}), ov([], [], after ? { fieldOrder: after } : {}));
    expect(changes).toEqual([
      { target: 'patch', key: '/form/properties (顺序)', label: '/form/properties (顺序)', kind: 'changed', changes: [{ prop: 'value', before: was, after: is }] },
    ]);
  });

  it('names the field order in the reader\'s language', () => {
    const changes = diffOverlays(ov([], [], {}), ov([], [], { fieldOrder: ['b', 'a'] }), (m) => say('en', m));
    expect(changes.map((c) => [c.key, c.label])).toEqual([['/form/properties (order)', '/form/properties (order)']]);
  });

  it('an empty order is the same as none', () => {
    expect(diffOverlays(ov([], [], { fieldOrder: [] }), ov([]))).toEqual([]);
  });
});

describe('diffOverlays: order and inputs', () => {
  it('lists fields, then tabs, then patched members', () => {
    const changes = diffOverlays(null, ov([hours], [tab('t')], { patch: { title: 'x' } }));
    expect(changes.map((c) => c.target)).toEqual(['field', 'tab', 'patch']);
  });

  it('comparing the other way round swaps added and removed', () => {
    const a = ov([hours], [tab('t')]);
    expect(diffOverlays(a, null).map((c) => c.kind)).toEqual(['removed', 'removed']);
    expect(diffOverlays(null, a).map((c) => c.kind)).toEqual(['added', 'added']);
  });

  it('does not modify its inputs', () => {
    const a = ov([hours], [tab('t', { fields: ['hours'] })], { patch: { title: 'x' } });
    const b = ov([{ ...hours, enabled: false }], [], { fieldOrder: ['hours'] });
    const ca = structuredClone(a);
    const cb = structuredClone(b);
    diffOverlays(a, b);
    expect(a).toEqual(ca);
    expect(b).toEqual(cb);
  });
});
