// The words of 运营统计's pages and the small renderings they share.
import { opsstatsZh } from '../../../domain/i18n/zh/opsstats.ts';
import { percent } from '../../../domain/ops-stats.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../../domain/permit-grade.ts';
import { PERMIT_KIND_INFO, isPermitKind } from '../../../domain/permit-kinds.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

export const t = textOf(opsstatsZh);

/** `12.5%`, or `-` when there is nothing to share. */
export function rateText(part: number, whole: number): string {
  const p = percent(part, whole);
  return p === null ? '-' : `${p}%`;
}

/** `YYYY-MM-DD HH:mm` in business time, `-` for none. */
export function timeText(iso: string | null | undefined): string {
  if (!iso) return '-';
  return new Date(Date.parse(iso) + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A permit kind's short name (动火); the code itself when it is no kind. */
export function kindName(kind: string): string {
  return isPermitKind(kind) ? PERMIT_KIND_INFO[kind].shortName : kind;
}
