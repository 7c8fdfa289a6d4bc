import type { FastifyRequest } from 'fastify';
import { checkRange, MAX_RANGE_MONTHS, type MonthRange } from '../../domain/ops-stats.ts';
import { text } from '../../domain/i18n/text.ts';
import { isReadOnly } from '../auth/roles.ts';
import type { Actor } from '../db/tenant-tx.ts';
import { fieldError, forbidden } from '../http/app-error.ts';
import { authOf } from '../plugins/auth.ts';

/**
 * Who reads 运营统计 and over which enterprises (docs/operations.md "Who sees what"): the platform administrator
 * (and a read-only account of the platform itself) reads every enterprise as tenant 0, row-level security open,
 * optionally narrowed to one (`qyId`); a read-only user of an enterprise reads only that enterprise (its own
 * tenant, and `qyId` is forced to it: another one is refused); anyone else is refused (403).
 */
export interface OpsScope {
  actor: Actor;
  /** The one enterprise the figures are about, or null for every enterprise. */
  qyId: number | null;
}

export function opsScope(req: FastifyRequest, qyId?: number): OpsScope {
  const auth = authOf(req);
  const platform = auth.isAdmin || (isReadOnly(auth.roles) && auth.tenantId === 0);
  if (platform) return { actor: { tenantId: 0, userId: auth.userId }, qyId: qyId ?? null };
  if (!isReadOnly(auth.roles)) throw forbidden(text('opsstats.error.forbidden'));
  if (qyId !== undefined && qyId !== auth.tenantId) throw forbidden(text('opsstats.error.otherEnterprise'));
  return { actor: { tenantId: auth.tenantId, userId: auth.userId }, qyId: auth.tenantId };
}

/** The month range of a query, or a 400 naming the field. */
export function rangeOf(q: { from: string; to: string }): MonthRange {
  const problem = checkRange(q);
  if (problem) {
    const msg =
      problem.reason === 'format'
        ? text('opsstats.error.monthFormat', { field: text(problem.field === 'from' ? 'opsstats.field.from' : 'opsstats.field.to') })
        : problem.reason === 'order'
          ? text('opsstats.error.order')
          : text('opsstats.error.tooLong', { max: MAX_RANGE_MONTHS });
    throw fieldError(problem.field, msg);
  }
  return { from: q.from, to: q.to };
}
