// The resources an enterprise's administrator may tailor in the designer (docs/designer.md): every file of the
// resource registry, and the ten permit kinds' form files (schemas/modules/tszy/permits, issue 16 item 3), which are
// loaded apart from the registry because they have no generic records (no table, no generic routes: the permit
// routes are hand-written, docs/permit-api.md). Both kinds of file are overlaid the same way (overlay_version,
// overlay_draft, resource-context.ts tenantResource); what differs is where values are written: a record through the
// resource routes, a permit's custom values through /tszy/{kind}/saveOrUpdate.
import { permitKindOfKey } from '../../schema/permit-form.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { permitForms } from '../permits/permit-form-files.ts';
import { resourceRegistry } from '../resources/registry.ts';

/** Every designable file: the registry's, then the permit forms in kind order. */
export function designableResources(): ResourceFile[] {
  return [...resourceRegistry().all, ...permitForms().values()];
}

/** The designable file of a key, or undefined. */
export function designableResource(key: string): ResourceFile | undefined {
  const kind = permitKindOfKey(key);
  return kind ? permitForms().get(kind) : resourceRegistry().byKey.get(key);
}

/** Whether a key is a permit kind's form (its values are a permit's, saved with it). */
export const isPermitFormKey = (key: string): boolean => permitKindOfKey(key) !== undefined;
