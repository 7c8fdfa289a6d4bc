// Workers' certificates on a permit (GB 30871 4.9; issue 16 item 4; docs/permit-api.md "Workers' certificates"): a
// 作业人 row naming a person (`renYuan`, a staff id, or `chengBaoShangRenYuan`, a contractor worker) must hold one
// of the certificates the kind's form file requires (`x-certificates`), valid on the later of today and the planned
// start, in the special-operator or special-equipment-operator register; a typed number that is the number of an
// expired or voided record is refused too. Saving: 400 at the row's field; submitting: 409. The pure rule is
// src/domain/permit-certificates.ts.
import {
  certificateDay,
  typedCertificate,
  workerCertificate,
  type CertificateAnswer,
  type CertificateRecord,
  type CertificateRegister,
} from '../../domain/permit-certificates.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import { dateOfDay, localDay } from '../../domain/schedule-calendar.ts';
import { permitCertificates } from '../../schema/permit-form.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { tableName } from '../resources/registry.ts';
import { permitFormOf } from './permit-form-files.ts';

/** A person a 作业人 row names: a staff member or a contractor worker. */
export type WorkerPerson = { field: 'renYuan'; id: number } | { field: 'chengBaoShangRenYuan'; id: number };

interface HeldRecord extends CertificateRecord {
  staffId: number | null;
  contractorUserId: number | null;
}

const CATEGORY_FIELD: Readonly<Record<CertificateRegister, string>> = { 'special-operator': 'operationCategory', 'special-equipment-operator': 'operationItem' };

/** The records of both registers of the enterprise held by the staff or contractor workers named, or bearing one of the numbers. */
async function heldRecords(tx: Queryable, tenantId: number, staff: number[], contractors: number[], certNos: string[]): Promise<HeldRecord[]> {
  if (!staff.length && !contractors.length && !certNos.length) return [];
  const part = (register: CertificateRegister) => `
    select '${register}' as register, data->>'${CATEGORY_FIELD[register]}' as category, data->>'certNo' as "certNo",
           data->>'certStart' as "certStart", data->>'certEnd' as "certEnd", coalesce((data->>'voided')::boolean, false) as voided,
           (data->>'staffId')::bigint as "staffId", (data->>'contractorUserId')::bigint as "contractorUserId"
      from ${tableName(register)}
     where tenant_id = $1 and not deleted
       and ((data->>'staffId')::bigint = any($2::bigint[]) or (data->>'contractorUserId')::bigint = any($3::bigint[]) or data->>'certNo' = any($4::text[]))`;
  const rows = await tx.query<HeldRecord>(`${part('special-operator')} union all ${part('special-equipment-operator')}`, [tenantId, staff, contractors, certNos]);
  return rows.map((r) => ({ ...r, staffId: r.staffId === null ? null : Number(r.staffId), contractorUserId: r.contractorUserId === null ? null : Number(r.contractorUserId) }));
}

