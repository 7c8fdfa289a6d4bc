// Writing an 入驻申请 (docs/enterprise.md): the application of an enterprise is a record of `enterprise-apply`, a
// platform record (tenant 0) for that enterprise, created through the record pipeline so that its workflow starts
// (the `create` history step, the waiting rows of the platform administrator's inbox).
import type { AuthContext } from '../plugins/auth.ts';
import type { Queryable } from '../db/db.ts';
import { createThroughPipeline } from '../resources/create-record.ts';
import { APPLY_RESOURCE } from './record-hooks.ts';

export interface Application {
  qyId: number;
  name: string;
  mobile: string;
  module: string | null;
}

/**
 * The platform acting for an applicant: tenant 0 (where the record lives), the applicant's account as creator, no
 * role of its own (the pipeline checks references and values, never permissions).
 */
export function platformWriter(userId: number | null): AuthContext {
  const id = userId ?? 0;
  return {
    session: {
      sessionId: 0,
      userId: id,
      loginName: '',
      userName: '',
      homeTenantId: 0,
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
    userId: id,
    loginName: '',
    tenantId: 0,
    homeTenantId: 0,
    roles: [],
    isAdmin: false,
    viewOnly: false,
    remember: (_key, load) => load(),
  };
}

/**
 * Records an application; answers its id. `tx` must act as the platform (tenant 0): the caller has checked that the
 * applicant's enterprise is `qyId` (its own, never one it names).
 */
export async function submitApplication(tx: Queryable, userId: number | null, a: Application): Promise<number> {
  const body: Record<string, unknown> = { qyId: a.qyId, name: a.name, mobile: a.mobile };
  if (a.module) body.module = a.module;
  return createThroughPipeline(tx, platformWriter(userId), APPLY_RESOURCE, body);
}
