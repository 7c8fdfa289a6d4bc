// The `tree` keyword's pure parts: the file checks (parent, label, under filters, migrateFrom) and the
// registry check, the `under` filter's SQL, the client's shaping of flat nodes (nesting, cycles, search
// expansion, highlighting, drop to move), the server's search, and the demo tree's records.
import { describe, expect, it } from 'vitest';
import { parseListQuery, queryPlan } from '../../src/schema/compile-query.ts';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { ancestorKeys, dropToMove, nestNodes, splitMatch, type TreeNode } from '../../src/runtime/tree-client.ts';
import { demoCategoryRecords } from '../../src/server/db/seed/demo-category-tree.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';
import { matchesWithAncestors } from '../../src/server/resources/tree-routes.ts';
import { englishOf } from './helpers/english-of.ts';

function file(patch: Partial<ResourceFile> & Record<string, unknown> = {}, props: Record<string, unknown> = {}): unknown {
  return {
    key: 'area',
    title: '区域',
    endpoint: '/u-basic/area',
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: '名称' },
        parentId: { type: 'integer', title: '上级区域', 'x-ref': { resource: 'area' } },
        code: { type: 'string', title: '编码' },
        ...props,
      },
    },
    list: { columns: [{ field: 'name' }] },
    tree: { parent: 'parentId', label: 'name' },
    ...patch,
  };
}

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('tree file checks', () => {
  it('accepts a tree by an integer self-reference, and the shipped category', () => {
    expect(problems(file())).toEqual([]);
    expect(resourceRegistry().byKey.get('category')?.tree?.parent).toBe('parentId');
  });

  const bad: [string, unknown, string][] = [
    ['a missing parent field', file({ tree: { parent: 'upId' } }), "/tree/parent: unknown field 'upId'"],
    ['a text parent field', file({}, { parentId: { type: 'string', title: '上级' } }), "/tree/parent: 'parentId' must be an integer field"],
    ['a reference to another resource', file({}, { parentId: { type: 'integer', title: '上级', 'x-ref': { resource: 'category' } } }), "refers to 'category'"],
    ['a required parent', file({ form: { type: 'object', required: ['parentId'], properties: { name: { type: 'string', title: '名称' }, parentId: { type: 'integer', title: '上级' } } } }), 'cannot be required'],
    ['a missing label', file({ tree: { parent: 'parentId', label: 'title' } }), "/tree/label: unknown field 'title'"],
    ['no name and no label', file({ tree: { parent: 'parentId' }, form: { type: 'object', properties: { title: { type: 'string', title: '名称' }, parentId: { type: 'integer', title: '上级' } } }, list: { columns: [{ field: 'title' }] } }), "/tree: unknown field 'name'"],
    ['a numeric label', file({ tree: { parent: 'parentId', label: 'parentId' } }), "/tree/label: 'parentId' must be a string field"],
    ['a system field as parent', file({ tree: { parent: 'createdBy' } }), "/tree/parent: 'createdBy' is a system field"],
    ['an unknown tree key', file({ tree: { parent: 'parentId', depth: 3 } as never }), "/tree/depth: unknown property 'depth'"],
    ['a bad view', file({ tree: { parent: 'parentId', view: 'map' } as never }), '/tree/view: must be one of'],
    ['migrateFrom naming a live field', file({ tree: { parent: 'parentId', migrateFrom: { from: 'code', code: 'code' } } }), "is still a form property"],
    ['an under filter on a text field', file({ list: { columns: [{ field: 'name' }], filters: [{ field: 'code', op: 'under' }] } }), "/list/filters/0/op: op 'under' does not fit 'code'"],
    ['an under filter on a plain integer', file({ list: { columns: [{ field: 'name' }], filters: [{ field: 'n', op: 'under' }] } }, { n: { type: 'integer', title: 'N' } }), "/list/filters/0/op: op 'under' needs"],
  ];
  it.each(bad)('refuses %s', (_what, json, message) => {
    expect(problems(json).join('\n')).toContain(message);
  });

  it('checks across files that an under filter refers to a tree', () => {
    const tree = checkResourceFile(file());
    const equipment = checkResourceFile(
      file({ key: 'equipment', endpoint: '/u-basic/equipment', tree: undefined, list: { columns: [{ field: 'name' }], filters: [{ field: 'areaId', op: 'under' }] } }, { areaId: { type: 'integer', title: '区域', 'x-ref': { resource: 'area' } } }),
    );
    const stray = checkResourceFile(
      file({ key: 'stray', endpoint: '/u-basic/stray', tree: undefined, list: { columns: [{ field: 'name' }], filters: [{ field: 'eqId', op: 'under' }] } }, { eqId: { type: 'integer', title: '设备', 'x-ref': { resource: 'equipment' } } }),
    );
    if (!tree.ok || !equipment.ok || !stray.ok) throw new Error('fixtures must pass the file check');
    expect(checkRegistry([tree.resource, equipment.resource])).toEqual([]);
    expect(checkRegistry([equipment.resource]).map((p) => ({ ...p, message: englishOf(p) }))).toContainEqual({ key: 'equipment', pointer: '/list/filters/0/field', message: "'areaId' refers to 'area', which is not a resource" });
    expect(checkRegistry([tree.resource, equipment.resource, stray.resource]).map((p) => ({ ...p, message: englishOf(p) }))).toEqual([{ key: 'stray', pointer: '/list/filters/0/op', message: "op 'under' needs a tree: 'equipment' declares no 'tree'" }]);
  });
});

