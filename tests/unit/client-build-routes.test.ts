import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import {
  buildRouteSpecs,
  DEFAULT_HOME_MENU,
  flattenRouteSpecs,
  mergeSamePath,
  relativeTo,
  type RouteSpec,
} from '../../src/client/router/build-routes.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';

/** The default menu (schemas/menus and the module folders' menu.json, composed). */
const defaultMenu: MenuNode[] = moduleFiles().menu;

function byPath(specs: RouteSpec[], path: string): RouteSpec {
  const found = specs.find((s) => s.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

describe('buildRouteSpecs', () => {
  it('renders the layout for top-level entries and nests children with relative paths', () => {
    const specs = buildRouteSpecs(defaultMenu);
    const tszy = byPath(specs, '/tszy');
    expect(tszy.view).toBe('Layout');
    expect(tszy.fullPath).toBe('/tszy');
    const list = byPath(tszy.children ?? [], 'list');
    expect(list).toMatchObject({ fullPath: '/tszy/list', view: 'tszy/permit-list', title: '作业票列表', hidden: false });
    // Hidden entries are routes too.
    expect(byPath(tszy.children ?? [], 'detail/:id')).toMatchObject({ hidden: true, view: 'tszy/permit-detail' });
  });

  it('turns a redirect into an index child, so / leads to the affix workbench', () => {
    const specs = buildRouteSpecs(defaultMenu);
    const home = byPath(specs, '/');
    expect(home.children?.[0]).toMatchObject({ index: true, view: null, redirect: '/dashboard' });
    expect(byPath(home.children ?? [], 'dashboard')).toMatchObject({
      fullPath: '/dashboard',
      view: 'dashboard/workbench',
      title: '工作台',
      meta: { affix: true },
    });
    expect(byPath(specs, '/tszy').children?.[0]).toMatchObject({ index: true, redirect: '/tszy/list' });
  });

  it('gives an entry without children an index child rendering its own component inside the layout', () => {
    const menu: MenuNode[] = [{ path: '/AiWeb', name: 'Ai', component: 'ai/assistant', meta: { title: 'AI助手' } }];
    const ai = byPath(buildRouteSpecs(menu), '/AiWeb');
    expect(ai.view).toBe('Layout');
    expect(ai.children).toEqual([expect.objectContaining({ index: true, view: 'ai/assistant', title: 'AI助手', fullPath: '/AiWeb' })]);
  });

  it('leads a group without redirect to its first visible child, and nests deeper groups with an outlet', () => {
    const menu: MenuNode[] = [
      {
        path: '/org',
        name: 'Org',
        component: 'Layout',
        children: [
          { path: 'hidden', name: 'H', component: 'org/hidden', hidden: true },
          {
            path: 'dept',
            name: 'Dept',
            component: 'ParentView',
            redirect: '/org/dept/list',
            children: [{ path: 'list', name: 'DeptList', component: 'org/dept-list', meta: { title: '部门' } }],
          },
        ],
      },
    ];
    const org = byPath(buildRouteSpecs(menu), '/org');
    expect(org.children?.[0]).toMatchObject({ index: true, redirect: '/org/dept' });
    const dept = byPath(org.children ?? [], 'dept');
    expect(dept.view).toBe('ParentView');
    expect(dept.children?.[0]).toMatchObject({ index: true, redirect: '/org/dept/list' });
    expect(byPath(dept.children ?? [], 'list').fullPath).toBe('/org/dept/list');
  });

  it('adds the workbench when the menu has no / entry, and hoists absolute children that lie elsewhere', () => {
    const menu: MenuNode[] = [
      { path: '/a', name: 'A', component: 'Layout', children: [{ path: '/b/page', name: 'B', component: 'x/y', meta: { title: 'B页' } }] },
    ];
    const specs = buildRouteSpecs(menu);
    expect(specs[0].path).toBe('/');
    expect(specs[0].children?.[1]).toMatchObject({ path: DEFAULT_HOME_MENU.children?.[0].path, view: 'dashboard/workbench' });
    const orphans = specs.find((s) => s.id === '#orphans');
    expect(orphans?.view).toBe('Layout');
    expect(orphans?.path).toBeUndefined();
    expect(orphans?.children).toEqual([expect.objectContaining({ path: '/b/page', view: 'x/y' })]);
  });

  it('joins entries sharing a path (the administrator sees both version variants)', () => {
    const specs = buildRouteSpecs(defaultMenu);
    expect(specs.filter((s) => s.path === '/qing-dan')).toHaveLength(1);
    const children = byPath(specs, '/qing-dan').children ?? [];
    expect(children.map((c) => c.path ?? '#index')).toEqual([
      '#index',
      'workbench',
      'list',
      'task',
      'task-item/:id',
      'statistics',
      'duty-list',
      'duty-template',
    ]);
    expect(byPath(children, 'workbench').view).toBe('qing-dan/v1/workbench');
  });

  it('gives every page a unique full path', () => {
    const pages = flattenRouteSpecs(buildRouteSpecs(defaultMenu)).filter((s) => !s.redirect);
    const paths = pages.map((p) => p.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/basic-security-manage/enterprise-info');
    expect(paths).toContain('/system/menu');
  });
});

describe('path helpers', () => {
  it('relativeTo answers the path below a parent, or null elsewhere', () => {
    expect(relativeTo('/', '/dashboard')).toBe('dashboard');
    expect(relativeTo('/tszy', '/tszy/detail/:id')).toBe('detail/:id');
    expect(relativeTo('/tszy', '/tszy')).toBe('');
    expect(relativeTo('/tszy', '/tszyx/list')).toBeNull();
  });

  it('mergeSamePath keeps the first entry and joins children', () => {
    const merged = mergeSamePath(
      [
        { path: '/x', name: 'X1', children: [{ path: 'a', name: 'A' }] },
        { path: '/x', name: 'X2', children: [{ path: 'b', name: 'B' }] },
        { path: '/y', name: 'Y' },
      ],
      '',
    );
    expect(merged.map((m) => m.name)).toEqual(['X1', 'Y']);
    expect(merged[0].children?.map((c) => c.name)).toEqual(['A', 'B']);
  });
});
