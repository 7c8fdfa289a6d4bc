// The question a permit asks before naming contractor workers (docs/emergency.md, docs/permit-api.md): may each
// worker be named? Its contractor admitted (not suspended), its own admission neither cancelled nor past its end
// date, its training assessment passed (the pure rule: workerRefusal of src/domain/cbs-violations.ts).
import { workerRefusal, type WorkerRefusal } from '../../domain/cbs-violations.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { dateOfDay, localDay } from '../../domain/schedule-calendar.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

const MESSAGE: Readonly<Record<WorkerRefusal, 'cbs.permit.contractorSuspended' | 'cbs.permit.contractorNotAdmitted' | 'cbs.permit.workerVoided' | 'cbs.permit.workerExpired' | 'cbs.permit.workerUntrained'>> = {
  contractorSuspended: 'cbs.permit.contractorSuspended',
  contractorNotAdmitted: 'cbs.permit.contractorNotAdmitted',
  workerVoided: 'cbs.permit.workerVoided',
  workerExpired: 'cbs.permit.workerExpired',
  workerUntrained: 'cbs.permit.workerUntrained',
};

/** A refusal of one worker: its index in the ids asked about and the reason naming the person. */
export interface WorkerRefused {
  index: number;
  id: number;
  text: Text;
}

/** What the admission rule reads of a contractor worker, with its name, certificate and contractor. */
interface WorkerFacts {
  id: number;
  worker: string;
  certNo: string | null;
  contractor: string | null;
  status: string | null;
  voided: boolean | null;
  exitDate: string | null;
  training: string | null;
}

/** The enterprise's live contractor workers of these ids, or whose name contains `name` (the first `limit`, by name). */
function workerFacts(tx: Queryable, tenantId: number, which: { ids: readonly number[] } | { name: string; limit: number }): Promise<WorkerFacts[]> {
  const [where, args] = 'ids' in which ? ['u.id = any($2::bigint[])', [[...which.ids]]] : [`($2::text = '' or strpos(u.data->>'name', $2) > 0) order by u.data->>'name', u.id limit $3`, [which.name.trim(), which.limit]];
  return tx.query<WorkerFacts>(
    `select u.id::int as id, u.data->>'name' as worker, u.data->>'certNo' as "certNo", c.data->>'name' as contractor,
            c.data->>'admissionStatus' as status, (u.data->>'voided')::boolean as voided, u.data->>'exitDate' as "exitDate",
            u.data->>'trainingStatus' as training
       from ${tableName('contractor-user')} u
       left join ${tableName('contractor-info')} c on c.tenant_id = u.tenant_id and c.id = (u.data->>'contractorId')::bigint and not c.deleted
      where u.tenant_id = $1 and not u.deleted and ${where}`,
    [tenantId, ...args],
  );
}

/** Why the worker may not be named on the day `today` (null: it may), untrained said without its last session. */
function refusalOf(w: WorkerFacts, today: string): { why: WorkerRefusal; text: Text } | null {
  const why = workerRefusal({ contractorStatus: w.status, voided: w.voided === true, exitDate: w.exitDate, trainingStatus: w.training }, today);
  return why ? { why, text: text(MESSAGE[why], { worker: w.worker, contractor: w.contractor ?? '', exitDate: w.exitDate ?? '' }) } : null;
}

/**
 * The refusal for the first of `workerIds` (contractor-user ids) that may not be named on a permit on the site's
 * day of `at`, or null; an id that is no live contractor worker of the enterprise is refused as such.
 */
export async function contractorWorkerRefused(tx: Queryable, tenantId: number, workerIds: readonly number[], at = new Date()): Promise<WorkerRefused | null> {
  if (!workerIds.length) return null;
  const rows = await workerFacts(tx, tenantId, { ids: workerIds });
  const today = dateOfDay(localDay(at));
  for (const [index, id] of workerIds.entries()) {
    const row = rows.find((r) => Number(r.id) === id);
    if (!row) return { index, id, text: text('cbs.permit.unknownWorker', { id }) };
    const refused = refusalOf(row, today);
    if (refused?.why === 'workerUntrained') return { index, id, text: await untrainedText(tx, tenantId, id, row.worker) };
    if (refused) return { index, id, text: refused.text };
  }
  return null;
}

/**
 * Why an untrained worker is refused: the worker's latest contractor training session (承包商培训记录 › 参训人员)
 * when it was failed, else that no passed session is on record.
 */
async function untrainedText(tx: Queryable, tenantId: number, workerId: number, worker: string): Promise<Text> {
  const [last] = await tx.query<{ date: string | null; training: string | null; passed: boolean | null }>(
    `select t.data->>'trainingDate' as date, t.data->>'trainingName' as training, (r.data->>'passed')::boolean as passed
       from ${tableName('contractor-training-trainee')} r
       join ${tableName('contractor-training')} t on t.tenant_id = r.tenant_id and t.id = (r.data->>'trainingId')::bigint and not t.deleted
      where r.tenant_id = $1 and not r.deleted and (r.data->>'contractorUserId')::bigint = $2
      order by t.data->>'trainingDate' desc nulls last, r.id desc limit 1`,
    [tenantId, workerId],
  );
  if (last && last.passed !== true) return text('cbs.permit.workerFailedSession', { worker, date: last.date ?? '', training: last.training ?? '' });
  return text('cbs.permit.workerUntrained', { worker });
}

/** A contractor worker a permit's picker offers, with why it may not be named today (null: it may). */
export interface PickableWorker {
  id: number;
  name: string;
  certNo: string | null;
  contractor: string | null;
  refusal: Text | null;
}

/**
 * The enterprise's contractor workers whose name contains `name` (the first `limit`, by name), each with why it may not
 * be named on the site's day of `at`: the picker shows those disabled with the reason (the permit's save refuses them).
 * An untrained worker is named so without its last session (one query for the page, not one per worker).
 */
export async function pickableWorkers(tx: Queryable, tenantId: number, name: string, limit: number, at = new Date()): Promise<PickableWorker[]> {
  const today = dateOfDay(localDay(at));
  return (await workerFacts(tx, tenantId, { name, limit })).map((r) => ({
    id: Number(r.id),
    name: r.worker,
    certNo: r.certNo || null,
    contractor: r.contractor,
    refusal: refusalOf(r, today)?.text ?? null,
  }));
}

/** The refusal text for the first of `workerIds` that may not be named on a permit, or null. */
export async function contractorWorkersRefusal(tx: Queryable, tenantId: number, workerIds: readonly number[], at = new Date()): Promise<Text | null> {
  return (await contractorWorkerRefused(tx, tenantId, workerIds, at))?.text ?? null;
}
