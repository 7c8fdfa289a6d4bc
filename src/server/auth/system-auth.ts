import type { AuthContext } from '../plugins/auth.ts';

/**
 * The system acting in `tenantId` on behalf of a person (the records' creator: a plan's author, an applicant), with no
 * role of its own: the record pipeline's hooks check references and values, never permissions. Used by the
 * schedules' generation, the platform's 入驻申请 records (tenant 0) and demo seeds.
 */
export function systemAuth(tenantId: number, planAuthor: number | null): AuthContext {
  const userId = planAuthor ?? 0;
  return {
    session: {
      sessionId: 0,
      userId,
      loginName: '',
      userName: '',
      homeTenantId: tenantId,
      renYuanId: null,
      roles: [],
      sassQy: 0,
      status: 1,
      activeRole: null,
      viewOnly: false,
      compBizId: null,
      parentSessionId: null,
      expiresAt: new Date(0),
    },
    userId,
    loginName: '',
    tenantId,
    homeTenantId: tenantId,
    roles: [],
    isAdmin: false,
    viewOnly: false,
    // Not authenticated from a token: nothing is kept for it.
    remember: (_key, load) => load(),
  };
}
