// Patrol (巡检) rules, pure: how one check item's result is judged against its ranges and the enterprise's
// tolerances, and whether a submitted patrol is late. The server's hooks (src/server/xjxc/record-hooks.ts)
// read the item, the record and the configuration and call these; the unit tests are table-driven
// (tests/unit/xjxc-reading.test.ts).
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

/** A check item as the rules need it (a patrol-item record). */
export interface PatrolItemRule {
  readonly itemType: 'check' | 'reading';
  readonly content?: string;
  readonly unit?: string | null;
  readonly lowerLimit?: number | null;
  readonly upperLimit?: number | null;
  readonly physicalMin?: number | null;
  readonly physicalMax?: number | null;
  readonly photoRequired?: boolean | null;
}

/** What the inspector entered for the item (a patrol-result row). */
export interface PatrolInput {
  readonly normal?: unknown;
  readonly reading?: unknown;
  readonly photos?: unknown;
}

/** The enterprise's tolerances (patrol-config); absent: none. */
export interface PatrolTolerance {
  /** A reading outside the normal range by at most this percent of the range's width is 临界, not abnormal. */
  readonly rangeTolerancePercent?: number | null;
  readonly lateToleranceMinutes?: number | null;
  readonly requirePhotoOnAbnormal?: boolean | null;
}

export type Verdict = 'normal' | 'warning' | 'abnormal';

/** A refusal names the result field it is about. */
export interface PatrolProblem {
  readonly field: 'normal' | 'reading' | 'photos';
  readonly message: Text;
}

export type Judgement = { readonly ok: true; readonly verdict: Verdict } | { readonly ok: false; readonly problem: PatrolProblem };

const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The verdict of a reading against the normal range widened by the tolerance. */
export function readingVerdict(item: PatrolItemRule, reading: number, tolerance: PatrolTolerance = {}): Verdict {
  const lo = num(item.lowerLimit);
  const hi = num(item.upperLimit);
  if ((lo === null || reading >= lo) && (hi === null || reading <= hi)) return 'normal';
  const pct = num(tolerance.rangeTolerancePercent) ?? 0;
  if (pct <= 0 || lo === null || hi === null || hi <= lo) return 'abnormal';
  const slack = ((hi - lo) * pct) / 100;
  return reading >= lo - slack && reading <= hi + slack ? 'warning' : 'abnormal';
}

/**
 * Judges one result: a reading item needs a finite number within the instrument's physical limits (else it is
 * refused: nothing is stored); a check item needs normal true or false. An abnormal result of an item that
 * asks for a photo (or when the enterprise asks for one) without a photo is refused too.
 */
export function judgeResult(item: PatrolItemRule, input: PatrolInput, tolerance: PatrolTolerance = {}): Judgement {
  let verdict: Verdict;
  if (item.itemType === 'reading') {
    const r = input.reading;
    if (r === undefined || r === null || r === '') return { ok: false, problem: { field: 'reading', message: text('xjxc.reading.missing', { item: item.content ?? '' }) } };
    if (typeof r !== 'number' || !Number.isFinite(r)) return { ok: false, problem: { field: 'reading', message: text('xjxc.reading.type', { item: item.content ?? '' }) } };
    const min = num(item.physicalMin);
    const max = num(item.physicalMax);
    if ((min !== null && r < min) || (max !== null && r > max)) {
      return {
        ok: false,
        problem: { field: 'reading', message: text('xjxc.reading.physical', { item: item.content ?? '', min: min ?? '-∞', max: max ?? '+∞', unit: item.unit ?? '' }) },
      };
    }
    verdict = readingVerdict(item, r, tolerance);
    if (input.normal === false) verdict = 'abnormal';
  } else {
    if (typeof input.normal !== 'boolean') return { ok: false, problem: { field: 'normal', message: text('xjxc.check.missing', { item: item.content ?? '' }) } };
    verdict = input.normal ? 'normal' : 'abnormal';
  }
  const photoWanted = item.photoRequired === true || tolerance.requirePhotoOnAbnormal === true;
  const hasPhoto = Array.isArray(input.photos) && input.photos.length > 0;
  if (verdict === 'abnormal' && photoWanted && !hasPhoto) {
    return { ok: false, problem: { field: 'photos', message: text('xjxc.photo.required', { item: item.content ?? '' }) } };
  }
  return { ok: true, verdict };
}

/** Whether a patrol submitted at `finishedAt` is late for `dueAt` beyond the tolerance (minutes, default 0). */
export function isLate(dueAt: Date | null, finishedAt: Date, tolerance: PatrolTolerance = {}): boolean {
  if (!dueAt || Number.isNaN(dueAt.getTime())) return false;
  const minutes = num(tolerance.lateToleranceMinutes) ?? 0;
  return finishedAt.getTime() > dueAt.getTime() + Math.max(0, minutes) * 60_000;
}

/** A check item whose normal range is not inside its physical limits: the field to name, or null. */
export function itemRangeProblem(item: PatrolItemRule): { field: 'lowerLimit' | 'upperLimit'; message: Text } | null {
  const min = num(item.physicalMin);
  const max = num(item.physicalMax);
  const lo = num(item.lowerLimit);
  const hi = num(item.upperLimit);
  const msg = text('xjxc.item.range', { item: item.content ?? '' });
  if (lo !== null && ((min !== null && lo < min) || (max !== null && lo > max))) return { field: 'lowerLimit', message: msg };
  if (hi !== null && ((min !== null && hi < min) || (max !== null && hi > max))) return { field: 'upperLimit', message: msg };
  return null;
}

/** Check items that have no result among `done` (item ids), in the route's order. */
export function missingItems(itemIds: readonly number[], done: readonly number[]): number[] {
  const have = new Set(done);
  return itemIds.filter((id) => !have.has(id));
}
