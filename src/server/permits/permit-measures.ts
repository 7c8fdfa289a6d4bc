// A permit's safety measures on the server (issue 16 item 5; docs/permit-api.md "Safety measures"): the enterprise's
// enabled measure templates of a kind and grade (action-template, by their sort), the confirming staff member of a
// measure (`anQuanCuoShi[n].queRenRenYuan`, whose name fills 确认人 at saving; an unknown one is refused at the row),
// and the refusal of a submission while a 作业前 measure is unconfirmed, or lacks the photo its template asks for (409). The rules: src/domain/permit-measures.ts.
import { text } from '../../domain/i18n/text.ts';
import { confirmedBeforeSubmit, missingPhotoRefusal, templateApplies, unconfirmedMeasureRefusal, type MeasurePhase, type MeasureTemplateView, type PermitMeasure } from '../../domain/permit-measures.ts';
import type { PermitGrade, PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { tableName } from '../resources/registry.ts';

/** The enabled, live templates of the enterprise that apply to `kind` graded `grade`, in their sort order. */
export async function measureTemplatesFor(tx: Queryable, tenantId: number, kind: PermitKind, grade: PermitGrade | null): Promise<MeasureTemplateView[]> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id, data from ${tableName('action-template')}
      where tenant_id = $1 and not deleted and status = 1 and data->>'workType' = $2
      order by sort_order, id`,
    [tenantId, kind],
  );
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return rows
    .map(({ id, data }) => ({
      id: Number(id),
      name: String(data.name ?? ''),
      workType: String(data.workType ?? ''),
      grades: Array.isArray(data.grades) ? (data.grades as string[]) : [],
      phase: (str(data.phase) ?? 'before') as MeasurePhase,
      content: String(data.content ?? ''),
      measureType: str(data.measureType),
      confirmRole: str(data.confirmRole),
      needPhoto: data.needPhoto === true,
      basis: str(data.basis),
    }))
    .filter((t) => templateApplies(t, kind, grade));
}

const rowsOf = (data: Readonly<Record<string, unknown>>): Record<string, unknown>[] =>
  (Array.isArray(data.anQuanCuoShi) ? data.anQuanCuoShi : []).map((r: unknown) => (r && typeof r === 'object' ? { ...(r as Record<string, unknown>) } : {}));

/**
 * The form with each measure naming a staff member as its confirmer given that person's name as 确认人; a staff id
 * that is no live staff member of the enterprise is refused at its row (400).
 */
export async function namedConfirmers(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const rows = rowsOf(data);
  const ids = rows.flatMap((r) => (typeof r.queRenRenYuan === 'number' ? [r.queRenRenYuan] : []));
  if (!ids.length) return { ...data };
  const found = await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1 and not deleted and id = any($2::bigint[])', [tenantId, ids]);
  const names = new Map(found.map((r) => [Number(r.id), r.name]));
  for (const [i, r] of rows.entries()) {
    if (typeof r.queRenRenYuan !== 'number') continue;
    const name = names.get(r.queRenRenYuan);
    if (name === undefined) throw fieldError(`anQuanCuoShi.${i}.queRenRenYuan`, text('permits.measures.unknownConfirmer', { id: r.queRenRenYuan }));
    r.queRenRen = name.slice(0, 50);
  }
  return { ...data, anQuanCuoShi: rows };
}

/**
 * Refuses (409) the submission of a form with a 作业前 measure that is involved and not confirmed, or whose template asks
 * for a photo (需拍照) and that has none, naming the first.
 */
export async function assertMeasuresConfirmed(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>): Promise<void> {
  const measures = rowsOf(data) as unknown as PermitMeasure[];
  const refusal = unconfirmedMeasureRefusal(measures);
  if (refusal) throw conflict(refusal);
  const templates = [...new Set(measures.flatMap((m) => (confirmedBeforeSubmit(m) && typeof m.muBan === 'number' ? [m.muBan] : [])))];
  if (!templates.length) return;
  // A template deleted since keeps asking what it asked when the measure was taken from it.
  const photo = await tx.query<{ id: string | number }>(
    `select id from ${tableName('action-template')} where tenant_id = $1 and id = any($2::bigint[]) and (data->>'needPhoto')::boolean`,
    [tenantId, templates],
  );
  const missing = missingPhotoRefusal(measures, new Set(photo.map((r) => Number(r.id))));
  if (missing) throw conflict(missing);
}
