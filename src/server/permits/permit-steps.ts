// The steps of one permit kind as functions: what the calls of kind-routes.ts and analysis-routes.ts do
// inside their tenant transaction, so that the demo seed (db/seed/demo-permits.ts) takes the very same steps
// as the demo accounts. Each step loads and locks the permit, runs the domain's rules (grading, approval
// slots, caps, gas analysis, the lifecycle) and answers the permit as stored after it. `at` is the instant
// of the step: now for a request; an earlier instant for the seed, which replays a story that led up to now.
import type { Lang } from '../../domain/i18n/message-format.ts';
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import { approvalSlots, type ApprovalSlot } from '../../domain/approval-slots.ts';
import { COUNTERSIGN_SLOT_KEY, countersignEntries, isCountersignKind, type CountersignConfig } from '../../domain/permit-countersign.ts';
import { analysisNeeded, needsGasAnalysis } from '../../domain/gas-analysis.ts';
import { stateText, type PermitState, type SlotRecord } from '../../domain/permit-lifecycle.ts';
import { actorRefusal } from '../../domain/permit-permissions.ts';
import { REVISION_REASON_FIELD } from '../../domain/permit-revision.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { recordRuleErrors } from '../../schema/record-rules.ts';
import { AppError, badRequest, conflict, fieldError, fieldProblem } from '../http/app-error.ts';
import { judgeAnalysis } from './analysis-judgement.ts';
import { analysisRecords, insertAnalysis, type GasAnalysisView, type NewAnalysis } from './gas-analysis-store.ts';
import { runAction, type PermitActor } from './permit-actions.ts';
import { slotSiteProof, type SlotSiteBody } from './permit-slot-proof.ts';
import { actorOf, factsOf } from './permit-actor.ts';
import { loadPermitConfig } from './permit-config-store.ts';
import { staffNames } from '../db/staff-names.ts';
import { permitFormOf } from './permit-form-files.ts';
import { formOf } from './permit-form-schemas.ts';
import { customValuesOf, formLabels, keptHiddenValues, tenantPermitForm, type TenantPermitForm } from './permit-custom-fields.ts';
import { gradePermit } from './permit-grading.ts';
import { recordRevision } from './permit-revision-store.ts';
import { assertContractorWorkers } from './permit-contractor-workers.ts';
import { assertWorkerCertificates } from './permit-worker-certificates.ts';
import { assertPosition, assertSimultaneousWork, POSITION_FIELD } from './permit-site-works.ts';
import { assertOverhaulLink } from './permit-overhaul-link.ts';
import { assertMeasuresConfirmed, namedConfirmers } from './permit-measures.ts';
import { assertBriefed, keptSignatures, namedBriefingPeople } from './permit-briefing.ts';
import { BRIEFING_RESET_EVENT, briefingReset, type BriefingResetDetail } from '../../domain/permit-briefing.ts';
import { capsFor } from './permit-power-cap.ts';
import { writePermitEdges } from './permit-ref-edges.ts';
import { insertDraft, insertEvent, loadPermit, updateDraft, type DraftValues, type PermitRow } from './permit-store.ts';
import { parseOptionalTime, parseTime } from './permit-time.ts';
import { gasGate } from '../spjk/site-gas.ts';

