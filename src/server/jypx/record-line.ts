// One line of a training file's records (docs/training.md "Training files"): a training record's data, or a
// contractor training session with its trainee's result (contractor-sessions.ts), as the file answers it.
import type { TrainingFile } from '../../domain/jypx-training-file.ts';

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

/** A record (its id and data: trainingName, trainingDate, hours, score, passed, source, certificateNo) as a line. */
export function recordLine(r: { id: number; data: Record<string, unknown> }): TrainingFile['records'][number] {
  return {
    id: Number(r.id),
    name: String(r.data.trainingName ?? ''),
    date: typeof r.data.trainingDate === 'string' ? r.data.trainingDate : null,
    hours: num(r.data.hours),
    score: typeof r.data.score === 'number' ? r.data.score : null,
    passed: r.data.passed === true,
    source: typeof r.data.source === 'string' ? r.data.source : 'manual',
    certificateNo: typeof r.data.certificateNo === 'string' ? r.data.certificateNo : null,
  };
}
