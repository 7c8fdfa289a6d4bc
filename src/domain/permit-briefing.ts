// A permit's job hazard analysis (工作危害分析, GB 30871-2022 4.1) and safety briefing (安全交底, 4.4, each worker
// signs), issue 16 item 5; docs/permits.md "Hazard analysis and briefing". Both are parts of every form file (the
// lists section): `fengXianFenXi` (rows: 作业步骤, 危害因素, 控制措施, 分析人) and `anQuanJiaoDi` (交底人, 交底时间,
// 交底内容 and `qianZi`, the workers' signatures drawn on the permit's phone page). Pure: what the server refuses at
// saving and submission and what the form and the phone page show.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

/** One row of `fengXianFenXi`. */
export interface HazardStep {
  buZhou?: string;
  weiHai?: string;
  kongZhi?: string;
  /** The analyst's name (filled by the server from `fenXiRenYuan`). */
  fenXiRen?: string;
  /** The analyst: a staff id. */
  fenXiRenYuan?: number;
}

/** One signature of the briefing: a worker who received it. */
export interface BriefingSignature {
  xingMing: string;
  /** The worker's staff id, when the 作业人 row names one. */
  renYuan?: number;
  /** The signature (phone pages' signature pad, `POST /phone/signature` on this permit). */
  qianMing: number;
  /** When it was drawn (ISO). */
  shiJian?: string;
}

/** `anQuanJiaoDi`. */
export interface Briefing {
  jiaoDiRen?: string;
  jiaoDiRenYuan?: number;
  jiaoDiShiJian?: string;
  jiaoDiNeiRong?: string;
  qianZi?: readonly BriefingSignature[];
}

/** A 作业人 row as the briefing reads it. */
export interface BriefedWorker {
  xingMing?: string;
  renYuan?: number;
}

const filled = (s: unknown): boolean => typeof s === 'string' && s.trim() !== '';
const rowsOf = <T>(v: unknown): T[] => (Array.isArray(v) ? v.filter((r): r is T => !!r && typeof r === 'object') : []);

/** The form's JHA rows. */
export function hazardSteps(form: Readonly<Record<string, unknown>>): HazardStep[] {
  return rowsOf<HazardStep>(form.fengXianFenXi);
}

/** The form's briefing (an empty one when absent). */
export function briefingOf(form: Readonly<Record<string, unknown>>): Briefing {
  const b = form.anQuanJiaoDi;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Briefing) : {};
}

/** True when the step names its step, its hazards and their controls. */
export function isCompleteStep(s: HazardStep): boolean {
  return filled(s.buZhou) && filled(s.weiHai) && filled(s.kongZhi);
}

/**
 * Why a permit cannot be submitted for its hazard analysis: none made (no step), or a step without its hazards or
 * controls (the first, by number); null when there is at least one step and every step is complete.
 */
export function hazardAnalysisRefusal(form: Readonly<Record<string, unknown>>): Text | null {
  const steps = hazardSteps(form);
  if (steps.length === 0) return text('permits.briefing.noAnalysis');
  const i = steps.findIndex((s) => !isCompleteStep(s));
  if (i < 0) return null;
  const missing = !filled(steps[i].buZhou) ? 'step' : !filled(steps[i].weiHai) ? 'hazard' : 'control';
  return text(`permits.briefing.stepMissing.${missing}`, { n: i + 1 });
}

/** True when signature `s` is worker `w`'s: the same staff member when the row names one, else the same name. */
export function signedBy(s: Pick<BriefingSignature, 'xingMing' | 'renYuan'>, w: BriefedWorker): boolean {
  if (typeof w.renYuan === 'number') return s.renYuan === w.renYuan;
  return typeof s.renYuan !== 'number' && filled(w.xingMing) && s.xingMing.trim() === String(w.xingMing).trim();
}

/** The 作业人 rows of the form that have not signed the briefing, in their order. */
export function unsignedWorkers(form: Readonly<Record<string, unknown>>): BriefedWorker[] {
  const signatures = rowsOf<BriefingSignature>(briefingOf(form).qianZi);
  return rowsOf<BriefedWorker>(form.zuoYeRen).filter((w) => !signatures.some((s) => signedBy(s, w)));
}

/**
 * Why a permit cannot be submitted for its briefing: none given (交底人 or 交底内容 missing), or a worker who has not
 * signed it (the first, by name); null when given and signed by every 作业人.
 */
