// The store of the bound file user-staff (schemas/bindings/user-staff.json) for the engine's spreadsheet
// routes (src/server/resources/bound-io-routes.ts): the export's rows as the staff list answers them, the
// department's name as the reference label; an imported row checked and written as /staffinfo/save does.
import type { BoundStore } from '../../resources/bound-stores.ts';
import { insertStaff, mergeStaff, NEW_STAFF, staffColumns, staffFrom, staffWhere, type StaffFields, type StaffFilter, type StaffInput, type StaffRow } from './staff-store.ts';

export const STAFF_BOUND_KEY = 'user-staff';

export const staffBoundStore: BoundStore<StaffFields> = {
  async rows(tx, auth, filters, cap) {
    const { where, params } = await staffWhere(tx, auth.tenantId, filters as StaffFilter);
    const rows = await tx.query<StaffRow>(`select ${staffColumns} from ${staffFrom} where ${where} order by s.id desc limit ${Number(cap)}`, params);
    return rows.map((r) => ({ ...r, refLabels: r.departmentName ? { departmentId: r.departmentName } : {} }));
  },
  check: (tx, auth, values) => mergeStaff(tx, auth.tenantId, NEW_STAFF, values as StaffInput),
  async insert(tx, auth, rows) {
    for (const s of rows) await insertStaff(tx, auth.tenantId, s);
  },
};
