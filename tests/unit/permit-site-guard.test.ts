// The guardian at the site (issue 16 item 8; src/domain/permit-site-guard.ts): who may act, when, which confirmation
// of a measure and which line of the confined-space record is refused and why, the stays, and the acceptance refused
// while someone is recorded inside (GB 30871—2022 6.8 c).
import { describe, expect, it } from 'vitest';
import { chineseOf as chineseText } from '../../src/server/http/app-error.ts';
import type { PermitState } from '../../src/domain/permit-lifecycle.ts';
import type { ConfirmRole, ConfirmRoleFacts, PermitMeasure } from '../../src/domain/permit-measures.ts';
import {
  confirmedByGuardian,
  entryRefusal,
  entryStays,
  finishRefusal,
  guardActorRefusal,
  guardStateRefusal,
  guardTimeRefusal,
  measureActorRefusal,
  measureCheckRefusal,
  type EntryLine,
  type GuardRefusal,
} from '../../src/domain/permit-site-guard.ts';

const said = (r: GuardRefusal | null) => (r ? { status: r.status, field: r.field, text: chineseText(r.reason) } : null);
const T0 = Date.UTC(2026, 10, 30, 1, 0); // 09:00 at the sites (UTC+8)
const min = (n: number) => T0 + n * 60_000;

describe('guardActorRefusal', () => {
  const people = { guardian: '陈明', leader: '张伟' };
  it.each([
    ['the guardian', people, '陈明', false, null],
    ['the guardian, spaces around the name', { guardian: ' 陈明 ', leader: null }, '陈明', false, null],
    ['the leader, allowed by the enterprise', people, '张伟', true, null],
    ['the leader, not allowed', people, '张伟', false, { status: 403, field: null, text: '只有本作业票的监护人（陈明）可以确认作业中的安全措施和登记出入' }],
    ['someone else, the leader allowed', people, '李安全', true, { status: 403, field: null, text: '只有本作业票的监护人（陈明）或作业负责人（张伟）可以确认作业中的安全措施和登记出入' }],
    ['an account without a staff record', people, null, true, { status: 403, field: null, text: '只有本作业票的监护人（陈明）或作业负责人（张伟）可以确认作业中的安全措施和登记出入' }],
    ['no guardian named', { guardian: null, leader: '张伟' }, '陈明', false, { status: 409, field: null, text: '作业票未填写监护人，无法登记；请在作业票中填写监护人' }],
    ['no guardian, the leader allowed', { guardian: '', leader: '张伟' }, '张伟', true, null],
  ] as const)('%s', (_, p, me, leaderMayGuard, expected) => {
    expect(said(guardActorRefusal(p, me, leaderMayGuard))).toEqual(expected);
  });
});

describe('measureActorRefusal: the holder of the template\'s role, else the guardian', () => {
  const people = { guardian: '陈明', leader: '张伟' };
  const facts: ConfirmRoleFacts = { holders: { guardian: { names: ['陈明'], staffIds: [] }, leader: { names: ['张伟'], staffIds: [] }, unit_leader: { names: ['赵志强'], staffIds: [31] } }, unit: '生产一车间' };
  const m: PermitMeasure = { cuoShi: '完工清理余火', sheJi: true, jieDuan: 'after', muBan: 7 };
  const staff = (name: string, staffId = 1) => ({ name, staffId });
  it.each([
    ['the leader on a leader measure, not allowed to guard', 'leader', staff('张伟'), false, null],
    ['the guardian on a leader measure', 'leader', staff('陈明'), true, { status: 409, field: 'index', text: '安全措施第3项「完工清理余火」须由作业负责人确认（措施模板要求），确认人陈明不是本作业票的作业负责人' }],
    ['the unit leader by staff record', 'unit_leader', staff('赵主任', 31), false, null],
    ['the leader allowed to guard, on a guardian measure', 'guardian', staff('张伟'), true, { status: 409, field: 'index', text: '安全措施第3项「完工清理余火」须由监护人确认（措施模板要求），确认人张伟不是本作业票的监护人' }],
    ['the guardian on a measure of no role', null, staff('陈明'), false, null],
    ['the leader on a measure of no role, not allowed', null, staff('张伟'), false, { status: 403, field: null, text: '只有本作业票的监护人（陈明）可以确认作业中的安全措施和登记出入' }],
    ['the leader on a measure of no role, allowed', null, staff('张伟'), true, null],
    ['an account named as the guardian but without a staff record', null, { name: '陈明', staffId: null }, false, { status: 403, field: null, text: '只有本作业票的监护人（陈明）可以确认作业中的安全措施和登记出入' }],
  ] as const)('%s', (_, role: ConfirmRole | null, who, leaderMayGuard, expected) => {
    expect(said(measureActorRefusal(m, 2, role, who, facts, people, leaderMayGuard))).toEqual(expected);
  });
});

describe('guardStateRefusal', () => {
  const ALL: PermitState[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'FINISHED', 'ARCHIVED', 'DISCARDED', 'EXPIRED', 'REMOVED'];
  it.each(ALL)('%s', (state) => {
    const r = guardStateRefusal(state, 'HJZA0000000000001');
    if (state === 'IN_PROGRESS') expect(r).toBeNull();
    else expect(said(r)).toMatchObject({ status: 409, field: null, text: expect.stringMatching(/^作业票 HJZA0000000000001 当前状态为「.+」：只有作业中的作业票/) });
  });
});

