// The calls of 用户管理's 账号 menu (docs/administration.md "Sessions", "Failed-login counters", "Password reset by a
// one-time code"): a user's live sessions listed and revoked, the login throttle's counters shown and cleared, a
// reset code sent to the user's mobile. All under /admin/sysuser; the server keeps an enterprise administrator to
// their enterprise's users (anyone else's is a 404).
import { request } from '../../api/http.ts';

/** A live session as the server answers it (never its token). */
export interface UserSession {
  id: number;
  createdAt: string;
  expiresAt: string;
  clientIp: string | null;
  userAgent: string | null;
  viewOnly: boolean;
  activeRole: string | null;
  /** The session of the administrator's own request. */
  current: boolean;
}

/** One failed-login counter: the address it counts (null: the old-password checks), its attempts, the block. */
export interface FailureCounter {
  address: string | null;
  attempts: number;
  blockedUntil: string | null;
}

export async function userSessions(userId: number): Promise<UserSession[]> {
  return (await request<UserSession[]>({ method: 'GET', url: '/admin/sysuser/sessions', params: { userId } })).data ?? [];
}

/** Revokes one session (`sessionId`) or all of the user's; answers the server's message. */
export async function revokeSessions(userId: number, sessionId?: number): Promise<string> {
  const data = sessionId === undefined ? { userId } : { userId, sessionId };
  return (await request<{ revoked: number }>({ method: 'POST', url: '/admin/sysuser/sessions/revoke', data })).msg;
}

export async function loginFailures(userId: number): Promise<FailureCounter[]> {
  return (await request<FailureCounter[]>({ method: 'GET', url: '/admin/sysuser/login-failures', params: { userId } })).data ?? [];
}

export async function clearLoginFailures(userId: number): Promise<string> {
  return (await request<{ cleared: number }>({ method: 'POST', url: '/admin/sysuser/login-failures/clear', data: { userId } })).msg;
}

/** Sends a reset code to the user's mobile; answers the server's message (it names the masked mobile). */
export async function sendResetCode(userId: number): Promise<string> {
  return (await request<{ mobile: string }>({ method: 'POST', url: '/admin/sysuser/reset-code', data: { userId } })).msg;
}
