// A contractor worker's part of the training file (docs/training.md "Contractor training"): a contractor worker is
// a person (staffinfo) whose 承包商人员 profile has the same id (src/server/text-refs/contractor-people.ts), so the
// file of that person adds the profile (承包商, 培训状态) and, as records of the source `contractor`, the contractor
// training sessions (承包商培训记录 of 承包商管理) that list the worker among their trainees.
import type { TrainingFile } from '../../domain/jypx-training-file.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';
import { recordLine } from './record-line.ts';

/** The source of a training file's record that is a contractor training session. */
export const CONTRACTOR_SOURCE = 'contractor';

/** The person's contractor profile, or null for a person who is no contractor worker. */
export async function contractorProfile(tx: Queryable, tenantId: number, staffId: number): Promise<TrainingFile['contractor']> {
  const [p] = await tx.query<{ contractor_id: string | null; name: string | null; status: string | null }>(
    `select u.data->>'contractorId' as contractor_id, c.data->>'name' as name, u.data->>'trainingStatus' as status
       from ${tableName('contractor-user')} u
       left join ${tableName('contractor-info')} c on c.tenant_id = u.tenant_id and c.id = (u.data->>'contractorId')::bigint and not c.deleted
      where u.tenant_id = $1 and u.id = $2 and not u.deleted`,
    [tenantId, staffId],
  );
  if (!p) return null;
  return { contractorId: p.contractor_id === null ? null : Number(p.contractor_id), name: p.name, trainingStatus: p.status ?? 'untrained' };
}

/** The live sessions naming the worker as a trainee, as records of the file (newest first). */
export async function contractorSessionRecords(tx: Queryable, tenantId: number, staffId: number): Promise<TrainingFile['records']> {
  const rows = await tx.query<{ id: number; session: Record<string, unknown>; row: Record<string, unknown> }>(
    `select r.id, t.data as session, r.data as row
       from ${tableName('contractor-training-trainee')} r
       join ${tableName('contractor-training')} t on t.tenant_id = r.tenant_id and t.id = (r.data->>'trainingId')::bigint and not t.deleted
      where r.tenant_id = $1 and not r.deleted and (r.data->>'contractorUserId')::bigint = $2
      order by t.data->>'trainingDate' desc nulls last, r.id desc`,
    [tenantId, staffId],
  );
  return rows.map((r) =>
    recordLine({
      id: r.id,
      data: { trainingName: r.session.trainingName, trainingDate: r.session.trainingDate, hours: r.session.hours, score: r.row.score, passed: r.row.passed, certificateNo: r.row.certificateNo, source: CONTRACTOR_SOURCE },
    }),
  );
}

/** The contractors' names of the people a file may be opened for, by person id. */
export async function contractorNames(tx: Queryable, tenantId: number): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; name: string | null }>(
    `select u.id, c.data->>'name' as name from ${tableName('contractor-user')} u
       left join ${tableName('contractor-info')} c on c.tenant_id = u.tenant_id and c.id = (u.data->>'contractorId')::bigint and not c.deleted
      where u.tenant_id = $1 and not u.deleted`,
    [tenantId],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name ?? '']));
}