describe('guardTimeRefusal', () => {
  const now = new Date(min(60));
  const started = new Date(min(0));
  it.each([
    ['now', min(60), null],
    ['within the skew', min(60) + 59_000, null],
    ['in the future', min(62), { status: 400, field: 'at', text: '时间不能晚于当前时间（2026-11-30 10:00）' }],
    ['before the start', min(-1), { status: 400, field: 'at', text: '时间不能早于作业开始时间（2026-11-30 09:00）' }],
    ['at the start', min(0), null],
    ['not a time', Number.NaN, { status: 400, field: 'at', text: '时间格式不正确' }],
  ] as const)('%s', (_, at, expected) => {
    expect(said(guardTimeRefusal(new Date(at), now, started))).toEqual(expected);
  });
  it('no start known: only the future is refused', () => {
    expect(guardTimeRefusal(new Date(min(-600)), now, null)).toBeNull();
  });
});

describe('measures the guardian confirms', () => {
  const measures: PermitMeasure[] = [
    { cuoShi: '清理动火点周围可燃物', jieDuan: 'before', queRenRen: '张伟' },
    { cuoShi: '监护人全程在场监护', jieDuan: 'during' },
    { cuoShi: '清理余火', jieDuan: 'after' },
    { cuoShi: '设置警戒', jieDuan: 'during', sheJi: false },
    { cuoShi: '手写的措施' },
  ];
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])('measure %i: confirmed by the guardian %s', (i, yes) => {
    expect(confirmedByGuardian(measures[i])).toBe(yes);
  });
  const checks = [{ index: 2, byName: '陈明', at: new Date(min(30)) }];
  it.each([
    ['a 作业中 measure', 1, null],
    ['a 作业结束 measure already confirmed', 2, { status: 409, field: 'index', text: '安全措施第3项「清理余火」已由陈明于2026-11-30 09:30确认，不能重复确认' }],
    ['a 作业前 measure', 0, { status: 409, field: 'index', text: '安全措施第1项「清理动火点周围可燃物」是作业前的措施，已在提交前确认；监护人确认的是作业中和作业结束的措施' }],
    ['a measure without phase (作业前)', 4, { status: 409, field: 'index', text: '安全措施第5项「手写的措施」是作业前的措施，已在提交前确认；监护人确认的是作业中和作业结束的措施' }],
    ['a measure not involved', 3, { status: 409, field: 'index', text: '安全措施第4项「设置警戒」标记为不涉及，无需确认' }],
    ['no such measure', 5, { status: 400, field: 'index', text: '安全措施第6项不存在' }],
    ['a negative number', -1, { status: 400, field: 'index', text: '安全措施第0项不存在' }],
  ] as const)('%s', (_, index, expected) => {
    expect(said(measureCheckRefusal(measures, index, checks))).toEqual(expected);
  });
});

describe('entryRefusal', () => {
  const lines: EntryLine[] = [
    { person: '刘洋', direction: 'in', at: min(10) },
    { person: '张伟', direction: 'in', at: min(12) },
    { person: '张伟', direction: 'out', at: min(20) },
  ];
  const at = new Date(min(30));
  it.each([
    ['an entry of someone outside', '张伟', 'in', at, null],
    ['an entry of someone never in', '王芳', 'in', at, null],
    ['an exit of someone inside', '刘洋', 'out', at, null],
    ['a name with spaces, inside', ' 刘洋 ', 'out', at, null],
    ['an entry twice', '刘洋', 'in', at, { status: 409, field: 'person', text: '刘洋已在受限空间内，不能重复登记进入' }],
    ['an exit of someone not inside', '张伟', 'out', at, { status: 409, field: 'person', text: '张伟不在受限空间内，不能登记出来' }],
    ['an exit of someone never in', '王芳', 'out', at, { status: 409, field: 'person', text: '王芳不在受限空间内，不能登记出来' }],
    ['a blank name', '  ', 'in', at, { status: 400, field: 'person', text: '请填写进出人员的姓名' }],
    ['a time before the person’s last line', '张伟', 'in', new Date(min(19)), { status: 400, field: 'at', text: '出入时间不能早于张伟上一次的登记时间（2026-11-30 09:20）' }],
  ] as const)('%s', (_, person, direction, when, expected) => {
    expect(said(entryRefusal('SHOU_XIAN', lines, person, direction, when))).toEqual(expected);
  });
  it('another kind has no record', () => {
    expect(said(entryRefusal('DONG_HUO', [], '张伟', 'in', at))).toEqual({ status: 409, field: null, text: '只有受限空间作业需要登记人员出入' });
  });
});

describe('entryStays and finishRefusal', () => {
  const lines: EntryLine[] = [
    { person: '张伟', direction: 'out', at: min(20) },
    { person: '刘洋', direction: 'in', at: min(10) },
    { person: '张伟', direction: 'in', at: min(12) },
    { person: '张伟', direction: 'in', at: min(25) },
  ];
  it('pairs each entry with the exit that follows it, in the order people went in', () => {
    expect(entryStays(lines)).toEqual([
      { person: '刘洋', in: min(10), out: null },
      { person: '张伟', in: min(12), out: min(20) },
      { person: '张伟', in: min(25), out: null },
    ]);
  });
  it.each([
    ['nobody ever in', 'SHOU_XIAN', [], null],
    ['two inside', 'SHOU_XIAN', lines, '受限空间内还登记有2人（刘洋、张伟）：须全部登记出来、清点无误后才能完工验收（GB 30871—2022 6.8 c）'],
    ['everyone out', 'SHOU_XIAN', [...lines, { person: '刘洋', direction: 'out', at: min(40) }, { person: '张伟', direction: 'out', at: min(41) }], null],
    ['another kind', 'DONG_HUO', lines, null],
  ] as const)('%s', (_, kind, l, expected) => {
    const r = finishRefusal(kind, l as EntryLine[]);
    expect(r ? chineseText(r) : null).toBe(expected);
  });
});
