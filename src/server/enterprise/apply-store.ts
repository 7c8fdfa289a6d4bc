// Writing an 入驻申请 (docs/enterprise.md): the application of an enterprise is a record of `enterprise-apply`, a
// platform record (tenant 0) for that enterprise, created through the record pipeline so that its workflow starts
// (the `create` history step, the waiting rows of the platform administrator's inbox).
import { systemAuth } from '../auth/system-auth.ts';
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
 * Records an application; answers its id. `tx` must act as the platform (tenant 0): the caller has checked that the
 * applicant's enterprise is `qyId` (its own, never one it names).
 */
export async function submitApplication(tx: Queryable, userId: number | null, a: Application): Promise<number> {
  const body: Record<string, unknown> = { qyId: a.qyId, name: a.name, mobile: a.mobile };
  if (a.module) body.module = a.module;
  // The platform (tenant 0, where the record lives) acting for the applicant's account.
  return createThroughPipeline(tx, systemAuth(0, userId), APPLY_RESOURCE, body);
}
