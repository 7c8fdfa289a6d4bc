import type { FastifyInstance } from 'fastify';
import { inTenant } from '../../db/tenant-tx.ts';
import { conflict, fieldError, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { bool, idOf, int, obj, optionalId, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  buildTree,
  departmentColumns,
  departmentExists,
  descendantIds,
  listDepartments,
  requireDepartment,
  withAncestors,
  withLevels,
  type Department,
} from './department-store.ts';
import { DEPARTMENT_TYPES, PERSON_LEVEL_LABELS, departmentLevels, personLevel, type DepartmentType } from '../../../domain/person-level.ts';
import { ORG_WRITE, optStr, rethrowUnique, setClauses, trimmedName } from './org-route-helpers.ts';
import { staffColumns, staffFrom, type StaffRow } from './staff-store.ts';
import { deleteRecordsOf } from '../../resources/record-delete.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('api.user.organization')];
const DUPLICATE = text('api.user.departmentSameNameAlreadyExists');
const STAFF_CAP = 5000;
/** Advisory lock class of department moves (second key: the enterprise). */
const REPARENT_LOCK = 7302;

interface DepartmentBody {
  id?: number;
  name?: string;
  parentId?: number | null;
  leader?: string | null;
  phone?: string | null;
  sort?: number;
  deptType?: DepartmentType | null;
}

const departmentFields = {
  name: str(zhOf('api.user.departmentName'), { minLength: 1, maxLength: 50 }),
  parentId: optionalId(zhOf('api.user.parentDepartment')),
  leader: optStr(zhOf('api.user.personCharge'), 20),
  phone: optStr(zhOf('api.user.contactPhone'), 20, { pattern: '^[0-9+() -]*$' }),
  sort: int(zhOf('api.user.order'), { minimum: 0, maximum: 1_000_000 }),
  deptType: { type: ['string', 'null'], title: zhOf('api.user.departmentType'), enum: [...DEPARTMENT_TYPES, null] },
};
const columns = { name: 'name', parentId: 'parent_id', leader: 'leader', phone: 'phone', sort: 'sort', deptType: 'dept_type' };
const nameRequired = () => fieldError('name', text('api.user.pleaseEnterDepartmentName'));

/** Departments (departmentinfo): tree, create, update, delete, and the staff of a department. */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { name?: string; flat?: boolean } }>(
    '/departmentinfo/list',
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.enterpriseSDepartmentsTreeChildren'),
        querystring: obj({ name: str(zhOf('api.user.departmentName'), { maxLength: 50 }), flat: bool(zhOf('api.user.flat')) }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const all = withLevels(await inTenant(db, auth, (tx) => listDepartments(tx, auth.tenantId)));
      const name = req.query.name?.trim();
      if (req.query.flat) return okData(name ? all.filter((d) => d.name.includes(name)) : all);
      return okData(buildTree(name ? withAncestors(all, name) : all));
    },
  );

  app.post<{ Body: DepartmentBody & { name: string } }>(
    '/departmentinfo/save',
    {
      config: ORG_WRITE,
      schema: { tags: TAGS, summary: zhOf('api.user.addsDepartment'), body: obj(departmentFields, ['name']) },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      const name = trimmedName(b.name, nameRequired);
      const row = await inTenant(db, auth, async (tx) => {
        if (b.parentId != null) await requireDepartment(tx, auth.tenantId, b.parentId, 'parentId');
        const [r] = await tx.query<Department>(
          `insert into departmentinfo(tenant_id, parent_id, name, leader, phone, sort, dept_type)
           values ($1, $2, $3, $4, $5, $6, $7) returning ${departmentColumns}`,
          [auth.tenantId, b.parentId ?? null, name, b.leader ?? null, b.phone ?? null, b.sort ?? 0, b.deptType ?? null],
        );
        return r;
      }).catch(rethrowUnique(DUPLICATE));
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: DepartmentBody & { id: number } }>(
    '/departmentinfo/update',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.editsDepartmentOnlyFieldsGiven'),
        body: obj({ id: idOf(zhOf('api.user.department')), ...departmentFields }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = { ...req.body };
      if (b.name !== undefined) b.name = trimmedName(b.name, nameRequired);
      const row = await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from departmentinfo where tenant_id = $1 and id = $2 and not deleted for update', [
          auth.tenantId,
          b.id,
        ]);
        if (!found.length) throw notFound(text('api.user.departmentDoesNotExist'));
        if (b.parentId != null) {
          if (b.parentId === b.id) throw fieldError('parentId', text('api.user.departmentCannotOwnParent'));
          // Moves within one enterprise run one at a time, so two concurrent moves cannot form a cycle.
          await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [REPARENT_LOCK, auth.tenantId]);
          await requireDepartment(tx, auth.tenantId, b.parentId, 'parentId');
          const below = await descendantIds(tx, auth.tenantId, b.id);
          if (below.includes(b.parentId)) throw fieldError('parentId', text('api.user.parentDepartmentCannotOneThis'));
        }
        const set = setClauses(columns, b as Record<string, unknown>, 3);
        const [r] = await tx.query<Department>(
          `update departmentinfo set ${[...set.sql, 'updated_at = now()'].join(', ')}
            where tenant_id = $1 and id = $2 returning ${departmentColumns}`,
          [auth.tenantId, b.id, ...set.params],
        );
        return r;
      }).catch(rethrowUnique(DUPLICATE));
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/departmentinfo/deleteById',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.deletesDepartmentRefusedWhileIt'),
        querystring: obj({ id: idOf(zhOf('api.user.department')) }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id } = req.query;
      await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from departmentinfo where tenant_id = $1 and id = $2 and not deleted for update', [
          auth.tenantId,
          id,
        ]);
        if (!found.length) throw notFound(text('api.user.departmentDoesNotExist'));
        const [use] = await tx.query<{ children: boolean; staff: boolean; duties: boolean }>(
          `select exists(select 1 from departmentinfo where tenant_id = $1 and parent_id = $2 and not deleted) as children,
                  exists(select 1 from staffinfo where tenant_id = $1 and department_id = $2 and not deleted) as staff,
                  exists(select 1 from dutyinfo where tenant_id = $1 and department_id = $2) as duties`,
          [auth.tenantId, id],
        );
        if (use.children || use.staff) throw conflict(text('api.user.thisDepartmentStillHasSub'));
        if (use.duties) throw conflict(text('api.user.thisDepartmentStillHasPosts'));
        // Records referring to the department (x-ref to department): 409 naming them, or cleared, or deleted with it.
        await deleteRecordsOf(tx, auth, 'department', [id]);
      });
      return okData(null, say(requestLang(req), text('api.user.deleted')));
    },
  );

  app.get<{ Querystring: { departmentId: number; includeChildren?: boolean } }>(
    '/departmentinfo/getStaffInfo',
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.department.doc.staff', { cap: STAFF_CAP }),
        querystring: obj({ departmentId: idOf(zhOf('api.user.department')), includeChildren: bool(zhOf('api.user.includingSubDepartments')) }, ['departmentId']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { departmentId, includeChildren } = req.query;
      const rows = await inTenant(db, auth, async (tx) => {
        if (!(await departmentExists(tx, auth.tenantId, departmentId))) throw notFound(text('api.user.departmentDoesNotExist'));
        const ids = includeChildren ? await descendantIds(tx, auth.tenantId, departmentId) : [departmentId];
        const staff = await tx.query<StaffRow>(
          `select ${staffColumns} from ${staffFrom}
            where s.tenant_id = $1 and s.department_id = any($2::bigint[]) and not s.deleted
            order by s.id limit ${STAFF_CAP}`,
          [auth.tenantId, ids],
        );
        // Each person's level (公司级 … 岗位级) from their department's place in the tree.
        const levels = departmentLevels(await listDepartments(tx, auth.tenantId));
        return staff.map((p) => {
          const level = personLevel(p.departmentId, levels);
          return { ...p, level, levelName: level ? PERSON_LEVEL_LABELS[level] : null };
        });
      });
      return okData(rows);
    },
  );
}
