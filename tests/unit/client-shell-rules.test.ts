import { describe, expect, it } from 'vitest';
import { ALL_MODULE_KEYS } from '../../src/domain/modules.ts';
import type { MenuNode } from '../../src/domain/menu-filter.ts';
import { pickActiveEnterprise } from '../../src/client/shell/active-enterprise.ts';
import { greetingOf } from '../../src/client/shell/greeting.ts';
import { moduleEntries } from '../../src/client/shell/module-entries.ts';
import {
  disabledModuleOf,
  enabledModules,
  firstSegment,
  gateAppliesTo,
  isBoardPath,
} from '../../src/client/shell/module-of-path.ts';
import { modelTitle, notificationLink, readOnRecordPage, workTypeLabel } from '../../src/client/shell/notification-link.ts';
import { countdownText, secondsLeft, SMS_COUNTDOWN_SECONDS } from '../../src/client/shell/sms-countdown.ts';

describe('notificationLink', () => {
  it.each([
    ['tszy', 7, '/tszy/detail/7'],
    ['xjxc', 3, '/xjxc/record?id=3'],
    ['yhpc', 4, '/yhpc/ticket?id=4'],
    ['wxbx', 5, '/equipment/repair?id=5'],
    ['qdgl', 6, '/qing-dan/task-item/6'],
    ['tszy', null, '/tszy/list'],
    ['qdgl', null, '/qing-dan/task'],
    ['other', 1, null],
    ['', 1, null],
  ])('%s item %s opens %s', (model, zuoYeId, link) => {
    expect(notificationLink({ model, zuoYeId })).toBe(link);
  });

  it.each([
    ['tszy', 7, true],
    ['tszy', null, false],
    ['xjxc', 3, false],
  ])('a %s notification of item %s is read on its record page: %s', (model, zuoYeId, read) => {
    expect(readOnRecordPage({ model, zuoYeId })).toBe(read);
  });

  it('names modules and work types', () => {
    expect(modelTitle('wxbx')).toBe('维修报修');
    expect(modelTitle('nope')).toBe('');
    expect(workTypeLabel('DONG_HUO')).toBe('动火作业');
    expect(workTypeLabel('SHOU_XIAN')).toBe('受限空间作业');
    expect(workTypeLabel('XYZ')).toBe('XYZ');
    expect(workTypeLabel(null)).toBe('');
  });
});

describe('module of path', () => {
  it.each([
    ['/tszy/list', 'tszy'],
    ['tszy/list', 'tszy'],
    ['/qing-dan/task?id=1', 'qing-dan'],
    ['/', ''],
    ['', ''],
    ['//dashboard#x', 'dashboard'],
  ])('first segment of %s is %s', (path, seg) => {
    expect(firstSegment(path)).toBe(seg);
  });

  it.each([
    ['/rydw/detection-screen', true],
    ['/xjxc/board', true],
    ['/tszy/screen/1', true],
    ['/tszy/list', false],
    // The first segment alone does not make a board page.
    ['/board', false],
  ])('board page %s: %s', (path, board) => {
    expect(isBoardPath(path)).toBe(board);
  });

  const allButTszy = ALL_MODULE_KEYS.filter((k) => k !== 'tszy').join(',');
  it.each([
    ['/tszy/list', allButTszy, 'tszy'],
    ['/tszy', allButTszy, 'tszy'],
    ['/tszy/list', ALL_MODULE_KEYS.join(','), null],
    ['/xjxc/plan', 'tszy, xjxc', null],
    ['/xjxc/plan', 'tszy', 'xjxc'],
    ['/xjxc/plan', '', 'xjxc'],
    ['/xjxc/plan', null, 'xjxc'],
    ['/dashboard', '', null],
    ['/system/user', '', null],
    ['/rydw/detection-screen', '', null],
    ['/', '', null],
  ])('%s with haveModel %j: disabled module %s', (path, haveModel, expected) => {
    expect(disabledModuleOf(path, haveModel)).toBe(expected);
  });

  it('splits haveModel', () => {
    expect(enabledModules(' tszy, ,xjxc ')).toEqual(['tszy', 'xjxc']);
    expect(enabledModules(undefined)).toEqual([]);
  });

  it.each([
    [{ roles: ['qyUser'] }, true],
    [{ roles: ['qyStaff', 'generalManager'] }, true],
    [{ roles: ['admin'] }, false],
    [{ roles: ['readonlyUser'] }, false],
    [{ roles: ['qyUser'], isView: true }, false],
  ])('gate applies to %j: %s', (viewer, applies) => {
    expect(gateAppliesTo(viewer)).toBe(applies);
  });
});

