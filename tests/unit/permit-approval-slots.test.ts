import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ROLES,
  approvalSlots,
  defaultApprovalSlots,
  gradeApproverRole,
  mergeApprovalSlots,
  roleCode,
  slotRoleNames,
} from '../../src/domain/approval-slots.ts';
import { PERMIT_KINDS, PERMIT_KIND_INFO, type PermitGrade, type PermitKind } from '../../src/domain/permit-kinds.ts';

const titles = (k: PermitKind, g: PermitGrade | null): string[] => defaultApprovalSlots(k, g).map((s) => s.title);
const approveRoles = (k: PermitKind, g: PermitGrade | null): string[] =>
  defaultApprovalSlots(k, g).filter((s) => s.phase === 'approve').map((s) => s.roles.join('|'));

describe('default slots (Annex A sign-off order)', () => {
  it.each<[PermitKind, PermitGrade | null, string[]]>([
    ['DONG_HUO', 'TE_JI', ['作业负责人意见', '所在单位意见', '安全管理部门意见', '动火审批人意见', '动火前，岗位当班班长验票情况', '完工验收']],
    ['SHOU_XIAN', null, ['作业负责人意见', '所在单位意见', '完工验收']],
    ['MANG_BAN', null, ['作业负责人意见', '所在单位意见', '完工验收']],
    ['GAO_CHU', 'II', ['作业负责人意见', '所在单位意见', '审核部门意见', '审批部门意见', '完工验收']],
    ['DIAO_ZHUANG', 'ER_JI', ['作业指挥意见', '所在单位意见', '审核部门意见', '审批部门意见', '完工验收']],
    ['YONG_DIAN', null, ['作业负责人意见', '用电单位意见', '配送电单位意见', '完工验收']],
    ['DONG_TU', null, ['作业负责人意见', '所在单位意见', '会签意见（水、电、汽、工艺、设备、消防、安全等相关部门）', '审批部门意见', '完工验收']],
    ['DUAN_LU', null, ['作业负责人意见', '所在单位意见', '会签意见（消防、安全管理部门）', '审批部门意见', '完工验收']],
    ['YI_BAN_SHI_GONG', null, []],
    ['DIAN_QI_GE_LI', null, []],
  ])('%s %s', (kind, grade, expected) => {
    expect(titles(kind, grade)).toEqual(expected);
  });

  it.each<[PermitKind, PermitGrade | null, string[]]>([
    ['DONG_HUO', 'TE_JI', ['workshopDirector', 'safetyDept', 'generalManager']],
    ['DONG_HUO', 'YI_JI', ['workshopDirector', 'safetyDept', 'safetyDept']],
    ['DONG_HUO', 'ER_JI', ['workshopDirector', 'safetyDept', 'workshopDirector']],
    ['SHOU_XIAN', null, ['workshopDirector']],
    ['MANG_BAN', null, ['workshopDirector']],
    ['GAO_CHU', 'I', ['workshopDirector', 'safetyDept', 'workshopDirector']],
    ['GAO_CHU', 'II', ['workshopDirector', 'safetyDept', 'safetyDept']],
    ['GAO_CHU', 'III', ['workshopDirector', 'safetyDept', 'safetyDept']],
    ['GAO_CHU', 'IV', ['workshopDirector', 'safetyDept', 'generalManager']],
    ['DIAO_ZHUANG', 'YI_JI', ['workshopDirector', 'safetyDept', 'generalManager']],
    ['DIAO_ZHUANG', 'ER_JI', ['workshopDirector', 'safetyDept', 'safetyDept']],
    ['DIAO_ZHUANG', 'SAN_JI', ['workshopDirector', 'safetyDept', 'safetyDept']],
    ['YONG_DIAN', null, ['workshopDirector', 'safetyDept']],
    ['DONG_TU', null, ['workshopDirector', 'safetyDept', 'safetyDept']],
    ['DUAN_LU', null, ['workshopDirector', 'safetyDept', 'safetyDept']],
  ])('approver roles of %s %s', (kind, grade, roles) => {
    expect(approveRoles(kind, grade)).toEqual(roles);
  });

  it('every kind with slots starts with an apply slot and ends with the acceptance', () => {
    for (const k of PERMIT_KINDS) {
      const grade = PERMIT_KIND_INFO[k].grades[0] ?? null;
      const slots = defaultApprovalSlots(k, grade);
      if (slots.length === 0) continue;
      expect(slots[0].phase).toBe('apply');
      expect(slots[slots.length - 1]).toMatchObject({ key: 'wanGongYanShou', phase: 'finish', roles: ['workshopDirector'] });
      expect(new Set(slots.map((s) => s.key)).size).toBe(slots.length);
      expect(Object.isFrozen(slots)).toBe(true);
    }
  });

  it('grade approver of the kinds without grades', () => {
    expect(gradeApproverRole('SHOU_XIAN', null)).toBe('workshopDirector');
    expect(gradeApproverRole('DONG_TU', null)).toBe('safetyDept');
  });
});

