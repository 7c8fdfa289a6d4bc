// The coordinator of simultaneous work (GB 30871-2022 4.6, 4.7; issue 16 item 6, docs/permits.md "Simultaneous
// work"): where other permits work at the same place and time, the production unit names one person who
// coordinates them, and that person's confirmation is recorded on the permit (a `coordinate` event naming the
// permits coordinated). Pure: whether a confirmation may be recorded now, and whether the last one still covers
// the works at the site (a work that appeared since makes it stale).
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { stateText, type PermitState } from './permit-lifecycle.ts';

/** The states in which a permit's coordination may be confirmed: before and during the work. */
export const COORDINATING_STATES: readonly PermitState[] = Object.freeze(['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS']);

/** One recorded confirmation: who, when, and the numbers of the other permits it covered. */
export interface Coordination {
  byName: string;
  at: string;
  numbers: readonly string[];
}

/**
 * `none`: no other work at the site, nothing to coordinate; `missing`: works at the site, no confirmation yet;
 * `confirmed`: the last confirmation covers every work at the site now; `stale`: a work at the site now was not
 * among those the last confirmation covered.
 */
export type CoordinationStatus = 'none' | 'missing' | 'confirmed' | 'stale';

/** The status of a permit's coordination given its last confirmation and the numbers of the works at its site now. */
export function coordinationStatus(last: Coordination | null, nearby: readonly string[]): CoordinationStatus {
  if (!nearby.length) return 'none';
  if (!last) return 'missing';
  const covered = new Set(last.numbers);
  return nearby.every((n) => covered.has(n)) ? 'confirmed' : 'stale';
}

/**
 * Why a confirmation may not be recorded now: a permit past its work, nothing at the site to coordinate, or a pair
 * the standard forbids (`forbidden`, permit-simultaneous.ts's refusal: no coordination makes it allowed); null when
 * it may.
 */
export function coordinationRefusal(state: PermitState, nearby: readonly string[], forbidden: Text | null = null): Text | null {
  if (!COORDINATING_STATES.includes(state)) return text('rules.permit.coordination.state', { state: stateText(state) });
  if (!nearby.length) return text('rules.permit.coordination.nothing');
  return forbidden;
}
