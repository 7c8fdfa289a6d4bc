import type { FastifyInstance, FastifyRequest } from 'fastify';
import { text } from '../../../domain/i18n/text.ts';
import { checkPasswordChange } from '../../../domain/password-strength.ts';
import { filterMenu, limitMenu, menuInLanguage, menuTree, type MenuNode } from '../../../domain/menu-filter.ts';
import { roleGrants } from './role-grants.ts';
import {
  decodeTransportPassword,
  dummyPasswordHash,
  hashPassword,
  verifyPassword,
} from '../../auth/password.ts';
import { guardLogin, guardOldPassword } from '../../auth/login-guard.ts';
import { checkNewPassword } from '../../auth/password-policy.ts';
import { createSession, revokeSession, revokeUserSessions } from '../../auth/session-store.ts';
import { findAccountByLoginName, mayActFor, type AccountRow } from '../../auth/account-store.ts';
import { effectiveRoles } from '../../auth/roles.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { AppError, fieldError, forbidden, unauthorized } from '../../http/app-error.ts';
import { okEntity } from '../../http/envelope.ts';
import { obj, str, int } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { loadEnterprise, enterpriseConfigOf } from './enterprise-store.ts';
import { verifyLoginProof } from '../../auth/login-proof.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';
import { embedMenu } from '../../../domain/web-embed-url.ts';
import { enabledEmbeds } from '../../groups/web-embed-routes.ts';

const WRONG_CREDENTIALS = text('server.login.wrongCredentials');

const loginBody = obj(
  {
    loginName: str(zhOf('api.user.loginName'), { minLength: 1, maxLength: 64, 'x-message': zhOf('api.user.pleaseEnterLoginName') }),
    password: str(zhOf('api.user.password'), { minLength: 1, maxLength: 400, 'x-message': zhOf('api.user.pleaseEnterPassword') }),
    qyId: { type: ['integer', 'string', 'null'], title: zhOf('api.user.enterprise'), maxLength: 20 },
  },
  ['loginName', 'password'],
);

function clientIp(req: FastifyRequest): string {
  return req.ip;
}

