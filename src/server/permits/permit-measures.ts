// A permit's safety measures on the server (issue 16 item 5; docs/permit-api.md "Safety measures"): the enterprise's
// enabled measure templates of a kind and grade (action-template, by their sort), the confirming staff member of a
// measure (`anQuanCuoShi[n].queRenRenYuan`, whose name fills 确认人 at saving; an unknown one is refused at the row),
// and the refusal of a submission while a 作业前 measure is unconfirmed, confirmed by someone not holding the role its
// template names (confirmRole), or lacks the photo its template asks for (409). The rules: src/domain/permit-measures.ts.
import { approvalSlots, type ApprovalRole } from '../../domain/approval-slots.ts';
import { text } from '../../domain/i18n/text.ts';
import {
  confirmedBeforeSubmit,
  confirmRoleOf,
  missingPhotoRefusal,
  peopleNamed,
  templateApplies,
  unconfirmedMeasureRefusal,
  wrongConfirmerRefusal,
  type ConfirmRole,
  type ConfirmRoleFacts,
  type MeasurePhase,
  type MeasureTemplateView,
  type PermitMeasure,
  type RoleHolders,
} from '../../domain/permit-measures.ts';
import type { PermitGrade, PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { tableName } from '../resources/registry.ts';
import { loadPermitConfig } from './permit-config-store.ts';

/** The enabled, live templates of the enterprise that apply to `kind` graded `grade`, in their sort order. */
export async function measureTemplatesFor(tx: Queryable, tenantId: number, kind: PermitKind, grade: PermitGrade | null): Promise<MeasureTemplateView[]> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id, data from ${tableName('action-template')}
      where tenant_id = $1 and not deleted and status = 1 and data->>'workType' = $2
      order by sort_order, id`,
    [tenantId, kind],
  );
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return rows
    .map(({ id, data }) => ({
      id: Number(id),
      name: String(data.name ?? ''),
      workType: String(data.workType ?? ''),
      grades: Array.isArray(data.grades) ? (data.grades as string[]) : [],
      phase: (str(data.phase) ?? 'before') as MeasurePhase,
      content: String(data.content ?? ''),
      measureType: str(data.measureType),
      confirmRole: str(data.confirmRole),
      needPhoto: data.needPhoto === true,
      basis: str(data.basis),
    }))
    .filter((t) => templateApplies(t, kind, grade));
}

const rowsOf = (data: Readonly<Record<string, unknown>>): Record<string, unknown>[] =>
  (Array.isArray(data.anQuanCuoShi) ? data.anQuanCuoShi : []).map((r: unknown) => (r && typeof r === 'object' ? { ...(r as Record<string, unknown>) } : {}));

/**
 * The form with each measure naming a staff member as its confirmer given that person's name as 确认人; a staff id
 * that is no live staff member of the enterprise is refused at its row (400).
 */
export async function namedConfirmers(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const rows = rowsOf(data);
  const ids = rows.flatMap((r) => (typeof r.queRenRenYuan === 'number' ? [r.queRenRenYuan] : []));
  if (!ids.length) return { ...data };
  const found = await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1 and not deleted and id = any($2::bigint[])', [tenantId, ids]);
  const names = new Map(found.map((r) => [Number(r.id), r.name]));
  for (const [i, r] of rows.entries()) {
    if (typeof r.queRenRenYuan !== 'number') continue;
    const name = names.get(r.queRenRenYuan);
    if (name === undefined) throw fieldError(`anQuanCuoShi.${i}.queRenRenYuan`, text('permits.measures.unknownConfirmer', { id: r.queRenRenYuan }));
    r.queRenRen = name.slice(0, 50);
  }
  return { ...data, anQuanCuoShi: rows };
}

/** The roles the templates `ids` name for their measures (template id → role); a deleted template still counts. */
export async function templateConfirmRoles(tx: Queryable, tenantId: number, ids: readonly number[]): Promise<{ roles: Map<number, ConfirmRole>; photo: Set<number> }> {
  const roles = new Map<number, ConfirmRole>();
  const photo = new Set<number>();
  if (!ids.length) return { roles, photo };
  // A template deleted since keeps asking what it asked when the measure was taken from it.
  const rows = await tx.query<{ id: string | number; role: string | null; photo: boolean | null }>(
    `select id, data->>'confirmRole' as role, (data->>'needPhoto')::boolean as photo from ${tableName('action-template')} where tenant_id = $1 and id = any($2::bigint[])`,
    [tenantId, [...ids]],
  );
  for (const r of rows) {
    const role = confirmRoleOf(r.role);
    if (role) roles.set(Number(r.id), role);
    if (r.photo) photo.add(Number(r.id));
  }
  return { roles, photo };
}

/** The permit a measure's confirmer is checked against: its kind and grade (the roles of its approval slots) and its form. */
export interface RolePermit {
  kind: PermitKind;
  grade: PermitGrade | null;
  data: Readonly<Record<string, unknown>>;
}

const SAFETY_ROLE: ApprovalRole = 'safetyDept';
const UNIT_ROLE: ApprovalRole = 'workshopDirector';
/** The slots signed by the applying unit (所在单位意见, 用电单位意见): whose roles make a member of the unit its leader. */
const UNIT_SLOTS = ['suoZaiDanWei', 'yongDianDanWei'];

const holders = (names: readonly string[], staffIds: readonly number[] = []): RoleHolders => ({ names, staffIds });

/** Live staff members (id, name) of the tenant whose live account holds any of `roles`, optionally of the departments `departments`. */
async function staffWithRoles(tx: Queryable, tenantId: number, roles: readonly string[], departments?: readonly number[]): Promise<RoleHolders> {
  if (!roles.length || (departments && !departments.length)) return holders([]);
  const rows = await tx.query<{ id: string | number; name: string }>(
    `select distinct s.id, s.name from sysuser u join staffinfo s on s.tenant_id = u.tenant_id and s.id = u.ren_yuan_id and not s.deleted
      where u.tenant_id = $1 and u.status = 1 and u.roles && $2::text[] and ($3::bigint[] is null or s.department_id = any($3::bigint[]))`,
    [tenantId, [...roles], departments ? [...departments] : null],
  );
  return holders(rows.map((r) => r.name), rows.map((r) => Number(r.id)));
}

/**
 * Who holds each of `roles` on the permit: 监护人 and 作业负责人 as its form names them (several names split, e.g.
 * 陈明、刘洋); 作业人 its workers by name or staff record; 所在单位负责人 the 负责人 of the department named by its 申请单位
 * (buMen, by name) or a member of that department whose account holds a role of the unit's approval slot (所在单位意见,
 * 车间主任 by default); 安全管理人员 a person of the enterprise's 安全管理人员 register (not voided) or an account holding
 * the 安全管理部门 role of the approval slots.
 */
export async function confirmRoleFacts(tx: Queryable, tenantId: number, permit: RolePermit, roles: ReadonlySet<ConfirmRole>): Promise<ConfirmRoleFacts> {
  const data = permit.data;
  const unit = typeof data.buMen === 'string' && data.buMen.trim() ? data.buMen.trim() : null;
  const facts: { holders: Partial<Record<ConfirmRole, RoleHolders>>; unit: string | null } = { holders: {}, unit };
  if (roles.has('guardian')) facts.holders.guardian = holders(peopleNamed(data.jianHuRen));
  if (roles.has('leader')) facts.holders.leader = holders(peopleNamed(data.zuoYeFuZeRen));
  if (roles.has('worker')) {
    const workers = (Array.isArray(data.zuoYeRen) ? data.zuoYeRen : []).filter((w): w is Record<string, unknown> => !!w && typeof w === 'object');
    facts.holders.worker = holders(
      workers.flatMap((w) => (typeof w.xingMing === 'string' ? [w.xingMing.trim()] : [])),
      workers.flatMap((w) => (typeof w.renYuan === 'number' ? [w.renYuan] : [])),
    );
  }
  if (roles.has('unit_leader')) {
    const depts = unit
      ? await tx.query<{ id: string | number; leader: string | null }>('select id, leader from departmentinfo where tenant_id = $1 and name = $2 and not deleted', [tenantId, unit])
      : [];
    const config = await loadPermitConfig(tx, tenantId);
    const slot = approvalSlots(permit.kind, permit.grade, config.approval).find((s) => UNIT_SLOTS.includes(s.key));
    const members = await staffWithRoles(tx, tenantId, slot?.roles.length ? slot.roles : [UNIT_ROLE], depts.map((d) => Number(d.id)));
    facts.holders.unit_leader = holders([...depts.flatMap((d) => peopleNamed(d.leader)), ...members.names], members.staffIds);
  }
  if (roles.has('safety_manager')) {
    const register = await tx.query<{ name: string | null; staff: string | null }>(
      `select data->>'name' as name, data->>'staffId' as staff from ${tableName('safety-manager')}
        where tenant_id = $1 and not deleted and coalesce((data->>'voided')::boolean, false) = false`,
      [tenantId],
    );
    const accounts = await staffWithRoles(tx, tenantId, [SAFETY_ROLE]);
    facts.holders.safety_manager = holders(
      [...register.flatMap((r) => (r.name ? [r.name] : [])), ...accounts.names],
      [...register.flatMap((r) => (r.staff && /^\d+$/.test(r.staff) ? [Number(r.staff)] : [])), ...accounts.staffIds],
    );
  }
  return facts;
}

/**
 * Refuses (409) the submission of a form with a 作业前 measure that is involved and not confirmed, confirmed by
 * someone not holding the role its template names (confirmRole), or whose template asks for a photo (需拍照) and that
 * has none, naming the first.
 */
export async function assertMeasuresConfirmed(tx: Queryable, tenantId: number, permit: RolePermit): Promise<void> {
  const measures = rowsOf(permit.data) as unknown as PermitMeasure[];
  const refusal = unconfirmedMeasureRefusal(measures);
  if (refusal) throw conflict(refusal);
  const templates = [...new Set(measures.flatMap((m) => (confirmedBeforeSubmit(m) && typeof m.muBan === 'number' ? [m.muBan] : [])))];
  if (!templates.length) return;
  const { roles, photo } = await templateConfirmRoles(tx, tenantId, templates);
  if (roles.size) {
    const facts = await confirmRoleFacts(tx, tenantId, permit, new Set(roles.values()));
    const wrong = wrongConfirmerRefusal(measures, roles, facts);
    if (wrong) throw conflict(wrong);
  }
  const missing = missingPhotoRefusal(measures, photo);
  if (missing) throw conflict(missing);
}
