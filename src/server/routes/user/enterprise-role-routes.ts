// Roles of an enterprise beside the platform's (issue 24 item 1, docs/administration.md "角色管理"). The
// platform's roles (tenant 0) stay global and read-only to an enterprise; an enterprise administrator creates
// its own, each built on a platform role (`baseRole`: the routes its holders reach), with the menus and button
// permissions ticked for it and its data scope (sysroledepartment). Row security (migration 024) keeps every
// enterprise to its own roles; the checks here name the field a request got wrong.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { conflict, fieldError, forbidden, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { idArray, obj, str, strArray } from '../../http/json-schema.ts';
import { authOf, type AuthContext } from '../../plugins/auth.ts';
import { ROLE_QY_STAFF, ROLE_QY_USER, ROLE_READONLY } from '../../auth/roles.ts';
import { unknownDepartments } from './department-store.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('access.api.roleTag')];
/** The platform roles an enterprise role may build on. */
export const BASE_ROLES = [ROLE_QY_USER, ROLE_QY_STAFF, ROLE_READONLY] as const;
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,63}$/;
const MANAGE = { access: 'write' as const, roles: [ROLE_QY_USER] };
const READ = { access: 'read' as const, roles: [ROLE_QY_USER] };

const codeField = str(zhOf('access.field.code'), { minLength: 1, maxLength: 64 });
const fields = {
  code: codeField,
  name: str(zhOf('access.field.name'), { minLength: 1, maxLength: 50 }),
  baseRole: str(zhOf('access.field.baseRole'), { maxLength: 64 }),
  menuIds: idArray(zhOf('access.field.menuIds'), { maxItems: 1000 }),
  buttons: strArray(zhOf('access.field.buttons'), { maxItems: 200, items: { type: 'string', maxLength: 100 } }),
  departmentIds: idArray(zhOf('access.field.departmentIds'), { maxItems: 1000 }),
};

export interface RoleBody {
  code: string;
  name?: string;
  baseRole?: string;
  menuIds?: number[];
  buttons?: string[];
  departmentIds?: number[];
}

/** A role as the role screen shows it. */
export interface RoleDetail {
  id: number;
  code: string;
  name: string;
  baseRole: string | null;
  /** True for the enterprise's own roles; the platform's are read-only. */
  editable: boolean;
  menuIds: number[];
  buttons: string[];
  departmentIds: number[];
}

/** Enterprise roles are written acting for an enterprise; the platform's own roles are the seed's. */
function enterpriseOf(auth: AuthContext): number {
  if (auth.tenantId === 0) throw forbidden(text('access.error.platformTenant'));
  return auth.tenantId;
}

async function roleRow(tx: Queryable, code: string) {
  const rows = await tx.query<{ id: number; code: string; name: string; baseRole: string | null; tenantId: number }>(
    `select id, code, name, base_role as "baseRole", tenant_id as "tenantId" from sysrole where code = $1
      order by tenant_id desc limit 1`,
    [code],
  );
  return rows[0] ?? null;
}

/** The enterprise's own role of a code (404 when none, 403 for a platform role). */
async function ownRole(tx: Queryable, tenantId: number, code: string) {
  const row = await roleRow(tx, code);
  if (!row) throw notFound(text('access.error.roleNotFound'));
  if (Number(row.tenantId) !== tenantId) throw forbidden(text('access.error.platformRole'));
  return row;
}

