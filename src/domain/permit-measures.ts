// A permit's safety measures (安全措施, issue 16 item 5; docs/permits.md "Safety measures"). The enterprise's measure
// templates (措施模板, resource action-template) say for which kind and grades a measure applies and when it is carried
// out (作业前 / 作业中 / 作业结束); a permit's list is filled from them and each measure is confirmed by a named person.
// Pure: the rules shared by the server (the template hook, the read route, submit) and the form.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { heightGrade, liftingGrade } from './permit-grade.ts';
import { gradeLabel, isPermitKind, parseGrade, PERMIT_GRADE_LABELS, PERMIT_KIND_INFO, type PermitGrade, type PermitKind } from './permit-kinds.ts';

/** When a measure is carried out and confirmed: before the work (before submission), during it, at its end. */
export type MeasurePhase = 'before' | 'during' | 'after';
export const MEASURE_PHASES: readonly MeasurePhase[] = Object.freeze(['before', 'during', 'after']);

/** A measure template as the rules read it (the fields of schemas/resources/action-template.json). */
export interface MeasureTemplate {
  id: number;
  workType: string;
  /** The grades it applies to; empty or absent: every grade of the kind. */
  grades?: readonly string[] | null;
  phase: MeasurePhase;
  content: string;
}

/** A template as `GET /{kind}/measureTemplates` answers it: the rules' fields and what the form shows. */
export interface MeasureTemplateView extends MeasureTemplate {
  name: string;
  measureType: string | null;
  confirmRole: string | null;
  needPhoto: boolean;
  basis: string | null;
}

/** One row of a permit's `anQuanCuoShi` (the form files' definition). */
export interface PermitMeasure {
  cuoShi: string;
  /** 是否涉及: false marks a measure that does not apply to this work (nothing to confirm). */
  sheJi?: boolean;
  /** The confirming person's name (filled by the server from `queRenRenYuan`). */
  queRenRen?: string;
  /** The confirming person: a staff id. */
  queRenRenYuan?: number;
  /** Photos of the measure carried out (file ids). */
  zhaoPian?: readonly string[];
  /** The template it came from. */
  muBan?: number;
  /** Its phase; absent: before the work (Annex A's checklist is confirmed before approval). */
  jieDuan?: MeasurePhase;
}

/**
 * Why a template's grades do not fit its kind (the first grade that is not one of the kind's, or any grade for a kind
 * without grades), or null. The grades are codes (`ER_JI`, `II`).
 */
export function templateGradesProblem(workType: string, grades: readonly unknown[] | null | undefined): Text | null {
  if (!grades || grades.length === 0 || !isPermitKind(workType)) return null;
  const own = PERMIT_KIND_INFO[workType].grades;
  const kind = PERMIT_KIND_INFO[workType].name;
  if (own.length === 0) return text('permits.measures.kindWithoutGrades', { kind });
  const wrong = grades.find((g) => !own.includes(g as PermitGrade));
  if (wrong === undefined) return null;
  const label = typeof wrong === 'string' && Object.hasOwn(PERMIT_GRADE_LABELS, wrong) ? gradeLabel(wrong as PermitGrade) : String(wrong);
  return text('permits.measures.gradeNotOfKind', { grade: label, kind, grades: own.map((g) => gradeLabel(g)).join('、') });
}

/** True when `t` applies to a permit of `kind` graded `grade` (a permit not graded yet takes the templates for every grade). */
export function templateApplies(t: MeasureTemplate, kind: PermitKind, grade: PermitGrade | null): boolean {
  if (t.workType !== kind) return false;
  const grades = t.grades ?? [];
  if (grades.length === 0) return true;
  return grade !== null && grades.includes(grade);
}

/** The permit measure a template gives: involved, not yet confirmed. */
export function measureOf(t: MeasureTemplate): PermitMeasure {
  return { cuoShi: t.content.trim(), sheJi: true, muBan: t.id, jieDuan: t.phase };
}

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

