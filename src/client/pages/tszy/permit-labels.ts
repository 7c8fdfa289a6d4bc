// Shared presentation helpers of the permit screens: the kind and state options (labels from the catalogue),
// the tag colour of each state, times as text and the text of a refused call. (Which actions to offer is the
// server's answer, `allowedActions`.) Names of kinds, states, grades and approval slots the server answers in
// Chinese are shown from the catalogue by their codes (`permitsui.*`), so that they follow the page's language.
import { permitsuiZh } from '../../../domain/i18n/zh/permitsui.ts';
import { formatTime } from '../../../domain/format.ts';
import { PERMIT_GRADE_LABELS, PERMIT_KIND_INFO, PERMIT_KINDS, type PermitGrade, type PermitKind } from '../../../domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS, type PermitState } from '../../../domain/permit-lifecycle.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ApiError } from '../../api/http.ts';

/** The translator of the permit screens. */
export const t = textOf(permitsuiZh);

/** Kinds with their short names, in the standard's order (in the page's language: call at render). */
export function kindOptions(): { value: PermitKind; label: string }[] {
  return PERMIT_KINDS.map((k) => ({ value: k, label: kindShortName(k) }));
}

/** The states a list may filter by (removed permits are never listed), in the page's language. */
export function stateOptions(): { value: PermitState; label: string }[] {
  return (Object.keys(PERMIT_STATE_LABELS) as PermitState[]).filter((s) => s !== 'REMOVED').map((s) => ({ value: s, label: stateName(s) }));
}

/** The short name of a kind (动火), the code itself for an unknown one. */
export function kindShortName(kind: string): string {
  return isKind(kind) ? t(`permitsui.kindShort.${kind}`) : kind;
}

/** The name of a state (草稿), or `fallback` (the server's name) for an unknown one. */
export function stateName(state: string, fallback = state): string {
  return state in PERMIT_STATE_LABELS ? t(`permitsui.state.${state as PermitState}`) : fallback;
}

/** The grade of a permit: by its code when known (jiBieDaiMa), else the server's label; '—' when none. */
export function gradeName(code: string | null | undefined, label: string | null | undefined): string {
  if (code && code in PERMIT_GRADE_LABELS) return t(`permitsui.grade.${code as PermitGrade}`);
  return label ?? '—';
}

const SLOT_IDS = (Object.keys(permitsuiZh) as (keyof typeof permitsuiZh)[]).filter((id) => id.startsWith('permitsui.slot.'));

/**
 * The title of an approval slot: the default titles of GB 30871 (as the server answers them, in Chinese) in the
 * page's language; a title a tenant configured is its own and stays as it is.
 */
export function slotTitle(title: string): string;
export function slotTitle(title: string | null | undefined): string | null;
export function slotTitle(title: string | null | undefined): string | null {
  if (title == null) return null;
  const id = SLOT_IDS.find((i) => permitsuiZh[i] === title);
  return id ? t(id) : title;
}

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
  return isKind(kind) ? t(`permitsui.kind.${kind}`) : '';
}

/**
 * The name of a related work (关联作业名称, words of the form): a kind's Chinese name (动火作业) in the page's
 * language, other words as they are.
 */
export function relatedWorkName(name: string | null | undefined): string {
  const words = (name ?? '').trim();
  const kind = PERMIT_KINDS.find((k) => PERMIT_KIND_INFO[k].name === words || PERMIT_KIND_INFO[k].shortName === words);
  return kind ? kindName(kind) : words;
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

/** The message of a refused call (the server's reason, in the request's language), or `fallback`. */
export function reasonOf(e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.message) return e.message;
  return e instanceof Error && e.message ? e.message : fallback;
}

/** The field errors of a 400 answer ('zuoYeRen.0.xingMing'), as antd Form `setFields` entries. */
export function fieldErrorsOf(e: unknown): { name: (string | number)[]; errors: string[] }[] {
  if (!(e instanceof ApiError) || e.status !== 400) return [];
  return e.errors.map((f) => ({
    name: f.field.split(/[./[\]]/).filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    errors: [f.message],
  }));
}
