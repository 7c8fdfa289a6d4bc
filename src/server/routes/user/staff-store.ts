import { isMobile, isNationalId, MOBILE_MESSAGE } from '../../../domain/validators.ts';
import type { Queryable, SqlValue } from '../../db/db.ts';
import { fieldError } from '../../http/app-error.ts';
import { descendantIds, requireDepartment } from './department-store.ts';
import { likeOf } from './org-route-helpers.ts';
import { text } from '../../../domain/i18n/text.ts';

/** The stored fields of a staff member. */
export interface StaffFields {
  name: string;
  departmentId: number | null;
  mobile: string | null;
  idCard: string | null;
  post: string | null;
  gender: string | null;
  isContractor: boolean;
  contractorId: number | null;
  status: number;
}

/** A staff member (staffinfo) as the routes answer it, with department and contractor names. */
export interface StaffRow extends StaffFields {
  id: number;
  departmentName: string | null;
  contractorName: string | null;
}

/** Columns of StaffRow over `staffFrom` (aliases s, d, c). */
export const staffColumns = `s.id, s.name, s.department_id as "departmentId", d.name as "departmentName", s.mobile,
  s.id_card as "idCard", s.post, s.gender, s.is_contractor as "isContractor", s.contractor_id as "contractorId",
  c.name as "contractorName", s.status`;

export const staffFrom = `staffinfo s
  left join departmentinfo d on d.tenant_id = s.tenant_id and d.id = s.department_id
  left join contractorinfo c on c.tenant_id = s.tenant_id and c.id = s.contractor_id`;

/** Filters of the staff list and its exports. */
export interface StaffFilter {
  name?: string;
  departmentId?: number | null;
  includeChildren?: boolean;
  mobile?: string;
  isContractor?: boolean | null;
  contractorId?: number | null;
  /** Only these staff (name lookups of stored ids, e.g. a person field's value). */
  ids?: number[];
}

/** WHERE clause (parameters only) of a staff filter in the enterprise `tenantId`. */
export async function staffWhere(
  tx: Queryable,
  tenantId: number,
  f: StaffFilter,
): Promise<{ where: string; params: SqlValue[] }> {
  const params: SqlValue[] = [tenantId];
  const conds = ['s.tenant_id = $1', 'not s.deleted'];
  const add = (cond: string, value: SqlValue) => {
    params.push(value);
    conds.push(cond.replace('?', `$${params.length}`));
  };
  if (f.name?.trim()) add(`s.name like ?`, likeOf(f.name.trim()));
  if (f.mobile?.trim()) add(`s.mobile like ?`, likeOf(f.mobile.trim()));
  if (f.departmentId != null) {
    const ids = f.includeChildren ? await descendantIds(tx, tenantId, f.departmentId) : [f.departmentId];
    add(`s.department_id = any(?::bigint[])`, ids);
  }
  if (f.isContractor != null) add(`s.is_contractor = ?`, f.isContractor);
  if (f.contractorId != null) add(`s.contractor_id = ?`, f.contractorId);
  if (f.ids?.length) add(`s.id = any(?::bigint[])`, f.ids);
  return { where: conds.join(' and '), params };
}

/** An 18-character ID with its birth date and sequence hidden: first 6 and last 4 characters kept. */
export function maskIdCard(idCard: string | null): string {
  if (!idCard) return '';
  if (idCard.length <= 10) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}

/** The fields of a new staff member before the save's values. */
export const NEW_STAFF: StaffFields = Object.freeze({
  name: '',
  departmentId: null,
  mobile: null,
  idCard: null,
  post: null,
  gender: null,
  isContractor: false,
  contractorId: null,
  status: 1,
});

/** Inserts a checked staff member (mergeStaff's answer); answers the new id. */
export async function insertStaff(tx: Queryable, tenantId: number, s: StaffFields): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into staffinfo(tenant_id, name, department_id, mobile, id_card, post, gender, is_contractor, contractor_id, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [tenantId, s.name, s.departmentId, s.mobile, s.idCard, s.post, s.gender, s.isContractor, s.contractorId, s.status],
  );
  return Number(id);
}

