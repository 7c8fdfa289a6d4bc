// The bell's link to a workflow's record (issue 14 item 4; src/client/shell/notification-link.ts): a warning
// naming a resource and record opens the resource's menu page with `?detail=<id>` (a `resource/<key>` entry,
// or a menu key bound to the resource), and is marked read by that page; without such an entry, or without a
// resource, the spec's mapping of the five modules stays.
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import { modelTitle, notificationLink, readOnRecordPage, resourcePagePath } from '../../src/client/shell/notification-link.ts';

const MENU: MenuNode[] = [
  {
    path: '/yhpc',
    name: 'Yhpc',
    component: 'Layout',
    children: [
      { path: 'ticket', name: 'YhpcTicket', component: 'resource/hidden-danger' },
      { path: 'detail/:id', name: 'YhpcDetail', component: 'resource/rectify-plan' },
      { path: 'plans', name: 'YhpcPlans', component: 'resource/rectify-plan' },
    ],
  },
  { path: '/tszy', name: 'Tszy', component: 'Layout', children: [{ path: 'check-library', name: 'Lib', component: 'tszy/check-library' }] },
  { path: '/stsgl', name: 'Stsgl', component: 'Layout', children: [{ path: 'project', name: 'P', component: 'resource/sts-project' }] },
];

describe('resourcePagePath', () => {
  it.each([
    ['hidden-danger', '/yhpc/ticket'],
    // A detail route (with a parameter) is not the list page: the next entry is.
    ['rectify-plan', '/yhpc/plans'],
    // A menu key bound to a resource's page.
    ['check-library', '/tszy/check-library'],
    ['sts-project', '/stsgl/project'],
    ['nowhere', null],
  ])('%s → %s', (key, path) => {
    expect(resourcePagePath(MENU, key)).toBe(path);
  });
});

describe('notificationLink of a record', () => {
  it.each([
    [{ model: 'yhpc', zuoYeId: 7, resource: 'hidden-danger', recordId: 7 }, '/yhpc/ticket?detail=7'],
    [{ model: 'stsgl', zuoYeId: 3, resource: 'sts-project', recordId: 3 }, '/stsgl/project?detail=3'],
    // The resource has no page in this person's menu: the module's mapping.
    [{ model: 'yhpc', zuoYeId: 9, resource: 'nowhere', recordId: 9 }, '/yhpc/ticket?id=9'],
    [{ model: 'stsgl', zuoYeId: 3, resource: 'nowhere', recordId: 3 }, null],
    // The spec's five keep their pages.
    [{ model: 'tszy', zuoYeId: 5, resource: null, recordId: null }, '/tszy/detail/5'],
    [{ model: 'xjxc', zuoYeId: 2 }, '/xjxc/record?id=2'],
    [{ model: 'wxbx', zuoYeId: 4 }, '/equipment/repair?id=4'],
    [{ model: 'qdgl', zuoYeId: 6 }, '/qing-dan/task-item/6'],
  ])('%j → %s', (row, link) => {
    expect(notificationLink(row, MENU)).toBe(link);
  });

  it('without the menu, a record warning falls back to its module', () => {
    expect(notificationLink({ model: 'yhpc', zuoYeId: 7, resource: 'hidden-danger', recordId: 7 })).toBe('/yhpc/ticket?id=7');
  });

  it('the record page marks it read when it opens one; otherwise the list does', () => {
    expect(readOnRecordPage({ model: 'yhpc', zuoYeId: 7, resource: 'hidden-danger', recordId: 7 }, MENU)).toBe(true);
    expect(readOnRecordPage({ model: 'yhpc', zuoYeId: 7, resource: 'nowhere', recordId: 7 }, MENU)).toBe(false);
    expect(readOnRecordPage({ model: 'yhpc', zuoYeId: 7 }, MENU)).toBe(false);
    expect(readOnRecordPage({ model: 'tszy', zuoYeId: 7 }, MENU)).toBe(true);
  });

  it('names any module of a warning', () => {
    expect(modelTitle('stsgl')).toBe('三同时管理');
    expect(modelTitle('yhpc')).toBe('隐患排查');
  });
});
