// registerHiddenDanger: how another module registers a hidden danger (an abnormal control-task check, a failed
// permit check, an abnormal patrol point, a special check's finding; helper brief "Cross-module links"). Inside
// the caller's tenant transaction, the record goes through the engine's record pipeline exactly as the generic
// create does (the record hooks, the validator, the insert, the saved hooks), so the workflow's initial state
// (待登记), its first history step and its waiting rows (the safety department's 登记确认) are written, and the
// hidden danger remembers where it came from (sourceKind, sourceResource, sourceRecordId).
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { badRequest } from '../http/app-error.ts';
import { assertModule } from '../resources/resource-context.ts';
import { createThroughPipeline, hasModule } from '../resources/create-record.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { text } from '../../domain/i18n/text.ts';

export const HIDDEN_DANGER = 'hidden-danger';

export const SOURCE_KINDS = ['control-task', 'patrol', 'permit-check', 'special-check', 'report', 'authority', 'checklist'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface HiddenDangerIntake {
  title: string;
  description?: string;
  source: { kind: SourceKind; resource: string; recordId: number };
  areaId?: number;
  equipmentId?: number;
  photos?: string[];
}

/**
 * Creates a hidden danger in 待登记 from another module's record and answers its id. Refusals are the generic
 * create's (400 naming the field: a blank title, an area or equipment that does not exist, a photo that is not an
 * upload; 403 when the enterprise has not opened 隐患排查); they roll back the caller's transaction.
 */
export async function registerHiddenDanger(tx: Queryable, auth: AuthContext, intake: HiddenDangerIntake): Promise<{ id: number }> {
  const base = resourceRegistry().byKey.get(HIDDEN_DANGER);
  if (!base) throw new Error(`resource '${HIDDEN_DANGER}' is not registered`);
  const title = typeof intake.title === 'string' ? intake.title.trim() : '';
  if (!title) throw badRequest(text('yhpc.intake.title'));
  const { kind, resource, recordId } = intake.source ?? {};
  if (!(SOURCE_KINDS as readonly string[]).includes(kind)) throw badRequest(text('yhpc.intake.source', { kind: String(kind) }));
  if (typeof resource !== 'string' || !resource || !Number.isSafeInteger(recordId) || recordId < 1) throw badRequest(text('yhpc.intake.record'));

  await assertModule(tx, auth, base);
  const body: Record<string, unknown> = { title, sourceKind: kind, sourceResource: resource, sourceRecordId: recordId };
  if (intake.description) body.description = intake.description;
  if (intake.areaId !== undefined) body.areaId = intake.areaId;
  if (intake.equipmentId !== undefined) body.equipmentId = intake.equipmentId;
  if (intake.photos?.length) body.photos = intake.photos;
  return { id: await createThroughPipeline(tx, auth, HIDDEN_DANGER, body) };
}

/**
 * registerHiddenDanger when the enterprise has opened 隐患排查, else null: a module's finding (an abnormal check, a
 * patrol point) stays where it was made in an enterprise without the module.
 */
export async function registerHiddenDangerIfOpened(tx: Queryable, auth: AuthContext, intake: HiddenDangerIntake): Promise<{ id: number } | null> {
  return (await hasModule(tx, auth.tenantId, 'yhpc')) ? registerHiddenDanger(tx, auth, intake) : null;
}

