// Rows of `permit` and `permit_event` <-> the domain's Permit (permit-lifecycle.ts). SQL of permits lives here.
import { isText, type Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Permit, PermitEvent, PermitState, SlotRecord } from '../../domain/permit-lifecycle.ts';
import type { PermitGrade, PermitKind } from '../../domain/permit-kinds.ts';
import type { SlotSiteProof } from '../../domain/permit-site-signing.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/app-error.ts';

/** A slot as stored: the domain's record, the signer's name and the site proof of its approval (permit-site-signing.ts). */
export type StoredSlot = Omit<SlotRecord, 'at'> & { at?: string | Date; signerName?: string } & SlotSiteProof;
export interface StoredReturn {
  by: string;
  byName?: string;
  at: string | Date;
  opinion: string;
  slotTitle: string;
}

export interface PermitRow {
  id: number;
  number: string;
  kind: PermitKind;
  grade: PermitGrade | null;
  gradeRule: string | null;
  /** The grading basis as a catalogue message (null before it was stored, and for kinds without grades). */
  gradeBasis: Text | null;
  state: PermitState;
  slotIndex: number | null;
  slots: StoredSlot[];
  plannedStart: Date | null;
  plannedEnd: Date | null;
  submittedBy: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  interruptedAt: Date | null;
  lastReturn: StoredReturn | null;
  data: Record<string, unknown>;
  site: string | null;
  department: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdBy: number | null;
  createdByName: string | null;
  /** 1, plus one for every change of the form after a submission (permit-revision-store.ts). */
  version: number;
  /** Submitted at least once (never cleared): the form is frozen, the permit never removed. */
  submittedOnce: boolean;
  /** One person may sign several approve-phase slots (the enterprise's configuration at the submission). */
  allowSameSigner: boolean;
}

export const PERMIT_COLUMNS = `p.id, p.number, p.kind, p.grade, p.grade_rule as "gradeRule", p.grade_basis as "gradeBasis", p.state, p.slot_index as "slotIndex",
  p.slots, p.planned_start as "plannedStart", p.planned_end as "plannedEnd", p.submitted_by as "submittedBy",
  p.started_at as "startedAt", p.finished_at as "finishedAt", p.interrupted_at as "interruptedAt",
  p.last_return as "lastReturn", p.data, p.zuo_ye_di_dian as site, p.department, p.created_at as "createdAt",
  p.updated_at as "updatedAt", p.created_by as "createdBy", u.user_name as "createdByName", p.version,
  p.submitted_once as "submittedOnce", p.allow_same_signer as "allowSameSigner"`;
export const PERMIT_FROM = 'permit p left join sysuser u on u.tenant_id = p.tenant_id and u.id = p.created_by';

const date = (v: string | Date | undefined): Date | undefined => (v === undefined ? undefined : new Date(v));

/** The grading basis as the jsonb of `grade_basis`; null when there is none. */
function basisJson(basis: Text | null): string | null {
  return basis ? JSON.stringify(basis) : null;
}

/** A stored grading basis read back: a catalogue message, or null (none stored, or not one). */
export function storedBasis(value: unknown): Text | null {
  return isText(value) ? value : null;
}

/** The columns the domain's Permit is made of. */
export type DomainFields = Pick<
  PermitRow,
  | 'kind'
  | 'grade'
  | 'state'
  | 'slotIndex'
  | 'slots'
  | 'plannedStart'
  | 'plannedEnd'
  | 'submittedBy'
  | 'startedAt'
  | 'finishedAt'
  | 'interruptedAt'
  | 'lastReturn'
  | 'submittedOnce'
  | 'allowSameSigner'
>;
/** Those columns in SQL, for a query that needs only the domain's view. */
export const DOMAIN_COLUMNS = `kind, grade, state, slot_index as "slotIndex", slots, planned_start as "plannedStart",
  planned_end as "plannedEnd", submitted_by as "submittedBy", started_at as "startedAt", finished_at as "finishedAt",
  interrupted_at as "interruptedAt", last_return as "lastReturn", submitted_once as "submittedOnce",
  allow_same_signer as "allowSameSigner"`;

/** The domain's view of a row. */
export function toDomain(row: DomainFields): Permit {
  return {
    kind: row.kind,
    grade: row.grade,
    state: row.state,
    slotIndex: row.slotIndex,
    slots: row.slots.map((s) => ({ ...s, at: date(s.at) })),
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    submittedBy: row.submittedBy == null ? null : String(row.submittedBy),
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    interruptedAt: row.interruptedAt,
    lastReturn: row.lastReturn ? { ...row.lastReturn, at: new Date(row.lastReturn.at) } : null,
    submittedOnce: row.submittedOnce,
    allowSameSigner: row.allowSameSigner,
  };
}

/**
 * A permit of the tenant (of `kind` when given; a removed one only with `includeRemoved`), locked for the
 * transaction when `forUpdate`; 404 otherwise.
 */
export async function loadPermit(
  tx: Queryable,
  tenantId: number,
  id: number,
  opts: { kind?: PermitKind; forUpdate?: boolean; includeRemoved?: boolean } = {},
): Promise<PermitRow> {
  const rows = await tx.query<PermitRow>(
    `select ${PERMIT_COLUMNS} from ${PERMIT_FROM}
      where p.tenant_id = $1 and p.id = $2 and ($4::boolean or p.state <> 'REMOVED') and ($3::text is null or p.kind = $3)
      ${opts.forUpdate ? 'for update of p' : ''}`,
    [tenantId, id, opts.kind ?? null, opts.includeRemoved === true],
  );
  if (!rows[0]) throw notFound(text('permits.notFound'));
  return rows[0];
}

