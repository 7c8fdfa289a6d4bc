// Default approval (opinion) slots per kind and grade: the sign-off order of the GB 30871-2022 Annex A forms
// and the approver of the grade of Annex B.1 (informative: a tenant may configure its own roles, 4.11b).
// See docs/permits.md for the mapping of the standard's approvers onto the demo roles.

import type { PermitGrade, PermitKind } from './permit-kinds.ts';
import { rulesZh } from './i18n/zh/rules.ts';
import { formatMessage, type Messages, type Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { joinTexts } from './rule-texts.ts';

const rulesChinese: Messages = rulesZh;

/** A rules message in Chinese (a role's words pass through as they are). */
function formatChinese(t: Text): string {
  return formatMessage(rulesChinese[t.id] ?? t.id, t.params, formatChinese);
}

/** Approval roles of the demo data (spec 001 §3.1: 766, 769, 770). */
export const APPROVAL_ROLES = Object.freeze({
  generalManager: Object.freeze({ id: 766, name: rulesZh['rules.role.generalManager'] }),
  safetyDept: Object.freeze({ id: 769, name: rulesZh['rules.role.safetyDept'] }),
  workshopDirector: Object.freeze({ id: 770, name: rulesZh['rules.role.workshopDirector'] }),
});
export type ApprovalRole = keyof typeof APPROVAL_ROLES;

/** Task role groups of spec 001 §3.1 (informative labels). */
export const TASK_ROLE_GROUPS = Object.freeze({
  operationLeader: '作业负责人任务',
  mainAndTechnicalLeader: '主要负责人及技术负责人任务',
});

/**
 * When a slot is signed: 'apply' by the submit action (the applicant's declaration), 'approve' one by one
 * while APPROVING, 'start' by the start action (验票), 'finish' by the finish action (完工验收).
 */
export type SlotPhase = 'apply' | 'approve' | 'start' | 'finish';

export interface ApprovalSlot {
  key: string;
  title: string;
  phase: SlotPhase;
  /** Role codes any of which may sign; empty = anyone allowed to act on the permit (no role check). */
  roles: readonly string[];
}

/** Role code of a role id (766 → 'generalManager') or a code; other values are kept as strings. */
export function roleCode(idOrCode: string | number): string {
  for (const [code, r] of Object.entries(APPROVAL_ROLES)) {
    if (idOrCode === r.id || idOrCode === String(r.id)) return code;
  }
  return String(idOrCode);
}

const GM = 'generalManager';
const SAFETY = 'safetyDept';
const WORKSHOP = 'workshopDirector';

function slot(key: string, title: string, phase: SlotPhase, roles: string[] = []): ApprovalSlot {
  return Object.freeze({ key, title, phase, roles: Object.freeze(roles) });
}

/** Approver role of the grade (Annex B.1); 专业部门 → safetyDept, 主管厂长/总工程师 → generalManager. */
export function gradeApproverRole(kind: PermitKind, grade: PermitGrade | null): string {
  if (kind === 'DONG_HUO') return grade === 'TE_JI' ? GM : grade === 'YI_JI' ? SAFETY : WORKSHOP;
  if (kind === 'GAO_CHU') return grade === 'IV' ? GM : grade === 'I' ? WORKSHOP : SAFETY;
  if (kind === 'DIAO_ZHUANG') return grade === 'YI_JI' ? GM : SAFETY;
  if (kind === 'SHOU_XIAN' || kind === 'MANG_BAN') return WORKSHOP;
  return SAFETY;
}

const LEADER = (): ApprovalSlot => slot('fuZeRen', '作业负责人意见', 'apply');
const UNIT = (): ApprovalSlot => slot('suoZaiDanWei', '所在单位意见', 'approve', [WORKSHOP]);
const ACCEPT = (): ApprovalSlot => slot('wanGongYanShou', '完工验收', 'finish', [WORKSHOP]);

/** The default slots of a kind and grade, in signing order; empty for 一般施工 and 电气隔离. */
export function defaultApprovalSlots(kind: PermitKind, grade: PermitGrade | null): readonly ApprovalSlot[] {
  const approver = gradeApproverRole(kind, grade);
  let slots: ApprovalSlot[];
  switch (kind) {
    case 'DONG_HUO':
      slots = [
        LEADER(),
        UNIT(),
        slot('anQuanBuMen', '安全管理部门意见', 'approve', [SAFETY]),
        slot('shenPiRen', '动火审批人意见', 'approve', [approver]),
        slot('yanPiao', '动火前，岗位当班班长验票情况', 'start'),
        ACCEPT(),
      ];
      break;
    case 'SHOU_XIAN':
    case 'MANG_BAN':
      slots = [LEADER(), slot('suoZaiDanWei', '所在单位意见', 'approve', [approver]), ACCEPT()];
      break;
    case 'GAO_CHU':
      slots = [
        LEADER(),
        UNIT(),
        slot('shenHeBuMen', '审核部门意见', 'approve', [SAFETY]),
        slot('shenPiBuMen', '审批部门意见', 'approve', [approver]),
        ACCEPT(),
      ];
      break;
    case 'DIAO_ZHUANG':
      slots = [
        slot('zuoYeZhiHui', '作业指挥意见', 'apply'),
        UNIT(),
        slot('shenHeBuMen', '审核部门意见', 'approve', [SAFETY]),
        slot('shenPiBuMen', '审批部门意见', 'approve', [approver]),
        ACCEPT(),
      ];
      break;
    case 'YONG_DIAN':
      slots = [
        LEADER(),
        slot('yongDianDanWei', '用电单位意见', 'approve', [WORKSHOP]),
        slot('peiSongDianDanWei', '配送电单位意见', 'approve', [SAFETY]),
        ACCEPT(),
      ];
      break;
    case 'DONG_TU':
      slots = [
        LEADER(),
        UNIT(),
        slot('huiQian', '会签意见（水、电、汽、工艺、设备、消防、安全等相关部门）', 'approve', [SAFETY]),
        slot('shenPiBuMen', '审批部门意见', 'approve', [approver]),
        ACCEPT(),
      ];
      break;
    case 'DUAN_LU':
      slots = [
        LEADER(),
        UNIT(),
        slot('huiQian', '会签意见（消防、安全管理部门）', 'approve', [SAFETY]),
        slot('shenPiBuMen', '审批部门意见', 'approve', [approver]),
        ACCEPT(),
      ];
      break;
    default:
      slots = [];
  }
  return Object.freeze(slots);
}

/** Roles per slot key; a grade entry wins over the kind-wide one. */
export interface KindSlotConfig {
  slots?: Readonly<Record<string, readonly (string | number)[]>>;
  grades?: Partial<Record<PermitGrade, Readonly<Record<string, readonly (string | number)[]>>>>;
}
export type TenantApprovalConfig = Partial<Record<PermitKind, KindSlotConfig>>;

/**
 * Merges a tenant's roles per slot over the defaults. Role ids (766) become codes; unknown slot keys are
 * ignored; an empty list is ignored for an 'approve' slot (an approval slot always needs a role) and
 * clears the role check of the other phases.
 */
export function mergeApprovalSlots(
  defaults: readonly ApprovalSlot[],
  overrides: Readonly<Record<string, readonly (string | number)[]>> | undefined,
): readonly ApprovalSlot[] {
  if (!overrides) return defaults;
  return Object.freeze(
    defaults.map((s) => {
      const o = overrides[s.key];
      if (!o) return s;
      const roles = [...new Set(o.map(roleCode).filter((r) => r.trim() !== ''))];
      if (roles.length === 0 && s.phase === 'approve') return s;
      return slot(s.key, s.title, s.phase, roles);
    }),
  );
}

/** The slots of a kind and grade for a tenant: defaults, then kind-wide overrides, then grade overrides. */
export function approvalSlots(
  kind: PermitKind,
  grade: PermitGrade | null,
  config?: TenantApprovalConfig,
): readonly ApprovalSlot[] {
  const k = config?.[kind];
  const kindWide = mergeApprovalSlots(defaultApprovalSlots(kind, grade), k?.slots);
  return grade ? mergeApprovalSlots(kindWide, k?.grades?.[grade]) : kindWide;
}

/** The names of a slot's roles ('安全管理部门或车间主任'), 'anyone authorised' when open, in the reader's language. */
export function slotRolesText(s: ApprovalSlot): Text {
  if (s.roles.length === 0) return text('rules.role.anyone');
  // A role of the tenant's own (not one of APPROVAL_ROLES) is named by its code, as it is in every language.
  const names = s.roles.map((r): Text => (r in APPROVAL_ROLES ? text(`rules.role.${r as ApprovalRole}`) : { id: r }));
  return joinTexts(names, 'rules.or') ?? text('rules.role.anyone');
}

/** Chinese names of a slot's roles ('安全管理部门'); '任何有权限的人员' when open. */
export function slotRoleNames(s: ApprovalSlot): string {
  return formatChinese(slotRolesText(s));
}
