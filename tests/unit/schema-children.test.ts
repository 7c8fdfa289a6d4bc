// The `children` keyword's checks (src/schema/keywords/children.ts): the meta-schema's structure, the
// checks of one file (the key is free, no file is its own child) and across files (the child exists, `via`
// is an integer field referring to the parent, no cycles), and the row paths and messages both sides use.
import { describe, expect, it } from 'vitest';
import {
  childRowField,
  childRowMessage,
  childRowsMax,
  parseChildRowField,
} from '../../src/schema/keywords/children.ts';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { CHILD_ROWS_MAX, type ChildrenSpec, type FieldSchema, type ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { minimalResource } from './helpers/minimal-resource.ts';
import { englishOf } from './helpers/english-of.ts';

const file = (key: string, extra: Partial<ResourceFile> = {}, props: Record<string, FieldSchema> = {}): ResourceFile => minimalResource(key, props, extra);

const spec = (over: Partial<ChildrenSpec> = {}): ChildrenSpec => ({ key: 'items', resource: 'line', via: 'headId', title: '明细', ...over });
const via = (extra: Record<string, unknown> = {}): Record<string, FieldSchema> => ({ headId: { type: 'integer', title: '所属', ...extra } });

function fileProblems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('children in one file', () => {
  it.each<[string, unknown, string[]]>([
    ['a valid entry', file('head', { children: [spec()] }), []],
    ['a key that is a form property', file('head', { children: [spec({ key: 'name' })] }), ["/children/0/key: children key 'name' is already a form property"]],
    ['a key that is a system field', file('head', { children: [spec({ key: 'createdAt' })] }), ["/children/0/key: children key 'createdAt' is a system field"]],
    ['a key twice', file('head', { children: [spec(), spec({ resource: 'other' })] }), ["/children/1/key: duplicate children key 'items'"]],
    ['itself as child', file('head', { children: [spec({ resource: 'head' })] }), ["/children/0/resource: a resource cannot be its own child ('items')"]],
    ['an entry without via', file('head', { children: [{ key: 'items', resource: 'line', title: '明细' } as ChildrenSpec] }), ['/children/0/via: is required']],
    ['an unknown property', file('head', { children: [{ ...spec(), sql: 'drop' } as ChildrenSpec] }), ["/children/0/sql: unknown property 'sql'"]],
    ['a key that is no field name', file('head', { children: [spec({ key: '__proto__' })] }), ["/children/0/key: must match the pattern '^[A-Za-z][A-Za-z0-9_]{0,62}$'"]],
    ['a resource key with a path in it', file('head', { children: [spec({ resource: '../users' })] }), ["/children/0/resource: must match the pattern '^[a-z][a-z0-9]*(-[a-z0-9]+)*$'"]],
    ['maxItems past the ceiling', file('head', { children: [spec({ maxItems: 100_000 })] }), ['/children/0/maxItems: must be at most 500']],
    ['an empty list', file('head', { children: [] }), ['/children: must have at least 1 items']],
    ['not a list', file('head', { children: 'items' as unknown as ChildrenSpec[] }), ['/children: must be an array']],
  ])('%s', (_what, json, expected) => {
    expect(fileProblems(json)).toEqual(expected);
  });
});

describe('children across files', () => {
  const line = (props = via()) => file('line', {}, props);
  const problems = (all: ResourceFile[]) => checkRegistry(all).map((p) => `${p.key} ${p.pointer}: ${englishOf(p)}`);

  it.each<[string, ResourceFile[], string[]]>([
    ['a child with an integer via', [file('head', { children: [spec()] }), line()], []],
    ['a via that refers to the parent and cascades', [file('head', { children: [spec()] }), line(via({ 'x-ref': { resource: 'head', onDelete: 'cascade' } }))], []],
    ['a child that does not exist', [file('head', { children: [spec()] })], ["head /children/0/resource: child resource 'line' does not exist"]],
    ['a via that is no field of the child', [file('head', { children: [spec({ via: 'parentId' })] }), line()], ["head /children/0/via: 'parentId' is not a form property of 'line'"]],
    ['a via that is text', [file('head', { children: [spec()] }), line({ headId: { type: 'string', title: '所属' } })], ["head /children/0/via: 'line.headId' must be an integer field (the parent's id)"]],
    ['a via referring elsewhere', [file('head', { children: [spec()] }), line(via({ 'x-ref': { resource: 'staff' } }))], ["head /children/0/via: 'line.headId' refers to 'staff', not to 'head'"]],
    ['a via that does not cascade', [file('head', { children: [spec()] }), line(via({ 'x-ref': { resource: 'head', onDelete: 'restrict' } }))], ["head /children/0/via: 'line.headId' must delete with its parent (x-ref onDelete 'cascade')"]],
    ['a via whose x-ref is not an object', [file('head', { children: [spec()] }), line(via({ 'x-ref': 'head' }))], ["head /children/0/via: 'line.headId' x-ref must name resource 'head'"]],
    [
      'a cycle of two',
      [file('head', { children: [spec()] }, via()), file('line', { children: [spec({ resource: 'head' })] }, via())],
      ["head /children: children come back to 'head': head → line → head", "line /children: children come back to 'line': line → head → line"],
    ],
    [
      'a cycle of three',
      [
        file('a', { children: [spec({ resource: 'b' })] }, via()),
        file('b', { children: [spec({ resource: 'c' })] }, via()),
        file('c', { children: [spec({ resource: 'a' })] }, via()),
      ],
      [
        "a /children: children come back to 'a': a → b → c → a",
        "b /children: children come back to 'b': b → c → a → b",
        "c /children: children come back to 'c': c → a → b → c",
      ],
    ],
    [
      'a grandchild (a chain, no cycle)',
      [file('a', { children: [spec({ resource: 'b' })] }, via()), file('b', { children: [spec({ resource: 'c' })] }, via()), file('c', {}, via())],
      [],
    ],
  ])('%s', (_what, all, expected) => {
    expect(problems(all)).toEqual(expected);
  });

  it('accepts the shipped files (作业检查库 → 检查项)', () => {
    const { byKey } = resourceRegistry();
    expect(byKey.get('check-library')?.children).toEqual([{ key: 'items', resource: 'check-item', via: 'libraryId', title: '检查项', maxItems: 200 }]);
    expect(checkRegistry([...byKey.values()])).toEqual([]);
  });
});

describe('row paths and messages', () => {
  it.each<[string, number, string | undefined, string]>([
    ['items', 3, 'name', 'items[3].name'],
    ['items', 0, undefined, 'items[0]'],
    ['items', 2, 'files.0', 'items[2].files.0'],
  ])('%s[%i].%s', (key, index, field, path) => {
    expect(childRowField(key, index, field)).toBe(path);
  });

  it.each<[string, ReturnType<typeof parseChildRowField>]>([
    ['items[3].name', { key: 'items', index: 3, field: 'name' }],
    ['items.3.name', { key: 'items', index: 3, field: 'name' }],
    ['items[0]', { key: 'items', index: 0, field: '' }],
    ['items[12].sub[1].x', { key: 'items', index: 12, field: 'sub[1].x' }],
    ['name', null],
    ['items[-1].name', null],
    ['items[99999].name', null],
    ['items[a].name', null],
    ['', null],
  ])('reads %j', (path, parsed) => {
    expect(parseChildRowField(path)).toEqual(parsed);
  });

  it('names the row (1-based) and keeps the child message', () => {
    expect(childRowMessage({ title: '检查项' }, 3, '请填写检查内容')).toBe('检查项第4行：请填写检查内容');
  });

  it.each([
    [undefined, CHILD_ROWS_MAX],
    [10, 10],
    [100_000, CHILD_ROWS_MAX],
  ])('maxItems %s allows %i rows', (maxItems, n) => {
    expect(childRowsMax(spec({ maxItems }))).toBe(n);
  });
});
