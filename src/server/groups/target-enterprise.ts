// Which enterprise a call of groups and park login is about, and as whom it runs (docs/enterprise.md).
import type { FastifyRequest } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { Db } from '../db/db.ts';
import type { Actor } from '../db/tenant-tx.ts';
import { fieldError, forbidden, notFound } from '../http/app-error.ts';
import { authOf } from '../plugins/auth.ts';

export interface Target {
  /** The enterprise the call is about. */
  qyId: number;
  /** Who runs the queries: the platform (tenant 0) for the platform administrator, else the enterprise itself. */
  actor: Actor;
  isAdmin: boolean;
}

/**
 * The platform administrator names the enterprise (`qyId`, else the one the session acts for); anyone else works
 * on the enterprise the session acts for, and naming another is a 403. An unknown enterprise is a 404.
 */
export async function targetEnterprise(db: Db, req: FastifyRequest, qyId: number | null | undefined): Promise<Target> {
  const auth = authOf(req);
  if (auth.isAdmin) {
    const id = qyId ?? auth.tenantId;
    if (!id) throw fieldError('qyId', text('groups.error.qyIdRequired'));
    const rows = await db.query('select 1 from qyxx where tenant_id = $1', [id]);
    if (!rows.length) throw notFound(text('enterprise.error.notFound'));
    return { qyId: id, actor: { tenantId: 0, userId: auth.userId }, isAdmin: true };
  }
  if (qyId != null && qyId !== auth.tenantId) throw forbidden(text('groups.error.ownOnly'));
  return { qyId: auth.tenantId, actor: { tenantId: auth.tenantId, userId: auth.userId }, isAdmin: false };
}
