// The special-work check of a work activity (spec 001 §5): when the activity involves special works, the
// kinds involved must be chosen, and each chosen kind needs a permit of that kind. Pure: the caller passes
// the kinds of the permits it has resolved.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { kindText, type PermitKind } from './permit-kinds.ts';
import { joinTexts } from './rule-texts.ts';

export interface SpecialWorkInput {
  /** 涉及特殊作业 */
  sheJiTeShuZuoYe: boolean;
  /** The kinds involved (teShuZuoYeLeiXing). */
  kinds: readonly PermitKind[];
  /** The kinds of the permits chosen (zuoYePiaoIds, resolved). */
  permitKinds: readonly PermitKind[];
}

export type SpecialWorkAnswer =
  | { ok: true }
  | { ok: false; field: 'teShuZuoYeLeiXing' | 'zuoYePiaoIds'; message: Text; missingKinds: PermitKind[] };

export const SELECT_KINDS = text('rules.activity.selectKinds');

/** An activity that involves no special work passes whatever it lists. */
export function checkSpecialWork(input: SpecialWorkInput): SpecialWorkAnswer {
  if (!input.sheJiTeShuZuoYe) return { ok: true };
  if (input.kinds.length === 0) {
    return { ok: false, field: 'teShuZuoYeLeiXing', message: SELECT_KINDS, missingKinds: [] };
  }
  const have = new Set(input.permitKinds);
  const missing = [...new Set(input.kinds)].filter((k) => !have.has(k));
  if (missing.length === 0) return { ok: true };
  const kinds = joinTexts(missing.map(kindText), 'rules.list') ?? '';
  return { ok: false, field: 'zuoYePiaoIds', message: text('rules.activity.selectPermitsOf', { kinds }), missingKinds: missing };
}