describe('SMS countdown', () => {
  it('counts 120 seconds', () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(120);
    const t0 = 1_000_000;
    const deadline = t0 + SMS_COUNTDOWN_SECONDS * 1000;
    expect(secondsLeft(deadline, t0)).toBe(120);
    expect(secondsLeft(deadline, t0 + 1)).toBe(120);
    expect(secondsLeft(deadline, t0 + 1000)).toBe(119);
    expect(secondsLeft(deadline, deadline - 200)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5000)).toBe(0);
    expect(secondsLeft(Number.NaN, t0)).toBe(0);
  });

  it('labels the button', () => {
    expect(countdownText(0)).toBe('获取验证码');
    expect(countdownText(-3)).toBe('获取验证码');
    expect(countdownText(120)).toBe('120s后重新获取');
    expect(countdownText(1)).toBe('1s后重新获取');
  });
});

describe('active enterprise', () => {
  const group = [
    { id: 1001, qymc: '示例化工有限公司' },
    { id: 1002, qymc: '示例化工二厂' },
  ];
  it('restores the remembered one while it is in the list, else the default', () => {
    expect(pickActiveEnterprise(group, '1002')?.id).toBe(1002);
    expect(pickActiveEnterprise(group, '9999')?.id).toBe(1001);
    expect(pickActiveEnterprise(group, null)?.id).toBe(1001);
    expect(pickActiveEnterprise(group, '')?.id).toBe(1001);
    expect(pickActiveEnterprise([], '1002')).toBeNull();
  });
});

describe('module entries of the workbench', () => {
  const menu: MenuNode[] = [
    { path: '/', name: 'Root', component: 'Layout', children: [{ path: 'dashboard', name: 'Dashboard', component: 'dashboard/workbench' }] },
    {
      path: '/tszy',
      name: 'Tszy',
      component: 'Layout',
      module: 'tszy',
      children: [
        { path: 'create', name: 'Create', component: 'tszy/permit-edit', hidden: true },
        { path: 'list', name: 'List', component: 'tszy/permit-list' },
      ],
    },
    {
      path: '/xjxc',
      name: 'Xjxc',
      component: 'Layout',
      module: 'xjxc',
      children: [{ path: 'record/:id', name: 'Detail', component: 'xjxc/record-detail' }],
    },
    { path: '/yhpc', name: 'Yhpc', component: 'Layout', module: 'yhpc', children: [{ path: 'report', name: 'Report', component: 'yhpc/report' }] },
  ];

  it('lists enabled modules with a visible page, in module order', () => {
    expect(moduleEntries(menu, ['yhpc', 'tszy', 'xjxc'])).toEqual([
      { key: 'tszy', title: '特殊作业', path: '/tszy/list' },
      { key: 'yhpc', title: '隐患排查', path: '/yhpc/report' },
    ]);
    expect(moduleEntries(menu, ['yhpc'])).toEqual([{ key: 'yhpc', title: '隐患排查', path: '/yhpc/report' }]);
    expect(moduleEntries(menu, null).map((e) => e.key)).toEqual(['tszy', 'yhpc']);
    expect(moduleEntries([], null)).toEqual([]);
  });
});

describe('greeting', () => {
  it.each([
    [0, '晚上好'],
    [6, '早上好'],
    [10, '上午好'],
    [12, '中午好'],
    [15, '下午好'],
    [20, '晚上好'],
  ])('%i h: %s', (hour, text) => {
    expect(greetingOf(hour)).toBe(text);
  });
});
