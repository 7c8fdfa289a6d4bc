import type { FastifyInstance } from 'fastify';
import type { SqlValue } from '../../db/db.ts';
import { revokeUserSessions } from '../../auth/session-store.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { conflict, fieldError, notFound } from '../../http/app-error.ts';
import { okData, okEntity } from '../../http/envelope.ts';
import { bool, idOf, int, obj, optionalId, pageQuery, str, strArray } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  checkGrantableRoles,
  checkStaffOf,
  emailOf,
  findSysUser,
  hashNewPassword,
  listSysUsers,
  loginNameConflict,
  mobileOf,
  tenantForNewUser,
  userNameOf,
} from './sysuser-store.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const MANAGERS = ['admin', 'qyUser'];
const USER_NOT_FOUND = text('api.user.userDoesNotExist');

const userFields = {
  qyId: optionalId(zhOf('api.user.ownEnterprise')),
  loginName: str(zhOf('api.user.loginName'), {
    minLength: 3,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_.@-]+$',
    'x-message': zhOf('api.user.loginNamePattern'),
  }),
  userName: str(zhOf('api.user.name'), { minLength: 1, maxLength: 50 }),
  password: { type: ['string', 'null'], title: zhOf('api.user.passwordShort'), maxLength: 400 },
  roles: strArray(zhOf('api.user.role'), { minItems: 1, maxItems: 20 }),
  renYuanId: optionalId(zhOf('api.tszy.person')),
  mobile: { type: ['string', 'null'], title: zhOf('api.user.mobileNumber'), maxLength: 20 },
  email: { type: ['string', 'null'], title: zhOf('api.user.email'), maxLength: 254 },
  sassQy: int(zhOf('api.user.enterpriseUserKey'), { enum: [0, 1] }),
  status: int(zhOf('api.tszy.status'), { enum: [0, 1] }),
};

interface UserBody {
  id?: number;
  qyId?: number | null;
  loginName?: string;
  userName?: string;
  password?: string | null;
  roles?: string[];
  renYuanId?: number | null;
  mobile?: string | null;
  email?: string | null;
  sassQy?: number;
  status?: number;
}

