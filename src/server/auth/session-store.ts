import type { Db, Queryable } from '../db/db.ts';
import { hashToken, newToken } from './tokens.ts';

/** A live session joined with its user, as the auth plugin needs it. */
export interface SessionRow {
  sessionId: number;
  userId: number;
  loginName: string;
  userName: string;
  homeTenantId: number;
  renYuanId: number | null;
  roles: string[];
  sassQy: number;
  status: number;
  activeRole: string | null;
  viewOnly: boolean;
  compBizId: number | null;
  /** The session that asked for this view-only token; null for a session of its own. */
  parentSessionId: number | null;
  expiresAt: Date;
  /** The platform role each enterprise role the user holds builds on (code -> base role). */
  roleBases?: Record<string, string>;
}

export interface NewSession {
  userId: number;
  tenantId: number;
  ttlMs: number;
  activeRole?: string | null;
  viewOnly?: boolean;
  compBizId?: number | null;
  /** The session a view-only token belongs to: the token dies with it and never outlives it. */
  parentSessionId?: number | null;
  clientIp?: string;
  userAgent?: string;
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Queryable, s: NewSession): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into session(token_hash, user_id, tenant_id, active_role, view_only, comp_biz_id, client_ip, user_agent,
                         parent_session_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $10::bigint,
             least(now() + make_interval(secs => $9::float8 / 1000), (select expires_at from session where id = $10::bigint)))`,
    [
      hashToken(token),
      s.userId,
      s.tenantId,
      s.activeRole ?? null,
      s.viewOnly ?? false,
      s.compBizId ?? null,
      s.clientIp ?? null,
      (s.userAgent ?? '').slice(0, 300),
      s.ttlMs,
      s.parentSessionId ?? null,
    ],
  );
  return token;
}

/** The live session of a token (not revoked, not expired, user enabled), or null. */
export function findSession(db: Db, token: string): Promise<SessionRow | null> {
  return findSessionByHash(db, hashToken(token));
}

/** The live session whose token hashes to `tokenHash`, or null. */
export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `select s.id as "sessionId", u.id as "userId", u.login_name as "loginName", u.user_name as "userName",
            u.tenant_id as "homeTenantId", u.ren_yuan_id as "renYuanId", u.roles, u.sass_qy as "sassQy",
            u.status, s.active_role as "activeRole", s.view_only as "viewOnly", s.comp_biz_id as "compBizId",
            s.parent_session_id as "parentSessionId", s.expires_at as "expiresAt",
            (select coalesce(jsonb_object_agg(r.code, r.base_role), '{}'::jsonb) from sysrole r
              where r.tenant_id = u.tenant_id and r.tenant_id <> 0 and r.code = any(u.roles) and r.base_role is not null) as "roleBases"
       from session s join sysuser u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.status = 1
        and (s.parent_session_id is null or exists (
              select 1 from session p where p.id = s.parent_session_id and p.revoked_at is null and p.expires_at > now()))`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Ends a session and the view-only tokens it asked for. */
export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query(
    'update session set revoked_at = now() where (id = $1 or parent_session_id = $1) and revoked_at is null',
    [sessionId],
  );
}

/**
 * Ends every session of a user except `keepSessionId` (password change, account disabled); the view-only
 * tokens of the kept session end too.
 */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  await db.query(
    'update session set revoked_at = now() where user_id = $1 and revoked_at is null and id <> coalesce($2, -1)',
    [userId, keepSessionId ?? null],
  );
}
