// Gateways (migration 020, docs/ingest.md): who may publish readings for an enterprise. The secret is answered
// once, when made or renewed, and kept as a SHA-256 hash (it carries 256 bits, so no stretching is needed).
import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

export interface GatewayRow {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
  createdAt: string;
  lastSeenAt: string | null;
}

/** The gateway a key names, if enabled: its enterprise and code. */
export interface GatewayCaller {
  id: number;
  tenantId: number;
  code: string;
}

const columns = `id::int as id, code, name, enabled, created_at as "createdAt", last_seen_at as "lastSeenAt"`;

export async function listGateways(tx: Queryable, tenantId: number): Promise<GatewayRow[]> {
  return tx.query<GatewayRow>(`select ${columns} from ingest_gateway where tenant_id = $1 order by id`, [tenantId]);
}

/** A new gateway and its secret (answered only now); null when the code is taken (codes are unique everywhere). */
export async function createGateway(
  tx: Queryable,
  tenantId: number,
  g: { code: string; name: string; by: number },
): Promise<{ gateway: GatewayRow; secret: string } | null> {
  const secret = newToken();
  const rows = await tx.query<GatewayRow>(
    `insert into ingest_gateway(tenant_id, code, name, secret_hash, created_by) values ($1, $2, $3, $4, $5)
     on conflict (code) do nothing returning ${columns}`,
    [tenantId, g.code, g.name, hashToken(secret), g.by],
  );
  return rows[0] ? { gateway: rows[0], secret } : null;
}

/** A new secret for a gateway of the enterprise (the old one stops working at once); null when there is none. */
export async function renewSecret(tx: Queryable, tenantId: number, id: number): Promise<string | null> {
  const secret = newToken();
  const rows = await tx.query('update ingest_gateway set secret_hash = $3 where tenant_id = $1 and id = $2 returning id', [tenantId, id, hashToken(secret)]);
  return rows.length ? secret : null;
}

export async function setGatewayEnabled(tx: Queryable, tenantId: number, id: number, enabled: boolean): Promise<boolean> {
  const rows = await tx.query('update ingest_gateway set enabled = $3 where tenant_id = $1 and id = $2 returning id', [tenantId, id, enabled]);
  return rows.length > 0;
}

/**
 * The enabled gateway of a code and secret, or null. Runs as the server itself (not in an enterprise's
 * transaction): a gateway's request names no enterprise until its key is known.
 */
export async function findGateway(db: Db, code: string, secret: string): Promise<GatewayCaller | null> {
  const rows = await db.query<GatewayCaller & { secretHash: string }>(
    `select id::int as id, tenant_id::int as "tenantId", code, secret_hash as "secretHash" from ingest_gateway where code = $1 and enabled`,
    [code],
  );
  const row = rows[0];
  if (!row) return null;
  const given = Buffer.from(hashToken(secret));
  const kept = Buffer.from(row.secretHash);
  if (given.length !== kept.length || !crypto.timingSafeEqual(given, kept)) return null;
  return { id: row.id, tenantId: row.tenantId, code: row.code };
}

/** Notes when a gateway last published (at most once a minute per gateway, by the caller's choice). */
export async function touchGateway(db: Db, id: number): Promise<void> {
  await db.query('update ingest_gateway set last_seen_at = now() where id = $1', [id]);
}

/** `<code>.<secret>` as the HTTP header gives it; null when it is not that shape. */
export function splitGatewayKey(key: string | undefined): { code: string; secret: string } | null {
  if (!key) return null;
  const dot = key.indexOf('.');
  if (dot <= 0 || dot === key.length - 1) return null;
  return { code: key.slice(0, dot), secret: key.slice(dot + 1) };
}
