import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { findSession, type SessionRow } from '../auth/session-store.ts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import { effectiveRoles, isReadOnly } from '../auth/roles.ts';

/**
 * How a route may be reached:
 * - public: no token needed (login, SMS, docs);
 * - read: any live session;
 * - write: refused for view-only tokens and read-only users (403);
 * - account: the caller's own account (password, preferences): refused for view-only tokens only;
 * - session: ending or reshaping the caller's own session (logout, switch role): always allowed.
 */
export type Access = 'public' | 'read' | 'write' | 'account' | 'session';

/** The caller of a request, resolved from its token and `Ent-ID`. */
export interface AuthContext {
  session: SessionRow;
  userId: number;
  loginName: string;
  /** The enterprise this request acts for (RLS tenant); 0 for the platform admin. */
  tenantId: number;
  homeTenantId: number;
  roles: string[];
  isAdmin: boolean;
  viewOnly: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The caller must hold one of these roles (admin always passes). */
    roles?: string[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The token of a request: `Authorization` (bare or Bearer) or the `accessToken` header. */
export function tokenOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization ?? (req.headers.accesstoken as string | undefined);
  if (!h) return null;
  const token = h.startsWith('Bearer ') ? h.slice(7) : h;
  return token.trim() || null;
}

function entIdOf(req: FastifyRequest): number | null {
  const raw = req.headers['ent-id'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v == null || v === '' || v === 'null' || v === 'undefined') return null;
  if (!/^\d{1,15}$/.test(v)) throw forbidden('企业标识不正确');
  return Number(v);
}

/** Resolves the enterprise a request acts for and refuses an `Ent-ID` the caller may not use. */
async function resolveTenant(db: Db, s: SessionRow, isAdmin: boolean, entId: number | null): Promise<number> {
  if (s.viewOnly) {
    if (entId != null && entId !== s.compBizId) throw forbidden('无权访问该企业');
    return s.compBizId ?? s.homeTenantId;
  }
  if (entId == null || entId === s.homeTenantId) return s.homeTenantId;
  if (isAdmin) {
    const rows = await db.query('select 1 from qyxx where tenant_id = $1', [entId]);
    if (!rows.length) throw forbidden('无权访问该企业');
    return entId;
  }
  const rows = await db.query('select 1 from qyxx where tenant_id = $1 and parent_id = $2 and status = 1', [
    entId,
    s.homeTenantId,
  ]);
  if (!rows.length) throw forbidden('无权访问该企业');
  return entId;
}

/** Authenticates every request and enforces the route's `access` and `roles`. */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config ?? {};
    // Only the API needs a session; the client's files and the API docs are public.
    const api = req.url.startsWith('/zax-cloud/') && !req.url.startsWith('/zax-cloud/docs');
    const access: Access = !api
      ? 'public'
      : (config.access ?? (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write'));
    const token = tokenOf(req);
    if (access === 'public' && !token) return;
    const session = token ? await findSession(db, token) : null;
    if (!session) {
      if (access === 'public') return;
      throw unauthorized();
    }
    const roles = effectiveRoles(session);
    const isAdmin = roles.includes('admin') && session.homeTenantId === 0;
    const tenantId = await resolveTenant(db, session, isAdmin, entIdOf(req));
    req.auth = {
      session,
      userId: session.userId,
      loginName: session.loginName,
      tenantId,
      homeTenantId: session.homeTenantId,
      roles,
      isAdmin,
      viewOnly: session.viewOnly,
    };
    if (access === 'write' && (session.viewOnly || isReadOnly(roles))) {
      throw forbidden(session.viewOnly ? '查看模式下不能修改数据' : '只读用户无权修改数据');
    }
    if (access === 'account' && session.viewOnly) throw forbidden('查看模式下不能修改数据');
    if (config.roles && !isAdmin && !config.roles.some((r) => roles.includes(r))) {
      throw forbidden('无权执行此操作');
    }
  });
}

/** The caller of a route that is not public; throws 401 when there is none. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
