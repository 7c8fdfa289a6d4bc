import { forbidden } from '../../http/app-error.ts';
import type { Actor } from '../../db/tenant-tx.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { text } from '../../../domain/i18n/text.ts';

/**
 * The actor for writes of platform data (tenant 0: menus, roles, buttons). Only the platform admin
 * (role admin in enterprise 0) gets it, whichever enterprise it acts for. The auth plugin already drops the
 * `admin` code from enterprise accounts; this check keeps platform writes safe on routes without `roles`.
 */
export function platformActor(auth: AuthContext): Actor {
  if (!auth.isAdmin) throw forbidden(text('api.user.onlyPlatformAdministratorCanDo'));
  return { tenantId: 0, userId: auth.userId };
}
