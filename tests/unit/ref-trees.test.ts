// @vitest-environment jsdom
// References to a tree (src/schema/keywords/ref-trees.ts, src/runtime/ref-trees-context.ts): which fields
// pick from a tree (and with which filter), the tree read's filter parameter, the nodes a filter leaves out
// (disabled in the tree select), the `status` filter of x-ref, and the RefPicker's choice of select, rendered.
// Table-driven, with hostile input.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import { parseTreeFilter, refTreesOf, treeFilterParam } from '../../src/schema/keywords/ref-trees.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { RefChoice } from '../../src/runtime/ref-picker.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { RefTreesContext, refTreesByKind } from '../../src/runtime/ref-trees-context.ts';
import { nestNodes } from '../../src/runtime/tree-client.ts';
import { chineseText } from '../../src/schema/schema-text.ts';
import { englishOf } from './helpers/english-of.ts';

type Json = Record<string, unknown>;

function file(key: string, props: Record<string, Json>, extra: Json = {}): Json {
  return {
    key,
    title: key === 'area' ? '区域' : key,
    endpoint: `/u-basic/${key}`,
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: { type: 'object', properties: { name: { type: 'string', title: '名称' }, ...props } },
    list: { columns: [{ field: 'name' }] },
    ...extra,
  };
}

function ok(json: Json): ResourceFile {
  const r = checkResourceFile(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
  return r.resource;
}

const area = ok(
  file('area', { kind: { type: 'string', title: '类型' }, parentId: { type: 'integer', title: '上级', 'x-ref': { resource: 'area' } } }, { tree: { parent: 'parentId' } }),
);
const site = ok(
  file('site', {
    areaId: { type: 'integer', title: '所属区域', 'x-ref': { resource: 'area', filter: { status: 1, kind: '县级' } } },
    areaIds: { type: 'array', title: '途经区域', items: { type: 'integer' }, 'x-ref': { resource: 'area' } },
    ownerId: { type: 'integer', title: '负责人', 'x-ref': { resource: 'staff' } },
    otherId: { type: 'integer', title: '其他', 'x-ref': { resource: 'site' } },
  }),
);
const trees = new Set(['area']);

describe('refTreesOf: the reference fields that pick from a tree', () => {
  it('names each reference to a tree with its target and filter; flat targets and entities keep the search', () => {
    expect(refTreesOf(site, (k) => trees.has(k))).toEqual({
      areaId: { resource: 'area', filter: { status: 1, kind: '县级' } },
      areaIds: { resource: 'area' },
    });
  });

  it("includes a tree's own parent field, and nothing when the caller may not read the tree", () => {
    expect(refTreesOf(area, (k) => trees.has(k))).toEqual({ parentId: { resource: 'area' } });
    expect(refTreesOf(site, () => false)).toEqual({});
  });

  it('keys them by the pickers kind for the runtime', () => {
    const byKind = refTreesByKind('site', refTreesOf(site, (k) => trees.has(k)));
    expect([...byKind.keys()]).toEqual(['ref:site.areaId', 'ref:site.areaIds']);
    expect(refTreesByKind('site', undefined).size).toBe(0);
  });
});

describe('the filter of a tree read', () => {
  it('is the JSON of the equalities, or nothing without any', () => {
    expect(treeFilterParam({ status: 1 })).toBe('{"status":1}');
    expect(treeFilterParam({})).toBeUndefined();
    expect(treeFilterParam(undefined)).toBeUndefined();
  });

  const cases: [string, string, string | Json][] = [
    ['a form property and status', '{"kind":"县级","status":1}', { kind: '县级', status: 1 }],
    ['not JSON', '{kind', '筛选条件须为 JSON 对象'],
    ['an array', '[1]', '筛选条件须为 JSON 对象'],
    ['null', 'null', '筛选条件须为 JSON 对象'],
    ['an unknown field', '{"secret":1}', '筛选条件中的「secret」不是区域的字段'],
    ['a prototype key', '{"__proto__":1}', '筛选条件中的「__proto__」不是区域的字段'],
    ['an object value', '{"kind":{"$ne":1}}', '筛选条件「kind」的值须为文字、数字或是否'],
    ['a null value', '{"kind":null}', '筛选条件「kind」的值须为文字、数字或是否'],
  ];
  it.each(cases)('%s', (_name, raw, expected) => {
    const parsed = parseTreeFilter(raw, area);
    if (typeof expected === 'string') expect('error' in parsed ? chineseText(parsed.error) : parsed).toEqual(expected);
    else expect(parsed).toEqual({ filter: expected });
  });

  it('disables the nodes a filter leaves out, keeping them for their place in the tree', () => {
    const nested = nestNodes([
      { id: 1, parentId: null, label: '省', sortOrder: 1, selectable: false },
      { id: 2, parentId: 1, label: '县', sortOrder: 2, selectable: true },
      { id: 3, parentId: 1, label: '无筛选', sortOrder: 3 },
    ]);
    expect(nested[0].disabled).toBe(true);
    expect(nested[0].children.map((c) => [c.label, c.disabled ?? false])).toEqual([
      ['县', false],
      ['无筛选', false],
    ]);
  });
});

describe("x-ref's filter on status", () => {
  const problems = (filter: Json): string[] => {
    const r = checkRegistry([area, ok(file('site', { areaId: { type: 'integer', title: '区域', 'x-ref': { resource: 'area', filter } } }))]);
    return r.map((p) => `${p.key} ${p.pointer}: ${englishOf(p)}`);
  };
  it('accepts 1 and 0', () => {
    expect(problems({ status: 1 })).toEqual([]);
    expect(problems({ status: 0 })).toEqual([]);
  });
  it.each([['启用'], [2], [true]])('refuses %j at the filter', (v) => {
    expect(problems({ status: v })).toEqual([expect.stringContaining("site /form/properties/areaId/x-ref/filter/status: filter on 'status' takes 1 (enabled) or 0 (disabled)")]);
  });
  it('still refuses a field the target does not have', () => {
    expect(problems({ nope: 1 })).toEqual([expect.stringContaining("filter names 'nope', not a form property of 'area' (or 'status')")]);
  });
});

describe('the select RefPicker renders', () => {
  const client = createFakeResourceClient({ resources: [site, area] });
  const render = (kind: string, provided: boolean) =>
    renderToStaticMarkup(
      createElement(
        ResourceClientContext.Provider,
        { value: client },
        createElement(
          RefTreesContext.Provider,
          { value: provided ? refTreesByKind('site', refTreesOf(site, (k) => trees.has(k))) : new Map() },
          createElement(RefChoice, { kind: kind as `ref:${string}` }),
        ),
      ),
    );

  it('is the tree select of the target for a reference to a tree', () => {
    expect(render('ref:site.areaId', true)).toContain('data-tree-select="area"');
  });

  it('is the remote search for a flat target, and outside a screen that names the trees', () => {
    expect(render('ref:site.ownerId', true)).toContain('data-pick-kind="ref:site.ownerId"');
    expect(render('ref:site.areaId', false)).toContain('data-pick-kind="ref:site.areaId"');
    expect(render('ref:site.ownerId', true)).not.toContain('data-tree-select');
  });
});