/** States in which analyses may be recorded: before submission up to the end of the work. */
const RECORDING_STATES: readonly PermitState[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS'];
/** Clock skew tolerated for a sample time given by a device or another machine. */
const FUTURE_SKEW_MS = 60_000;

/** The draft values of a form: blank texts and an end before its start refused (record-rules.ts), grade computed on the server, planned times parsed. */
async function draftOf(tx: Queryable, actor: PermitActor, kind: PermitKind, body: Record<string, unknown>, at: Date, own: TenantPermitForm): Promise<DraftValues> {
  // The enterprise's custom fields of the kind (the designer, issue 16 item 3) are stored with the form.
  const builtIn = formOf(kind, body);
  const form = { ...builtIn, ...(await customValuesOf(tx, actor.tenantId, own, body, builtIn)) };
  const refused = recordRuleErrors(own.file, form);
  if (refused.length > 0) {
    const problems = refused.map((r) => ({ ...fieldProblem(r.field, r.text ?? r.message), ...(r.messageEn ? { messageEn: r.messageEn } : {}) }));
    throw badRequest(refused[0].text ?? refused[0].message, problems);
  }
  await assertContractorWorkers(tx, actor.tenantId, form, 'save');
  await assertOverhaulLink(tx, actor.tenantId, kind, form);
  await assertPosition(tx, actor.tenantId, form, permitFormOf(kind).form.properties[POSITION_FIELD]?.title ?? POSITION_FIELD);
  const plannedStart = parseOptionalTime(form.jiHuaKaiShiShiJian as string | null, 'jiHuaKaiShiShiJian', text('permits.field.plannedStart'));
  const certified = await assertWorkerCertificates(tx, actor.tenantId, kind, form, 'save', plannedStart, at);
  const data = await namedBriefingPeople(tx, actor.tenantId, await namedConfirmers(tx, actor.tenantId, certified));
  const grading = await gradePermit(tx, actor.tenantId, kind, data);
  return {
    kind,
    grade: grading.grade,
    gradeRule: grading.rule,
    gradeBasis: grading.basis,
    plannedStart,
    plannedEnd: parseOptionalTime(data.jiHuaJieShuShiJian as string | null, 'jiHuaJieShuShiJian', text('permits.field.plannedEnd')),
    data,
    site: String(data.zuoYeDiDian).trim(),
    department: typeof data.buMen === 'string' ? data.buMen : null,
  };
}

/** Creates a draft (no `id`) or replaces the form of one; answers its id. */
export async function saveDraft(
  tx: Queryable,
  actor: PermitActor,
  kind: PermitKind,
  body: Record<string, unknown> & { id?: number },
  at = new Date(),
): Promise<number> {
  const own = await tenantPermitForm(tx, actor.tenantId, kind);
  const values = await draftOf(tx, actor, kind, body, at, own);
  if (body.id === undefined) {
    values.data = keptSignatures(values.data, null);
    const id = await insertDraft(tx, actor.tenantId, actor.userId, values, at);
    await writePermitEdges(tx, actor.tenantId, own, id, values.data);
    await insertEvent(tx, actor.tenantId, id, { action: 'create', by: String(actor.userId), byName: actor.session.userName, at, from: null, to: 'DRAFT' });
    return id;
  }
  const row = await loadPermit(tx, actor.tenantId, body.id, { kind, forUpdate: true });
  if (row.state !== 'DRAFT') throw conflict(text('permits.onlyDraftEditable', { state: stateText(row.state) }));
  const who = actorRefusal(factsOf(row), 'edit', actorOf(actor));
  if (who) throw conflict(who);
  // The briefing's signatures are the permit's (the sign call writes them): kept whatever the body says of them,
  // unless the briefing's content changed: then they no longer count, and the workers sign again (GB 30871 4.4).
  values.data = { ...keptSignatures(values.data, row.data), ...keptHiddenValues(own, row.data) };
  const reset = briefingReset(row.data, values.data);
  if (reset) values.data = reset.form;
  // Once submitted, a change is a new version with its reason (permit-revision-store.ts).
  const reason = body[REVISION_REASON_FIELD];
  await recordRevision(tx, actor, row, values, typeof reason === 'string' ? reason : undefined, at, formLabels(own));
  await updateDraft(tx, actor.tenantId, actor.userId, body.id, values);
  // The custom reference fields' edges, as a resource's save writes them (permit-ref-edges.ts).
  await writePermitEdges(tx, actor.tenantId, own, body.id, values.data);
  if (reset) {
    const detail: BriefingResetDetail = { workers: reset.workers };
    await insertEvent(tx, actor.tenantId, body.id, { action: BRIEFING_RESET_EVENT, by: String(actor.userId), byName: actor.session.userName, at, from: 'DRAFT', to: 'DRAFT', detail });
  }
  return body.id;
}

const locked = (tx: Queryable, actor: PermitActor, kind: PermitKind, id: number) =>
  loadPermit(tx, actor.tenantId, id, { kind, forUpdate: true });

/** Submits: the grade recomputed, the contractor workers asked about again, the 作业前 measures confirmed, the slots of the grade, the caps (temporary power: of the permits it serves). */
export async function submitPermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, opinion?: string, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  let grading;
  if (row.state === 'DRAFT') {
    try {
      grading = await gradePermit(tx, actor.tenantId, kind, row.data);
    } catch (err) {
      // The form was valid when saved; what refuses it now (the wind) is the state of the site.
      if (err instanceof AppError && err.status === 400) throw conflict(err.message);
      throw err;
    }
  }
  if (row.state === 'DRAFT') await assertContractorWorkers(tx, actor.tenantId, row.data, 'submit', at);
  if (row.state === 'DRAFT') await assertWorkerCertificates(tx, actor.tenantId, kind, row.data, 'submit', row.plannedStart, at);
  // GB 30871 Annex A: the measures to be in place before the work are confirmed, each by a named person, before approval.
  if (row.state === 'DRAFT') await assertMeasuresConfirmed(tx, actor.tenantId, { kind, grade: grading?.grade ?? row.grade, data: row.data });
  // GB 30871 4.1 and 4.4: the job hazard analysis made and the safety briefing signed by every worker.
  if (row.state === 'DRAFT') await assertBriefed(tx, actor.tenantId, row);
  if (row.state === 'DRAFT') await assertSimultaneousWork(tx, actor.tenantId, row);
  const config = await loadPermitConfig(tx, actor.tenantId);
  const slots = await withDepartments(tx, actor.tenantId, kind, approvalSlots(kind, grading?.grade ?? row.grade, config.approval), config.countersign);
  const caps = await capsFor(tx, actor.tenantId, row, config.caps);
  return runAction(tx, actor, row, { type: 'submit', slots, opinion, caps, allowSameSigner: config.allowSameSigner }, { grading, at });
}

