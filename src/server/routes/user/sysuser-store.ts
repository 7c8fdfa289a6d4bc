import type { Queryable } from '../../db/db.ts';
import { isEmail, isMobile, MOBILE_MESSAGE } from '../../../domain/validators.ts';
import { decodeTransportPassword, hashPassword } from '../../auth/password.ts';
import { checkNewPassword } from '../../auth/password-policy.ts';
import { ROLE_ADMIN } from '../../auth/roles.ts';
import { AppError, fieldError, fieldProblem, forbidden } from '../../http/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { text } from '../../../domain/i18n/text.ts';
import { zhOf } from '../zh-of.ts';

/** A user as the administration screens show it; never carries the password hash. */
export interface SysUser {
  id: number;
  qyId: number;
  loginName: string;
  userName: string;
  renYuanId: number | null;
  renYuanName: string | null;
  roles: string[];
  sassQy: number;
  status: number;
  mobile: string | null;
  email: string | null;
  recheckStatus: number;
  createTime: string;
  updateTime: string;
}

/** Columns of `SysUser` over `sysuser u left join staffinfo s on s.id = u.ren_yuan_id`. */
export const sysUserColumns = `u.id, u.tenant_id as "qyId", u.login_name as "loginName", u.user_name as "userName",
  u.ren_yuan_id as "renYuanId", s.name as "renYuanName", u.roles, u.sass_qy as "sassQy", u.status, u.mobile,
  u.email, u.recheck_status as "recheckStatus", u.created_at as "createTime", u.updated_at as "updateTime"`;

export const sysUserFrom = 'sysuser u left join staffinfo s on s.id = u.ren_yuan_id';

export const LOGIN_NAME_TAKEN = text('api.user.loginNameAlreadyExists');

/** A user visible in the transaction's tenant (RLS), or null. */
export async function findSysUser(tx: Queryable, id: number): Promise<SysUser | null> {
  const rows = await tx.query<SysUser>(`select ${sysUserColumns} from ${sysUserFrom} where u.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Checks roles to give a user: every code must exist in sysrole, and only the platform admin may grant
 * `admin` (a role the user already holds may be kept).
 */
export async function checkGrantableRoles(
  tx: Queryable,
  auth: AuthContext,
  roles: string[],
  held: string[] = [],
  field = 'roles',
): Promise<string[]> {
  const wanted = [...new Set(roles)];
  if (!wanted.length) throw fieldError(field, text('api.user.pleaseChooseLeastOneRole'));
  const known = await tx.query<{ code: string }>('select code from sysrole where code = any($1::text[])', [wanted]);
  const unknown = wanted.filter((r) => !known.some((k) => k.code === r));
  if (unknown.length) throw fieldError(field, text('api.user.rolesNotFound', { roles: unknown.join(zhOf('api.resource.listSeparator')) }));
  if (!auth.isAdmin && wanted.includes(ROLE_ADMIN) && !held.includes(ROLE_ADMIN)) {
    throw forbidden(text('api.user.youMayNotGrantPlatform'));
  }
  return wanted;
}

/** The staff row (renYuanId) must exist, not deleted, in the user's enterprise. */
export async function checkStaffOf(tx: Queryable, renYuanId: number, tenantId: number): Promise<void> {
  const rows = await tx.query('select 1 from staffinfo where id = $1 and tenant_id = $2 and not deleted', [
    renYuanId,
    tenantId,
  ]);
  if (!rows.length) throw fieldError('renYuanId', text('api.user.personDoesNotExistDoes'));
}

/**
 * Decodes a transport-encoded password, applies the password policy (strength, deny-list, the user's login
 * name) and hashes it.
 */
export async function hashNewPassword(encoded: string, suffix: string, loginName: string, field = 'password'): Promise<string> {
  const plain = decodeTransportPassword(encoded, suffix);
  if (plain == null) throw fieldError(field, text('api.user.passwordEncodingNotValid'));
  const weak = checkNewPassword(plain, loginName);
  if (weak) throw fieldError(field, weak);
  return hashPassword(plain);
}

/** The enterprise a new user belongs to: the active one; the platform admin may name another. */
export function tenantForNewUser(auth: AuthContext, qyId: number | null | undefined): number {
  if (qyId == null || qyId === auth.tenantId) return auth.tenantId;
  if (auth.isAdmin && auth.tenantId === 0) return qyId;
  throw forbidden(text('api.user.youMayNotCreateUsers'));
}

/** A user name of a form, trimmed; undefined leaves it. */
export function userNameOf(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const name = v.trim();
  if (!name) throw fieldError('userName', text('api.user.pleaseEnterName'));
  return name;
}

/** A mobile number of a user form: undefined leaves it, empty clears it, otherwise the mobile rule applies. */
export function mobileOf(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  const m = v?.trim() || null;
  if (m != null && !isMobile(m)) throw fieldError('mobile', MOBILE_MESSAGE);
  return m;
}

/** An e-mail address of a user form, like `mobileOf`. */
export function emailOf(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  const e = v?.trim() || null;
  if (e != null && !isEmail(e)) throw fieldError('email', text('api.user.emailAddressNotValid'));
  return e;
}

/** Maps the unique violation of `sysuser_login_name` (also raised across tenants, unseen by RLS) to 409. */
export function loginNameConflict(err: unknown): never {
  if ((err as { code?: string }).code === '23505') {
    throw new AppError(409, LOGIN_NAME_TAKEN, [fieldProblem('loginName', LOGIN_NAME_TAKEN)]);
  }
  throw err;
}

export interface UserListFilter {
  tenantId: number | null;
  loginName?: string;
  userName?: string;
  status?: number;
  roles: string[];
  recheckStatus?: number;
  limit: number;
  offset: number;
}

const likeOf = (s: string | undefined) => (s ? `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/** One page of users visible in the transaction's tenant, and their total. */
export async function listSysUsers(tx: Queryable, f: UserListFilter): Promise<{ rows: SysUser[]; total: number }> {
  const where = `($1::bigint is null or u.tenant_id = $1)
    and ($2::text is null or u.login_name ilike $2)
    and ($3::text is null or u.user_name ilike $3)
    and ($4::smallint is null or u.status = $4)
    and (cardinality($5::text[]) = 0 or u.roles && $5::text[])
    and ($6::smallint is null or u.recheck_status = $6)`;
  const params = [
    f.tenantId,
    likeOf(f.loginName),
    likeOf(f.userName),
    f.status ?? null,
    f.roles,
    f.recheckStatus ?? null,
  ];
  const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from sysuser u where ${where}`, params);
  const rows = await tx.query<SysUser>(
    `select ${sysUserColumns} from ${sysUserFrom} where ${where} order by u.id desc limit $7 offset $8`,
    [...params, f.limit, f.offset],
  );
  return { rows, total };
}