/** The names of the staff and contractor workers named (a missing staff id is no key of the map). */
async function namesOf(tx: Queryable, tenantId: number, staff: number[], contractors: number[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (staff.length) {
    for (const r of await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1 and not deleted and id = any($2::bigint[])', [tenantId, staff])) {
      out.set(`renYuan:${Number(r.id)}`, r.name);
    }
  }
  if (contractors.length) {
    const rows = await tx.query<{ id: number; name: string }>(`select id, data->>'name' as name from ${tableName('contractor-user')} where tenant_id = $1 and not deleted and id = any($2::bigint[])`, [tenantId, contractors]);
    for (const r of rows) out.set(`chengBaoShangRenYuan:${Number(r.id)}`, r.name);
  }
  return out;
}

const heldBy = (p: WorkerPerson) => (r: HeldRecord) => (p.field === 'renYuan' ? r.staffId : r.contractorUserId) === p.id;

/** The day a certificate must be valid on: the later of `at`'s day and the planned start's. */
const dayFor = (at: Date, plannedStart: Date | null) => certificateDay(dateOfDay(localDay(at)), plannedStart ? dateOfDay(localDay(plannedStart)) : null);

interface RowRefusal {
  field: string;
  reason: Text;
}

/**
 * The form with the required certificate's number filled on each row naming a person who holds it (a number
 * already typed is kept), or the first row refused: its field and the reason naming the person.
 */
export async function checkWorkerCertificates(
  tx: Queryable,
  tenantId: number,
  kind: PermitKind,
  data: Readonly<Record<string, unknown>>,
  at: Date,
  plannedStart: Date | null,
): Promise<{ data: Record<string, unknown>; refused: RowRefusal | null }> {
  const rows = (Array.isArray(data.zuoYeRen) ? data.zuoYeRen : []).map((r: unknown) => (r && typeof r === 'object' ? { ...(r as Record<string, unknown>) } : {}));
  const ids = (field: WorkerPerson['field']) => rows.flatMap((r) => (typeof r[field] === 'number' ? [r[field] as number] : []));
  const typed = rows.flatMap((r) => (typeof r.zhengShuHao === 'string' && r.zhengShuHao.trim() ? [r.zhengShuHao.trim()] : []));
  const [staff, contractors] = [ids('renYuan'), ids('chengBaoShangRenYuan')];
  const records = await heldRecords(tx, tenantId, staff, contractors, typed);
  const names = await namesOf(tx, tenantId, staff, contractors);
  const required = permitCertificates(permitFormOf(kind));
  const day = dayFor(at, plannedStart);
  const refuse = (row: number, field: string, reason: Text) => ({ data: { ...data }, refused: { field: `zuoYeRen.${row}.${field}`, reason } });
  for (const [i, row] of rows.entries()) {
    const person = personOf(row);
    if (person === 'both') return refuse(i, 'renYuan', text('permits.cert.twoPeople'));
    const worker = person ? names.get(`${person.field}:${person.id}`) : String(row.xingMing ?? '');
    if (person && worker === undefined) return refuse(i, person.field, text('permits.cert.unknownStaff', { id: person.id }));
    if (person) {
      const answer = workerCertificate(worker ?? '', required, records.filter(heldBy(person)), day);
      if (answer.reason) return refuse(i, person.field, answer.reason);
      if (answer.record && !(typeof row.zhengShuHao === 'string' && row.zhengShuHao.trim())) row.zhengShuHao = answer.record.certNo;
    }
    const number = typeof row.zhengShuHao === 'string' ? row.zhengShuHao.trim() : '';
    const typedAnswer = number ? typedCertificate(worker ?? '', number, records, day) : undefined;
    if (typedAnswer?.reason) return refuse(i, 'zhengShuHao', typedAnswer.reason);
  }
  return { data: rows.length ? { ...data, zuoYeRen: rows } : { ...data }, refused: null };
}

/** The person a row names, 'both' when it names a staff member and a contractor worker, or null. */
function personOf(row: Record<string, unknown>): WorkerPerson | 'both' | null {
  const staff = typeof row.renYuan === 'number' ? row.renYuan : null;
  const contractor = typeof row.chengBaoShangRenYuan === 'number' ? row.chengBaoShangRenYuan : null;
  if (staff !== null && contractor !== null) return 'both';
  if (staff !== null) return { field: 'renYuan', id: staff };
  return contractor !== null ? { field: 'chengBaoShangRenYuan', id: contractor } : null;
}

/**
 * Checks the workers' certificates of a form: at saving, answers the form with the numbers filled or refuses at
 * the row's field (400); at submitting, refuses with 409 (a certificate may have expired since the draft was saved).
 */
export async function assertWorkerCertificates(
  tx: Queryable,
  tenantId: number,
  kind: PermitKind,
  data: Readonly<Record<string, unknown>>,
  step: 'save' | 'submit',
  plannedStart: Date | null,
  at = new Date(),
): Promise<Record<string, unknown>> {
  const checked = await checkWorkerCertificates(tx, tenantId, kind, data, at, plannedStart);
  if (!checked.refused) return checked.data;
  if (step === 'submit') throw conflict(checked.refused.reason);
  throw fieldError(checked.refused.field, checked.refused.reason);
}

/** What the form asks when a person is picked on a 作业人 row: the person's name and the certificate the kind requires. */
export interface PersonCertificate {
  name: string;
  /** The number of the valid required certificate (the longest valid), or null. */
  zhengShuHao: string | null;
  /** The reason the person cannot be named (expired, voided, none on record), or null. */
  refusal: Text | null;
}

/** The certificate `person` holds for a permit of `kind` planned to start at `plannedStart`; null when no such person. */
export async function personCertificate(tx: Queryable, tenantId: number, kind: PermitKind, person: WorkerPerson, plannedStart: Date | null, at = new Date()): Promise<PersonCertificate | null> {
  const [staff, contractors] = person.field === 'renYuan' ? [[person.id], []] : [[], [person.id]];
  const name = (await namesOf(tx, tenantId, staff, contractors)).get(`${person.field}:${person.id}`);
  if (name === undefined) return null;
  const records = await heldRecords(tx, tenantId, staff, contractors, []);
  const answer: CertificateAnswer = workerCertificate(name, permitCertificates(permitFormOf(kind)), records, dayFor(at, plannedStart));
  return { name, zhengShuHao: answer.status === 'ok' ? (answer.record?.certNo ?? null) : null, refusal: answer.reason ?? null };
}