/** Revokes a submitted permit (its submitter). */
export async function revokePermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, at = new Date()): Promise<PermitRow> {
  return runAction(tx, actor, await locked(tx, actor, kind, id), { type: 'revoke' }, { at });
}

/** The gas-analysis answer of the domain for `row` at `at` (hot work and confined space only). */
async function analysisAt(tx: Queryable, actor: PermitActor, kind: PermitKind, row: PermitRow, at: Date) {
  if (!needsGasAnalysis(kind)) return undefined;
  const records = await analysisRecords(tx, actor.tenantId, row.id);
  return analysisNeeded({ kind, grade: row.grade, startedAt: row.startedAt, interruptedAt: row.interruptedAt }, records, at);
}

/** Starts the work (hot work and confined space need a passing analysis of the last 30 minutes). */
export async function startPermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, opinion?: string, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  // A gas alarm at the site stops hot work and confined-space work (docs/gas-monitoring.md); a detector there is the continuous monitoring.
  const gas = row.state === 'APPROVED' ? await gasGate(tx, actor.tenantId, { kind, grade: row.grade, site: row.site }) : null;
  const analysis = await analysisAt(tx, actor, kind, row, at);
  if (row.state === 'APPROVED') await assertSimultaneousWork(tx, actor.tenantId, row);
  return runAction(tx, actor, row, { type: 'start', analysis, opinion }, { at, ...(gas ? { detail: gas } : {}) });
}

/** Interrupts the work in progress; the instant is kept. */
export async function interruptPermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, opinion?: string, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  return runAction(tx, actor, row, { type: 'interrupt', opinion }, { at, detail: { interruptedAt: at } });
}

/** Resumes interrupted work (past the kind's limit, hot work and confined space need a fresh passing analysis). */
export async function resumePermitWork(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, opinion?: string, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  if (row.state === 'IN_PROGRESS' && row.interruptedAt) await gasGate(tx, actor.tenantId, { kind, grade: row.grade, site: row.site });
  const analysis = await analysisAt(tx, actor, kind, row, at);
  const minutes = row.interruptedAt ? Math.floor((at.getTime() - row.interruptedAt.getTime()) / 60_000) : null;
  const detail = { interruptedAt: row.interruptedAt, minutes };
  return runAction(tx, actor, row, { type: 'resumeWork', analysis, opinion }, { at, detail });
}

export interface AuditStep extends SlotSiteBody {
  decision: 'approve' | 'return';
  opinion?: string;
  slotIndex: number;
}

/** Gives the opinion of the slot awaiting it (its role only, in order), with its site proof. */
export async function auditPermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, b: AuditStep, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  // The site proof (a signature the enterprise may require, the position, photos), checked after the order, the
  // role and the signer rule let the person give this slot's opinion (permit-slot-proof.ts).
  const slotTitle = row.slotIndex !== null ? (row.slots[row.slotIndex]?.title ?? '') : '';
  const prove = async () => {
    const { requireSignature } = await loadPermitConfig(tx, actor.tenantId);
    return slotSiteProof(tx, actor, row.id, b.decision, requireSignature, b, slotTitle);
  };
  return runAction(tx, actor, row, { type: 'audit', decision: b.decision, opinion: b.opinion, slotIndex: b.slotIndex }, { at, prove });
}

/** The slots with the enterprise's countersigning departments (and their signers' names) on the 会签 slot of 动土 / 断路. */
async function withDepartments(tx: Queryable, tenantId: number, kind: PermitKind, slots: readonly ApprovalSlot[], config: CountersignConfig): Promise<SlotRecord[]> {
  if (!isCountersignKind(kind) || !config[kind]?.length) return [...slots];
  const names = await staffNames(tx, tenantId, (config[kind] ?? []).flatMap((d) => d.signers), { includeDeleted: false });
  const departments = countersignEntries(config, kind, names);
  return slots.map((s) => (s.key === COUNTERSIGN_SLOT_KEY && s.phase === 'approve' ? { ...s, departments } : s));
}

