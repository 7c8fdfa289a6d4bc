import type { ResourceFile } from '../../schema/resource-types.ts';
import type { AuthContext } from '../plugins/auth.ts';

/** Whether the caller holds one of the resource's read roles (the platform admin always does). */
export function mayReadResource(auth: AuthContext, resource: ResourceFile): boolean {
  return auth.isAdmin || resource.permissions.read.some((r) => auth.roles.includes(r));
}
