// Server-side consumers of the data service (big screens, park platforms), configured by the environment
// variable DATA_SERVICE_CLIENTS: a JSON array of {clientId, secretSha256, tenant, roles?}. Only the SHA-256 of
// a secret is configured; a presented secret is hashed and compared in constant time. None configured: every
// client sign-in is refused.
import crypto from 'node:crypto';

export interface DataServiceClient {
  clientId: string;
  /** Hex SHA-256 of the secret. */
  secretSha256: string;
  /** The enterprise (tenant id) the client reads. */
  tenant: number;
  /** Roles its tokens read with (default: the read-only user's). */
  roles: string[];
}

const DEFAULT_ROLES = ['readonlyUser'];

/** Parses DATA_SERVICE_CLIENTS; throws on a malformed entry so that a bad configuration stops the server. */
export function parseDataServiceClients(raw: string | undefined): DataServiceClient[] {
  if (!raw || !raw.trim()) return [];
  const json: unknown = JSON.parse(raw);
  if (!Array.isArray(json)) throw new Error('DATA_SERVICE_CLIENTS must be a JSON array');
  return json.map((e: unknown, i) => {
    const o = (e ?? {}) as Record<string, unknown>;
    const bad = (what: string) => new Error(`DATA_SERVICE_CLIENTS[${i}]: ${what}`);
    if (typeof o.clientId !== 'string' || !/^[\w.-]{1,64}$/.test(o.clientId)) throw bad('clientId must be 1-64 letters, digits, _ . -');
    if (typeof o.secretSha256 !== 'string' || !/^[0-9a-f]{64}$/i.test(o.secretSha256)) throw bad('secretSha256 must be the hex SHA-256 of the secret');
    if (!Number.isSafeInteger(o.tenant) || (o.tenant as number) <= 0) throw bad('tenant must be an enterprise id');
    const roles = o.roles === undefined ? DEFAULT_ROLES : o.roles;
    if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string' || r === 'admin')) throw bad('roles must be role names (not admin)');
    return { clientId: o.clientId, secretSha256: o.secretSha256.toLowerCase(), tenant: o.tenant as number, roles: roles as string[] };
  });
}

/** The client whose id and secret match, or null (the secret compared in constant time). */
export function matchClient(clients: readonly DataServiceClient[], clientId: string, secret: string): DataServiceClient | null {
  const presented = crypto.createHash('sha256').update(secret).digest();
  let found: DataServiceClient | null = null;
  for (const c of clients) {
    const ok = crypto.timingSafeEqual(presented, Buffer.from(c.secretSha256, 'hex'));
    if (ok && c.clientId === clientId) found = c;
  }
  return found;
}
