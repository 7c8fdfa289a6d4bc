// Contractor workers on a permit (issue 20 item 4, docs/permit-api.md): a 作业人 row may name a contractor worker
// (`zuoYeRen[n].chengBaoShangRenYuan`, a contractor-user id); saving refuses one that may not be named (400 at that
// row's field) and submitting asks again (409: the contractor may have been suspended since the draft was saved).
import { contractorWorkerRefused } from '../cbs/contractor-admission.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';

/** The contractor workers a form names, with the index of their 作业人 row. */
export function contractorWorkersOf(data: Readonly<Record<string, unknown>>): { row: number; id: number }[] {
  const rows = Array.isArray(data.zuoYeRen) ? data.zuoYeRen : [];
  return rows.flatMap((r: unknown, row) => {
    const id = r && typeof r === 'object' ? (r as Record<string, unknown>).chengBaoShangRenYuan : undefined;
    return typeof id === 'number' ? [{ row, id }] : [];
  });
}

/** Refuses the form's first contractor worker that may not be named: 400 at its row at saving, 409 at submitting. */
export async function assertContractorWorkers(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>, step: 'save' | 'submit', at = new Date()): Promise<void> {
  const named = contractorWorkersOf(data);
  const refused = await contractorWorkerRefused(tx, tenantId, named.map((n) => n.id), at);
  if (!refused) return;
  if (step === 'submit') throw conflict(refused.text);
  throw fieldError(`zuoYeRen.${named[refused.index].row}.chengBaoShangRenYuan`, refused.text);
}
