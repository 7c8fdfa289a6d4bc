// 用户管理's account care for the administrator (issue 24 item 1, docs/administration.md): a user's live
// sessions listed and revoked (one or all; the auth plugin reads the session on every request, so a revoked
// token is refused at once), the failed-login counters of the login throttle shown and cleared, and a password
// reset code sent to the user's mobile by SMS. The user is looked up in the caller's tenant transaction first
// (row security): an enterprise administrator reaches only their enterprise's users, anyone else's is a 404.
// Sessions and throttle counters are system tables (no tenant), read with the user's id once it is checked.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj, optionalId } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { findSysUser, type SysUser } from '../routes/user/sysuser-store.ts';
import { sendSmsCode } from '../services/sms-code.ts';
import { zhOf } from '../routes/zh-of.ts';
import { text } from '../../domain/i18n/text.ts';

const READ = { access: 'read' as const, roles: ['admin', 'qyUser'] };
const WRITE = { access: 'write' as const, roles: ['admin', 'qyUser'] };
const TAGS = [zhOf('access.api.sessionTag')];
const userQuery = obj({ userId: idOf(zhOf('access.field.userId')) }, ['userId']);

/** A live session as the administrator sees it (never its token). */
export interface SessionInfo {
  id: number;
  createdAt: string;
  expiresAt: string;
  clientIp: string | null;
  userAgent: string | null;
  viewOnly: boolean;
  activeRole: string | null;
  /** The session of this very request. */
  current: boolean;
}

/** One failed-login counter of the user: the address it counts and the attempts in its window. */
export interface FailureCounter {
  address: string | null;
  attempts: number;
  /** When the next attempt is let in (null: at once). */
  blockedUntil: string | null;
}

/** The user of `userId` as the caller may see it, or a 404. */
export async function visibleUser(db: Db, auth: AuthContext, userId: number): Promise<SysUser> {
  const user = await inTenant(db, auth, (tx) => findSysUser(tx, userId));
  if (!user) throw notFound(text('access.error.userNotFound'));
  return user;
}

/** The throttle keys of a user: per (login name, address) on login, per user on the old-password check. */
function failureKeys(user: SysUser): { prefix: string; own: string } {
  const name = user.loginName.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return { prefix: `login:name:${name}@%`, own: `password:${user.id}` };
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, sms } = app.deps;

  app.get<{ Querystring: { userId: number } }>(
    '/sysuser/sessions',
    { config: READ, schema: { tags: TAGS, summary: zhOf('access.api.sessionList'), querystring: userQuery } },
    async (req) => {
      const auth = authOf(req);
      const user = await visibleUser(db, auth, req.query.userId);
      const rows = await db.query<Omit<SessionInfo, 'current'>>(
        `select id, created_at as "createdAt", expires_at as "expiresAt", client_ip as "clientIp", user_agent as "userAgent",
                view_only as "viewOnly", active_role as "activeRole"
           from session where user_id = $1 and revoked_at is null and expires_at > now() order by created_at desc, id desc`,
        [user.id],
      );
      return okData(rows.map((r) => ({ ...r, id: Number(r.id), current: Number(r.id) === auth.session.sessionId })));
    },
  );

  app.post<{ Body: { userId: number; sessionId?: number | null } }>(
    '/sysuser/sessions/revoke',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('access.api.sessionRevoke'),
        body: obj({ userId: idOf(zhOf('access.field.userId')), sessionId: optionalId(zhOf('access.field.sessionId')) }, ['userId']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const user = await visibleUser(db, auth, req.body.userId);
      const one = req.body.sessionId ?? null;
      // A session and the view-only tokens it asked for end together.
      const rows = await db.query<{ id: number }>(
        `update session set revoked_at = now()
          where user_id = $1 and revoked_at is null and expires_at > now()
            and ($2::bigint is null or id = $2 or parent_session_id = $2) returning id`,
        [user.id, one],
      );
      if (one !== null && !rows.length) throw fieldError('sessionId', text('access.error.sessionNotFound'));
      return okData({ revoked: rows.length }, say(requestLang(req), text('access.sessionsRevoked', { n: rows.length })));
    },
  );

  app.get<{ Querystring: { userId: number } }>(
    '/sysuser/login-failures',
    { config: READ, schema: { tags: TAGS, summary: zhOf('access.api.failures'), querystring: userQuery } },
    async (req) => {
      const auth = authOf(req);
      const keys = failureKeys(await visibleUser(db, auth, req.query.userId));
      const rows = await db.query<{ key: string; attempts: number; blockedUntil: string | null }>(
        `select key, attempts, case when next_at > now() then next_at end as "blockedUntil" from login_throttle
          where (key like $1 or key = $2) and reset_at > now() order by key`,
        [keys.prefix, keys.own],
      );
      const answer: FailureCounter[] = rows.map((r) => ({
        address: r.key.startsWith('login:name:') ? r.key.slice(r.key.lastIndexOf('@') + 1) : null,
        attempts: Number(r.attempts),
        blockedUntil: r.blockedUntil,
      }));
      return okData(answer);
    },
  );

  app.post<{ Body: { userId: number } }>(
    '/sysuser/login-failures/clear',
    { config: WRITE, schema: { tags: TAGS, summary: zhOf('access.api.clearFailures'), body: userQuery } },
    async (req) => {
      const auth = authOf(req);
      const keys = failureKeys(await visibleUser(db, auth, req.body.userId));
      const rows = await db.query<{ key: string }>('delete from login_throttle where key like $1 or key = $2 returning key', [
        keys.prefix,
        keys.own,
      ]);
      return okData({ cleared: rows.length }, say(requestLang(req), text('access.failuresCleared', { n: rows.length })));
    },
  );

  app.post<{ Body: { userId: number } }>(
    '/sysuser/reset-code',
    { config: WRITE, schema: { tags: [zhOf('access.api.resetTag')], summary: zhOf('access.api.resetAdminSend'), body: userQuery } },
    async (req) => {
      const auth = authOf(req);
      const user = await visibleUser(db, auth, req.body.userId);
      if (!user.mobile) throw fieldError('mobile', text('access.error.noMobile'));
      await sendSmsCode(db, config, sms, user.mobile, req.ip);
      const masked = `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`;
      return okData({ mobile: masked }, say(requestLang(req), text('access.resetCodeSentTo', { mobile: masked })));
    },
  );
}
