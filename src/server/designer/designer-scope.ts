// What every designer call does first: find the resource (404), decide the enterprise acted for (the
// platform admin names one with `tenantId`; anyone else acts for their own, and naming another answers
// 403), open that enterprise's transaction, and read the overlay in force. A call that publishes reads it
// under the publish lock (designerWrite), so two calls at the same moment build on each other's versions.
import type { ResourceOverlay } from '../../schema/overlay.ts';
import { checkOverlay, type OverlayProblem } from '../../schema/overlay-check.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, badRequest, fieldProblem, forbidden, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { permitOverlayProblems } from '../../schema/permit-form-overlay.ts';
import { said, text as schemaText } from '../../schema/schema-text.ts';
import { ANSWERED_FIELDS } from '../http/answered-fields.ts';
import { designableResource, isPermitFormKey } from './designable-resources.ts';
import { designEnv } from './design-env.ts';
import { getVersion, lockOverlay, publishVersion } from './overlay-store.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

/** Roles that may design (admin always passes). */
export const DESIGNER_ROLES = ['qyUser'];

export interface DesignerScope {
  tx: Queryable;
  base: ResourceFile;
  tenantId: number;
  userId: number;
  /** The version in force (0: none) and its overlay (empty when none). */
  version: number;
  overlay: ResourceOverlay;
}

/** A scope read under the publish lock: the only kind a change may be published from. */
export interface WritableScope extends DesignerScope {
  locked: true;
}

/** The enterprise a designer call acts for. */
export function designerTenant(auth: AuthContext, tenantId: number | undefined): number {
  if (tenantId === undefined || tenantId === auth.tenantId) {
    if (auth.tenantId === 0) throw new AppError(400, text('api.designer.pleaseChooseEnterpriseTenantid'), [fieldProblem('tenantId', text('api.designer.pleaseChooseEnterprise'))]);
    return auth.tenantId;
  }
  if (!auth.isAdmin) throw forbidden(text('api.designer.youMayNotConfigureAnother'));
  if (!Number.isInteger(tenantId) || tenantId <= 0) throw new AppError(400, text('api.designer.enterpriseIdNotValid'), [fieldProblem('tenantId', text('api.designer.enterpriseIdNotValid'))]);
  return tenantId;
}

/** The file a designer call tailors: a resource of the registry or a permit kind's form (designable-resources.ts). */
export function baseResource(key: string): ResourceFile {
  const base = designableResource(key);
  if (!base) throw notFound(text('api.resource.resourceNotFound', { key }));
  return base;
}

/**
 * The file whose records a value call (comp-field values, saveBatchValue) reads or writes: a resource of the
 * registry. A permit form's values are the permit's, written by its saveOrUpdate (400 saying so).
 */
export function recordResource(key: string): ResourceFile {
  const base = baseResource(key);
  if (isPermitFormKey(key)) throw badRequest(text('api.designer.permitValuesBySave', { title: base.title }), [fieldProblem('resourceKey', text('api.designer.permitValuesBySave', { title: base.title }))]);
  return base;
}

/** A read-only designer call: the overlay in force, without waiting for a publish in progress. */
export function withDesigner<T>(
  db: Db,
  auth: AuthContext,
  key: string,
  tenantId: number | undefined,
  fn: (s: DesignerScope) => Promise<T>,
): Promise<T> {
  return openScope(db, auth, key, tenantId, false, fn);
}

/**
 * A designer call that publishes: takes the enterprise's and resource's publish lock before it reads the
 * version in force, and holds it until its transaction ends, so a change made at the same moment (in this
 * process or another) waits and then builds on this one's version instead of on the same base.
 */
export function designerWrite<T>(
  db: Db,
  auth: AuthContext,
  key: string,
  tenantId: number | undefined,
  fn: (s: WritableScope) => Promise<T>,
): Promise<T> {
  return openScope(db, auth, key, tenantId, true, (s) => fn({ ...s, locked: true }));
}

function openScope<T>(db: Db, auth: AuthContext, key: string, tenantId: number | undefined, lock: boolean, fn: (s: DesignerScope) => Promise<T>): Promise<T> {
  const base = baseResource(key);
  const tenant = designerTenant(auth, tenantId);
  return inTenant(db, { tenantId: tenant, userId: auth.userId }, async (tx) => {
    if (lock) await lockOverlay(tx, tenant, key);
    const head = await getVersion(tx, tenant, key);
    return fn({ tx, base, tenantId: tenant, userId: auth.userId, version: head?.version ?? 0, overlay: head?.overlay ?? { fields: [], tabs: [] } });
  });
}

/** Every problem of `overlay` over the scope's file, with the registry and the enterprise's reach. */
export async function overlayProblems(s: DesignerScope, overlay: ResourceOverlay): Promise<OverlayProblem[]> {
  const problems = checkOverlay(s.base, overlay, await designEnv(s.tx, s.tenantId));
  // A permit form takes custom fields and tabs of them only (src/schema/permit-form-overlay.ts).
  return isPermitFormKey(s.base.key) ? [...permitOverlayProblems(s.base, overlay), ...answeredKeyProblems(overlay), ...problems] : problems;
}

/** Custom keys that are members a permit's answer has of its own (zuoYeBianHao, banBen...): they would be shadowed. */
function answeredKeyProblems(overlay: ResourceOverlay): OverlayProblem[] {
  return overlay.fields.filter((f) => ANSWERED_FIELDS.includes(f.key)).map((f) => said({ path: `fields.${f.key}.key` }, schemaText('schema.overlay.keySystem', { key: f.key })));
}

/** A 400 listing every problem; `field` is the problem's path, shortened by `strip` when given. */
export function problemsError(problems: OverlayProblem[], strip?: RegExp): AppError {
  const errors = problems.map((p) => fieldProblem(strip ? p.path.replace(strip, '') : p.path, p.text ?? p.message));
  const first = problems[0];
  return new AppError(400, first ? (first.text ?? first.message) : zhOf('api.designer.settingNotValid'), errors);
}

/**
 * Checks `next` over the file and publishes it as a new version (409 when `baseVersion` is given and
 * stale). `strip` shortens the problem paths to what the caller sent (`fields.<key>.` for one field's call).
 * `next` was built on the scope's version, which the lock keeps in force; the store checks that too.
 */
export async function publishChecked(s: WritableScope, next: ResourceOverlay, note: string, opts: { baseVersion?: number; strip?: RegExp } = {}): Promise<number> {
  const problems = await overlayProblems(s, next);
  if (problems.length) throw problemsError(problems, opts.strip);
  return publishVersion(s.tx, s.tenantId, s.userId, s.base.key, next, note, { built: s.version, expected: opts.baseVersion });
}
