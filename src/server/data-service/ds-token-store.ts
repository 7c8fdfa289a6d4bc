// The data service's tokens (migration 015): 15 minutes, stored hashed, each naming the enterprise it reads
// and the roles it reads with. Expired tokens are removed when a new one is issued.
import type { Db } from '../db/db.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

export const DATA_SERVICE_TOKEN_TTL_S = 15 * 60;

/** Who reads through a token. */
export interface DataServiceCaller {
  tenantId: number;
  roles: string[];
  isAdmin: boolean;
  userId: number | null;
  clientId: string | null;
  /** The departments whose records the caller's data scope allows (data-scope.ts); null: every record. */
  departments: number[] | null;
}

export async function issueDataServiceToken(db: Db, caller: DataServiceCaller, ttlS = DATA_SERVICE_TOKEN_TTL_S) {
  const token = newToken();
  await db.query("delete from data_service_token where expires_at < now() - interval '1 hour'");
  await db.query(
    `insert into data_service_token(token_hash, user_id, client_id, tenant_id, roles, is_admin, departments, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8::float8))`,
    [hashToken(token), caller.userId, caller.clientId, caller.tenantId, caller.roles, caller.isAdmin, caller.departments, ttlS],
  );
  return { token, expiresIn: ttlS };
}

/** The caller of a live token (not expired; a user's account still enabled), or null. */
export async function findDataServiceCaller(db: Db, token: string): Promise<DataServiceCaller | null> {
  const rows = await db.query<DataServiceCaller>(
    `select t.tenant_id::int as "tenantId", t.roles, t.is_admin as "isAdmin", t.user_id::int as "userId", t.client_id as "clientId",
            t.departments::int[] as departments
       from data_service_token t left join sysuser u on u.id = t.user_id
      where t.token_hash = $1 and t.expires_at > now() and (t.user_id is null or u.status = 1)`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}
