// What a person may do on a record now (`GET {ep}/actions`): the transitions from the record's state that they
// may take, and what other parts of the engine offer (the approval steps add `approval/approve` and the like
// through `addOfferSource`).
import type { Queryable } from '../db/db.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { editableFields, opinionMode, transitionsFrom } from '../../schema/keywords/workflow.ts';
import type { WorkflowSpec } from '../../schema/workflow-types.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { currentState, refusalOf } from './transition.ts';
import { siteOffer } from '../phone/site-requirement.ts';
import { staffOfUser, whoOf, type Person, type WorkflowConfig } from './who.ts';

/** One thing the caller may do on the record. */
export interface WorkflowOffer {
  action: string;
  label: string;
  kind: 'transition' | 'approval';
  opinion: 'required' | 'optional' | 'none';
  confirm?: string;
  require: string[];
  editable: string[];
  /** A handwritten signature asked with the action (issue 15): the body then carries `signatureId`. */
  signature?: 'required' | 'optional';
  /** The phone's position asked with the action: the body then carries `positionId`. */
  location?: 'required' | 'optional';
}

/** What an offer source sees. */
export interface OfferContext {
  tx: Queryable;
  auth: AuthContext;
  resource: ResourceFile;
  recordId: number;
  record: Readonly<Record<string, unknown>>;
  state: string;
  person: Person;
  config: WorkflowConfig | null;
}

export type OfferSource = (ctx: OfferContext) => Promise<WorkflowOffer[]>;

const sources: OfferSource[] = [];

/** Adds offers of another part of the engine (once per process, at import). */
export function addOfferSource(source: OfferSource): void {
  sources.push(source);
}

/** The transitions' offers for the person, in file order, labels in the request's language. */
export async function offersOf(ctx: OfferContext & { createdBy: number | null }, lang: Lang): Promise<WorkflowOffer[]> {
  const spec = ctx.resource.workflow as WorkflowSpec;
  const from = transitionsFrom(spec, currentState(spec, ctx.record));
  const needsCreator = from.some((t) => whoOf(t, ctx.config, ctx.resource.permissions.write).some((w) => 'field' in w && w.field === 'creator'));
  const creatorStaffId = needsCreator ? await staffOfUser(ctx.tx, ctx.auth.tenantId, ctx.createdBy) : null;
  const out: WorkflowOffer[] = [];
  for (const t of from) {
    if (refusalOf(ctx.resource, t, ctx.state, ctx.record, { person: ctx.person, config: ctx.config, creatorStaffId })) continue;
    const en = lang === 'en';
    const confirm = en ? (t['x-confirm-en'] ?? t.confirm) : t.confirm;
    out.push({
      action: t.action,
      label: en ? (t['x-title-en'] ?? t.label) : t.label,
      kind: 'transition',
      opinion: opinionMode(t),
      ...(confirm !== undefined ? { confirm } : {}),
      require: t.require ?? [],
      editable: editableFields(t),
      ...siteOffer(t),
    });
  }
  for (const source of sources) out.push(...(await source(ctx)));
  return out;
}
