// The SQL of the designer's overlays (migration 008): versions and drafts. Every function runs inside the
// caller's tenant transaction, so row-level security keeps each enterprise to its own rows.
import type { ResourceOverlay } from '../../schema/overlay.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/app-error.ts';
import { text } from '../../domain/i18n/text.ts';

export interface VersionHead {
  version: number;
  overlay: ResourceOverlay;
  note: string | null;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
}

export interface DraftRow {
  overlay: ResourceOverlay;
  baseVersion: number;
  updatedAt: string;
  updatedBy: number | null;
  updatedByName: string | null;
}

function iso(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

/** The version in force (0 when the enterprise has never published one). */
export async function currentVersion(tx: Queryable, tenantId: number, key: string): Promise<number> {
  const rows = await tx.query<{ version: number }>(
    'select version from overlay_version where tenant_id = $1 and resource_key = $2 order by version desc limit 1',
    [tenantId, key],
  );
  return rows[0]?.version ?? 0;
}

interface VersionRow {
  version: number;
  overlay: ResourceOverlay;
  note: string | null;
  created_at: Date | string;
  created_by: number | null;
  user_name: string | null;
}

const VERSION_SELECT = `select v.version, v.overlay, v.note, v.created_at, v.created_by, u.user_name
  from overlay_version v left join sysuser u on u.id = v.created_by`;

function toHead(r: VersionRow): VersionHead {
  return {
    version: r.version,
    overlay: r.overlay,
    note: r.note,
    createdAt: iso(r.created_at),
    createdBy: r.created_by == null ? null : Number(r.created_by),
    createdByName: r.user_name,
  };
}

/** One version, or the newest when `version` is omitted; null when there is none. */
export async function getVersion(tx: Queryable, tenantId: number, key: string, version?: number): Promise<VersionHead | null> {
  const rows = await tx.query<VersionRow>(
    version === undefined
      ? `${VERSION_SELECT} where v.tenant_id = $1 and v.resource_key = $2 order by v.version desc limit 1`
      : `${VERSION_SELECT} where v.tenant_id = $1 and v.resource_key = $2 and v.version = $3`,
    version === undefined ? [tenantId, key] : [tenantId, key, version],
  );
  return rows[0] ? toHead(rows[0]) : null;
}

export interface VersionSummary extends Omit<VersionHead, 'overlay'> {
  fields: number;
  tabs: number;
}

/** Versions, newest first. */
export async function listVersions(tx: Queryable, tenantId: number, key: string, page: number, limit: number) {
  const rows = await tx.query<VersionRow & { total: string | number }>(
    `${VERSION_SELECT.replace('select ', 'select count(*) over () as total, ')}
      where v.tenant_id = $1 and v.resource_key = $2 order by v.version desc limit $3 offset $4`,
    [tenantId, key, limit, (page - 1) * limit],
  );
  const total = rows[0] ? Number(rows[0].total) : await countVersions(tx, tenantId, key);
  const out: VersionSummary[] = rows.map((r) => {
    const { overlay, ...head } = toHead(r);
    return { ...head, fields: overlay.fields.filter((f) => !f.removed).length, tabs: overlay.tabs.length };
  });
  return { rows: out, total };
}

async function countVersions(tx: Queryable, tenantId: number, key: string): Promise<number> {
  const rows = await tx.query<{ n: string | number }>('select count(*) as n from overlay_version where tenant_id = $1 and resource_key = $2', [tenantId, key]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Takes the publish lock of one enterprise's resource until the transaction ends. Every call that
 * publishes takes it before reading the version in force, so simultaneous changes (on one API process or
 * several over one PostgreSQL) apply one after the other, each on the version the previous one made.
 */
export async function lockOverlay(tx: Queryable, tenantId: number, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`overlay:${tenantId}:${key}`]);
}

/**
 * Publishes `overlay` as the next version, under the publish lock. `base.built` is the version `overlay`
 * was built on: when another version is in force the change would drop that version's work, so it is
 * refused (409) rather than published. `base.expected` (the version a client says it edited) must be
 * the version in force too, else 409: someone published meanwhile.
 */
export async function publishVersion(
  tx: Queryable,
  tenantId: number,
  userId: number | null,
  key: string,
  overlay: ResourceOverlay,
  note: string,
  base: { built: number; expected?: number },
): Promise<number> {
  await lockOverlay(tx, tenantId, key);
  const current = await currentVersion(tx, tenantId, key);
  if (base.expected !== undefined && base.expected !== current) {
    throw conflict(text('api.designer.staleVersion', { current, expected: base.expected }));
  }
  if (base.built !== current) throw conflict(text('api.designer.concurrentEdit', { current }));
  const version = current + 1;
  await tx.query(
    'insert into overlay_version (tenant_id, resource_key, version, overlay, note, created_by) values ($1, $2, $3, $4, $5, $6)',
    [tenantId, key, version, JSON.stringify(overlay), note, userId],
  );
  return version;
}

export async function getDraft(tx: Queryable, tenantId: number, key: string): Promise<DraftRow | null> {
  const rows = await tx.query<{ overlay: ResourceOverlay; base_version: number; updated_at: Date | string; updated_by: number | null; user_name: string | null }>(
    `select d.overlay, d.base_version, d.updated_at, d.updated_by, u.user_name
       from overlay_draft d left join sysuser u on u.id = d.updated_by where d.tenant_id = $1 and d.resource_key = $2`,
    [tenantId, key],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    overlay: r.overlay,
    baseVersion: r.base_version,
    updatedAt: iso(r.updated_at),
    updatedBy: r.updated_by == null ? null : Number(r.updated_by),
    updatedByName: r.user_name,
  };
}

export async function saveDraft(tx: Queryable, tenantId: number, userId: number | null, key: string, overlay: ResourceOverlay, baseVersion: number): Promise<string> {
  const rows = await tx.query<{ updated_at: Date | string }>(
    `insert into overlay_draft (tenant_id, resource_key, overlay, base_version, updated_by) values ($1, $2, $3, $4, $5)
     on conflict (tenant_id, resource_key) do update
       set overlay = excluded.overlay, base_version = excluded.base_version, updated_by = excluded.updated_by, updated_at = now()
     returning updated_at`,
    [tenantId, key, JSON.stringify(overlay), baseVersion, userId],
  );
  return iso(rows[0].updated_at);
}

export async function deleteDraft(tx: Queryable, tenantId: number, key: string): Promise<boolean> {
  const rows = await tx.query('delete from overlay_draft where tenant_id = $1 and resource_key = $2 returning 1', [tenantId, key]);
  return rows.length > 0;
}

/** Per resource key: the version in force and the counts of the designer's list. */
export async function overlaySummaries(tx: Queryable, tenantId: number) {
  const rows = await tx.query<{ resource_key: string; version: number; overlay: ResourceOverlay }>(
    `select distinct on (resource_key) resource_key, version, overlay from overlay_version
      where tenant_id = $1 order by resource_key, version desc`,
    [tenantId],
  );
  return new Map(rows.map((r) => [r.resource_key, { version: r.version, overlay: r.overlay }]));
}
