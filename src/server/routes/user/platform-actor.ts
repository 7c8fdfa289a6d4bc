import { forbidden } from '../../http/app-error.ts';
import type { Actor } from '../../db/tenant-tx.ts';
import type { AuthContext } from '../../plugins/auth.ts';

/**
 * The actor for writes of platform data (tenant 0: menus, roles, buttons). Only the platform admin
 * (role admin in enterprise 0) gets it, whichever enterprise it acts for. The auth plugin already drops the
 * `admin` code from enterprise accounts; this check keeps platform writes safe on routes without `roles`.
 */
export function platformActor(auth: AuthContext): Actor {
  if (!auth.isAdmin) throw forbidden('仅平台管理员可执行此操作');
  return { tenantId: 0, userId: auth.userId };
}