describe('roles', () => {
  it.each<[string | number, string]>([
    [766, 'generalManager'],
    ['769', 'safetyDept'],
    [770, 'workshopDirector'],
    ['safetyDept', 'safetyDept'],
    [1, '1'],
  ])('roleCode(%s) = %s', (input, code) => {
    expect(roleCode(input)).toBe(code);
  });

  it('ids of the demo roles', () => {
    expect(Object.values(APPROVAL_ROLES).map((r) => r.id)).toEqual([766, 769, 770]);
  });

  it('names of a slot roles', () => {
    const [leader, unit] = defaultApprovalSlots('DONG_HUO', 'TE_JI');
    expect(slotRoleNames(unit)).toBe('车间主任');
    expect(slotRoleNames(leader)).toBe('任何有权限的人员');
    expect(slotRoleNames({ ...unit, roles: ['safetyDept', 'chief'] })).toBe('安全管理部门或chief');
  });
});

describe('tenant configuration merged over the defaults', () => {
  it('kind-wide roles, grade roles win, ids become codes', () => {
    const cfg = {
      DONG_HUO: {
        slots: { suoZaiDanWei: ['plantManager'], shenPiRen: [769] },
        grades: { TE_JI: { shenPiRen: [766, 'chiefEngineer'] } },
      },
    };
    const te = approvalSlots('DONG_HUO', 'TE_JI', cfg);
    expect(te.find((s) => s.key === 'suoZaiDanWei')?.roles).toEqual(['plantManager']);
    expect(te.find((s) => s.key === 'shenPiRen')?.roles).toEqual(['generalManager', 'chiefEngineer']);
    const er = approvalSlots('DONG_HUO', 'ER_JI', cfg);
    expect(er.find((s) => s.key === 'shenPiRen')?.roles).toEqual(['safetyDept']);
    expect(er.map((s) => s.title)).toEqual(titles('DONG_HUO', 'ER_JI'));
  });

  it('no config keeps the defaults; other kinds untouched', () => {
    expect(approvalSlots('GAO_CHU', 'IV')).toEqual(defaultApprovalSlots('GAO_CHU', 'IV'));
    expect(approvalSlots('SHOU_XIAN', null, { DONG_HUO: { slots: { suoZaiDanWei: ['x'] } } })).toEqual(
      defaultApprovalSlots('SHOU_XIAN', null),
    );
  });

  it('unknown keys ignored; empty list ignored on approve slots, clears other phases; duplicates removed', () => {
    const d = defaultApprovalSlots('DONG_HUO', 'YI_JI');
    const m = mergeApprovalSlots(d, { nope: ['x'], suoZaiDanWei: [], wanGongYanShou: [], yanPiao: ['shiftLeader', 'shiftLeader'] });
    expect(m.find((s) => s.key === 'suoZaiDanWei')?.roles).toEqual(['workshopDirector']);
    expect(m.find((s) => s.key === 'wanGongYanShou')?.roles).toEqual([]);
    expect(m.find((s) => s.key === 'yanPiao')?.roles).toEqual(['shiftLeader']);
    expect(m).toHaveLength(d.length);
  });

  it('general construction and electrical isolation stay without slots', () => {
    expect(approvalSlots('YI_BAN_SHI_GONG', null, { YI_BAN_SHI_GONG: { slots: { fuZeRen: ['x'] } } })).toEqual([]);
    expect(approvalSlots('DIAN_QI_GE_LI', null)).toEqual([]);
  });
});