describe('the under filter', () => {
  const category = resourceRegistry().byKey.get('category') as ResourceFile;
  const plan = compileResource(category).plan;

  it('compiles to a recursive CTE over the tree in the caller tenant, the node as a bigint parameter', () => {
    const q = parseListQuery(plan, { parentId: '12' });
    if ('error' in q) throw new Error(q.error.message);
    expect(q.params).toEqual(['12']);
    expect(q.where[0]).toMatch(/^zax_num\(data, 'parentId'\) IN \(with recursive sub\(id\)/);
    expect(q.where[0]).toContain('tenant_id = $1 and id = $2::bigint');
    expect(q.where[0]).toContain("join sub on zax_num(c.data, 'parentId') = sub.id");
  });

  it.each(['abc', '1.5', '1;drop table x', '99999999999999999999', '1,2'])('refuses %j by the field', (raw) => {
    expect(parseListQuery(plan, { parentId: raw })).toMatchObject({ error: { field: 'parentId' } });
  });

  it('walks the tree a reference names (another resource)', () => {
    const tree = checkResourceFile(file());
    const eq = checkResourceFile(
      file({ key: 'equipment', endpoint: '/u-basic/equipment', tree: undefined, list: { columns: [{ field: 'name' }], filters: [{ field: 'areaId', op: 'under' }] } }, { areaId: { type: 'integer', title: '区域', 'x-ref': { resource: 'area' } } }),
    );
    if (!tree.ok || !eq.ok) throw new Error('fixtures');
    const p = queryPlan(eq.resource, (key) => (key === 'area' ? { table: 'r_area', parent: 'parentId' } : undefined));
    expect(p.filters.get('areaId')?.sql('$2')).toContain('from r_area where tenant_id = $1 and id = $2::bigint');
    expect(() => queryPlan(eq.resource, () => undefined)).toThrow(/finds no tree/);
  });
});

describe('client shaping of nodes', () => {
  const nodes: TreeNode[] = [
    { id: 1, parentId: null, label: '设备', sortOrder: 1 },
    { id: 2, parentId: 1, label: '机泵', sortOrder: 2 },
    { id: 3, parentId: 2, label: '离心泵', sortOrder: 3 },
    { id: 4, parentId: 1, label: '容器', sortOrder: 4 },
    { id: 5, parentId: null, label: null, sortOrder: 5 },
    { id: 6, parentId: 404, label: '孤儿', sortOrder: 6 },
    { id: 7, parentId: 8, label: '环A', sortOrder: 7 },
    { id: 8, parentId: 7, label: '环B', sortOrder: 8 },
  ];

  it('nests in order; missing parents and stored cycles become roots; every node shows once', () => {
    const roots = nestNodes(nodes);
    expect(roots.map((r) => r.key)).toEqual([1, 5, 6, 7, 8]);
    expect(roots[0].children.map((c) => c.key)).toEqual([2, 4]);
    expect(roots[0].children[0].children[0].title).toBe('离心泵');
    expect(roots[1].title).toBe('#5');
    const count = (list: ReturnType<typeof nestNodes>): number => list.reduce((n, x) => n + 1 + count(x.children), 0);
    expect(count(roots)).toBe(nodes.length);
  });

  it('opens the ancestors of the matches', () => {
    expect(ancestorKeys(nodes, [3]).sort()).toEqual([1, 2]);
    expect(ancestorKeys(nodes, [7])).toEqual([8, 7]); // a stored cycle ends the walk where it closes
    expect(ancestorKeys(nodes, [])).toEqual([]);
  });

  it.each([
    ['离心泵', '心', ['离', '心', '泵']],
    ['Pump-A', 'pump', ['', 'Pump', '-A']],
    ['设备', '  ', null],
    ['设备', '容器', null],
  ] as const)('highlights %s for %j', (label, q, parts) => {
    expect(splitMatch(label, q)).toEqual(parts);
  });

  it('turns a drop into a move: onto a node, before it, after it', () => {
    expect(dropToMove(nodes, 4, 2, true, 0)).toEqual({ id: 4, parentId: 2, beforeId: 3 });
    expect(dropToMove(nodes, 3, 4, true, 0)).toEqual({ id: 3, parentId: 4, beforeId: null });
    expect(dropToMove(nodes, 3, 4, false, -1)).toEqual({ id: 3, parentId: 1, beforeId: 4 });
    expect(dropToMove(nodes, 3, 2, false, 1)).toEqual({ id: 3, parentId: 1, beforeId: 4 });
    expect(dropToMove(nodes, 2, 4, false, 1)).toEqual({ id: 2, parentId: 1, beforeId: null });
    expect(dropToMove(nodes, 4, 1, false, 1)).toEqual({ id: 4, parentId: null, beforeId: 5 });
  });
});

describe('server search', () => {
  const nodes = [
    { id: 1, parentId: null, label: '设备', sortOrder: 1, status: 1 },
    { id: 2, parentId: 1, label: '机泵', sortOrder: 2, status: 1 },
    { id: 3, parentId: 2, label: '离心泵', sortOrder: 3, status: 1 },
    { id: 4, parentId: null, label: 'PUMP站', sortOrder: 4, status: 1 },
  ];
  it('answers the matches and their ancestors, case-insensitively', () => {
    expect(matchesWithAncestors(nodes, '泵')).toEqual({ nodes: nodes.slice(0, 3), matches: [2, 3] });
    expect(matchesWithAncestors(nodes, 'pump').matches).toEqual([4]);
    expect(matchesWithAncestors(nodes, '%').matches).toEqual([]);
  });
});

describe('demo category tree', () => {
  it('every record passes category\'s validator and names an earlier parent', () => {
    const c = compileResource(resourceRegistry().byKey.get('category') as ResourceFile);
    const seen = new Set<string>();
    for (const r of demoCategoryRecords()) {
      expect(c.validate({ ...r.data, ...(r.parentCode ? { parentId: 1 } : {}) })).toEqual({ valid: true, errors: [] });
      if (r.parentCode) expect(seen.has(r.parentCode)).toBe(true);
      seen.add(r.code);
    }
  });
});