/** Administration of the accounts of an enterprise (spec 000 §7 "Other user-service calls"). */
export async function sysuserAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.get<{
    Querystring: { page: number; limit: number; loginName?: string; userName?: string; status?: number; roles?: string; qyId?: number; recheckStatus?: number };
  }>(
    '/sysuser/list',
    {
      config: { access: 'read', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.usersCurrentEnterprisePagedPlatform'),
        querystring: obj({
          ...pageQuery,
          loginName: str(zhOf('api.user.loginName'), { maxLength: 64 }),
          userName: str(zhOf('api.user.name'), { maxLength: 50 }),
          status: int(zhOf('api.tszy.status'), { enum: [0, 1] }),
          roles: str(zhOf('api.user.role'), { maxLength: 200, pattern: '^[A-Za-z0-9_,]*$' }),
          qyId: int(zhOf('api.user.enterprise'), { minimum: 0 }),
          recheckStatus: int(zhOf('api.user.reviewStatus'), { enum: [0, 1, 2] }),
        }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const q = req.query;
      const page = await inTenant(db, auth, (tx) =>
        listSysUsers(tx, {
          tenantId: auth.isAdmin && auth.tenantId === 0 ? (q.qyId ?? null) : auth.tenantId,
          loginName: q.loginName?.trim(),
          userName: q.userName?.trim(),
          status: q.status,
          roles: (q.roles ?? '').split(',').filter(Boolean),
          recheckStatus: q.recheckStatus,
          limit: q.limit,
          offset: (q.page - 1) * q.limit,
        }),
      );
      return okEntity(page);
    },
  );

  app.post<{ Body: UserBody & { loginName: string; userName: string; password: string; roles: string[] } }>(
    '/sysuser/save',
    {
      config: { access: 'write', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.createsUserLoginNameUnique'),
        body: obj({ ...userFields, password: str(zhOf('api.user.passwordShort'), { minLength: 1, maxLength: 400 }) }, [
          'loginName',
          'userName',
          'password',
          'roles',
        ]),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      const tenantId = tenantForNewUser(auth, b.qyId);
      const userName = userNameOf(b.userName) ?? '';
      const mobile = mobileOf(b.mobile) ?? null;
      const email = emailOf(b.email) ?? null;
      const hash = await hashNewPassword(b.password, config.loginSecretSuffix, b.loginName);
      const id = await inTenant(db, auth, async (tx) => {
        if (tenantId !== auth.tenantId) {
          const qy = await tx.query('select 1 from qyxx where tenant_id = $1', [tenantId]);
          if (!qy.length) throw fieldError('qyId', text('api.user.enterpriseDoesNotExist'));
        }
        const roles = await checkGrantableRoles(tx, auth, b.roles);
        if (b.renYuanId != null) await checkStaffOf(tx, b.renYuanId, tenantId);
        const [row] = await tx.query<{ id: number }>(
          `insert into sysuser(tenant_id, login_name, user_name, password_hash, ren_yuan_id, roles, sass_qy, status,
                               mobile, email, created_by, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
          [tenantId, b.loginName, userName, hash, b.renYuanId ?? null, roles, b.sassQy ?? 0, b.status ?? 1, mobile, email, auth.userId],
        );
        return row.id;
      }).catch(loginNameConflict);
      return okEntity({ id }, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: UserBody & { id: number } }>(
    '/sysuser/update',
    {
      config: { access: 'write', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.editsUserOnlyFieldsGiven'),
        body: obj({ id: idOf(zhOf('api.user.user')), ...userFields }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      if (b.id === auth.userId && b.status === 0) throw fieldError('status', text('api.user.youCannotDisableSignedUser'));
      const sets: [string, SqlValue][] = [];
      const put = (column: string, v: SqlValue | undefined) => {
        if (v !== undefined) sets.push([column, v]);
      };
      put('login_name', b.loginName);
      put('user_name', userNameOf(b.userName) ?? undefined);
      put('mobile', mobileOf(b.mobile));
      put('email', emailOf(b.email));
      put('sass_qy', b.sassQy);
      put('status', b.status);
      let newPassword: string | undefined;
      if (b.password) {
        // The password may not contain the login name the user will have: the one given, else the current one.
        const loginName = b.loginName ?? (await inTenant(db, auth, (tx) => findSysUser(tx, b.id)))?.loginName;
        if (loginName === undefined) throw notFound(USER_NOT_FOUND);
        newPassword = await hashNewPassword(b.password, config.loginSecretSuffix, loginName);
      }
      put('password_hash', newPassword);
      await inTenant(db, auth, async (tx) => {
        const target = await findSysUser(tx, b.id);
        if (!target) throw notFound(USER_NOT_FOUND);
        if (b.qyId != null && b.qyId !== target.qyId) throw fieldError('qyId', text('api.user.userSEnterpriseCannotChanged'));
        if (b.roles !== undefined) put('roles', await checkGrantableRoles(tx, auth, b.roles, target.roles));
        if (b.renYuanId != null) await checkStaffOf(tx, b.renYuanId, target.qyId);
        put('ren_yuan_id', b.renYuanId);
        // Column names come from the fixed list above; values are parameters.
        const assignments = sets.map(([column], i) => `${column} = $${i + 3}`);
        await tx.query(
          `update sysuser set ${[...assignments, 'updated_at = now()', 'updated_by = $2'].join(', ')} where id = $1`,
          [b.id, auth.userId, ...sets.map(([, v]) => v)],
        );
      }).catch(loginNameConflict);
      if (b.status === 0 || newPassword) {
        await revokeUserSessions(db, b.id, b.id === auth.userId ? auth.session.sessionId : undefined);
      }
      return okEntity({ id: b.id }, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/sysuser/deleteById',
    {
      config: { access: 'write', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.deletesUserNotYourselfUser'),
        querystring: obj({ id: idOf(zhOf('api.user.user')) }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const id = req.query.id;
      if (id === auth.userId) throw fieldError('id', text('api.user.youCannotDeleteSignedUser'));
      await inTenant(db, auth, async (tx) => {
        const rows = await tx.query('delete from sysuser where id = $1 returning id', [id]);
        if (!rows.length) throw notFound(USER_NOT_FOUND);
        await tx.query('delete from user_friend where user_id = $1 or friend_id = $1', [id]);
        await tx.query('delete from ocrpersoninfo where user_id = $1', [id]);
      });
      await revokeUserSessions(db, id);
      return okEntity(null, say(requestLang(req), text('api.user.deleted')));
    },
  );

  app.post<{ Body: { id: number; status: number } }>(
    '/sysuser/updateStatusById',
    {
      config: { access: 'write', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.enables1Disables0User'),
        body: obj({ id: idOf(zhOf('api.user.user')), status: int(zhOf('api.tszy.status'), { enum: [0, 1] }) }, ['id', 'status']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id, status } = req.body;
      if (id === auth.userId && status === 0) throw fieldError('status', text('api.user.youCannotDisableSignedUser'));
      await inTenant(db, auth, async (tx) => {
        const rows = await tx.query(
          'update sysuser set status = $2, updated_at = now(), updated_by = $3 where id = $1 returning id',
          [id, status, auth.userId],
        );
        if (!rows.length) throw notFound(USER_NOT_FOUND);
      });
      if (status === 0) await revokeUserSessions(db, id);
      return okEntity({ id, status }, status === 1 ? zhOf('api.user.enabled') : zhOf('api.user.disabled'));
    },
  );

  app.post<{ Body: { id: number; pass: boolean; remark?: string } }>(
    '/sysuser/recheck',
    {
      config: { access: 'write', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.reviewsAccountAwaitingReviewApproval'),
        body: obj({ id: idOf(zhOf('api.user.user')), pass: bool(zhOf('api.user.approvedNot')), remark: str(zhOf('api.user.reviewComments'), { maxLength: 200 }) }, ['id', 'pass']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id, pass } = req.body;
      await inTenant(db, auth, async (tx) => {
        const rows = await tx.query(
          `update sysuser set recheck_status = $2, status = $3, updated_at = now(), updated_by = $4
            where id = $1 and recheck_status = 0 returning id`,
          [id, pass ? 1 : 2, pass ? 1 : 0, auth.userId],
        );
        if (rows.length) return;
        if (!(await findSysUser(tx, id))) throw notFound(USER_NOT_FOUND);
        throw conflict(text('api.user.thisAccountNotAwaitingReview'));
      });
      if (!pass) await revokeUserSessions(db, id);
      return okEntity({ id, recheckStatus: pass ? 1 : 2 }, pass ? zhOf('api.user.approved') : zhOf('api.user.rejected'));
    },
  );

  app.post<{ Body: { userId: number; roles: string[] } }>(
    '/sysuserrole/save',
    {
      config: { access: 'write', roles: MANAGERS },
      schema: {
        tags: [zhOf('api.user.userManagement')],
        summary: zhOf('api.user.setsUserSRolesNot'),
        body: obj({ userId: idOf(zhOf('api.user.user')), roles: strArray(zhOf('api.user.role'), { minItems: 1, maxItems: 20 }) }, ['userId', 'roles']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { userId } = req.body;
      const roles = await inTenant(db, auth, async (tx) => {
        const target = await findSysUser(tx, userId);
        if (!target) throw notFound(USER_NOT_FOUND);
        const granted = await checkGrantableRoles(tx, auth, req.body.roles, target.roles);
        await tx.query('update sysuser set roles = $2, updated_at = now(), updated_by = $3 where id = $1', [
          userId,
          granted,
          auth.userId,
        ]);
        return granted;
      });
      return okData({ userId, roles }, say(requestLang(req), text('api.user.saved')));
    },
  );
}
