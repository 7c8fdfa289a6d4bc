import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { notFound } from '../../http/app-error.ts';
import { okData, okRows } from '../../http/envelope.ts';
import { bool, idArray, idOf, int, obj, optionalId, pageQuery, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { ORG_WRITE, optStr } from './org-route-helpers.ts';
import { EXPORT_CAP, sendStaffWorkbook } from './staff-export.ts';
import { deleteRecordsOf } from '../../resources/record-delete.ts';
import { applyDeletePolicy } from '../../resources/ref-delete.ts';
import { PERSON_RESOURCE } from '../../text-refs/contractor-people.ts';
import {
  insertStaff,
  lockedStaff,
  mergeStaff,
  NEW_STAFF,
  removeFromDuties,
  staffColumns,
  staffFrom,
  staffWhere,
  updateStaff,
  type StaffFilter,
  type StaffInput,
  type StaffRow,
} from './staff-store.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('api.tszy.person')];

const filterFields = {
  name: str(zhOf('api.user.name'), { maxLength: 50 }),
  departmentId: optionalId(zhOf('api.user.department')),
  includeChildren: bool(zhOf('api.user.includingSubDepartments')),
  mobile: str(zhOf('api.user.mobileNumber'), { maxLength: 20 }),
  isContractor: { type: ['boolean', 'null'], title: zhOf('api.user.contractorPersonnelNot') },
  contractorId: optionalId(zhOf('api.user.contractor')),
  ids: idArray(zhOf('api.user.personIdsNamesLookedUp'), { maxItems: 100 }),
};
const listBody = { ...obj({ ...pageQuery, ...filterFields }), nullable: true };

const staffFields = {
  name: str(zhOf('api.user.name'), { minLength: 1, maxLength: 50 }),
  departmentId: optionalId(zhOf('api.user.department')),
  mobile: optStr(zhOf('api.user.mobileNumber'), 20),
  idCard: optStr(zhOf('api.user.idCardNumber'), 30),
  post: optStr(zhOf('api.user.postTitle'), 50),
  gender: { type: ['string', 'null'], title: zhOf('api.user.gender'), enum: [zhOf('api.user.male'), zhOf('api.user.female'), null] },
  isContractor: bool(zhOf('api.user.contractorPersonnelNot')),
  contractorId: optionalId(zhOf('api.user.contractor')),
  status: int(zhOf('api.tszy.status'), { enum: [0, 1] }),
};

async function staffById(tx: Queryable, tenantId: number, id: number): Promise<StaffRow> {
  const [row] = await tx.query<StaffRow>(`select ${staffColumns} from ${staffFrom} where s.tenant_id = $1 and s.id = $2`, [
    tenantId,
    id,
  ]);
  return row;
}

type ListBody = StaffFilter & { page?: number; limit?: number };

/** Staff (staffinfo): paged list, create, update, delete and the xlsx exports. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.post<{ Body: ListBody | null }>(
    '/staffinfo/list',
    {
      config: { access: 'read' },
      schema: { tags: TAGS, summary: zhOf('api.user.pagedListPersonnelDepartmentContractor'), body: listBody },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body ?? {};
      const page = b.page ?? 1;
      const limit = b.limit ?? 20;
      const { rows, total } = await inTenant(db, auth, async (tx) => {
        const { where, params } = await staffWhere(tx, auth.tenantId, b);
        const found = await tx.query<StaffRow & { total: number }>(
          `select ${staffColumns}, count(*) over () as total from ${staffFrom} where ${where}
            order by s.id desc limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, limit, (page - 1) * limit],
        );
        if (found.length || page === 1) return { rows: found, total: Number(found[0]?.total ?? 0) };
        // Past the last page the window count has no row to ride on.
        const [c] = await tx.query<{ n: number }>(`select count(*) as n from ${staffFrom} where ${where}`, params);
        return { rows: found, total: Number(c.n) };
      });
      return okRows(rows.map(({ total: _t, ...r }) => r), total);
    },
  );

  app.post<{ Body: StaffInput & { name: string } }>(
    '/staffinfo/save',
    { config: ORG_WRITE, schema: { tags: TAGS, summary: zhOf('api.user.addsPerson'), body: obj(staffFields, ['name']) } },
    async (req) => {
      const auth = authOf(req);
      const row = await inTenant(db, auth, async (tx) => {
        const s = await mergeStaff(tx, auth.tenantId, NEW_STAFF, req.body);
        return staffById(tx, auth.tenantId, await insertStaff(tx, auth.tenantId, s));
      });
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: StaffInput & { id: number } }>(
    '/staffinfo/update',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.editsPersonOnlyFieldsGiven'),
        body: obj({ id: idOf(zhOf('api.tszy.person')), ...staffFields }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id, ...input } = req.body;
      const row = await inTenant(db, auth, async (tx) => {
        const [current] = await lockedStaff(tx, auth.tenantId, 's.id = $2', [id]);
        if (!current) throw notFound(text('api.user.personDoesNotExist'));
        await updateStaff(tx, auth.tenantId, id, await mergeStaff(tx, auth.tenantId, current, input));
        return staffById(tx, auth.tenantId, id);
      });
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/staffinfo/deleteById',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.deletesPersonAlsoRemovedFrom'),
        querystring: obj({ id: idOf(zhOf('api.tszy.person')) }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id } = req.query;
      await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from staffinfo where tenant_id = $1 and id = $2 and not deleted for update', [auth.tenantId, id]);
        if (!found.length) throw notFound(text('api.user.personDoesNotExist'));
        // Records referring to the person (x-ref to staff): 409 naming them, or cleared, or deleted with it.
        // A contractor's person is also their contractor profile (same id; the trigger deletes it with the
        // person): the records referring to the profile are refused, cleared or deleted first.
        await applyDeletePolicy(tx, auth, PERSON_RESOURCE, [id]);
        await deleteRecordsOf(tx, auth, 'staff', [id]);
        await removeFromDuties(tx, auth.tenantId, [id]);
      });
      return okData(null, say(requestLang(req), text('api.user.deleted')));
    },
  );

  async function exportRows(tenantId: number, userId: number, f: StaffFilter): Promise<StaffRow[]> {
    return inTenant(db, { tenantId, userId }, async (tx) => {
      const { where, params } = await staffWhere(tx, tenantId, f);
      return tx.query<StaffRow>(
        `select ${staffColumns} from ${staffFrom} where ${where} order by s.id desc limit ${EXPORT_CAP + 1}`,
        params,
      );
    });
  }

  app.post<{ Body: ListBody | null }>(
    '/staffinfo/export',
    {
      config: { access: 'read' },
      schema: { tags: TAGS, summary: zhOf('api.user.staff.doc.export', { cap: EXPORT_CAP }), body: listBody },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const rows = await exportRows(auth.tenantId, auth.userId, req.body ?? {});
      return sendStaffWorkbook(reply, 'staff', rows);
    },
  );

  app.post<{ Body: ListBody | null }>(
    '/staffinfo/exportOfContractor',
    {
      config: { access: 'read' },
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.staff.doc.exportContractors', { cap: EXPORT_CAP }),
        body: listBody,
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const rows = await exportRows(auth.tenantId, auth.userId, { ...(req.body ?? {}), isContractor: true });
      return sendStaffWorkbook(reply, 'contractor', rows);
    },
  );
}
