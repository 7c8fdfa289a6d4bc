// The reference edges (ref_edge) of a permit's custom reference fields (issue 16 item 3, docs/permits.md "References
// of custom fields"). Permits are not saved through the resource engine, whose reference hook writes a record's edges:
// saveDraft writes a permit's here, with the engine's own writer (ref-store.ts replaceEdges), from the kind's form key
// (`permit-dong-huo`) and the permit's id, so that deleting what a custom field points at is refused naming the permit
// (ref-delete.ts). Removing a permit (a never-submitted draft) drops them; a discarded one keeps them.
import type { PermitKind } from '../../domain/permit-kinds.ts';
import { refFields } from '../../schema/keywords/ref-fields.ts';
import { permitFormKey } from '../../schema/permit-form.ts';
import { customFieldsResource } from '../../schema/permit-form-overlay.ts';
import type { Queryable } from '../db/db.ts';
import { edgesOf } from '../resources/ref-hook.ts';
import { deleteEdgesFrom, replaceEdges } from '../resources/ref-store.ts';
import type { TenantPermitForm } from './permit-custom-fields.ts';

/**
 * Replaces the permit's edges with those of the enterprise's custom reference fields (enabled ones: a switched-off
 * field's kept value makes none, as a resource's hidden field) holding ids in `data`; none left when it holds none.
 */
export async function writePermitEdges(tx: Queryable, tenantId: number, form: TenantPermitForm, id: number, data: Readonly<Record<string, unknown>>): Promise<void> {
  const edges = edgesOf(refFields(customFieldsResource(form.file, form.custom)), data);
  await replaceEdges(tx, tenantId, permitFormKey(form.kind), new Map([[id, edges]]));
}

/** Drops every edge of a removed permit: what it pointed at may be deleted. */
export async function dropPermitEdges(tx: Queryable, tenantId: number, kind: PermitKind, id: number): Promise<void> {
  await deleteEdgesFrom(tx, tenantId, permitFormKey(kind), [id]);
}