/**
 * The list with the templates' measures added after the measures present, in the templates' order; a template already
 * on the list (by its id, or a measure of the same text) is not added again. Nothing present is changed or dropped: a
 * re-graded permit keeps its confirmed measures.
 */
export function mergeTemplateMeasures<M extends PermitMeasure>(present: readonly M[], templates: readonly MeasureTemplate[]): { measures: (M | PermitMeasure)[]; added: number; already: number } {
  const out: (M | PermitMeasure)[] = [...present];
  let added = 0;
  let already = 0;
  for (const t of templates) {
    if (out.some((m) => m.muBan === t.id || sameText(m.cuoShi ?? '', t.content))) {
      already += 1;
      continue;
    }
    out.push(measureOf(t));
    added += 1;
  }
  return { measures: out, added, already };
}

/** True when a measure names its confirming person (a staff member picked, or a name). */
export function isConfirmed(m: PermitMeasure): boolean {
  return typeof m.queRenRenYuan === 'number' || (typeof m.queRenRen === 'string' && m.queRenRen.trim() !== '');
}

/** True when a measure must be confirmed before submission: of the phase 作业前 (or none) and involved. */
export function confirmedBeforeSubmit(m: PermitMeasure): boolean {
  return (m.jieDuan ?? 'before') === 'before' && m.sheJi !== false;
}

/**
 * Why a permit with these measures cannot be submitted: the first 作业前 measure involved and not confirmed, named by
 * its number and text; null when every such measure is confirmed.
 */
export function unconfirmedMeasureRefusal(measures: readonly PermitMeasure[] | null | undefined): Text | null {
  const list = measures ?? [];
  const i = list.findIndex((m) => confirmedBeforeSubmit(m) && !isConfirmed(m));
  if (i < 0) return null;
  const measure = list[i].cuoShi.length > 40 ? `${list[i].cuoShi.slice(0, 40)}…` : list[i].cuoShi;
  return text('permits.measures.unconfirmed', { n: i + 1, measure });
}

/**
 * The grade a form gives before the server grades it, for choosing templates: hot work's chosen 动火作业级别, height's
 * and lifting's from the height (with the hazards) and the mass; null when not known yet or for kinds without grades.
 * The server's grade may be higher (night, rest day, the site's weather); the templates of that grade can be added again.
 */
export function chosenGrade(kind: PermitKind, form: Readonly<Record<string, unknown>>): PermitGrade | null {
  if (kind === 'DONG_HUO') return typeof form.dongHuoJiBie === 'string' ? parseGrade(kind, form.dongHuoJiBie) : null;
  if (kind === 'GAO_CHU' && typeof form.zuoYeGaoDu === 'number') {
    const hazards = Array.isArray(form.keGuanWeiXianYinSu) ? (form.keGuanWeiXianYinSu as string[]) : [];
    return heightGrade({ heightM: form.zuoYeGaoDu, hazards }).grade;
  }
  if (kind === 'DIAO_ZHUANG' && typeof form.diaoZhuangZhiLiang === 'number') return liftingGrade({ massT: form.diaoZhuangZhiLiang }).grade;
  return null;
}

/**
 * Why a permit with these measures cannot be submitted for want of a photo: the first 作业前 measure involved whose
 * template asks for a photo (`photoTemplates`, the ids of those templates: 需拍照) and that has none, named by its number
 * and text; null when none is missing.
 */
export function missingPhotoRefusal(measures: readonly PermitMeasure[] | null | undefined, photoTemplates: ReadonlySet<number>): Text | null {
  const list = measures ?? [];
  const i = list.findIndex((m) => confirmedBeforeSubmit(m) && m.muBan !== undefined && photoTemplates.has(m.muBan) && !(m.zhaoPian?.length ?? 0));
  if (i < 0) return null;
  const measure = list[i].cuoShi.length > 40 ? `${list[i].cuoShi.slice(0, 40)}…` : list[i].cuoShi;
  return text('permits.measures.photoMissing', { n: i + 1, measure });
}

