// Rows of `work_activity` (作业活动, migration 010) and their answer shape. SQL of activities lives here.
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import { text } from '../../domain/i18n/text.ts';
import { permitKindShortName, type PermitKind } from '../../domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS, type PermitState } from '../../domain/permit-lifecycle.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/app-error.ts';

export type ActivityState = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'RETURNED';
/** Chinese names of the activity states (the catalogue's `permits.activity.*`). */
export const ACTIVITY_STATE_LABELS: Readonly<Record<ActivityState, string>> = Object.freeze({
  DRAFT: permitsZh['permits.activity.DRAFT'],
  SUBMITTED: permitsZh['permits.activity.SUBMITTED'],
  APPROVED: permitsZh['permits.activity.APPROVED'],
  RETURNED: permitsZh['permits.activity.RETURNED'],
});

export interface ActivityAudit {
  decision: 'approve' | 'return';
  opinion: string;
  by: number;
  byName: string;
  at: string;
}

export interface ActivityRow {
  id: number;
  name: string;
  place: string;
  startTime: Date | null;
  endTime: Date | null;
  leader: string | null;
  content: string | null;
  sheJi: boolean;
  kinds: PermitKind[];
  permitIds: number[];
  state: ActivityState;
  submittedBy: number | null;
  submittedAt: Date | null;
  audit: ActivityAudit | null;
  createdAt: Date;
  updatedAt: Date;
  createdBy: number | null;
}

const COLUMNS = `id, name, place, start_time as "startTime", end_time as "endTime", leader, content, she_ji as "sheJi",
  kinds, permit_ids as "permitIds", state, submitted_by as "submittedBy", submitted_at as "submittedAt", audit,
  created_at as "createdAt", updated_at as "updatedAt", created_by as "createdBy"`;

/** The values a create or update writes. */
export interface ActivityValues {
  name: string;
  place: string;
  startTime: Date | null;
  endTime: Date | null;
  leader: string | null;
  content: string | null;
  sheJi: boolean;
  kinds: PermitKind[];
  permitIds: number[];
}

export async function loadActivity(tx: Queryable, tenantId: number, id: number, forUpdate = false): Promise<ActivityRow> {
  const rows = await tx.query<ActivityRow>(
    `select ${COLUMNS} from work_activity where tenant_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`,
    [tenantId, id],
  );
  if (!rows[0]) throw notFound(text('permits.activityNotFound'));
  return { ...rows[0], permitIds: rows[0].permitIds.map(Number) };
}

export async function insertActivity(tx: Queryable, tenantId: number, userId: number, v: ActivityValues): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into work_activity(tenant_id, name, place, start_time, end_time, leader, content, she_ji, kinds, permit_ids,
                               created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::bigint[], $11, $11) returning id`,
    [tenantId, v.name, v.place, v.startTime, v.endTime, v.leader, v.content, v.sheJi, v.kinds, v.permitIds, userId],
  );
  return id;
}

export async function updateActivity(tx: Queryable, tenantId: number, userId: number, id: number, v: ActivityValues): Promise<void> {
  await tx.query(
    `update work_activity set name = $3, place = $4, start_time = $5, end_time = $6, leader = $7, content = $8, she_ji = $9,
            kinds = $10::text[], permit_ids = $11::bigint[], updated_by = $12, updated_at = now()
      where tenant_id = $1 and id = $2`,
    [tenantId, id, v.name, v.place, v.startTime, v.endTime, v.leader, v.content, v.sheJi, v.kinds, v.permitIds, userId],
  );
}

/** Moves an activity to `state`, with the submitter or the audit of the step. */
export async function setActivityState(
  tx: Queryable,
  tenantId: number,
  userId: number,
  id: number,
  state: ActivityState,
  extra: { submittedBy?: number | null; audit?: ActivityAudit | null },
): Promise<void> {
  await tx.query(
    `update work_activity set state = $3, updated_by = $4, updated_at = now(),
            submitted_by = case when $5::boolean then $6::bigint else submitted_by end,
            submitted_at = case when $5::boolean then (case when $6::bigint is null then null else now() end) else submitted_at end,
            audit = case when $7::boolean then $8::jsonb else audit end
      where tenant_id = $1 and id = $2`,
    [
      tenantId,
      id,
      state,
      userId,
      extra.submittedBy !== undefined,
      extra.submittedBy ?? null,
      extra.audit !== undefined,
      extra.audit ? JSON.stringify(extra.audit) : null,
    ],
  );
}

export async function deleteActivity(tx: Queryable, tenantId: number, id: number): Promise<void> {
  await tx.query('delete from work_activity where tenant_id = $1 and id = $2', [tenantId, id]);
}

export interface LinkedPermit {
  id: number;
  number: string;
  kind: PermitKind;
  state: PermitState;
}

/** The tenant's live permits among `ids` (removed and discarded ones are not live). */
export function livePermits(tx: Queryable, tenantId: number, ids: number[]): Promise<LinkedPermit[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx.query<LinkedPermit>(
    `select id, number, kind, state from permit
      where tenant_id = $1 and id = any($2::bigint[]) and state not in ('REMOVED', 'DISCARDED') order by id`,
    [tenantId, ids],
  );
}

/** The answer shape of an activity, with the permits it names. */
export function activityView(a: ActivityRow, permits: LinkedPermit[]) {
  return {
    id: a.id,
    huoDongMingCheng: a.name,
    zuoYeDiDian: a.place,
    kaiShiShiJian: a.startTime,
    jieShuShiJian: a.endTime,
    fuZeRen: a.leader,
    huoDongNeiRong: a.content,
    sheJiTeShuZuoYe: a.sheJi,
    teShuZuoYeLeiXing: a.kinds,
    zuoYePiaoIds: a.permitIds,
    zuoYePiao: permits
      .filter((p) => a.permitIds.includes(Number(p.id)))
      .map((p) => ({
        id: p.id,
        zuoYeBianHao: p.number,
        zuoYeLeiXing: p.kind,
        zuoYeLeiXingMingCheng: permitKindShortName(p.kind),
        zhuangTai: p.state,
        zhuangTaiMingCheng: PERMIT_STATE_LABELS[p.state],
      })),
    zhuangTai: a.state,
    zhuangTaiMingCheng: ACTIVITY_STATE_LABELS[a.state],
    tiJiaoRen: a.submittedBy,
    tiJiaoShiJian: a.submittedAt,
    shenHe: a.audit,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    createdBy: a.createdBy,
  };
}

/** A page of activities, newest first, filtered by state and name (contains). */
export async function listActivities(
  tx: Queryable,
  tenantId: number,
  q: { pageIndex: number; pageSize: number; zhuangTai?: string; huoDongMingCheng?: string },
) {
  const name = q.huoDongMingCheng?.trim() ? `%${q.huoDongMingCheng.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `tenant_id = $1 and ($2::text is null or state = $2) and ($3::text is null or name like $3)`;
  const params = [tenantId, q.zhuangTai ?? null, name];
  const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from work_activity where ${where}`, params);
  const rows = await tx.query<ActivityRow>(
    `select ${COLUMNS} from work_activity where ${where} order by created_at desc, id desc limit $4 offset $5`,
    [...params, q.pageSize, (q.pageIndex - 1) * q.pageSize],
  );
  const permits = await livePermits(tx, tenantId, [...new Set(rows.flatMap((r) => r.permitIds.map(Number)))]);
  return { dataList: rows.map((r) => activityView({ ...r, permitIds: r.permitIds.map(Number) }, permits)), total };
}
