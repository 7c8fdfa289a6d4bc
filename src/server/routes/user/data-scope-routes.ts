import type { FastifyInstance } from 'fastify';
import { effectiveRoles, ROLE_ADMIN } from '../../auth/roles.ts';
import type { Queryable } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { fieldError, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { idArray, idOf, obj, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { unknownDepartments } from './department-store.ts';
import { ORG_WRITE } from './org-route-helpers.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('api.user.dataPermissions')];
const roleCodeField = str(zhOf('api.user.roleCode'), { minLength: 1, maxLength: 64 });

/** The data scope of a role: `all` when it has no department rows, else the departments it sees. */
export interface RoleScope {
  roleCode: string;
  all: boolean;
  departmentIds: number[];
}

async function requireRole(tx: Queryable, roleCode: string): Promise<void> {
  const rows = await tx.query('select 1 from sysrole where code = $1', [roleCode]);
  if (!rows.length) throw notFound(text('api.user.roleDoesNotExist'));
}

/**
 * The role's scope in the enterprise. `all` follows the stored rows; `departmentIds` lists only live
 * departments, so a scope whose departments were all deleted sees nothing rather than everything.
 */
async function roleScope(tx: Queryable, tenantId: number, roleCode: string): Promise<RoleScope> {
  const rows = await tx.query<{ departmentId: number; live: boolean }>(
    `select r.department_id as "departmentId", (d.id is not null) as live
       from sysroledepartment r
       left join departmentinfo d on d.tenant_id = r.tenant_id and d.id = r.department_id and not d.deleted
      where r.tenant_id = $1 and r.role_code = $2 order by r.department_id`,
    [tenantId, roleCode],
  );
  return {
    roleCode,
    all: rows.length === 0,
    departmentIds: rows.filter((r) => r.live).map((r) => Number(r.departmentId)),
  };
}

/** Role data scopes (sysroledepartment): which departments' data a role sees. */
export async function dataScopeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const roleQuery = obj({ roleCode: roleCodeField }, ['roleCode']);

  app.get<{ Querystring: { roleCode: string } }>(
    '/sysroledepartment/roleAllData',
    { schema: { tags: TAGS, summary: zhOf('api.user.departmentNumbersRoleCanSee'), querystring: roleQuery } },
    async (req) => {
      const auth = authOf(req);
      const scope = await inTenant(db, auth, async (tx) => {
        await requireRole(tx, req.query.roleCode);
        return roleScope(tx, auth.tenantId, req.query.roleCode);
      });
      return okData(scope.departmentIds);
    },
  );

  app.get<{ Querystring: { roleCode: string } }>(
    '/sysroledepartment/roleDataParam',
    { schema: { tags: TAGS, summary: zhOf('api.user.roleSDataScopeAll'), querystring: roleQuery } },
    async (req) => {
      const auth = authOf(req);
      const scope = await inTenant(db, auth, async (tx) => {
        await requireRole(tx, req.query.roleCode);
        return roleScope(tx, auth.tenantId, req.query.roleCode);
      });
      return okData(scope);
    },
  );

  app.get<{ Querystring: { staffId?: number } }>(
    '/sysroledepartment/permissionByStaffId',
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.departmentsVisiblePersonUnionTheir'),
        querystring: obj({ staffId: idOf(zhOf('api.tszy.person')) }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { staffId } = req.query;
      if (staffId == null) return okData({ all: true, departmentIds: [] });
      const answer = await inTenant(db, auth, async (tx) => {
        const staff = await tx.query('select 1 from staffinfo where tenant_id = $1 and id = $2 and not deleted', [
          auth.tenantId,
          staffId,
        ]);
        if (!staff.length) throw notFound(text('api.user.personDoesNotExist'));
        const users = await tx.query<{ roles: string[]; sassQy: number }>(
          `select roles, sass_qy as "sassQy" from sysuser where tenant_id = $1 and ren_yuan_id = $2 and status = 1`,
          [auth.tenantId, staffId],
        );
        const roles = [...new Set(users.flatMap((u) => effectiveRoles({ roles: u.roles, activeRole: null, sassQy: u.sassQy })))];
        if (roles.includes(ROLE_ADMIN)) return { staffId, all: true, departmentIds: [] };
        const seen = new Set<number>();
        for (const role of roles) {
          const scope = await roleScope(tx, auth.tenantId, role);
          if (scope.all) return { staffId, all: true, departmentIds: [] };
          scope.departmentIds.forEach((id) => seen.add(id));
        }
        return { staffId, all: false, departmentIds: [...seen].sort((a, b) => a - b) };
      });
      return okData(answer);
    },
  );

  app.post<{ Body: { roleCode: string; departmentIds: number[] } }>(
    '/sysroledepartment/save',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.setsRoleSDataScope'),
        body: obj({ roleCode: roleCodeField, departmentIds: idArray(zhOf('api.user.visibleDepartments')) }, ['roleCode', 'departmentIds']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { roleCode } = req.body;
      const ids = [...new Set(req.body.departmentIds)];
      const scope = await inTenant(db, auth, async (tx) => {
        const role = await tx.query('select 1 from sysrole where code = $1', [roleCode]);
        if (!role.length) throw fieldError('roleCode', text('api.user.roleDoesNotExist'));
        if ((await unknownDepartments(tx, auth.tenantId, ids)).length) {
          throw fieldError('departmentIds', text('api.user.departmentDoesNotExistDoes'));
        }
        await tx.query('delete from sysroledepartment where tenant_id = $1 and role_code = $2', [auth.tenantId, roleCode]);
        if (ids.length) {
          await tx.query(
            `insert into sysroledepartment(tenant_id, role_code, department_id)
             select $1, $2, unnest($3::bigint[])`,
            [auth.tenantId, roleCode, ids],
          );
        }
        return roleScope(tx, auth.tenantId, roleCode);
      });
      return okData(scope, say(requestLang(req), text('api.user.saved')));
    },
  );
}
