// 按岗位模板生成 (docs/checklists.md "Duty lists from post templates"): a 岗位履职模板 derives one 履职清单 per person
// holding its post (their staff record's post, or a post of /user/dutyinfo naming them), in the template's
// department and its sub-departments (every department when it names none). Each list is written through the
// record pipeline, so every rule of `checklist` holds (items, the frequency's calendar, the references); a second
// derivation updates the lists the template made (by person) and switches off those of people who left the post.
// Inside the caller's tenant transaction: a refusal rolls every write back.
import { text } from '../../domain/i18n/text.ts';
import { isControlLevel } from '../../domain/fxfjgk-control.ts';
import { departmentLevels } from '../../domain/person-level.ts';
import {
  derivationRefusal,
  measureItemsOf,
  measureItemsRefusal,
  planDutyLists,
  postHolders,
  type DerivedList,
  type DutyTemplate,
  type MeasureSources,
  type Person,
  type Post,
} from '../../domain/qing-dan-duty-lists.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, fieldProblem, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { createThroughPipeline } from '../resources/create-record.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { updateThroughPipeline } from '../resources/update-record.ts';
import { descendantIds, listDepartments } from '../routes/user/department-store.ts';
import { DERIVING } from './record-hooks.ts';

export const DUTY_TEMPLATE = 'duty-template';
const CHECKLIST = 'checklist';

export interface DerivationResult {
  created: number;
  updated: number;
  disabled: number;
  /** The template's lists now active, in id order. */
  listIds: number[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

async function templateOf(tx: Queryable, tenantId: number, id: number): Promise<DutyTemplate> {
  const [row] = await tx.query<{ data: Record<string, unknown> }>(`select data from ${tableName(DUTY_TEMPLATE)} where tenant_id = $1 and id = $2 and not deleted for update`, [tenantId, id]);
  if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: resourceRegistry().byKey.get(DUTY_TEMPLATE)?.title ?? DUTY_TEMPLATE }));
  const d = row.data;
  return {
    id,
    name: str(d.name),
    postName: str(d.postName),
    deptId: num(d.deptId),
    items: d.items,
    frequency: str(d.frequency),
    startDate: str(d.startDate),
    ...(typeof d.endDate === 'string' ? { endDate: d.endDate } : {}),
    active: d.active !== false,
    includeMeasures: d.includeMeasures === true,
    controlLevel: isControlLevel(d.controlLevel) ? d.controlLevel : null,
  };
}

/**
 * 纳入管控措施's inputs: the 部门风险配置 of the enterprise, its active control measures with their event's unit, and
 * the department tree with each department's level. An enterprise without the risk module's tables has none.
 */
async function measureSources(tx: Queryable, tenantId: number): Promise<MeasureSources> {
  const configs = (
    await tx.query<{ deptId: string | null; unitIds: unknown }>(
      `select data->>'deptId' as "deptId", data->'unitIds' as "unitIds" from ${tableName('dept-risk-config')} where tenant_id = $1 and not deleted`,
      [tenantId],
    )
  ).flatMap((r) => {
    const deptId = num(r.deptId);
    const unitIds = Array.isArray(r.unitIds) ? r.unitIds.map(num).filter((u): u is number => u !== null) : [];
    return deptId === null ? [] : [{ deptId, unitIds }];
  });
  const measures = (
    await tx.query<{ id: number; unitId: string | null; controlLevel: string | null; checkContent: string | null }>(
      `select m.id, e.data->>'unitId' as "unitId", m.data->>'controlLevel' as "controlLevel", m.data->>'checkContent' as "checkContent"
         from ${tableName('control-measure')} m
         left join ${tableName('risk-event')} e on e.tenant_id = m.tenant_id and e.id = (m.data->>'eventId')::bigint and not e.deleted
        where m.tenant_id = $1 and not m.deleted and coalesce((m.data->'active')::boolean, true)`,
      [tenantId],
    )
  ).map((m) => ({ id: Number(m.id), unitId: num(m.unitId), controlLevel: isControlLevel(m.controlLevel) ? m.controlLevel : null, checkContent: m.checkContent ?? '' }));
  const departments = await listDepartments(tx, tenantId);
  return {
    configs,
    measures,
    parents: new Map(departments.map((d) => [Number(d.id), d.parentId === null ? null : Number(d.parentId)])),
    levels: departmentLevels(departments.map((d) => ({ ...d, id: Number(d.id), parentId: d.parentId === null ? null : Number(d.parentId) }))),
  };
}

