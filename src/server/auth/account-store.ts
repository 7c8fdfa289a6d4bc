import type { Queryable } from '../db/db.ts';
import { ROLE_QY_USER } from './roles.ts';

/** A user as the login needs it; read across tenants by the server itself (before a tenant is known). */
export interface AccountRow {
  id: number;
  tenantId: number;
  loginName: string;
  passwordHash: string;
  status: number;
  roles: string[];
  sassQy: number;
}

const columns = `id, tenant_id as "tenantId", login_name as "loginName", password_hash as "passwordHash", status, roles,
  sass_qy as "sassQy"`;

export async function findAccountByLoginName(db: Queryable, loginName: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${columns} from sysuser where lower(login_name) = lower($1)`, [
    loginName,
  ]);
  return rows[0] ?? null;
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${columns} from sysuser where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setPasswordHash(db: Queryable, userId: number, hash: string): Promise<void> {
  await db.query('update sysuser set password_hash = $2, updated_at = now(), updated_by = $1 where id = $1', [
    userId,
    hash,
  ]);
}

/** Whether `tenantId` is `homeTenantId` itself or one of its group's sub-enterprises. */
export async function isMemberEnterprise(db: Queryable, homeTenantId: number, tenantId: number): Promise<boolean> {
  if (homeTenantId === tenantId) return true;
  const rows = await db.query('select 1 from qyxx where tenant_id = $1 and parent_id = $2 and status = 1', [
    tenantId,
    homeTenantId,
  ]);
  return rows.length > 0;
}

/**
 * Whether a user whose enterprise is `homeTenantId` and who acts with `roles` may act for or view
 * `tenantId`: its own enterprise always; a sub-enterprise of its group only as an enterprise
 * administrator (qyUser: "may switch enterprise when in a group", spec 000 §6). The platform admin is
 * decided by the caller.
 */
export async function mayActFor(db: Queryable, homeTenantId: number, roles: string[], tenantId: number): Promise<boolean> {
  if (homeTenantId === tenantId) return true;
  return roles.includes(ROLE_QY_USER) && isMemberEnterprise(db, homeTenantId, tenantId);
}
