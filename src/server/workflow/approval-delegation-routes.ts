// 委托 (delegations): a person away names a delegate for a period; the delegate may act on the person's
// approval tasks meanwhile (the task records acted_by and on_behalf_of). GET /workflow/delegations (given
// and received), POST /workflow/delegations {delegateId, startsAt, endsAt, reason?}, POST
// /workflow/delegations/revoke {id}. Creating or revoking one refreshes the waiting rows of the records the
// person's pending tasks are on, so that the delegate's inbox shows them.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { badRequest, conflict, fieldError, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj, str } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { zhOf } from '../routes/zh-of.ts';
import { staffNames } from '../db/staff-names.ts';
import { staffExists } from './approval-signers.ts';
import { delegationsOf, insertDelegation, liveDelegations, recordsWaitingOn, revokeDelegation, type DelegationRow } from './approval-store.ts';
import { refreshApprovalWaiting } from './approval-waiting.ts';

const tags = [zhOf('approval.api.tag')];
const createBody = obj(
  {
    delegateId: { ...idOf(text('approval.field.delegateId')), minimum: 1 },
    startsAt: str(text('approval.field.startsAt'), { maxLength: 40 }),
    endsAt: str(text('approval.field.endsAt'), { maxLength: 40 }),
    reason: str(text('approval.field.reason'), { maxLength: 200 }),
  },
  ['delegateId', 'startsAt', 'endsAt'],
);
const revokeBody = obj({ id: { ...idOf(text('approval.field.delegationId')), minimum: 1 } }, ['id']);

function staffOf(auth: AuthContext): number {
  if (auth.session.renYuanId == null) throw badRequest(text('approval.delegation.noStaff'));
  return Number(auth.session.renYuanId);
}

function timeOf(field: 'startsAt' | 'endsAt', v: string): Date {
  const d = new Date(v);
  if (!/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(d.getTime())) {
    throw fieldError(field, text('approval.delegation.badTime', { field: text(`approval.field.${field}`) }));
  }
  return d;
}

/** Rewrites the approval waiting rows of every record a pending task of `staffId` is on. */
async function refreshFor(tx: Queryable, tenantId: number, staffId: number): Promise<void> {
  const registry = resourceRegistry();
  for (const r of await recordsWaitingOn(tx, tenantId, [staffId])) {
    const rows = await tx.query<{ data: Record<string, unknown> }>(`select data from ${tableName(r.resource)} where tenant_id = $1 and id = $2`, [tenantId, r.recordId]);
    await refreshApprovalWaiting(tx, tenantId, registry.byKey.get(r.resource), r.resource, r.recordId, rows[0]?.data ?? {});
  }
}

async function withNames(tx: Queryable, tenantId: number, list: DelegationRow[]) {
  const names = await staffNames(tx, tenantId, list.flatMap((d) => [d.staffId, d.delegateId]), { includeDeleted: true });
  return list.map((d) => ({ ...d, staffName: names.get(d.staffId) ?? null, delegateName: names.get(d.delegateId) ?? null }));
}

export async function delegationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/workflow/delegations', { config: { access: 'read' }, schema: { tags, summary: zhOf('approval.api.delegations') } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      if (auth.session.renYuanId == null) return okData([]);
      return okData(await withNames(tx, auth.tenantId, await delegationsOf(tx, auth.tenantId, Number(auth.session.renYuanId))));
    });
  });

  app.post<{ Body: { delegateId: number; startsAt: string; endsAt: string; reason?: string } }>(
    '/workflow/delegations',
    { config: { access: 'write' }, schema: { tags, summary: zhOf('approval.api.delegate'), body: createBody } },
    (req) => {
      const auth = authOf(req);
      const b = req.body;
      const staffId = staffOf(auth);
      if (b.delegateId === staffId) throw fieldError('delegateId', text('approval.delegation.self'));
      const starts = timeOf('startsAt', b.startsAt);
      const ends = timeOf('endsAt', b.endsAt);
      if (ends <= starts || ends.getTime() <= Date.now()) throw fieldError('endsAt', text('approval.delegation.badPeriod'));
      return inTenant(db, auth, async (tx) => {
        if (!(await staffExists(tx, auth.tenantId, b.delegateId))) throw fieldError('delegateId', text('approval.staffNotFound', { id: b.delegateId }));
        // One delegate at a time: periods of one person's live delegations may not overlap.
        await tx.query('select id from staffinfo where tenant_id = $1 and id = $2 for update', [auth.tenantId, staffId]);
        const overlap = (await liveDelegations(tx, auth.tenantId, [staffId])).some(
          (d) => d.staffId === staffId && Date.parse(d.startsAt) < ends.getTime() && starts.getTime() < Date.parse(d.endsAt),
        );
        if (overlap) throw conflict(text('approval.delegation.overlap'));
        const d = await insertDelegation(tx, auth.tenantId, {
          staffId,
          delegateId: b.delegateId,
          startsAt: starts.toISOString(),
          endsAt: ends.toISOString(),
          reason: b.reason?.trim() || null,
          createdBy: auth.userId,
        });
        await refreshFor(tx, auth.tenantId, staffId);
        return okData((await withNames(tx, auth.tenantId, [d]))[0]);
      });
    },
  );

  app.post<{ Body: { id: number } }>(
    '/workflow/delegations/revoke',
    { config: { access: 'write' }, schema: { tags, summary: zhOf('approval.api.revoke'), body: revokeBody } },
    (req) => {
      const auth = authOf(req);
      const staffId = staffOf(auth);
      return inTenant(db, auth, async (tx) => {
        const d = await revokeDelegation(tx, auth.tenantId, staffId, req.body.id);
        if (!d) throw notFound(text('approval.delegation.notFound'));
        await refreshFor(tx, auth.tenantId, staffId);
        return okData((await withNames(tx, auth.tenantId, [d]))[0]);
      });
    },
  );
}
