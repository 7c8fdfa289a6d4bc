import { forbidden } from '../../http/app-error.ts';
import type { Actor } from '../../db/tenant-tx.ts';
import type { AuthContext } from '../../plugins/auth.ts';

/**
 * The actor for writes of platform data (tenant 0: menus, roles, buttons). Only the platform admin
 * (role admin in enterprise 0) gets it, whichever enterprise it acts for; an enterprise account that holds
 * the `admin` role code passes a route's `roles` check but is refused here.
 */
export function platformActor(auth: AuthContext): Actor {
  if (!auth.isAdmin) throw forbidden('仅平台管理员可执行此操作');
  return { tenantId: 0, userId: auth.userId };
}
