// A contractor training session's trainees (承包商培训记录 › 参训人员, docs/training.md "Contractor training"):
// the session's counts from its rows, one row per worker, and what a worker's result in a session does to the
// worker's training status (承包商人员 › 培训状态, which the permit's qualification check reads). Pure.

/** One trainee row as sent or stored (only what the rules read). */
export interface TraineeRow {
  contractorUserId?: unknown;
  passed?: unknown;
}

/** The session's 参训人数 and 考核合格人数 from its rows; null for a session without rows (typed counts stand). */
export function sessionCounts(rows: readonly TraineeRow[]): { traineeCount: number; passCount: number } | null {
  if (rows.length === 0) return null;
  return { traineeCount: rows.length, passCount: rows.filter((r) => r.passed === true).length };
}

/** The index of the first row naming a worker an earlier row already names, or -1. */
export function repeatedTrainee(rows: readonly TraineeRow[]): number {
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    if (r.contractorUserId === undefined || r.contractorUserId === null || r.contractorUserId === '') continue;
    const key = String(r.contractorUserId);
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

/** 承包商人员's 培训状态 values (contractor-user.trainingStatus). */
export type WorkerTrainingStatus = 'untrained' | 'trained' | 'passed' | 'failed';

/**
 * The worker's training status after a result in a session, or null when it stays: a pass makes it 考核合格; a
 * fail makes it 考核不合格 unless the worker has passed before (a later fail does not undo an earlier pass).
 */
export function statusAfterResult(current: string | null | undefined, passed: boolean): WorkerTrainingStatus | null {
  if (passed) return current === 'passed' ? null : 'passed';
  return current === 'passed' || current === 'failed' ? null : 'failed';
}
