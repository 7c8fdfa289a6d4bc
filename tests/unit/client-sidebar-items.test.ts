import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import { resolveMenu } from '../../src/client/router/menu-paths.ts';
import { openKeysFor, selectedKeyFor, sidebarEntries } from '../../src/client/layout/sidebar-items.ts';
import { crumbsOf } from '../../src/client/layout/crumbs-of.ts';

const menu: MenuNode[] = [
  {
    path: '/',
    name: 'Root',
    component: 'Layout',
    redirect: '/dashboard',
    children: [{ path: 'dashboard', name: 'Dashboard', meta: { title: '工作台', icon: 'dashboard', affix: true } }],
  },
  {
    path: '/tszy',
    name: 'Tszy',
    component: 'Layout',
    alwaysShow: true,
    redirect: '/tszy/list',
    meta: { title: '特殊作业', icon: 'fire' },
    children: [
      { path: 'list', name: 'TszyList', meta: { title: '作业票列表' } },
      { path: 'detail/:id', name: 'TszyDetail', hidden: true, meta: { title: '作业票详情' } },
    ],
  },
  {
    path: '/one',
    name: 'One',
    component: 'Layout',
    meta: { title: '单项', icon: 'list' },
    children: [
      { path: 'only', name: 'Only', meta: { title: '唯一子项' } },
      { path: 'secret', name: 'Secret', hidden: true, meta: { title: '隐藏项' } },
    ],
  },
  {
    path: '/equipment',
    name: 'Equipment',
    component: 'Layout',
    meta: { title: '设备管理', icon: 'component' },
    children: [
      { path: 'ledger', name: 'Ledger', meta: { title: '设备台账' } },
      { path: 'ledger/:id', name: 'LedgerDetail', hidden: true, meta: { title: '设备详情' } },
      { path: 'repair', name: 'Repair', meta: { title: '维修报修' } },
    ],
  },
  {
    path: '/AiWeb',
    name: 'AiWeb',
    component: 'Layout',
    hidden: true,
    meta: { title: 'AI助手', icon: 'ai' },
    children: [{ path: 'index', name: 'Ai', meta: { title: 'AI助手' } }],
  },
];
const resolved = resolveMenu(menu);
const entries = sidebarEntries(resolved);

describe('sidebar entries', () => {
  it('leaves hidden entries out, shows a single child directly unless alwaysShow', () => {
    expect(entries).toEqual([
      { key: '/dashboard', title: '工作台', icon: 'dashboard' },
      { key: '/tszy', title: '特殊作业', icon: 'fire', children: [{ key: '/tszy/list', title: '作业票列表' }] },
      { key: '/one/only', title: '唯一子项', icon: 'list' },
      {
        key: '/equipment',
        title: '设备管理',
        icon: 'component',
        children: [
          { key: '/equipment/ledger', title: '设备台账' },
          { key: '/equipment/repair', title: '维修报修' },
        ],
      },
    ]);
  });

  it('opens the submenus on the way to a page and highlights its entry', () => {
    expect(openKeysFor(entries, '/tszy/list')).toEqual(['/tszy']);
    expect(openKeysFor(entries, '/tszy/detail/3')).toEqual(['/tszy']);
    expect(openKeysFor(entries, '/dashboard')).toEqual([]);
    expect(selectedKeyFor(entries, '/tszy/list')).toBe('/tszy/list');
    // A hidden detail page highlights the list it belongs to, when its path extends the list's.
    expect(selectedKeyFor(entries, '/equipment/ledger/9')).toBe('/equipment/ledger');
    expect(selectedKeyFor(entries, '/tszy/detail/3')).toBeUndefined();
  });

  it('merges entries that share a path (both version variants of a menu)', () => {
    const list = { path: 'list', name: 'List', meta: { title: '清单列表' } };
    const duty = { path: 'duty', name: 'Duty', meta: { title: '履职清单' } };
    const group = { path: '/qing-dan', alwaysShow: true, meta: { title: '清单管理' } };
    const variants = resolveMenu([
      { ...group, name: 'V1', children: [list] },
      { ...group, name: 'V2', children: [duty, list] },
    ]);
    expect(sidebarEntries(variants)).toEqual([
      {
        key: '/qing-dan',
        title: '清单管理',
        children: [
          { key: '/qing-dan/list', title: '清单列表' },
          { key: '/qing-dan/duty', title: '履职清单' },
        ],
      },
    ]);
  });
});

describe('breadcrumb', () => {
  it.each([
    ['/dashboard', [{ title: '工作台' }]],
    [
      '/tszy/list',
      [
        { title: '工作台', to: '/dashboard' },
        { title: '特殊作业', to: '/tszy/list' },
        { title: '作业票列表' },
      ],
    ],
    [
      '/equipment/ledger/9',
      [
        { title: '工作台', to: '/dashboard' },
        { title: '设备管理', to: '/equipment' },
        { title: '设备详情' },
      ],
    ],
    ['/AiWeb/index', [{ title: '工作台', to: '/dashboard' }, { title: 'AI助手' }]],
  ])('%s', (pathname, crumbs) => {
    expect(crumbsOf(resolved, pathname)).toEqual(crumbs);
  });
});
