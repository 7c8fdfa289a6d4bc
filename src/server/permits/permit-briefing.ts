// A permit's job hazard analysis and safety briefing on the server (issue 16 item 5; docs/permit-api.md "Hazard
// analysis and briefing"). At saving: the analysts and the briefer picked from staff are named (an unknown one is
// refused at its row); the briefing's signatures (`anQuanJiaoDi.qianZi`) are the permit's, written only by the sign
// call, so a body may repeat them but not bring one the permit does not hold or give one to another worker (400 at
// the row), and a body that leaves them out keeps them (a form opened before a worker signed on the phone does not
// drop the signature). The sign call (`POST /{kind}/jiaoDiQianZi`): a draft's worker row signs with a signature of
// this permit drawn by the caller on the phone pages' pad (the slot approvals' rule: 422 otherwise). At submission:
// refused (409) without a complete analysis, without a briefing, while a worker has not signed, or when a signature
// is none of this permit's briefing. The rules: src/domain/permit-briefing.ts.
import { text } from '../../domain/i18n/text.ts';
import {
  briefingOf,
  briefingRefusal,
  givenSignatureProblem,
  hazardAnalysisRefusal,
  hazardSteps,
  withSignature,
  type BriefingSignature,
} from '../../domain/permit-briefing.ts';
import { stateText } from '../../domain/permit-lifecycle.ts';
import { PERMIT_SITE_RESOURCE } from '../../domain/phone-paths.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import { markSignatureUsedByPermit, signatureById } from '../phone/signature-store.ts';
import { siteProof } from '../phone/site-requirement.ts';
import type { PermitActor } from './permit-actions.ts';
import { loadPermit, type PermitRow } from './permit-store.ts';

/** The briefing field of the form files. */
export const BRIEFING_FIELD = 'anQuanJiaoDi';

const signaturesOf = (data: Readonly<Record<string, unknown>>): BriefingSignature[] => {
  const list = briefingOf(data).qianZi;
  return Array.isArray(list) ? list.filter((s): s is BriefingSignature => !!s && typeof s === 'object') : [];
};

async function staffNames(tx: Queryable, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const found = await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1 and not deleted and id = any($2::bigint[])', [tenantId, ids]);
  return new Map(found.map((r) => [Number(r.id), r.name]));
}

/**
 * The form with each JHA row's analyst and the briefer, when picked from staff, given that person's name; a staff id
 * that is no live staff member of the enterprise is refused at its field (400).
 */
export async function namedBriefingPeople(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const steps = hazardSteps(data).map((s) => ({ ...s }));
  const briefing = data[BRIEFING_FIELD] === undefined ? undefined : { ...briefingOf(data) };
  const ids = [...steps.flatMap((s) => (typeof s.fenXiRenYuan === 'number' ? [s.fenXiRenYuan] : [])), ...(typeof briefing?.jiaoDiRenYuan === 'number' ? [briefing.jiaoDiRenYuan] : [])];
  const names = await staffNames(tx, tenantId, ids);
  for (const [i, s] of steps.entries()) {
    if (typeof s.fenXiRenYuan !== 'number') continue;
    const name = names.get(s.fenXiRenYuan);
    if (name === undefined) throw fieldError(`fengXianFenXi.${i}.fenXiRenYuan`, text('permits.briefing.unknownAnalyst', { id: s.fenXiRenYuan }));
    s.fenXiRen = name.slice(0, 50);
  }
  if (briefing && typeof briefing.jiaoDiRenYuan === 'number') {
    const name = names.get(briefing.jiaoDiRenYuan);
    if (name === undefined) throw fieldError(`${BRIEFING_FIELD}.jiaoDiRenYuan`, text('permits.briefing.unknownBriefer', { id: briefing.jiaoDiRenYuan }));
    briefing.jiaoDiRen = name.slice(0, 50);
  }
  return { ...data, ...(Array.isArray(data.fengXianFenXi) ? { fengXianFenXi: steps } : {}), ...(briefing ? { [BRIEFING_FIELD]: briefing } : {}) };
}

/**
 * The saved form's briefing signatures: those the permit holds (`stored`: its form before this saving; null for a new
 * permit). A given signature the permit does not hold, or given to another worker, is refused at its row (400).
 */
