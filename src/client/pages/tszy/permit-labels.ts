// Shared presentation helpers of the permit screens: the kind and state options (labels from the domain),
// the tag colour of each state, times as text and the Chinese text of a refused call. (Which actions to offer
// is the server's answer, `allowedActions`.)
import { formatTime } from '../../../domain/format.ts';
import { PERMIT_KIND_INFO, PERMIT_KINDS, type PermitKind } from '../../../domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS, type PermitState } from '../../../domain/permit-lifecycle.ts';
import { ApiError } from '../../api/http.ts';

/** Kinds with their short names, in the standard's order. */
export const KIND_OPTIONS = PERMIT_KINDS.map((k) => ({ value: k, label: PERMIT_KIND_INFO[k].shortName }));

/** The states a list may filter by (removed permits are never listed). */
export const STATE_OPTIONS = (Object.keys(PERMIT_STATE_LABELS) as PermitState[])
  .filter((s) => s !== 'REMOVED')
  .map((s) => ({ value: s, label: PERMIT_STATE_LABELS[s] }));

/** antd Tag colour of each state. */
export const STATE_COLORS: Readonly<Record<PermitState, string>> = {
  DRAFT: 'default',
  APPROVING: 'processing',
  APPROVED: 'cyan',
  IN_PROGRESS: 'orange',
  FINISHED: 'green',
  ARCHIVED: 'purple',
  DISCARDED: 'red',
  EXPIRED: 'volcano',
  REMOVED: 'default',
};

/** The full name of a kind (动火作业), '' for an unknown code. */
export function kindName(kind: string): string {
  return (PERMIT_KIND_INFO as Record<string, { name: string } | undefined>)[kind]?.name ?? '';
}

/** Whether a string is a permit kind code. */
export function isKind(s: string | null | undefined): s is PermitKind {
  return !!s && (PERMIT_KINDS as readonly string[]).includes(s);
}

/** A time as 'YYYY-MM-DD HH:mm' (site time as the browser shows it); '—' when absent. */
export function showTime(v: unknown): string {
  if (typeof v !== 'string' && !(v instanceof Date)) return '—';
  const t = formatTime(v, 'YYYY-MM-DD HH:mm');
  return t || '—';
}

/** The message of a refused call (the server's Chinese reason), or `fallback`. */
export function reasonOf(e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.message) return e.message;
  return e instanceof Error && e.message ? e.message : fallback;
}

/** The field errors of a 400 answer ('zuoYeRen.0.xingMing'), as antd Form `setFields` entries. */
export function fieldErrorsOf(e: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!(e instanceof ApiError) || e.status !== 400) return [];
  return e.errors.map((f) => ({
    name: f.field.split(/[./]/).filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    errors: [f.message],
  }));
}
