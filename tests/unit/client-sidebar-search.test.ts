import { describe, expect, it } from 'vitest';
import type { SidebarEntry } from '../../src/client/layout/sidebar-items.ts';
import { matchRange, searchSidebar } from '../../src/client/layout/sidebar-search.ts';

const MENU: SidebarEntry[] = [
  { key: '/dashboard', title: '工作台', icon: 'dashboard' },
  {
    key: '/tszy',
    title: '特殊作业',
    icon: 'fire',
    children: [
      { key: '/tszy/list', title: '作业票列表' },
      { key: '/tszy/plan', title: '作业计划' },
      { key: '/tszy/statistics', title: '作业票统计' },
    ],
  },
  {
    key: '/system',
    title: '系统管理',
    children: [
      { key: '/system/user', title: '用户管理' },
      { key: '/system/more', title: '更多设置', children: [{ key: '/system/more/api', title: 'API 密钥' }] },
    ],
  },
];

describe('searchSidebar', () => {
  it.each([
    ['', [], [], 'no search: nothing kept'],
    ['   ', [], [], 'blank: nothing kept'],
    ['作业票', ['/tszy/list', '/tszy/statistics'], ['/tszy'], 'leaves with their group, open'],
    [' 计划 ', ['/tszy/plan'], ['/tszy'], 'trimmed'],
    ['特殊作业', ['/tszy/list', '/tszy/plan', '/tszy/statistics'], ['/tszy'], 'a group: all its entries'],
    ['api', ['/system/more/api'], ['/system', '/system/more'], 'nested, case-insensitive, outer group first'],
    ['工作', ['/dashboard'], [], 'a top-level leaf'],
    ['作业', ['/tszy/list', '/tszy/plan', '/tszy/statistics'], ['/tszy'], 'the group matches too: no duplicates'],
    ['不存在', [], [], 'no match'],
  ])('%j: %s', (query, leaves, openKeys) => {
    const found = searchSidebar(MENU, query);
    expect(found.leaves.map((l) => l.key)).toEqual(leaves);
    expect(found.openKeys).toEqual(openKeys);
  });

  it('keeps the menu order and the groups of each leaf', () => {
    const found = searchSidebar(MENU, '管理');
    expect(found.entries.map((e) => e.key)).toEqual(['/system']);
    expect(found.leaves).toEqual([
      { key: '/system/user', title: '用户管理', groups: ['系统管理'] },
      { key: '/system/more/api', title: 'API 密钥', groups: ['系统管理', '更多设置'] },
    ]);
    // Leaves of a kept group that do not match stay out only when the group itself does not match.
    expect(searchSidebar(MENU, '用户').entries).toEqual([{ ...MENU[2], children: [MENU[2].children?.[0]] }]);
  });
});

describe('matchRange', () => {
  it.each([
    ['作业票列表', '作业票', [0, 3]],
    ['作业票列表', '列表', [3, 5]],
    ['API 密钥', 'api', [0, 3]],
    ['作业票列表', ' ', null],
    ['作业票列表', '计划', null],
  ])('%s / %j', (title, query, range) => {
    expect(matchRange(title, query)).toEqual(range);
  });
});