/** The number (编号) of a permit of the tenant, removed ones too; null when there is none. */
export async function permitNumber(tx: Queryable, tenantId: number, id: number): Promise<string | null> {
  const rows = await tx.query<{ number: string }>('select number from permit where tenant_id = $1 and id = $2', [tenantId, id]);
  return rows[0]?.number ?? null;
}

export interface DraftValues {
  kind: PermitKind;
  grade: PermitGrade | null;
  gradeRule: string | null;
  gradeBasis: Text | null;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  data: Record<string, unknown>;
  site: string;
  department: string | null;
}

/** Inserts a draft created at `at` (default: now); its number comes from the global sequence. Answers the new id. */
export async function insertDraft(tx: Queryable, tenantId: number, userId: number, v: DraftValues, at?: Date): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into permit(tenant_id, kind, grade, grade_rule, planned_start, planned_end, data, zuo_ye_di_dian, department,
                        created_by, updated_by, created_at, updated_at, grade_basis)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $10, coalesce($11::timestamptz, now()), coalesce($11::timestamptz, now()), $12::jsonb)
     returning id`,
    [tenantId, v.kind, v.grade, v.gradeRule, v.plannedStart, v.plannedEnd, JSON.stringify(v.data), v.site, v.department, userId, at ?? null, basisJson(v.gradeBasis)],
  );
  return id;
}

/** Replaces the form (and what is computed from it) of a draft. */
export async function updateDraft(tx: Queryable, tenantId: number, userId: number, id: number, v: DraftValues): Promise<void> {
  await tx.query(
    `update permit set grade = $3, grade_rule = $4, planned_start = $5, planned_end = $6, data = $7::jsonb,
            zuo_ye_di_dian = $8, department = $9, updated_by = $10, updated_at = now(), grade_basis = $11::jsonb
      where tenant_id = $1 and id = $2`,
    [tenantId, id, v.grade, v.gradeRule, v.plannedStart, v.plannedEnd, JSON.stringify(v.data), v.site, v.department, userId, basisJson(v.gradeBasis)],
  );
}

/** Writes the domain's permit back to its row (and the grade when it was recomputed). */
export async function savePermit(
  tx: Queryable,
  tenantId: number,
  userId: number,
  id: number,
  p: Permit & { slots: readonly StoredSlot[] },
  grading?: { grade: PermitGrade | null; rule: string | null; basis: Text | null },
): Promise<void> {
  await tx.query(
    `update permit set state = $3, slot_index = $4, slots = $5::jsonb, planned_start = $6, planned_end = $7,
            submitted_by = $8, started_at = $9, finished_at = $10, last_return = $11::jsonb, updated_by = $12,
            updated_at = now(), grade = case when $13::boolean then $14::text else grade end,
            grade_rule = case when $13::boolean then $15::text else grade_rule end, interrupted_at = $16,
            grade_basis = case when $13::boolean then $17::jsonb else grade_basis end, submitted_once = $18,
            allow_same_signer = $19
      where tenant_id = $1 and id = $2`,
    [
      tenantId,
      id,
      p.state,
      p.slotIndex,
      JSON.stringify(p.slots),
      p.plannedStart,
      p.plannedEnd,
      p.submittedBy == null ? null : Number(p.submittedBy),
      p.startedAt,
      p.finishedAt,
      p.lastReturn ? JSON.stringify(p.lastReturn) : null,
      userId,
      grading !== undefined,
      grading?.grade ?? null,
      grading?.rule ?? null,
      p.interruptedAt,
      basisJson(grading?.basis ?? null),
      p.submittedOnce,
      p.allowSameSigner,
    ],
  );
}

/** Keeps one step of a permit with who and when. */
export async function insertEvent(
  tx: Queryable,
  tenantId: number,
  permitId: number,
  e: Omit<PermitEvent, 'action' | 'from'> & { action: string; from: PermitState | null; byName: string; detail?: object },
): Promise<void> {
  await tx.query(
    `insert into permit_event(tenant_id, permit_id, action, by_user, by_name, at, from_state, to_state, opinion, slot_key,
                              decision, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
    [
      tenantId,
      permitId,
      e.action,
      Number(e.by),
      e.byName,
      e.at,
      e.from,
      e.to,
      e.opinion ?? null,
      e.slotKey ?? null,
      e.decision ?? null,
      e.detail ? JSON.stringify(e.detail) : null,
    ],
  );
}

export interface PermitEventView {
  id: number;
  action: string;
  byUser: number | null;
  byName: string;
  at: Date;
  from: PermitState | null;
  to: PermitState;
  opinion: string | null;
  slotKey: string | null;
  decision: string | null;
  detail: object | null;
}

/** The steps of a permit, oldest first. */
export function listEvents(tx: Queryable, tenantId: number, permitId: number): Promise<PermitEventView[]> {
  return tx.query<PermitEventView>(
    `select id, action, by_user as "byUser", by_name as "byName", at, from_state as "from", to_state as "to", opinion,
            slot_key as "slotKey", decision, detail
       from permit_event where tenant_id = $1 and permit_id = $2 order by at, id`,
    [tenantId, permitId],
  );
}