export interface CountersignStep extends SlotSiteBody {
  department: string;
  decision: 'approve' | 'return';
  opinion?: string;
}

/** One department's countersign (or return) of a 动土 / 断路 permit's 会签 slot, by one of its signers, with its site proof. */
export async function countersignPermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, b: CountersignStep, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  const slot = row.slotIndex !== null ? (row.slots[row.slotIndex]?.title ?? '') : '';
  const slotTitle = say('zh', text('permits.countersign.slotTitle', { slot, department: b.department }));
  const prove = async () => {
    const { requireSignature } = await loadPermitConfig(tx, actor.tenantId);
    return slotSiteProof(tx, actor, row.id, b.decision, requireSignature, b, slotTitle);
  };
  const slotIndex = row.slotIndex ?? undefined;
  return runAction(tx, actor, row, { type: 'audit', decision: b.decision, opinion: b.opinion, department: b.department, slotIndex }, { at, prove });
}

/** Extends the planned end within the kind's cap, unless the longer window meets a forbidden simultaneous work. */
export async function extendPermit(tx: Queryable, actor: PermitActor, kind: PermitKind, id: number, newEnd: Date, at = new Date()): Promise<PermitRow> {
  const row = await locked(tx, actor, kind, id);
  const detail = { fromEnd: row.plannedEnd, toEnd: newEnd };
  const caps = await capsFor(tx, actor.tenantId, row, (await loadPermitConfig(tx, actor.tenantId)).caps);
  // A longer window may now meet a work the standard forbids beside this one.
  if (row.plannedEnd && newEnd > row.plannedEnd && ['APPROVED', 'IN_PROGRESS'].includes(row.state)) {
    await assertSimultaneousWork(tx, actor.tenantId, { ...row, plannedEnd: newEnd });
  }
  return runAction(tx, actor, row, { type: 'extend', newEnd, caps }, { detail, at });
}

/** Records one gas analysis, judged on the server; its sample time may not be later than `now` (plus skew). */
export async function recordAnalysis(
  tx: Queryable,
  actor: PermitActor,
  kind: PermitKind,
  b: NewAnalysis & { id: number; fenXiShiJian: string },
  now = new Date(),
  lang: Lang = 'zh',
): Promise<GasAnalysisView> {
  const row = await locked(tx, actor, kind, b.id);
  if (!RECORDING_STATES.includes(row.state)) {
    throw conflict(text('permits.noAnalysisInState', { state: stateText(row.state) }));
  }
  const takenAt = parseTime(b.fenXiShiJian, 'fenXiShiJian', text('permits.field.analysisTime'));
  if (takenAt.getTime() > now.getTime() + FUTURE_SKEW_MS) throw fieldError('fenXiShiJian', text('permits.analysisInFuture'));
  const judged = judgeAnalysis(b, kind);
  return insertAnalysis(tx, actor.tenantId, row.id, b, judged, takenAt, { userId: actor.userId, name: actor.session.userName }, lang);
}

/** Several gases measured at one moment and place (issue 16 item 7): one record per gas, all judged and kept, or none. */
export interface AnalysisSet {
  id: number;
  fenXiShiJian: string;
  fenXiBuWei?: string | null;
  fenXiRen?: string | null;
  readonly?: boolean;
  gases: NewAnalysis[];
}

/** Records a set of analyses in the caller's transaction; a refused gas names its row (`gases[i].field`). */
export async function recordAnalyses(tx: Queryable, actor: PermitActor, kind: PermitKind, set: AnalysisSet, now = new Date(), lang: Lang = 'zh'): Promise<GasAnalysisView[]> {
  const out: GasAnalysisView[] = [];
  for (const [i, gas] of set.gases.entries()) {
    const shared = { id: set.id, fenXiShiJian: set.fenXiShiJian, fenXiBuWei: set.fenXiBuWei, fenXiRen: set.fenXiRen, readonly: set.readonly };
    try {
      out.push(await recordAnalysis(tx, actor, kind, { ...gas, ...shared }, now, lang));
    } catch (e) {
      // The time and place are the set's: their errors keep their names; a gas's own fields are named by row.
      if (!(e instanceof AppError) || !e.errors?.length) throw e;
      const errors = e.errors.map((f) => (f.field in shared ? f : { ...f, field: `gases[${i}].${f.field}` }));
      throw new AppError(e.status, e.text ?? e.message, errors);
    }
  }
  return out;
}