/** Checks the ticked menus, buttons and departments (each 400 naming its field). */
async function checkGrants(tx: Queryable, tenantId: number, b: RoleBody): Promise<void> {
  if (b.baseRole !== undefined && !(BASE_ROLES as readonly string[]).includes(b.baseRole)) {
    throw fieldError('baseRole', text('access.error.baseRole'));
  }
  const menuIds = [...new Set(b.menuIds ?? [])];
  if (menuIds.length) {
    const known = await tx.query<{ id: number | string }>('select id from sysmenu where id = any($1::bigint[])', [menuIds]);
    const have = new Set(known.map((r) => Number(r.id)));
    const unknown = menuIds.filter((id) => !have.has(id));
    if (unknown.length) throw fieldError('menuIds', text('access.error.menuUnknown', { ids: unknown.join('、') }));
  }
  const buttons = [...new Set(b.buttons ?? [])];
  if (buttons.length) {
    const known = await tx.query<{ key: string }>(
      'select distinct perm_key as key from sysrole_button where tenant_id = 0 and perm_key = any($1::text[])',
      [buttons],
    );
    const unknown = buttons.filter((k) => !known.some((r) => r.key === k));
    if (unknown.length) throw fieldError('buttons', text('access.error.buttonUnknown', { keys: unknown.join('、') }));
  }
  if (b.departmentIds && (await unknownDepartments(tx, tenantId, [...new Set(b.departmentIds)])).length) {
    throw fieldError('departmentIds', text('api.user.departmentDoesNotExistDoes'));
  }
}

/** Replaces what the body names of a role's menus, buttons and data scope. */
async function writeGrants(tx: Queryable, tenantId: number, b: RoleBody): Promise<void> {
  const sets: [string, string, string, unknown[] | undefined][] = [
    ['sysrole_menu', 'menu_id', 'bigint', b.menuIds],
    ['sysrole_button', 'perm_key', 'text', b.buttons],
    ['sysroledepartment', 'department_id', 'bigint', b.departmentIds],
  ];
  for (const [table, column, type, values] of sets) {
    if (values === undefined) continue;
    // Table and column names come from the fixed list above; values are parameters.
    await tx.query(`delete from ${table} where tenant_id = $1 and role_code = $2`, [tenantId, b.code]);
    await tx.query(
      `insert into ${table}(tenant_id, role_code, ${column}) select distinct $1::bigint, $2, v from unnest($3::${type}[]) as v`,
      [tenantId, b.code, [...new Set(values)] as never],
    );
  }
}

/** A role with what it grants in the caller's enterprise. */
export async function roleDetail(tx: Queryable, tenantId: number, code: string): Promise<RoleDetail> {
  const row = await roleRow(tx, code);
  if (!row) throw notFound(text('access.error.roleNotFound'));
  const own = Number(row.tenantId) === tenantId && tenantId !== 0;
  const ids = async (sql: string) => (await tx.query<{ v: number | string }>(sql, [tenantId, code])).map((r) => Number(r.v));
  const menuIds = own ? await ids('select menu_id as v from sysrole_menu where tenant_id = $1 and role_code = $2 order by 1') : [];
  const buttons = (
    await tx.query<{ key: string }>(
      'select perm_key as key from sysrole_button where tenant_id = $1 and role_code = $2 order by 1',
      [own ? tenantId : 0, code],
    )
  ).map((r) => r.key);
  const departmentIds = await ids(
    `select s.department_id as v from sysroledepartment s join departmentinfo d on d.tenant_id = s.tenant_id and d.id = s.department_id and not d.deleted
      where s.tenant_id = $1 and s.role_code = $2 order by 1`,
  );
  return { id: Number(row.id), code: row.code, name: row.name, baseRole: row.baseRole, editable: own, menuIds, buttons, departmentIds };
}

