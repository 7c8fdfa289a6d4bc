// The SQL of exactly-once writes (table idempotency_key, migration 017_outbox_idempotency.sql). Each call is its
// own short transaction in the caller's enterprise (row-level security), apart from the route's own transaction.
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEEP_MS } from '../../domain/idempotency-key.ts';
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';

/** Whose key: the enterprise acted for, the user, the key. */
export interface KeyOwner {
  tenantId: number;
  userId: number;
  key: string;
}

/** A key's row: running (status null) or finished with its stored answer. */
export interface KeyRow {
  method: string;
  path: string;
  status: number | null;
  contentType: string | null;
  body: unknown;
  /** The running row is older than the abandon limit. */
  abandoned: boolean;
}

/** What a key says about a request: run it (the row is now ours), or answer from the row found. */
export type Claim = { kind: 'run' } | { kind: 'found'; row: KeyRow };

const SELECT = `select method, path, status, content_type as "contentType", body,
  (status is null and created_at < now() - $4 * interval '1 millisecond') as abandoned
  from idempotency_key where tenant_id = $1 and user_id = $2 and key = $3`;

/**
 * Claims a key for a request: inserts a running row (removing the person's keys past their keeping time), or,
 * when the key exists, takes over a running row that was abandoned by the same method and path; otherwise
 * answers the row found.
 */
export function claimKey(db: Db, o: KeyOwner, method: string, path: string): Promise<Claim> {
  return inTenant(db, { tenantId: o.tenantId, userId: o.userId }, async (tx) => {
    await tx.query(
      `delete from idempotency_key where tenant_id = $1 and user_id = $2 and created_at < now() - $3 * interval '1 millisecond'`,
      [o.tenantId, o.userId, IDEMPOTENCY_KEEP_MS],
    );
    const inserted = await tx.query(
      `insert into idempotency_key (tenant_id, user_id, key, method, path) values ($1, $2, $3, $4, $5)
       on conflict (tenant_id, user_id, key) do nothing returning 1`,
      [o.tenantId, o.userId, o.key, method, path],
    );
    if (inserted.length) return { kind: 'run' };
    const taken = await tx.query(
      `update idempotency_key set created_at = now()
       where tenant_id = $1 and user_id = $2 and key = $3 and method = $4 and path = $5
         and status is null and created_at < now() - $6 * interval '1 millisecond' returning 1`,
      [o.tenantId, o.userId, o.key, method, path, IDEMPOTENCY_ABANDONED_MS],
    );
    if (taken.length) return { kind: 'run' };
    const [row] = await tx.query<KeyRow>(SELECT, [o.tenantId, o.userId, o.key, IDEMPOTENCY_ABANDONED_MS]);
    // Removed between the insert and the read (a failed first request): the next retry may run it.
    if (!row) return { kind: 'found', row: { method, path, status: null, contentType: null, body: null, abandoned: false } };
    return { kind: 'found', row: { ...row, status: row.status == null ? null : Number(row.status) } };
  });
}

/** Stores the answer of a finished request. */
export function finishKey(db: Db, o: KeyOwner, status: number, contentType: string | null, body: unknown): Promise<void> {
  return inTenant(db, { tenantId: o.tenantId, userId: o.userId }, async (tx) => {
    await tx.query(
      `update idempotency_key set status = $4, content_type = $5, body = $6::jsonb where tenant_id = $1 and user_id = $2 and key = $3`,
      [o.tenantId, o.userId, o.key, status, contentType, JSON.stringify(body)],
    );
  });
}

/** Forgets the key of a request that failed, so that it may be sent again. */
export function releaseKey(db: Db, o: KeyOwner): Promise<void> {
  return inTenant(db, { tenantId: o.tenantId, userId: o.userId }, async (tx) => {
    await tx.query('delete from idempotency_key where tenant_id = $1 and user_id = $2 and key = $3 and status is null', [o.tenantId, o.userId, o.key]);
  });
}
