// Checks of the configuration calls (POST /roleConfig, /fieldConfig): each refusal is a 400 naming the
// member at fault by its path ('DONG_HUO.slots.shenPiRen', 'caps.DONG_HUO.TE_JI', 'calendar.holidays').
import { defaultApprovalSlots, type KindSlotConfig, type TenantApprovalConfig } from '../../domain/approval-slots.ts';
import {
  DEFAULT_VALIDITY_CAPS,
  formatMinutes,
  isPermitKind,
  PERMIT_GRADE_LABELS,
  PERMIT_KIND_INFO,
  type PermitGrade,
  type PermitKind,
  type TenantValidityCaps,
} from '../../domain/permit-kinds.ts';
import { fieldError } from '../http/app-error.ts';
import { dayStart } from './permit-time.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function kindOf(key: string, path: string): PermitKind {
  if (!isPermitKind(key)) throw fieldError(path, `未知的作业类型：${key}`);
  return key;
}

/** The slots of a kind whatever its grade (the slot keys and their phase do not depend on the grade). */
function slotsOf(kind: PermitKind) {
  const grades = PERMIT_KIND_INFO[kind].grades;
  return defaultApprovalSlots(kind, grades[0] ?? null);
}

/** Role codes of the roles named by code or id; `roles` are the assignable roles. */
function rolesOf(value: unknown, path: string, roles: readonly { id: number; code: string }[]): string[] {
  if (!Array.isArray(value)) throw fieldError(path, '角色须为角色编码或角色ID的列表');
  const out: string[] = [];
  for (const r of value) {
    const hit = roles.find((x) => x.code === r || x.id === r || String(x.id) === r);
    if (!hit) throw fieldError(path, `未知的角色：${String(r)}`);
    if (!out.includes(hit.code)) out.push(hit.code);
  }
  return out;
}

function slotRoles(kind: PermitKind, value: unknown, path: string, roles: readonly { id: number; code: string }[]) {
  if (!isObject(value)) throw fieldError(path, '审批环节配置须为对象');
  const slots = slotsOf(kind);
  const out: Record<string, string[]> = {};
  for (const [key, v] of Object.entries(value)) {
    const p = `${path}.${key}`;
    const s = slots.find((x) => x.key === key);
    if (!s) throw fieldError(p, `${PERMIT_KIND_INFO[kind].shortName}作业票没有审批环节「${key}」`);
    const codes = rolesOf(v, p, roles);
    if (codes.length === 0 && s.phase === 'approve') throw fieldError(p, `审批环节「${s.title}」须至少指定一个角色`);
    out[key] = codes;
  }
  return out;
}

/** The approval configuration of POST /roleConfig, role ids turned into codes. */
export function checkApprovalConfig(body: unknown, roles: readonly { id: number; code: string }[]): TenantApprovalConfig {
  if (!isObject(body)) throw fieldError('body', '配置须为对象');
  const out: TenantApprovalConfig = {};
  for (const [k, v] of Object.entries(body)) {
    const kind = kindOf(k, k);
    if (!isObject(v)) throw fieldError(k, '作业类型配置须为对象');
    const entry: KindSlotConfig = {};
    for (const member of Object.keys(v)) {
      if (member !== 'slots' && member !== 'grades') throw fieldError(`${k}.${member}`, `不支持的配置项：${member}`);
    }
    if (v.slots !== undefined) entry.slots = slotRoles(kind, v.slots, `${k}.slots`, roles);
    if (v.grades !== undefined) {
      if (!isObject(v.grades)) throw fieldError(`${k}.grades`, '级别配置须为对象');
      const grades: Partial<Record<PermitGrade, Record<string, string[]>>> = {};
      for (const [g, gv] of Object.entries(v.grades)) {
        if (!(PERMIT_KIND_INFO[kind].grades as readonly string[]).includes(g)) {
          throw fieldError(`${k}.grades.${g}`, `${PERMIT_KIND_INFO[kind].shortName}作业没有级别「${g}」`);
        }
        grades[g as PermitGrade] = slotRoles(kind, gv, `${k}.grades.${g}`, roles);
      }
      entry.grades = grades;
    }
    out[kind] = entry;
  }
  return out;
}

/** The grade keys of a kind's caps: its grades, or '-' for a kind without grades. */
export function capKeys(kind: PermitKind): string[] {
  const g = PERMIT_KIND_INFO[kind].grades;
  return g.length ? [...g] : ['-'];
}

export const capKeyLabel = (key: string) => (key === '-' ? '不分级' : PERMIT_GRADE_LABELS[key as PermitGrade]);

/**
 * Caps in hours per kind and grade → minutes. A tenant may tighten the standard, never loosen it: a cap
 * above the standard's (8 h for 特级 hot work) or "no cap" (null) where the standard sets one is refused.
 */
export function checkCaps(body: unknown): TenantValidityCaps {
  if (!isObject(body)) throw fieldError('caps', '有效期配置须为对象');
  const out: TenantValidityCaps = {};
  for (const [k, v] of Object.entries(body)) {
    const kind = kindOf(k, `caps.${k}`);
    if (!isObject(v)) throw fieldError(`caps.${k}`, '有效期配置须按级别填写小时数');
    const perGrade: Record<string, number | null> = {};
    for (const [g, hours] of Object.entries(v)) {
      const p = `caps.${k}.${g}`;
      if (!capKeys(kind).includes(g)) throw fieldError(p, `${PERMIT_KIND_INFO[kind].shortName}作业没有级别「${g}」`);
      const standard = DEFAULT_VALIDITY_CAPS[kind][g] ?? null;
      if (hours === null) {
        if (standard !== null) throw fieldError(p, `国家标准规定有效期不超过${formatMinutes(standard)}，不能设为不限`);
        perGrade[g] = null;
        continue;
      }
      if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) throw fieldError(p, '有效期须为大于 0 的小时数');
      const minutes = Math.round(hours * 60);
      if (minutes < 1) throw fieldError(p, '有效期须为大于 0 的小时数');
      if (standard !== null && minutes > standard) {
        throw fieldError(p, `有效期不能超过国家标准规定的上限（${formatMinutes(standard)}）`);
      }
      perGrade[g] = minutes;
    }
    out[kind] = perGrade;
  }
  return out;
}

/** A list of real local days 'YYYY-MM-DD', sorted and without repeats. */
export function checkDays(value: unknown, path: string): string[] {
  if (!Array.isArray(value)) throw fieldError(path, '日期须为列表');
  if (value.length > 400) throw fieldError(path, '日期不能超过400个');
  for (const d of value) {
    if (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d) || !dayStart(d)) {
      throw fieldError(path, `日期格式不正确：${String(d)}（应为 YYYY-MM-DD）`);
    }
  }
  return [...new Set(value as string[])].sort();
}

/** Holidays and 调休 workdays: a day cannot be both, and a workday must be a Saturday or a Sunday. */
export function checkCalendar(holidays: string[], workdays: string[]): void {
  const both = holidays.find((d) => workdays.includes(d));
  if (both) throw fieldError('calendar.workdays', `${both} 不能同时是节假日和调休工作日`);
  const weekday = workdays.find((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
  if (weekday) throw fieldError('calendar.workdays', `${weekday} 不是周末，无需设为调休工作日`);
}
