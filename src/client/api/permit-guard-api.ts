// The guardian's site record of a permit as the server answers it (issue 16 item 8; GET /tszy/zuoYePiao/siteGuard and
// the detail's `siteGuard`; docs/permit-api.md "The guardian at the site"): the 作业中 / 作业结束 measures with their
// confirmation, and for 受限空间 the entry record, its stays and who is inside. The writes are the phone's
// (permit-guard-requests.ts, through phoneSend).
import type { permitGuardZh } from '../../domain/i18n/zh/permit-guard.ts';
import type { ConfirmRole } from '../../domain/permit-measures.ts';
import type { EntryDirection } from '../../domain/rydw-confined-entry.ts';
import { request } from './http.ts';

export interface SiteGuardMeasure {
  /** The measure's index in the form's 安全措施. */
  index: number;
  cuoShi: string;
  jieDuan: 'during' | 'after';
  /** Who confirms it: the role its template names (confirmRole); null: the guardian (the leader too when allowed). */
  confirmRole: ConfirmRole | null;
  /**
   * The caller may confirm it now (the server's rule: a writer, the permit in progress, unconfirmed, and the holder of
   * its role, or the guardian for a measure of no role).
   */
  mayConfirm: boolean;
  /** The confirmation at the site: who, when (ISO), photos; null while unconfirmed. */
  check: { byName: string; at: string; photoIds: number[] } | null;
}

export interface SiteGuardLine {
  id: number;
  person: string;
  direction: EntryDirection;
  at: string;
  byName: string;
}

export interface SiteGuardStay {
  person: string;
  in: string;
  /** Null: still inside. */
  out: string | null;
}

export interface SiteGuard {
  guardian: string | null;
  /** The 作业负责人 when the enterprise lets the leader act as the guardian; else null. */
  leader: string | null;
  /** The caller may record as the guardian (a writer): the entries, and the measures of no role. */
  mayRecord: boolean;
  /** The permit is in progress: the record takes confirmations and lines. */
  recording: boolean;
  measures: SiteGuardMeasure[];
  /** A 受限空间 permit: it has an entry record. */
  confined: boolean;
  lines: SiteGuardLine[];
  stays: SiteGuardStay[];
  inside: string[];
}

export const permitGuardApi = {
  view: async (id: number): Promise<SiteGuard> => (await request<SiteGuard>({ method: 'GET', url: '/tszy/zuoYePiao/siteGuard', params: { id }, silent: true })).entity as SiteGuard,
};

/** The guardian's record a permit detail carries (the detail answers it since issue 16 item 8). */
export function siteGuardOf(permit: object): SiteGuard | null {
  const g = (permit as { siteGuard?: unknown }).siteGuard;
  return g && typeof g === 'object' ? (g as SiteGuard) : null;
}

/** The text saying who confirms measure `m` at the site (须由作业负责人确认; a measure of no role: the guardian's). */
export function whoConfirmsKey(m: Pick<SiteGuardMeasure, 'confirmRole'>, guard: Pick<SiteGuard, 'leader'>): `permitsui.guard.by.${ConfirmRole | 'none' | 'noneOrLeader'}` & keyof typeof permitGuardZh {
  if (m.confirmRole) return `permitsui.guard.by.${m.confirmRole}`;
  return guard.leader ? 'permitsui.guard.by.noneOrLeader' : 'permitsui.guard.by.none';
}
