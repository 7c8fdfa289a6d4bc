// 承包商培训记录's trainees (docs/training.md "Contractor training"): a session lists its trainees as children rows
// (contractor-training-trainee); its 参训人数/考核合格人数 are counted from the rows when it has rows (合格率 then
// computed from them as always), a worker appears once per session and belongs to the session's contractor, and a
// worker's pass sets the worker's 培训状态 to 考核合格, which the permit's qualification check reads (pure rules:
// src/domain/cbs-contractor-training.ts).
import { repeatedTrainee, sessionCounts, statusAfterResult, type TraineeRow } from '../../domain/cbs-contractor-training.ts';
import { text } from '../../domain/i18n/text.ts';
import { applyComputed } from '../../schema/record-compute.ts';
import { childRowField, childRowText, childrenOf } from '../../schema/keywords/children.ts';
import { AppError, fieldError, fieldProblem } from '../http/app-error.ts';
import type { RecordHook, RecordWrite } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';

const TRAINEES = 'trainees';
const SESSION = 'contractor-training';
const TRAINEE = 'contractor-training-trainee';
const WORKER = 'contractor-user';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The rows sent under `trainees`, or null when the key was not sent. */
function sentRows(w: RecordWrite): TraineeRow[] | null {
  const raw = w.taken[TRAINEES];
  if (raw === undefined) return null;
  return Array.isArray(raw) ? raw.filter(isObject) : [];
}

/** The session's stored live rows (an update that does not send them). */
async function storedRows(w: RecordWrite): Promise<{ contractorUserId: number; passed: boolean }[]> {
  if (w.id === null) return [];
  const rows = await w.s.tx.query<{ worker: string | null; passed: boolean | null }>(
    `select data->>'contractorUserId' as worker, (data->>'passed')::boolean as passed from ${tableName(TRAINEE)}
      where tenant_id = $1 and not deleted and (data->>'trainingId')::bigint = $2`,
    [w.auth.tenantId, w.id],
  );
  return rows.map((r) => ({ contractorUserId: Number(r.worker), passed: r.passed === true }));
}

/**
 * `cbs.sessionCounts` (contractor-training): before validation, a session with rows (sent, or stored when not sent)
 * takes its 参训人数 and 考核合格人数 from them and its 合格率 is computed again; a session without rows keeps the
 * typed counts. Refused: a worker named on two rows (400 at the second row's `contractorUserId`), a contractor
 * changed while the stored rows name another contractor's workers (400 at `contractorId`).
 */
const sessionCountsHook: RecordHook = {
  name: 'cbs.sessionCounts',
  async prepare(w, values) {
    const counts = sessionCounts(sentRows(w) ?? (await storedRows(w)));
    if (!counts) return;
    Object.assign(values, counts);
    applyComputed(w.s.c.resource, values);
  },
  async check(w, values) {
    const rows = sentRows(w);
    if (rows) {
      const i = repeatedTrainee(rows);
      if (i < 0) return;
      const spec = childrenOf(w.s.c.resource).find((c) => c.key === TRAINEES) ?? { title: TRAINEES };
      const [worker] = await w.s.tx.query<{ name: string | null }>(`select data->>'name' as name from ${tableName(WORKER)} where tenant_id = $1 and id = $2`, [
        w.auth.tenantId,
        Number(rows[i].contractorUserId),
      ]);
      const message = childRowText(spec, i, text('cbs.training.repeatedTrainee', { worker: worker?.name ?? String(rows[i].contractorUserId) }));
      throw new AppError(400, message, [fieldProblem(childRowField(TRAINEES, i, 'contractorUserId'), message)]);
    }
    const ids = (await storedRows(w)).map((r) => r.contractorUserId);
    if (!ids.length) return;
    const [other] = await w.s.tx.query<{ name: string | null }>(
      `select data->>'name' as name from ${tableName(WORKER)} where tenant_id = $1 and id = any($2::bigint[]) and data->>'contractorId' is distinct from $3 limit 1`,
      [w.auth.tenantId, ids, values.contractorId == null ? null : String(values.contractorId)],
    );
    if (other) throw fieldError('contractorId', text('cbs.training.contractorOfTrainees', { worker: other.name ?? '' }));
  },
};

/**
 * `cbs.traineeOfContractor` (contractor-training-trainee): a row's worker must be a worker of the session's
 * contractor (400 at `contractorUserId`, answered under the row's path by the children keyword).
 */
const traineeOfContractor: RecordHook = {
  name: 'cbs.traineeOfContractor',
  async check(w, values) {
    const [row] = await w.s.tx.query<{ worker: string | null; mine: string | null; theirs: string | null; contractor: string | null }>(
      `select u.data->>'name' as worker, u.data->>'contractorId' as mine, t.data->>'contractorId' as theirs, c.data->>'name' as contractor
         from ${tableName(WORKER)} u
         join ${tableName(SESSION)} t on t.tenant_id = u.tenant_id and t.id = $3
         left join ${tableName('contractor-info')} c on c.tenant_id = t.tenant_id and c.id = (t.data->>'contractorId')::bigint
        where u.tenant_id = $1 and u.id = $2`,
      [w.auth.tenantId, Number(values.contractorUserId), Number(values.trainingId)],
    );
    if (row && row.mine !== row.theirs) throw fieldError('contractorUserId', text('cbs.training.otherContractor', { worker: row.worker ?? '', contractor: row.contractor ?? '' }));
  },
};

/**
 * `cbs.traineeStatus` (contractor-training-trainee): after a row is written, its worker's 培训状态 follows the
 * result (statusAfterResult: a pass makes it 考核合格, a fail 考核不合格 unless the worker passed before) and, when
 * it changes, 考试成绩 takes the row's score.
 */
const traineeStatus: RecordHook = {
  name: 'cbs.traineeStatus',
  async saved(w, values) {
    const id = Number(values.contractorUserId);
    const [worker] = await w.s.tx.query<{ status: string | null }>(
      `select data->>'trainingStatus' as status from ${tableName(WORKER)} where tenant_id = $1 and id = $2 and not deleted for update`,
      [w.auth.tenantId, id],
    );
    if (!worker) return;
    const next = statusAfterResult(worker.status, values.passed === true);
    if (next === null) return;
    const patch: Record<string, unknown> = { trainingStatus: next };
    if (typeof values.score === 'number') patch.examScore = values.score;
    await w.s.tx.query(`update ${tableName(WORKER)} set data = data || $3::jsonb, updated_at = now(), updated_by = $4 where tenant_id = $1 and id = $2`, [
      w.auth.tenantId,
      id,
      JSON.stringify(patch),
      w.auth.userId,
    ]);
  },
};

export const contractorTrainingHooks = { sessionCounts: sessionCountsHook, traineeOfContractor, traineeStatus };