/** Derives the template's duty lists; a refusal (400/409 naming the template's field) throws. */
export async function deriveDutyLists(tx: Queryable, auth: AuthContext, templateId: number): Promise<DerivationResult> {
  const tenantId = auth.tenantId;
  const t = await templateOf(tx, tenantId, templateId);
  const scope = t.deptId === null ? null : new Set(await descendantIds(tx, tenantId, t.deptId));
  const people = (
    await tx.query<{ id: number; name: string; departmentId: number | null; post: string | null }>(
      `select id, name, department_id as "departmentId", post from staffinfo where tenant_id = $1 and not deleted and status = 1 and not is_contractor`,
      [tenantId],
    )
  ).map((p): Person => ({ id: Number(p.id), name: p.name, departmentId: p.departmentId === null ? null : Number(p.departmentId), post: p.post }));
  const posts = (
    await tx.query<{ name: string; departmentId: number | null; staffIds: number[] }>(
      `select name, department_id as "departmentId", staff_ids as "staffIds" from dutyinfo where tenant_id = $1`,
      [tenantId],
    )
  ).map((p): Post => ({ name: p.name, departmentId: p.departmentId === null ? null : Number(p.departmentId), staffIds: p.staffIds.map(Number) }));
  const holders = postHolders(t.postName, people, posts, scope);
  let deptName: string | null = null;
  if (t.deptId !== null) {
    const [d] = await tx.query<{ name: string }>('select name from departmentinfo where tenant_id = $1 and id = $2', [tenantId, t.deptId]);
    deptName = d?.name ?? String(t.deptId);
  }
  const refusal = derivationRefusal(t, holders, deptName);
  if (refusal) throw new AppError(refusal.status, refusal.message, [fieldProblem(refusal.field, refusal.message)]);
  const sources = t.includeMeasures ? await measureSources(tx, tenantId) : null;
  const extra = new Map(holders.map((h) => [h.id, measureItemsOf(t, h, sources)]));
  for (const h of holders) {
    const tooMany = measureItemsRefusal(t, h, extra.get(h.id) ?? []);
    if (tooMany) throw new AppError(tooMany.status, tooMany.message, [fieldProblem(tooMany.field, tooMany.message)]);
  }

  const existing = (
    await tx.query<{ id: number; assigneeId: string | null; active: boolean | null }>(
      `select id, data->>'assigneeId' as "assigneeId", (data->'active')::boolean as active from ${tableName(CHECKLIST)}
        where tenant_id = $1 and not deleted and data->>'templateId' = $2 order by id for update`,
      [tenantId, String(templateId)],
    )
  ).map((r): DerivedList => ({ id: Number(r.id), assigneeId: num(r.assigneeId), active: r.active !== false }));
  const plan = planDutyLists(t, holders, existing, (h) => extra.get(h.id) ?? []);
  const cache = () => new Map<string, unknown>([[DERIVING, true]]);
  const listIds: number[] = [];
  for (const values of plan.create) listIds.push(await createThroughPipeline(tx, auth, CHECKLIST, values, cache()));
  for (const { id, values } of plan.update) {
    await updateThroughPipeline(tx, auth, CHECKLIST, id, { endDate: null, ...values }, cache());
    listIds.push(id);
  }
  for (const id of plan.disable) await updateThroughPipeline(tx, auth, CHECKLIST, id, { active: false }, cache());
  return { created: plan.create.length, updated: plan.update.length, disabled: plan.disable.length, listIds: listIds.sort((a, b) => a - b) };
}