export function keptSignatures(data: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>> | null): Record<string, unknown> {
  const held = stored ? signaturesOf(stored) : [];
  const problem = givenSignatureProblem(signaturesOf(data), held);
  if (problem) throw fieldError(`${BRIEFING_FIELD}.qianZi.${problem.row}.qianMing`, problem.message);
  if (!held.length && data[BRIEFING_FIELD] === undefined) return { ...data };
  const briefing = { ...briefingOf(data) };
  delete briefing.qianZi;
  return { ...data, [BRIEFING_FIELD]: { ...briefing, ...(held.length ? { qianZi: held } : {}) } };
}

/**
 * Refuses (409) the submission of a permit without a complete hazard analysis, without a briefing, with a worker who
 * has not signed it, or with a signature that is not one of this permit's briefing (used by this permit, drawn on it).
 */
export async function assertBriefed(tx: Queryable, tenantId: number, row: Pick<PermitRow, 'id' | 'data'>): Promise<void> {
  const refusal = hazardAnalysisRefusal(row.data) ?? briefingRefusal(row.data);
  if (refusal) throw conflict(refusal);
  const ids = signaturesOf(row.data).map((s) => s.qianMing);
  if (!ids.length) return;
  const found = await tx.query<{ id: number }>(
    'select id from signature where tenant_id = $1 and id = any($2::bigint[]) and resource = $3 and record_id = $4 and used_by_permit = $4',
    [tenantId, ids, PERMIT_SITE_RESOURCE, row.id],
  );
  const known = new Set(found.map((r) => Number(r.id)));
  const stray = ids.find((id) => !known.has(id));
  if (stray !== undefined) throw conflict(text('permits.briefing.notThisPermit', { id: stray }));
}

/** What the sign call gives: the worker row (0-based) and the signature drawn for it. */
export interface BriefingSignBody {
  id: number;
  zuoYeRen: number;
  signatureId: number;
}

/**
 * Worker row `b.zuoYeRen` of draft `b.id` signs its briefing with signature `b.signatureId` (this permit's, drawn by
 * the caller in the last 30 minutes, never used: 422 otherwise); a worker signing again replaces the earlier
 * signature. The signature is marked used by the permit (who drew it and when stay on the signature; no event is
 * added to the permit's history, which records its lifecycle and versions).
 */
export async function signBriefing(tx: Queryable, actor: PermitActor, kind: PermitKind, b: BriefingSignBody, at = new Date()): Promise<PermitRow> {
  const row = await loadPermit(tx, actor.tenantId, b.id, { kind, forUpdate: true });
  if (row.state !== 'DRAFT') throw conflict(text('permits.briefing.notDraft', { state: stateText(row.state) }));
  const workers = Array.isArray(row.data.zuoYeRen) ? (row.data.zuoYeRen as { xingMing?: unknown; renYuan?: unknown }[]) : [];
  const worker = workers[b.zuoYeRen];
  if (!worker || typeof worker.xingMing !== 'string') throw fieldError('zuoYeRen', text('permits.briefing.unknownWorker', { n: b.zuoYeRen + 1 }));
  const proof = await siteProof(
    tx,
    actor,
    { signature: 'required' },
    { resource: PERMIT_SITE_RESOURCE, recordId: row.id, action: say('zh', text('permits.briefing.signAction')) },
    { signatureId: b.signatureId },
    at,
  );
  const sig = await signatureById(tx, actor.tenantId, b.signatureId);
  const signed: BriefingSignature = {
    xingMing: worker.xingMing,
    ...(typeof worker.renYuan === 'number' ? { renYuan: worker.renYuan } : {}),
    qianMing: b.signatureId,
    shiJian: sig?.signedAt ?? at.toISOString(),
  };
  const data = { ...row.data, [BRIEFING_FIELD]: { ...briefingOf(row.data), qianZi: withSignature(signaturesOf(row.data), signed) } };
  await tx.query('update permit set data = $3::jsonb, updated_by = $4, updated_at = now() where tenant_id = $1 and id = $2', [
    actor.tenantId,
    row.id,
    JSON.stringify(data),
    actor.userId,
  ]);
  if (proof.signatureId !== null) await markSignatureUsedByPermit(tx, actor.tenantId, proof.signatureId, row.id);
  return loadPermit(tx, actor.tenantId, row.id);
}
