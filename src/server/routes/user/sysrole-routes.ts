import type { FastifyInstance } from 'fastify';
import { inTenant } from '../../db/tenant-tx.ts';
import { notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { obj, str, strArray } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { platformActor } from './platform-actor.ts';
import { enterpriseRoleRoutes } from './enterprise-role-routes.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const roleCodeField = str(zhOf('api.user.roleCode'), { minLength: 1, maxLength: 64 });

/** Platform roles and their button permission keys. */
export async function sysroleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/sysrole/list', { schema: { tags: [zhOf('api.user.role')], summary: zhOf('api.user.allRoles') } }, async (req) => {
    const auth = authOf(req);
    // The platform's roles first, then the enterprise's own (editable by its administrator).
    const rows = await inTenant(db, auth, (tx) =>
      tx.query<{ id: number; code: string; name: string; baseRole: string | null; editable: boolean }>(
        `select id, code, name, base_role as "baseRole", (tenant_id <> 0 and tenant_id = $1) as editable
           from sysrole order by tenant_id, sort, id`,
        [auth.tenantId],
      ),
    );
    return okData(rows);
  });
  await app.register(enterpriseRoleRoutes);

  app.get<{ Querystring: { roleCode: string } }>(
    '/sysrole/buttons',
    {
      config: { access: 'read', roles: ['admin'] },
      schema: {
        tags: [zhOf('api.user.role')],
        summary: zhOf('api.user.roleSButtonPermissionsPlatform'),
        querystring: obj({ roleCode: roleCodeField }, ['roleCode']),
      },
    },
    async (req) => {
      const actor = platformActor(authOf(req));
      const keys = await inTenant(db, actor, async (tx) => {
        const role = await tx.query('select 1 from sysrole where code = $1', [req.query.roleCode]);
        if (!role.length) throw notFound(text('api.user.roleDoesNotExist'));
        const rows = await tx.query<{ key: string }>(
          'select perm_key as key from sysrole_button where role_code = $1 order by perm_key',
          [req.query.roleCode],
        );
        return rows.map((r) => r.key);
      });
      return okData(keys);
    },
  );

  app.post<{ Body: { roleCode: string; keys: string[] } }>(
    '/sysrole/saveButtons',
    {
      config: { access: 'write', roles: ['admin'] },
      schema: {
        tags: [zhOf('api.user.role')],
        summary: zhOf('api.user.setsRoleSButtonPermissions'),
        body: obj(
          {
            roleCode: roleCodeField,
            keys: strArray(zhOf('api.user.buttonPermissions'), {
              items: { type: 'string', title: zhOf('api.user.buttonPermissions'), minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$', 'x-message': zhOf('api.user.buttonPermissionsAreNotValid') },
            }),
          },
          ['roleCode', 'keys'],
        ),
      },
    },
    async (req) => {
      const actor = platformActor(authOf(req));
      const { roleCode } = req.body;
      const keys = [...new Set(req.body.keys)].sort();
      await inTenant(db, actor, async (tx) => {
        const role = await tx.query('select 1 from sysrole where code = $1', [roleCode]);
        if (!role.length) throw notFound(text('api.user.roleDoesNotExist'));
        await tx.query('delete from sysrole_button where role_code = $1 and not (perm_key = any($2::text[]))', [roleCode, keys]);
        await tx.query(
          `insert into sysrole_button(role_code, perm_key) select $1, k from unnest($2::text[]) as k
           on conflict do nothing`,
          [roleCode, keys],
        );
      });
      return okData({ roleCode, keys }, say(requestLang(req), text('api.user.saved')));
    },
  );
}
