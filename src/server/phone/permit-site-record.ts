// A special-work permit as a record of the site parts (issue 16 item 8, docs/phone.md "Permits on the phone"):
// permits are not a resource of the registry (their own table and routes, docs/permit-api.md), so the signature,
// position and QR routes ask here for the one key `permit`. The caller must be one who may read permits
// (PERMIT_READ's roles; else 403) of an enterprise that opened 特殊作业 (403), and the permit must exist in the
// enterprise, not removed (404). Its place is its 作业位置 `zuoYeWeiZhi`, a point on the plant plan.
import { isGeometryOf, type Geometry } from '../../domain/geometry.ts';
import { text } from '../../domain/i18n/text.ts';
import { PERMIT_SITE_RESOURCE } from '../../domain/phone-paths.ts';
import type { Db, Queryable } from '../db/db.ts';
import { forbidden } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { POSITION_FIELD } from '../permits/permit-site-works.ts';
import { PERMIT_READ, withPermits } from '../permits/permit-scope.ts';
import { loadPermit, type PermitRow } from '../permits/permit-store.ts';

export { PERMIT_SITE_RESOURCE };

/** Whether a site route's resource key names permits. */
export const isPermitKey = (key: string): boolean => key === PERMIT_SITE_RESOURCE;

/** The permits' title in messages (作业票). */
export const permitTitle = () => text('site.permitTitle');

/** The caller may read permits (the permit routes' own rule). */
export function mayReadPermits(auth: AuthContext): boolean {
  return auth.isAdmin || PERMIT_READ.roles.some((r) => auth.roles.includes(r));
}

/** Runs `fn` in the tenant's transaction with the permit, once the caller may read it (403) and it exists (404). */
export function onPermit<T>(db: Db, auth: AuthContext, id: number, fn: (tx: Queryable, row: PermitRow) => Promise<T>): Promise<T> {
  if (!mayReadPermits(auth)) throw forbidden();
  return withPermits(db, auth, async (tx) => fn(tx, await loadPermit(tx, auth.tenantId, id)));
}

/** A permit's place on the plant plan (its 作业位置), or undefined when it has none. */
export function permitPlace(row: Pick<PermitRow, 'data'>): Geometry | undefined {
  const v = row.data[POSITION_FIELD];
  return isGeometryOf('any', v) ? v : undefined;
}
