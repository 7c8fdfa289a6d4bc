import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import { resolveMenu } from '../../src/client/router/menu-paths.ts';
import {
  addView,
  affixViews,
  cachedPaths,
  closeAllViews,
  closeOtherViews,
  closeView,
  nextLocation,
  viewOf,
  withAffix,
  type VisitedView,
} from '../../src/client/layout/visited-views.ts';
import { useTagsStore } from '../../src/client/stores/tags-store.ts';
import { useSessionStore } from '../../src/client/stores/session-store.ts';

const menu: MenuNode[] = [
  {
    path: '/',
    name: 'Root',
    component: 'Layout',
    redirect: '/dashboard',
    children: [{ path: 'dashboard', name: 'Dashboard', meta: { title: '工作台', affix: true } }],
  },
  {
    path: '/tszy',
    name: 'Tszy',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '特殊作业' },
    children: [
      { path: 'list', name: 'TszyList', meta: { title: '作业票列表' } },
      { path: 'create', name: 'TszyCreate', hidden: true, meta: { title: '作业票申请', noCache: true } },
      { path: 'detail/:id', name: 'TszyDetail', hidden: true, meta: { title: '作业票详情' } },
    ],
  },
];
const resolved = resolveMenu(menu);

const dash: VisitedView = { path: '/dashboard', fullPath: '/dashboard', title: '工作台', affix: true };
const list: VisitedView = { path: '/tszy/list', fullPath: '/tszy/list', title: '作业票列表' };
const create: VisitedView = { path: '/tszy/create', fullPath: '/tszy/create', title: '作业票申请', noCache: true };
const detail: VisitedView = { path: '/tszy/detail/7', fullPath: '/tszy/detail/7?tab=2', title: '作业票详情' };

describe('visited views (pure)', () => {
  it('derives a view from the menu entry of a location, with affix and noCache', () => {
    expect(viewOf(resolved, '/dashboard')).toEqual(dash);
    expect(viewOf(resolved, '/tszy/detail/7', '?tab=2')).toEqual(detail);
    expect(viewOf(resolved, '/tszy/create')).toEqual(create);
    expect(viewOf(resolved, '/nowhere')).toBeNull();
    // An entry without a title (the root) gives no tab, nor does a group that leads on to its pages.
    expect(viewOf(resolved, '/')).toBeNull();
    expect(viewOf(resolved, '/tszy')).toBeNull();
  });

  it('collects the pinned views of the whole menu', () => {
    expect(affixViews(resolved)).toEqual([dash]);
  });

  it('adds a new view at the end and updates a known one in place', () => {
    const views = addView(addView([dash], list), detail);
    expect(views.map((v) => v.path)).toEqual(['/dashboard', '/tszy/list', '/tszy/detail/7']);
    const again = addView(views, { ...detail, fullPath: '/tszy/detail/7?tab=3' });
    expect(again.map((v) => v.fullPath)).toEqual(['/dashboard', '/tszy/list', '/tszy/detail/7?tab=3']);
    // An unchanged visit keeps the same array (no store update).
    expect(addView(views, list)).toBe(views);
  });

  it('puts missing pinned views first and keeps present ones', () => {
    expect(withAffix([list], [dash])).toEqual([dash, list]);
    const both = [dash, list];
    expect(withAffix(both, [dash])).toBe(both);
  });

  it.each([
    ['close one', closeView([dash, list, detail], '/tszy/list'), ['/dashboard', '/tszy/detail/7']],
    ['close a pinned one (stays)', closeView([dash, list], '/dashboard'), ['/dashboard', '/tszy/list']],
    ['close others', closeOtherViews([dash, list, detail, create], '/tszy/detail/7'), ['/dashboard', '/tszy/detail/7']],
    ['close others of the pinned one', closeOtherViews([dash, list, detail], '/dashboard'), ['/dashboard']],
    ['close all keeps pinned', closeAllViews([dash, list, detail]), ['/dashboard']],
    ['close all without pinned', closeAllViews([list, detail]), []],
  ])('%s', (_name, views, paths) => {
    expect(views.map((v) => v.path)).toEqual(paths);
  });

  it('says where to go after closing', () => {
    // The active view is still open: stay.
    expect(nextLocation([dash, list], '/tszy/list')).toBeNull();
    // The active view closed: the last remaining tab (with its query).
    expect(nextLocation([dash, detail], '/tszy/list')).toBe('/tszy/detail/7?tab=2');
    // Nothing left: the fallback.
    expect(nextLocation([], '/tszy/list', '/')).toBe('/');
  });

  it('keeps alive the views not marked noCache', () => {
    expect(cachedPaths([dash, list, create, detail])).toEqual(['/dashboard', '/tszy/list', '/tszy/detail/7']);
  });
});

describe('tags store', () => {
  beforeEach(() => useTagsStore.getState().reset());

  it('runs the tab operations on its state', () => {
    const s = useTagsStore.getState();
    s.addView(list);
    s.initAffix([dash]);
    s.addView(detail);
    s.addView(create);
    expect(useTagsStore.getState().visitedViews.map((v) => v.path)).toEqual([
      '/dashboard',
      '/tszy/list',
      '/tszy/detail/7',
      '/tszy/create',
    ]);
    s.closeView('/tszy/list');
    s.closeView('/dashboard');
    expect(useTagsStore.getState().visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/tszy/detail/7', '/tszy/create']);
    s.closeOthers('/tszy/create');
    expect(useTagsStore.getState().visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/tszy/create']);
    s.closeAll();
    expect(useTagsStore.getState().visitedViews).toEqual([dash]);
  });

  it('counts refreshes per path', () => {
    const s = useTagsStore.getState();
    s.refreshView('/tszy/list');
    s.refreshView('/tszy/list');
    expect(useTagsStore.getState().refreshCounts).toEqual({ '/tszy/list': 2 });
  });

  it('forgets the tabs when the session ends', () => {
    useSessionStore.setState({ token: 'token-of-a-session' });
    useTagsStore.getState().addView(list);
    useSessionStore.setState({ token: '' });
    expect(useTagsStore.getState().visitedViews).toEqual([]);
  });
});