/** Live staff of the enterprise matching `cond` (over alias s; its parameters from $2), locked for an update. */
export function lockedStaff(tx: Queryable, tenantId: number, cond: string, params: SqlValue[]): Promise<(StaffFields & { id: number })[]> {
  return tx.query<StaffFields & { id: number }>(
    `select s.id, s.name, s.department_id as "departmentId", s.mobile, s.id_card as "idCard", s.post, s.gender,
            s.is_contractor as "isContractor", s.contractor_id as "contractorId", s.status
       from staffinfo s where s.tenant_id = $1 and not s.deleted and ${cond} order by s.id for update`,
    [tenantId, ...params],
  );
}

/** Writes a checked staff member (mergeStaff's answer) over the live one `id`. */
export async function updateStaff(tx: Queryable, tenantId: number, id: number, s: StaffFields): Promise<void> {
  await tx.query(
    `update staffinfo set name = $3, department_id = $4, mobile = $5, id_card = $6, post = $7, gender = $8,
            is_contractor = $9, contractor_id = $10, status = $11, updated_at = now()
      where tenant_id = $1 and id = $2`,
    [tenantId, id, s.name, s.departmentId, s.mobile, s.idCard, s.post, s.gender, s.isContractor, s.contractorId, s.status],
  );
}

/** What a save or update sends; absent fields keep their value. */
export type StaffInput = Partial<StaffFields>;

const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());

/**
 * Merges `input` over `current` and checks the result: mobile and national ID by the domain rules,
 * department and contractor in the same enterprise, contractor only for contractor staff.
 */
export async function mergeStaff(
  tx: Queryable,
  tenantId: number,
  current: StaffFields,
  input: StaffInput,
): Promise<StaffFields> {
  const pick = <K extends keyof StaffFields>(k: K): StaffFields[K] => (input[k] !== undefined ? (input[k] as StaffFields[K]) : current[k]);
  const next: StaffFields = {
    name: (input.name ?? current.name).trim(),
    departmentId: pick('departmentId'),
    mobile: input.mobile !== undefined ? blankToNull(input.mobile) : current.mobile,
    idCard: input.idCard !== undefined ? blankToNull(input.idCard)?.toUpperCase() ?? null : current.idCard,
    post: input.post !== undefined ? blankToNull(input.post) : current.post,
    gender: pick('gender'),
    isContractor: input.isContractor ?? (input.contractorId != null ? true : current.isContractor),
    contractorId: pick('contractorId'),
    status: pick('status'),
  };
  if (!next.name) throw fieldError('name', text('api.user.pleaseEnterName'));
  if (next.mobile != null && !isMobile(next.mobile)) throw fieldError('mobile', MOBILE_MESSAGE);
  if (next.idCard != null && !isNationalId(next.idCard)) throw fieldError('idCard', text('api.user.idCardNumberNotValid'));
  if (!next.isContractor) {
    if (input.contractorId != null) throw fieldError('contractorId', text('api.user.onlyContractorPersonnelCanHave'));
    next.contractorId = null;
  }
  if (input.departmentId != null) await requireDepartment(tx, tenantId, input.departmentId, 'departmentId');
  if (input.contractorId != null) {
    const rows = await tx.query('select 1 from contractorinfo where tenant_id = $1 and id = $2 and not deleted for share', [
      tenantId,
      input.contractorId,
    ]);
    if (!rows.length) throw fieldError('contractorId', text('api.user.contractorDoesNotExistDoes'));
  }
  return next;
}

/** Staff ids of `ids` that are not live staff of the enterprise (the others are share-locked). */
export async function unknownStaff(tx: Queryable, tenantId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx.query<{ id: number }>(
    'select id from staffinfo where tenant_id = $1 and id = any($2::bigint[]) and not deleted for share',
    [tenantId, ids],
  );
  const known = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !known.has(id));
}

/** Takes deleted staff out of the duty lists (dutyinfo.staff_ids). */
export async function removeFromDuties(tx: Queryable, tenantId: number, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    await tx.query(
      `update dutyinfo set staff_ids = array_remove(staff_ids, $2::bigint), updated_at = now()
        where tenant_id = $1 and $2::bigint = any(staff_ids)`,
      [tenantId, id],
    );
  }
}
