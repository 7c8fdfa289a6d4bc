import type { FastifyInstance, FastifyRequest } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { Db } from '../db/db.ts';
import type { SessionRow } from '../auth/session-store.ts';
import type { AuthCache } from '../auth/auth-cache.ts';
import { mayActFor } from '../auth/account-store.ts';
import { AppError, forbidden, unauthorized } from '../http/app-error.ts';
import { effectiveRoles, isReadOnly, ROLE_ADMIN, withBaseRoles } from '../auth/roles.ts';

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
  /**
   * A value read for this caller that only what bumps the authentication epoch can change (userInfo's enterprise,
   * the departments of a data scope), kept by the process under the epoch the request was authenticated in.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
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
  const token = h.replace(/^Bearer\s+/i, '');
  return token.trim() || null;
}

function entIdOf(req: FastifyRequest): number | null {
  const raw = req.headers['ent-id'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v == null || v === '' || v === 'null' || v === 'undefined') return null;
  if (!/^\d{1,15}$/.test(v)) throw forbidden(text('server.auth.badEntId'));
  return Number(v);
}

/** Resolves the enterprise a request acts for and refuses an `Ent-ID` the caller may not use. */
async function resolveTenant(
  db: Db,
  s: SessionRow,
  roles: string[],
  isAdmin: boolean,
  entId: number | null,
): Promise<number> {
  if (s.viewOnly) {
    const target = s.compBizId ?? s.homeTenantId;
    if (entId != null && entId !== target) throw forbidden(text('server.auth.noEnterprise'));
    // The right to view may have been taken away since the token was issued.
    if (!isAdmin && !(await mayActFor(db, s.homeTenantId, roles, target))) throw forbidden(text('server.auth.noEnterprise'));
    return target;
  }
  if (entId == null || entId === s.homeTenantId) return s.homeTenantId;
  if (isAdmin) {
    const rows = await db.query('select 1 from qyxx where tenant_id = $1', [entId]);
    if (!rows.length) throw forbidden(text('server.auth.noEnterprise'));
    return entId;
  }
  if (!(await mayActFor(db, s.homeTenantId, roles, entId))) throw forbidden(text('server.auth.noEnterprise'));
  return entId;
}

/** Authenticates every request and enforces the route's `access` and `roles`. */
export function registerAuth(app: FastifyInstance, db: Db, cache: AuthCache): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    // An unknown path answers 404 for everyone: the route list is public (OpenAPI), so a 401 hides nothing.
    if (req.is404) return;
    const config = req.routeOptions.config ?? {};
    // Only the API needs a session; the client's files and the API docs are public.
    const api = req.url.startsWith('/zax-cloud/') && !req.url.startsWith('/zax-cloud/docs');
    const access: Access = !api
      ? 'public'
      : (config.access ?? (req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write'));
    const token = tokenOf(req);
    if (access === 'public' && !token) return;
    // The epoch is read before the session, so that a session read in it is never newer than the epoch it is kept under.
    const epoch = token ? await cache.epoch() : 0;
    const session = token ? await cache.session(token, epoch) : null;
    if (!session) {
      if (access === 'public') return;
      throw unauthorized();
    }
    // The admin role means something only for an account of the platform itself (enterprise 0).
    const roles = withBaseRoles(effectiveRoles(session), session.roleBases ?? {}).filter((r) => r !== ROLE_ADMIN || session.homeTenantId === 0);
    const isAdmin = roles.includes(ROLE_ADMIN);
    let tenantId: number;
    try {
      tenantId = await resolveTenant(db, session, roles, isAdmin, entIdOf(req));
    } catch (err) {
      // A public call (login, SMS) does not depend on the caller; a stale token or Ent-ID must not refuse it.
      if (access === 'public' && err instanceof AppError) return;
      // Ending or reshaping one's own session touches no enterprise data: a stale Ent-ID must not keep a token alive.
      if (access !== 'session' || !(err instanceof AppError)) throw err;
      tenantId = session.homeTenantId;
    }
    req.auth = {
      session,
      userId: session.userId,
      loginName: session.loginName,
      tenantId,
      homeTenantId: session.homeTenantId,
      roles,
      isAdmin,
      viewOnly: session.viewOnly,
      remember: (key, load) => cache.remembered(key, epoch, load),
    };
    if (access === 'write' && (session.viewOnly || isReadOnly(roles))) {
      throw forbidden(text(session.viewOnly ? 'server.auth.viewOnly' : 'server.auth.readOnly'));
    }
    if (access === 'write' && !roles.length) throw forbidden();
    if (access === 'account' && session.viewOnly) throw forbidden(text('server.auth.viewOnly'));
    if (config.roles && !isAdmin && !config.roles.some((r) => roles.includes(r))) {
      throw forbidden();
    }
  });
}

/** The caller of a route that is not public; throws 401 when there is none. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