/** Who confirms a template's measures (action-template `confirmRole`): 作业负责人, 作业人, 监护人, 所在单位负责人, 安全管理人员. */
export const CONFIRM_ROLES = Object.freeze(['leader', 'worker', 'guardian', 'unit_leader', 'safety_manager'] as const);
export type ConfirmRole = (typeof CONFIRM_ROLES)[number];

/** A template's `confirmRole` as a role the rule checks; null when none, or a value it does not know (not checked). */
export function confirmRoleOf(value: unknown): ConfirmRole | null {
  return typeof value === 'string' && (CONFIRM_ROLES as readonly string[]).includes(value) ? (value as ConfirmRole) : null;
}

/** The people holding a role on a permit: by name (as the form names them) and by staff record. */
export interface RoleHolders {
  names: readonly string[];
  staffIds: readonly number[];
}

/** The holders of each role on a permit, and its 申请单位 (the unit whose leader `unit_leader` means). */
export interface ConfirmRoleFacts {
  holders: Readonly<Partial<Record<ConfirmRole, RoleHolders>>>;
  unit: string | null;
}

/** A measure's confirmer: a name, and the staff record when one was picked. */
export interface Confirmer {
  name: string | null;
  staffId: number | null;
}

/** The names a people field of the form gives ('陈明、刘洋' names two): split at 、，,；;/ and spaces. */
export function peopleNamed(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value.split(/[、，,；;/\s]+/).filter((s) => s !== '');
}

/** True when the confirmer holds the role: their staff record, or their name, is among its holders. */
export function holdsRole(who: Confirmer, holders: RoleHolders | undefined): boolean {
  if (!holders) return false;
  if (who.staffId !== null && holders.staffIds.includes(who.staffId)) return true;
  const name = who.name?.trim() ?? '';
  return name !== '' && holders.names.some((n) => n.trim() === name);
}

const measureLabel = (m: PermitMeasure) => (m.cuoShi.length > 40 ? `${m.cuoShi.slice(0, 40)}…` : m.cuoShi);

/**
 * Why `who` may not confirm measure number `index` (0-based) whose template asks for `role`: they do not hold it on
 * the permit (`facts`); the message names the measure, the role, the person and whose role it is. Null when they do.
 */
export function confirmerRoleRefusal(m: PermitMeasure, index: number, role: ConfirmRole, who: Confirmer, facts: ConfirmRoleFacts): Text | null {
  if (holdsRole(who, facts.holders[role])) return null;
  const name = who.name?.trim() || (who.staffId === null ? '' : String(who.staffId));
  const why = role === 'unit_leader' && facts.unit ? text('permits.measures.notHolder.unitLeaderOf', { unit: facts.unit }) : text(`permits.measures.notHolder.${role}`);
  return text('permits.measures.wrongConfirmer', { n: index + 1, measure: measureLabel(m), role: text(`permits.measures.role.${role}`), name, why });
}

/**
 * Why a permit with these measures cannot be submitted for the person confirming one: the first 作业前 measure
 * involved and confirmed whose template asks for a role (`templateRoles`: template id → role) and whose confirmer does
 * not hold it on the permit. Null when every such confirmer does.
 */
export function wrongConfirmerRefusal(measures: readonly PermitMeasure[] | null | undefined, templateRoles: ReadonlyMap<number, ConfirmRole>, facts: ConfirmRoleFacts): Text | null {
  for (const [i, m] of (measures ?? []).entries()) {
    if (!confirmedBeforeSubmit(m) || !isConfirmed(m) || m.muBan === undefined) continue;
    const role = templateRoles.get(m.muBan);
    if (!role) continue;
    const who = { name: typeof m.queRenRen === 'string' ? m.queRenRen : null, staffId: typeof m.queRenRenYuan === 'number' ? m.queRenRenYuan : null };
    const refused = confirmerRoleRefusal(m, i, role, who, facts);
    if (refused) return refused;
  }
  return null;
}
