// The detail the /user service lacks for the bound file of 用户管理 (schemas/bindings/user-sysuser.json): one user by id, read in the caller's tenant (row-level security), 404 otherwise.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { notFound } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { idOf, obj } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { findSysUser } from '../routes/user/sysuser-store.ts';
import { withEnabled } from './sysuser-form-routes.ts';

const idParams = obj({ id: idOf(text('admin.field.id')) }, ['id']);

export async function detailRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { id: number } }>(
    '/sysuser/:id',
    {
      config: { access: 'read', roles: ['admin', 'qyUser'] },
      schema: { tags: [say('zh', text('admin.api.userTag'))], summary: say('zh', text('admin.api.userDetail')), params: idParams },
    },
    async (req) => {
      const user = await inTenant(db, authOf(req), (tx) => findSysUser(tx, req.params.id));
      if (!user) throw notFound(text('admin.error.userNotFound'));
      return okEntity(withEnabled(user));
    },
  );
}
