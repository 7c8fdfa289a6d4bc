// Checks of the configuration calls (POST /roleConfig, /fieldConfig): each refusal is a 400 naming the
// member at fault by its path ('DONG_HUO.slots.shenPiRen', 'caps.DONG_HUO.TE_JI', 'calendar.holidays').
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import { text } from '../../domain/i18n/text.ts';
import { defaultApprovalSlots, type KindSlotConfig, type TenantApprovalConfig } from '../../domain/approval-slots.ts';
import {
  DEFAULT_VALIDITY_CAPS,
  durationText,
  isPermitKind,
  kindText,
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
  if (!isPermitKind(key)) throw fieldError(path, text('permits.config.unknownKind', { key }));
  return key;
}

/** The slots of a kind whatever its grade (the slot keys and their phase do not depend on the grade). */
function slotsOf(kind: PermitKind) {
  const grades = PERMIT_KIND_INFO[kind].grades;
  return defaultApprovalSlots(kind, grades[0] ?? null);
}

/** Role codes of the roles named by code or id; `roles` are the assignable roles. */
function rolesOf(value: unknown, path: string, roles: readonly { id: number; code: string }[]): string[] {
  if (!Array.isArray(value)) throw fieldError(path, text('permits.config.rolesList'));
  const out: string[] = [];
  for (const r of value) {
    const hit = roles.find((x) => x.code === r || x.id === r || String(x.id) === r);
    if (!hit) throw fieldError(path, text('permits.config.unknownRole', { role: String(r) }));
    if (!out.includes(hit.code)) out.push(hit.code);
  }
  return out;
}

function slotRoles(kind: PermitKind, value: unknown, path: string, roles: readonly { id: number; code: string }[]) {
  if (!isObject(value)) throw fieldError(path, text('permits.config.slotsObject'));
  const slots = slotsOf(kind);
  const out: Record<string, string[]> = {};
  for (const [key, v] of Object.entries(value)) {
    const p = `${path}.${key}`;
    const s = slots.find((x) => x.key === key);
    if (!s) throw fieldError(p, text('permits.config.noSuchSlot', { kind: kindText(kind), key }));
    const codes = rolesOf(v, p, roles);
    if (codes.length === 0 && s.phase === 'approve') throw fieldError(p, text('permits.config.slotNeedsRole', { slot: s.title }));
    out[key] = codes;
  }
  return out;
}

/** The approval configuration of POST /roleConfig, role ids turned into codes. */
export function checkApprovalConfig(body: unknown, roles: readonly { id: number; code: string }[]): TenantApprovalConfig {
  if (!isObject(body)) throw fieldError('body', text('permits.config.object'));
  const out: TenantApprovalConfig = {};
  for (const [k, v] of Object.entries(body)) {
    const kind = kindOf(k, k);
    if (!isObject(v)) throw fieldError(k, text('permits.config.kindObject'));
    const entry: KindSlotConfig = {};
    for (const member of Object.keys(v)) {
      if (member !== 'slots' && member !== 'grades') throw fieldError(`${k}.${member}`, text('permits.config.unsupported', { member }));
    }
    if (v.slots !== undefined) entry.slots = slotRoles(kind, v.slots, `${k}.slots`, roles);
    if (v.grades !== undefined) {
      if (!isObject(v.grades)) throw fieldError(`${k}.grades`, text('permits.config.gradesObject'));
      const grades: Partial<Record<PermitGrade, Record<string, string[]>>> = {};
      for (const [g, gv] of Object.entries(v.grades)) {
        if (!(PERMIT_KIND_INFO[kind].grades as readonly string[]).includes(g)) {
          throw fieldError(`${k}.grades.${g}`, text('permits.config.noSuchGrade', { kind: kindText(kind), grade: g }));
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

export const capKeyLabel = (key: string) => (key === '-' ? permitsZh['permits.config.ungraded'] : PERMIT_GRADE_LABELS[key as PermitGrade]);

/**
 * Caps in hours per kind and grade → minutes. A tenant may tighten the standard, never loosen it: a cap
 * above the standard's (8 h for 特级 hot work) or "no cap" (null) where the standard sets one is refused.
 */
export function checkCaps(body: unknown): TenantValidityCaps {
  if (!isObject(body)) throw fieldError('caps', text('permits.config.capsObject'));
  const out: TenantValidityCaps = {};
  for (const [k, v] of Object.entries(body)) {
    const kind = kindOf(k, `caps.${k}`);
    if (!isObject(v)) throw fieldError(`caps.${k}`, text('permits.config.capsPerGrade'));
    const perGrade: Record<string, number | null> = {};
    for (const [g, hours] of Object.entries(v)) {
      const p = `caps.${k}.${g}`;
      if (!capKeys(kind).includes(g)) throw fieldError(p, text('permits.config.noSuchGrade', { kind: kindText(kind), grade: g }));
      const standard = DEFAULT_VALIDITY_CAPS[kind][g] ?? null;
      if (hours === null) {
        if (standard !== null) throw fieldError(p, text('permits.config.capRequired', { cap: durationText(standard) }));
        perGrade[g] = null;
        continue;
      }
      if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) throw fieldError(p, text('permits.config.capPositive'));
      const minutes = Math.round(hours * 60);
      if (minutes < 1) throw fieldError(p, text('permits.config.capPositive'));
      if (standard !== null && minutes > standard) {
        throw fieldError(p, text('permits.config.capOverStandard', { cap: durationText(standard) }));
      }
      perGrade[g] = minutes;
    }
    out[kind] = perGrade;
  }
  return out;
}

/** A list of real local days 'YYYY-MM-DD', sorted and without repeats. */
export function checkDays(value: unknown, path: string): string[] {
  if (!Array.isArray(value)) throw fieldError(path, text('permits.config.daysList'));
  if (value.length > 400) throw fieldError(path, text('permits.config.daysTooMany'));
  for (const d of value) {
    if (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d) || !dayStart(d)) {
      throw fieldError(path, text('permits.config.badDay', { day: String(d) }));
    }
  }
  return [...new Set(value as string[])].sort();
}

/** Holidays and 调休 workdays: a day cannot be both, and a workday must be a Saturday or a Sunday. */
export function checkCalendar(holidays: string[], workdays: string[]): void {
  const both = holidays.find((d) => workdays.includes(d));
  if (both) throw fieldError('calendar.workdays', text('permits.config.dayBoth', { day: both }));
  const weekday = workdays.find((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
  if (weekday) throw fieldError('calendar.workdays', text('permits.config.notWeekend', { day: weekday }));
}