export function briefingRefusal(form: Readonly<Record<string, unknown>>): Text | null {
  const b = briefingOf(form);
  if (!filled(b.jiaoDiRen)) return text('permits.briefing.noBriefer');
  if (!filled(b.jiaoDiNeiRong)) return text('permits.briefing.noContent');
  const [first] = unsignedWorkers(form);
  if (!first) return null;
  return text('permits.briefing.unsigned', { name: String(first.xingMing ?? '').trim() || '?' });
}

/**
 * Why the signatures a saving body gives (`given`) cannot be kept, against those the permit holds (`stored`, written
 * only by the sign route): a signature the permit does not hold (not this permit's briefing), or one given to
 * another person than the one who signed. Answers the first problem with its row, or null.
 */
export function givenSignatureProblem(given: readonly BriefingSignature[], stored: readonly BriefingSignature[]): { row: number; message: Text } | null {
  for (const [row, g] of given.entries()) {
    const own = stored.find((s) => s.qianMing === g.qianMing);
    if (!own) return { row, message: text('permits.briefing.notThisPermit', { id: g.qianMing }) };
    if (own.xingMing !== g.xingMing || (own.renYuan ?? null) !== (g.renYuan ?? null)) {
      return { row, message: text('permits.briefing.otherWorker', { id: g.qianMing, signer: own.xingMing, name: g.xingMing }) };
    }
  }
  return null;
}

/**
 * The briefing's signatures with `s` in place of the worker's earlier one (a worker signs again: the newer counts),
 * in the order signed.
 */
export function withSignature(signatures: readonly BriefingSignature[], s: BriefingSignature): BriefingSignature[] {
  return [...signatures.filter((x) => !signedBy(x, s)), s];
}

/** The history's event of a change of the briefing's content that voided signatures (docs/permits.md). */
export const BRIEFING_RESET_EVENT = 'briefingReset';

/** A `briefingReset` event's detail: the workers whose signatures the change voided. */
export interface BriefingResetDetail {
  workers: BriefedWorker[];
}

const contentOf = (form: Readonly<Record<string, unknown>>): string => {
  const c = briefingOf(form).jiaoDiNeiRong;
  return typeof c === 'string' ? c.trim() : '';
};

/**
 * What a saving of a draft does to its briefing's signatures (GB 30871 4.4: the workers signed for what they were
 * told): when the content (交底内容, trimmed) of `next` differs from the `stored` one's and some workers had signed,
 * `next` without the signatures and the workers whose signature no longer counts; else null (nothing voided).
 */
export function briefingReset(
  stored: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): { form: Record<string, unknown>; workers: BriefedWorker[] } | null {
  const signed = rowsOf<BriefingSignature>(briefingOf(stored).qianZi);
  if (!signed.length || contentOf(stored) === contentOf(next)) return null;
  const { qianZi: _voided, ...briefing } = briefingOf(next);
  const workers = signed.map((s) => ({ xingMing: s.xingMing, ...(typeof s.renYuan === 'number' ? { renYuan: s.renYuan } : {}) }));
  return { form: { ...next, anQuanJiaoDi: briefing }, workers };
}

/**
 * The 作业人 rows of the form who must sign the briefing again: a reset (`resets`: the `briefingReset` events'
 * details) voided their signature and they have not signed since (every reset clears the signatures, so a signature
 * the form holds is newer than the last reset).
 */
export function workersToSignAgain(form: Readonly<Record<string, unknown>>, resets: readonly BriefingResetDetail[]): BriefedWorker[] {
  const voided = resets.flatMap((r) => rowsOf<BriefedWorker>(r.workers));
  return unsignedWorkers(form).filter((w) => voided.some((v) => typeof v.xingMing === 'string' && signedBy({ xingMing: v.xingMing, renYuan: v.renYuan }, w)));
}

/** The details of a permit's `briefingReset` events (its history, oldest first). */
export function briefingResets(events: readonly { action: string; detail?: unknown }[]): BriefingResetDetail[] {
  return events.flatMap((e) => (e.action === BRIEFING_RESET_EVENT && e.detail && typeof e.detail === 'object' ? [{ workers: rowsOf<BriefedWorker>((e.detail as { workers?: unknown }).workers) }] : []));
}
