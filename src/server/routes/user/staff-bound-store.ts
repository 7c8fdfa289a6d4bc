// The store of the bound file user-staff (schemas/bindings/user-staff.json) for the engine's spreadsheet
// routes (src/server/resources/bound-io-routes.ts): the export's rows as the staff list answers them, the
// department's and the contractor's names as the reference labels; an imported row checked and written as /staffinfo/save does, or, when
// its 身份证号 names a live person (the file's import.match; compared without regard to the letter's case, as
// stored upper-cased), checked and written over that person as /staffinfo/update does.
import type { BoundStore, BoundTarget } from '../../resources/bound-stores.ts';
import { insertStaff, lockedStaff, mergeStaff, NEW_STAFF, staffColumns, staffFrom, staffWhere, updateStaff, type StaffFields, type StaffFilter, type StaffInput, type StaffRow } from './staff-store.ts';

export const STAFF_BOUND_KEY = 'user-staff';

export const staffBoundStore: BoundStore<StaffFields> = {
  async rows(tx, auth, filters, cap) {
    const { where, params } = await staffWhere(tx, auth.tenantId, filters as StaffFilter);
    const rows = await tx.query<StaffRow>(`select ${staffColumns} from ${staffFrom} where ${where} order by s.id desc limit ${Number(cap)}`, params);
    return rows.map((r) => ({ ...r, refLabels: { departmentId: r.departmentName, contractorId: r.contractorName } }));
  },
  check: (tx, auth, values, target) => mergeStaff(tx, auth.tenantId, (target?.current as StaffFields | undefined) ?? NEW_STAFF, values as StaffInput),
  async insert(tx, auth, rows) {
    for (const s of rows) await insertStaff(tx, auth.tenantId, s);
  },
  async byKeys(tx, auth, keys) {
    const upper = (k: string) => k.trim().toUpperCase();
    const people = await lockedStaff(tx, auth.tenantId, 'upper(btrim(s.id_card)) = any($2::text[])', [[...new Set(keys.map(upper))]]);
    const byId = new Map<string, BoundTarget[]>();
    for (const { id, ...current } of people) {
      const key = upper(current.idCard ?? '');
      byId.set(key, [...(byId.get(key) ?? []), { id, current }]);
    }
    return new Map(keys.map((k) => [k, byId.get(upper(k)) ?? []]));
  },
  async update(tx, auth, rows) {
    for (const { id, value } of rows) await updateStaff(tx, auth.tenantId, id, value);
  },
};