function loginAnswer(token: string) {
  return { code: 'success', msg: zhOf('api.user.signed'), entity: token };
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  /** Issues a session for an account whose identity is proven; checks status and the wanted enterprise. */
  async function openSession(req: FastifyRequest, account: AccountRow, qyId: number | null): Promise<string> {
    if (account.status !== 1) throw forbidden(text('api.user.accountDisabledPleaseContactAdministrator'));
    const roles = effectiveRoles({ roles: account.roles, activeRole: null, sassQy: account.sassQy });
    if (qyId != null && account.tenantId !== 0 && !(await mayActFor(db, account.tenantId, roles, qyId))) {
      throw forbidden(text('api.user.youMayNotSignThis'));
    }
    return createSession(db, {
      userId: account.id,
      tenantId: account.tenantId,
      ttlMs: config.tokenTtlMs,
      clientIp: clientIp(req),
      userAgent: req.headers['user-agent'],
    });
  }

  app.post<{ Body: { loginName: string; password: string; qyId?: number | string | null } }>(
    '/sysuser/login',
    { config: { access: 'public' }, schema: { tags: [zhOf('api.user.session')], summary: zhOf('api.user.sign'), body: loginBody, security: [] } },
    async (req, reply) => {
      const { loginName, password } = req.body;
      const qyId = req.body.qyId == null || req.body.qyId === '' ? null : Number(req.body.qyId);
      if (qyId != null && !Number.isInteger(qyId)) throw fieldError('qyId', text('api.user.enterpriseNotValid'));
      // Counted before the slow check, so that parallel guesses cannot all be checked.
      const guard = await guardLogin(db, config.limits, reply, clientIp(req), loginName);
      const plain = decodeTransportPassword(password, config.loginSecretSuffix);
      const account = await findAccountByLoginName(db, loginName);
      const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), plain ?? '');
      if (!account || !ok || plain == null) throw unauthorized(WRONG_CREDENTIALS);
      await guard.succeeded();
      return loginAnswer(await openSession(req, account, qyId));
    },
  );

  app.post<{ Body: { loginName: string; code?: string; assertion?: string } }>(
    '/sysuser/login/withoutPassword',
    {
      config: { access: 'public' },
      schema: {
        tags: [zhOf('api.user.session')],
        summary: zhOf('api.user.passwordFreeSignCompletesSign'),
        security: [],
        body: obj(
          {
            loginName: str(zhOf('api.user.loginName'), { minLength: 1, maxLength: 64 }),
            code: str(zhOf('api.user.singleSignAuthorizationCode'), { minLength: 1, maxLength: 200 }),
            assertion: str(zhOf('api.user.parkSignAssertion'), { minLength: 1, maxLength: 2000 }),
          },
          ['loginName'],
        ),
      },
    },
    async (req, reply) => {
      const { loginName, code, assertion } = req.body;
      if (!code && !assertion) throw fieldError('code', text('api.user.signCredentialMissingSingleSign'));
      const guard = await guardLogin(db, config.limits, reply, clientIp(req), null);
      const account = await verifyLoginProof(db, config, { loginName, code, assertion });
      if (!account) throw unauthorized(text('api.user.signCredentialInvalidHasExpired'));
      await guard.succeeded();
      return loginAnswer(await openSession(req, account, null));
    },
  );

  app.post<{ Body: { code: string } }>(
    '/sysuser/sso/token',
    {
      config: { access: 'public' },
      schema: {
        tags: [zhOf('api.user.session')],
        summary: zhOf('api.user.exchangesSingleSignAuthorizationCode'),
        security: [],
        body: obj({ code: str(zhOf('api.user.singleSignAuthorizationCode'), { minLength: 1, maxLength: 200 }) }, ['code']),
      },
    },
    async (req) => {
      const account = await verifyLoginProof(db, config, { code: req.body.code });
      if (!account) throw unauthorized(text('api.user.signCredentialInvalidHasExpired'));
      return loginAnswer(await openSession(req, account, null));
    },
  );

  app.get('/sysuser/userInfo', { schema: { tags: [zhOf('api.user.session')], summary: zhOf('api.user.currentUser') } }, async (req) => {
    const auth = authOf(req);
    const s = auth.session;
    if (!auth.roles.length) throw new AppError(403, text('api.user.getinfoRolesMustNonEmpty'));
    // Kept under the request's epoch: a change of the enterprise's modules or settings is read at once.
    const qy = await auth.remember(`qy:${auth.tenantId}`, () => loadEnterprise(db, auth.tenantId));
    return okEntity({
      userName: s.userName,
      loginName: s.loginName,
      qyId: auth.tenantId,
      homeQyId: s.homeTenantId,
      renYuanId: s.renYuanId,
      roles: auth.roles,
      allRoles: effectiveRoles({ ...s, activeRole: null }),
      activeRole: s.activeRole,
      sassQy: s.sassQy,
      isView: s.viewOnly,
      compBizId: s.compBizId,
      qyxx: qy && { id: qy.id, qymc: qy.qymc, qyGroup: qy.qyGroup, parentId: qy.parentId, haveModel: qy.haveModel.join(',') },
      qyxxconfig: qy ? enterpriseConfigOf(qy) : null,
    });
  });

  app.get('/sysuser/userMenu', { schema: { tags: [zhOf('api.user.session')], summary: zhOf('api.user.currentUserSMenusButton') } }, async (req) => {
    const auth = authOf(req);
    const qy = await loadEnterprise(db, auth.tenantId);
    const { menu, button, embeds } = await inTenant(db, auth, async (tx) => {
      const rows = await tx.query<MenuNode & { id: number; parentId: number | null; sort: number }>(
        `select id, parent_id as "parentId", path, name, component, redirect, hidden, always_show as "alwaysShow",
                meta, module, condition, sort from sysmenu order by sort, id`,
      );
      const keys = await tx.query<{ key: string }>(
        auth.isAdmin
          ? 'select distinct perm_key as key from sysrole_button order by 1'
          : 'select distinct perm_key as key from sysrole_button where role_code = any($1) order by 1',
        auth.isAdmin ? [] : [auth.roles],
      );
      // The enterprise's embedded pages (web-embed config, docs/enterprise.md) as their own menu group.
      const embeds = auth.isAdmin ? [] : await enabledEmbeds(tx, auth.tenantId);
      const grants = await roleGrants(tx, auth);
      const tree = menuTree(rows);
      return {
        menu: grants.menuIds ? limitMenu(tree, grants.menuIds) : tree,
        button: grants.buttons ?? keys.map((k) => k.key),
        embeds,
      };
    });
    const filtered = filterMenu(menu, {
      roles: auth.roles,
      isAdmin: auth.isAdmin,
      haveModel: qy?.haveModel ?? [],
      config: qy ? enterpriseConfigOf(qy) : {},
    });
    // The titles in the request's language (menu files' titleEn for English).
    return okEntity({ menu: menuInLanguage([...filtered, ...embedMenu(embeds)], requestLang(req)), button });
  });

  app.post(
    '/sysuser/logout',
    { config: { access: 'session' }, schema: { tags: [zhOf('api.user.session')], summary: zhOf('api.user.signsOutTokenReadOnly') } },
    async (req) => {
      await revokeSession(db, authOf(req).session.sessionId);
      return okEntity(null, say(requestLang(req), text('api.user.signedOut')));
    },
  );

  app.post<{ Body: { loginName: string; oldPassword: string; newPassword: string; qyId?: number | string | null } }>(
    '/sysuser/updatePassword',
    {
      config: { access: 'account' },
      schema: {
        tags: [zhOf('api.user.session')],
        summary: zhOf('api.user.changesPasswordOldNewEncoded'),
        body: obj(
          {
            loginName: str(zhOf('api.user.loginName'), { minLength: 1, maxLength: 64, 'x-message': zhOf('api.user.pleaseEnterLoginName') }),
            oldPassword: str(zhOf('api.user.oldPassword'), { minLength: 1, maxLength: 400, 'x-message': zhOf('api.user.pleaseEnterOldPassword') }),
            newPassword: str(zhOf('api.user.newPassword'), { minLength: 1, maxLength: 400, 'x-message': zhOf('api.user.pleaseEnterNewPassword') }),
            qyId: { type: ['integer', 'string', 'null'], title: zhOf('api.user.enterprise'), maxLength: 20 },
          },
          ['loginName', 'oldPassword', 'newPassword'],
        ),
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const body = req.body;
      if (body.loginName.trim().toLowerCase() !== auth.loginName.toLowerCase()) {
        throw forbidden(text('api.user.youCanChangeOnlyYour'));
      }
      const oldPlain = decodeTransportPassword(body.oldPassword, config.loginSecretSuffix);
      const newPlain = decodeTransportPassword(body.newPassword, config.loginSecretSuffix);
      if (oldPlain == null) throw fieldError('oldPassword', text('api.user.oldPasswordSEncodingNot'));
      if (newPlain == null) throw fieldError('newPassword', text('api.user.newPasswordSEncodingNot'));
      const rule = checkPasswordChange({ oldPassword: oldPlain, newPassword: newPlain });
      if (rule) throw fieldError(rule.field, rule.message);
      const policy = checkNewPassword(newPlain.trim(), auth.loginName);
      if (policy) throw fieldError('newPassword', policy);
      const guard = await guardOldPassword(db, config.limits.loginPerNameAddress, reply, auth.userId);
      const account = await findAccountByLoginName(db, auth.loginName);
      // The form trims what it sends; an account whose password was set with spaces still matches exactly.
      const oldOk =
        account != null &&
        ((await verifyPassword(account.passwordHash, oldPlain)) ||
          (oldPlain !== oldPlain.trim() && (await verifyPassword(account.passwordHash, oldPlain.trim()))));
      if (!oldOk) throw fieldError('oldPassword', text('api.user.oldPasswordWrong'));
      const hash = await hashPassword(newPlain.trim());
      // The new password and the end of every other session land together, or not at all.
      await db.transaction(async (tx) => {
        await tx.query("select set_config('app.user', $1, true)", [String(auth.userId)]);
        await tx.query('update sysuser set password_hash = $2, updated_at = now(), updated_by = $1 where id = $1', [
          auth.userId,
          hash,
        ]);
        await revokeUserSessions(tx, auth.userId, auth.session.sessionId);
      });
      await guard.succeeded();
      return okEntity(null, say(requestLang(req), text('api.user.passwordHasBeenResetPlease')));
    },
  );

  app.post<{ Body: { role: string } }>(
    '/sysuser/switchRole',
    {
      config: { access: 'session' },
      schema: {
        tags: [zhOf('api.user.session')],
        summary: zhOf('api.user.switchesCurrentRoleReturnsNew'),
        body: obj({ role: str(zhOf('api.user.role'), { minLength: 1, maxLength: 64 }) }, ['role']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const s = auth.session;
      if (s.viewOnly) throw forbidden(text('api.user.rolesCannotSwitchedViewMode'));
      const all = effectiveRoles({ ...s, activeRole: null });
      if (!all.includes(req.body.role)) throw fieldError('role', text('api.user.youDoNotHaveThat'));
      const token = await createSession(db, {
        userId: s.userId,
        tenantId: s.homeTenantId,
        ttlMs: config.tokenTtlMs,
        activeRole: req.body.role,
        clientIp: clientIp(req),
        userAgent: req.headers['user-agent'],
      });
      await revokeSession(db, s.sessionId);
      return okEntity(token);
    },
  );

  app.get<{ Querystring: { compBizId: number } }>(
    '/sysuser/viewToken',
    {
      schema: {
        tags: [zhOf('api.user.session')],
        summary: zhOf('api.user.getsReadOnlyTokenView'),
        querystring: obj({ compBizId: int(zhOf('api.user.viewEnterprise'), { minimum: 0 }) }, ['compBizId']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const target = req.query.compBizId;
      const exists = await loadEnterprise(db, target);
      const allowed = exists && (auth.isAdmin || (await mayActFor(db, auth.homeTenantId, auth.roles, target)));
      if (!allowed) throw forbidden(text('api.user.forbiddenEnterprise'));
      const token = await createSession(db, {
        userId: auth.userId,
        tenantId: auth.homeTenantId,
        ttlMs: config.tokenTtlMs,
        viewOnly: true,
        compBizId: target,
        // A token asked for with a view-only token belongs to the same session.
        parentSessionId: auth.session.parentSessionId ?? auth.session.sessionId,
        clientIp: clientIp(req),
        userAgent: req.headers['user-agent'],
      });
      return okEntity(token);
    },
  );
}