export async function enterpriseRoleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { roleCode: string } }>(
    '/sysrole/detail',
    { config: READ, schema: { tags: TAGS, summary: zhOf('access.api.roleDetail'), querystring: obj({ roleCode: codeField }, ['roleCode']) } },
    async (req) => {
      const auth = authOf(req);
      return okData(await inTenant(db, auth, (tx) => roleDetail(tx, auth.tenantId, req.query.roleCode)));
    },
  );

  app.get('/sysrole/options', { config: READ, schema: { tags: TAGS, summary: zhOf('access.api.roleOptions') } }, async (req) => {
    const auth = authOf(req);
    const buttons = await inTenant(db, auth, (tx) =>
      tx.query<{ key: string }>('select distinct perm_key as key from sysrole_button where tenant_id = 0 order by 1'),
    );
    return okData({ baseRoles: BASE_ROLES, buttons: buttons.map((b) => b.key) });
  });

  app.post<{ Body: RoleBody & { name: string; baseRole: string } }>(
    '/sysrole/save',
    { config: MANAGE, schema: { tags: TAGS, summary: zhOf('access.api.roleSave'), body: obj(fields, ['code', 'name', 'baseRole']) } },
    async (req) => {
      const auth = authOf(req);
      const tenantId = enterpriseOf(auth);
      const b = { ...req.body, code: req.body.code.trim(), name: req.body.name.trim() };
      if (!CODE_PATTERN.test(b.code)) throw fieldError('code', text('access.error.codePattern'));
      if (!b.name) throw fieldError('name', text('api.user.pleaseEnterName'));
      const detail = await inTenant(db, auth, async (tx) => {
        if (await roleRow(tx, b.code)) throw conflict(text('access.error.codeTaken'));
        await checkGrants(tx, tenantId, b);
        await tx.query(
          `insert into sysrole(tenant_id, code, name, base_role, sort)
           values ($1, $2, $3, $4, (select coalesce(max(sort), 0) + 1 from sysrole where tenant_id = $1))`,
          [tenantId, b.code, b.name, b.baseRole],
        );
        await writeGrants(tx, tenantId, { menuIds: [], buttons: [], departmentIds: [], ...b });
        return roleDetail(tx, tenantId, b.code);
      });
      return okData(detail, say(requestLang(req), text('access.role.saved')));
    },
  );

  app.post<{ Body: RoleBody }>(
    '/sysrole/update',
    { config: MANAGE, schema: { tags: TAGS, summary: zhOf('access.api.roleUpdate'), body: obj(fields, ['code']) } },
    async (req) => {
      const auth = authOf(req);
      const tenantId = enterpriseOf(auth);
      const b = req.body;
      const name = b.name?.trim();
      if (b.name !== undefined && !name) throw fieldError('name', text('api.user.pleaseEnterName'));
      const detail = await inTenant(db, auth, async (tx) => {
        await ownRole(tx, tenantId, b.code);
        await checkGrants(tx, tenantId, b);
        await tx.query(
          'update sysrole set name = coalesce($3, name), base_role = coalesce($4, base_role) where tenant_id = $1 and code = $2',
          [tenantId, b.code, name ?? null, b.baseRole ?? null],
        );
        await writeGrants(tx, tenantId, b);
        return roleDetail(tx, tenantId, b.code);
      });
      return okData(detail, say(requestLang(req), text('access.role.saved')));
    },
  );

  app.get<{ Querystring: { roleCode: string } }>(
    '/sysrole/deleteById',
    { config: MANAGE, schema: { tags: TAGS, summary: zhOf('access.api.roleDelete'), querystring: obj({ roleCode: codeField }, ['roleCode']) } },
    async (req) => {
      const auth = authOf(req);
      const tenantId = enterpriseOf(auth);
      const code = req.query.roleCode;
      await inTenant(db, auth, async (tx) => {
        await ownRole(tx, tenantId, code);
        const [{ n }] = await tx.query<{ n: number }>(
          'select count(*)::int as n from sysuser where tenant_id = $1 and $2 = any(roles)',
          [tenantId, code],
        );
        if (n > 0) throw conflict(text('access.error.roleHeld', { n }));
        await writeGrants(tx, tenantId, { code, menuIds: [], buttons: [], departmentIds: [] });
        await tx.query('delete from sysrole where tenant_id = $1 and code = $2', [tenantId, code]);
      });
      return okData(null, say(requestLang(req), text('access.role.deleted')));
    },
  );
}
