// The compile step of data scopes (src/schema/keywords/data-scope.ts) and the pure rules of enterprise roles
// (limitMenu, withBaseRoles): which field binds a record to its department, its SQL, and what a role narrows.
import { describe, expect, it } from 'vitest';
import { checkDataScope, dataScopeField, dataScopeSql } from '../../src/schema/keywords/data-scope.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { limitMenu, type MenuNode } from '../../src/domain/menu-filter.ts';
import { withBaseRoles } from '../../src/server/auth/roles.ts';

function file(properties: Record<string, object>, extra: Partial<ResourceFile> = {}): ResourceFile {
  return {
    key: 'x',
    title: 'X',
    endpoint: '/u-basic/x',
    actions: ['list'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: { type: 'object', properties },
    list: { columns: [] },
    ...extra,
  } as unknown as ResourceFile;
}

const dept = { type: 'integer', title: '部门', 'x-ref': { resource: 'department' } };
const picker = { type: 'integer', title: '部门', 'x-component': 'DepartmentPicker' };
const many = { type: 'array', title: '部门们', items: { type: 'integer' }, 'x-ref': { resource: 'department' } };

describe('dataScopeField', () => {
  it.each([
    ['no department field', { name: { type: 'string' } }, {}, null],
    ['the first single department reference', { a: { type: 'string' }, owner: dept, other: picker }, {}, 'owner'],
    ['a DepartmentPicker', { d: picker }, {}, 'd'],
    ['never a list of departments', { ds: many }, {}, null],
    ['the keyword names another', { owner: dept, other: picker }, { dataScope: { field: 'other' } }, 'other'],
    ['the keyword opts out', { owner: dept }, { dataScope: false }, null],
    ['a keyword naming no department field', { owner: dept, name: { type: 'string' } }, { dataScope: { field: 'name' } }, null],
  ])('%s', (_, props, extra, expected) => {
    expect(dataScopeField(file(props, extra as Partial<ResourceFile>))).toBe(expected);
  });

  it('compiles one condition over the leakproof reader with an array parameter', () => {
    expect(dataScopeSql(file({ owner: dept }), '$4')).toBe("zax_num(data, 'owner') = ANY($4::numeric[])");
    expect(dataScopeSql(file({ name: { type: 'string' } }), '$4')).toBeNull();
  });

  it('reports a keyword field that is not a single department reference', () => {
    const problems: string[] = [];
    const r = file({ name: { type: 'string', title: '名称' }, ds: many }, { dataScope: { field: 'ds' } });
    checkDataScope({ resource: r, add: (ptr) => problems.push(ptr), property: (n) => r.form.properties[n], known: (n) => r.form.properties[n] });
    expect(problems).toEqual(['/dataScope/field']);
  });
});

describe('enterprise roles', () => {
  const menu: MenuNode[] = [
    { id: 1, path: '/a', name: 'A', children: [{ id: 11, path: 'x', name: 'X' }, { id: 12, path: 'y', name: 'Y' }] },
    { id: 2, path: '/b', name: 'B', children: [{ id: 21, path: 'z', name: 'Z' }] },
    { id: 3, path: '/c', name: 'C' },
  ];
  it('keeps a ticked entry whole and a parent with only its ticked children', () => {
    expect(limitMenu(menu, new Set([2, 12]))).toEqual([
      { id: 1, path: '/a', name: 'A', children: [{ id: 12, path: 'y', name: 'Y' }] },
      menu[1],
    ]);
    expect(limitMenu(menu, new Set())).toEqual([]);
  });

  it('adds the platform role an enterprise role builds on, never admin', () => {
    expect(withBaseRoles(['deptSafety'], { deptSafety: 'qyStaff' })).toEqual(['deptSafety', 'qyStaff']);
    expect(withBaseRoles(['qyStaff', 'r1'], { r1: 'qyStaff' })).toEqual(['qyStaff', 'r1']);
    expect(withBaseRoles(['r2'], { r2: 'admin' })).toEqual(['r2']);
  });
});
