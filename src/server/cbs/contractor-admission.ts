// The question a permit asks before naming contractor workers (issue 16's check; docs/emergency.md): is each
// worker's contractor admitted? A contractor not admitted, or suspended, may not have its workers named.
import { mayNameWorkers } from '../../domain/cbs-violations.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** The refusal for the first of `workerIds` (contractor-user ids) whose contractor is not admitted, or null. */
export async function contractorWorkersRefusal(tx: Queryable, tenantId: number, workerIds: readonly number[]): Promise<Text | null> {
  if (!workerIds.length) return null;
  const rows = await tx.query<{ id: number; worker: string; contractor: string | null; status: string | null }>(
    `select u.id::int as id, u.data->>'name' as worker, c.data->>'name' as contractor, c.data->>'admissionStatus' as status
       from ${tableName('contractor-user')} u
       left join ${tableName('contractor-info')} c on c.tenant_id = u.tenant_id and c.id = (u.data->>'contractorId')::bigint and not c.deleted
      where u.tenant_id = $1 and not u.deleted and u.id = any($2::bigint[])`,
    [tenantId, [...workerIds]],
  );
  for (const id of workerIds) {
    const row = rows.find((r) => Number(r.id) === id);
    if (!row) continue;
    if (!mayNameWorkers(row.status)) {
      return row.status === 'suspended'
        ? text('cbs.permit.contractorSuspended', { worker: row.worker, contractor: row.contractor ?? '' })
        : text('cbs.permit.contractorNotAdmitted', { worker: row.worker, contractor: row.contractor ?? '' });
    }
  }
  return null;
}
