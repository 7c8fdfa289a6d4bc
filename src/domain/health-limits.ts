// Occupational health (职业健康): a detection's result judged against its hazard factor's exposure limit. The
// limit may have an upper bound (PC-TWA, MAC, LEX,8h), a lower bound (oxygen content) or both (a range); the
// result must be in the factor's unit, never converted.

/** A hazard factor's limit: either bound may be absent; `unit` is the factor's unit code. */
export interface ExposureLimit {
  low: number | null;
  high: number | null;
  unit: string;
}

export type LimitJudgement = 'qualified' | 'over' | 'under';

/** Why a result cannot be judged: its unit is not the limit's, or the factor has no bound at all. */
export type LimitProblem = 'unit' | 'noLimit';

export type LimitOutcome = { ok: true; judgement: LimitJudgement } | { ok: false; problem: LimitProblem };

/** Judges `value` (in `unit`) against `limit`: above the upper bound is over, below the lower bound under. */
export function judgeAgainstLimit(value: number, unit: string, limit: ExposureLimit): LimitOutcome {
  if (unit !== limit.unit) return { ok: false, problem: 'unit' };
  if (limit.low === null && limit.high === null) return { ok: false, problem: 'noLimit' };
  if (limit.high !== null && value > limit.high) return { ok: true, judgement: 'over' };
  if (limit.low !== null && value < limit.low) return { ok: true, judgement: 'under' };
  return { ok: true, judgement: 'qualified' };
}

/** A number field of a record, or null when it is absent or not a finite number. */
export function limitBound(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
