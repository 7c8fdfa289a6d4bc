// The 上报 tab's list (issue 15 item 1): the resources whose file says `phone.report` that the person may create.
// The registry's list (GET /u-basic/resource-schema) names the reportable ones; each one's schema says who may
// write it. Pure but for the calls it is given.
import type { PhoneSpec } from '../../schema/phone-types.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { canWriteResource, hasAction } from '../../runtime/row-actions.ts';

/** A row of the registry's list of resources the person reads. */
export interface ListedResource {
  key: string;
  title: string;
  module: string | null;
  phone?: PhoneSpec | null;
}

/** What 上报 offers: a resource to create a record of. */
export interface ReportEntry {
  key: string;
  title: string;
  module: string | null;
}

/** The listed resources whose file says `phone.report`, in the list's order. */
export function reportableKeys(list: readonly ListedResource[]): ListedResource[] {
  return list.filter((r) => r.phone?.report === true);
}

/** Whether a person of `roles` may create records of `resource` (its write roles and its create action). */
export function mayCreate(resource: ResourceFile, roles: readonly string[]): boolean {
  return hasAction(resource, 'create') && canWriteResource(resource, roles);
}

/**
 * The entries of 上报: the reportable resources (their schemas loaded by `schemaOf`) the person may create. A
 * schema that fails to load leaves its resource out.
 */
export async function reportEntries(
  list: readonly ListedResource[],
  roles: readonly string[],
  schemaOf: (key: string) => Promise<ResourceFile>,
): Promise<ReportEntry[]> {
  const candidates = reportableKeys(list);
  const files = await Promise.all(candidates.map((r) => schemaOf(r.key).catch(() => null)));
  return candidates.filter((_r, i) => {
    const file = files[i];
    return file !== null && mayCreate(file, roles);
  }).map((r) => ({ key: r.key, title: r.title, module: r.module }));
}
