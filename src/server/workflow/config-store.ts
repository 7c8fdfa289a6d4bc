// The enterprise's 流程配置 (table wf_config, migration 016_workflow_config.sql): versions of who acts on each
// transition of a resource and the holders of its slots. The highest version is in force; none: the file.
import type { Queryable } from '../db/db.ts';
import type { WhoSpec } from '../../schema/workflow-types.ts';
import type { SlotHolders, WorkflowConfig } from './who.ts';

interface ConfigRow {
  version: number;
  who: Record<string, WhoSpec[]>;
  slots: Record<string, SlotHolders>;
  created_by: number | null;
  created_at: Date | string;
}

/** The configuration in force for a resource, or null when the enterprise has none. */
export async function workflowConfig(tx: Queryable, tenantId: number, resource: string): Promise<WorkflowConfig | null> {
  const rows = await tx.query<ConfigRow>(
    'select version, who, slots from wf_config where tenant_id = $1 and resource = $2 order by version desc limit 1',
    [tenantId, resource],
  );
  const r = rows[0];
  return r ? { version: r.version, who: r.who, slots: r.slots } : null;
}

/** The configurations in force for every resource of the enterprise, by resource key. */
export async function workflowConfigs(tx: Queryable, tenantId: number): Promise<Map<string, WorkflowConfig>> {
  const rows = await tx.query<ConfigRow & { resource: string }>(
    `select distinct on (resource) resource, version, who, slots from wf_config where tenant_id = $1 order by resource, version desc`,
    [tenantId],
  );
  return new Map(rows.map((r) => [r.resource, { version: r.version, who: r.who, slots: r.slots }]));
}

export interface ConfigVersion {
  version: number;
  who: Record<string, WhoSpec[]>;
  slots: Record<string, SlotHolders>;
  createdBy: number | null;
  createdAt: string;
}

/** Every version of a resource's configuration, newest first. */
export async function configVersions(tx: Queryable, tenantId: number, resource: string): Promise<ConfigVersion[]> {
  const rows = await tx.query<ConfigRow>(
    'select version, who, slots, created_by, created_at from wf_config where tenant_id = $1 and resource = $2 order by version desc',
    [tenantId, resource],
  );
  return rows.map((r) => ({ version: r.version, who: r.who, slots: r.slots, createdBy: r.created_by, createdAt: new Date(r.created_at).toISOString() }));
}

/**
 * Saves a new version when `expected` is the version in force (0: none yet); answers the new version, or
 * null when someone saved in between (the caller answers 409). The primary key makes two saves of the same
 * version conflict, so only one of them wins even when both read the same version.
 */
export async function saveConfig(
  tx: Queryable,
  tenantId: number,
  resource: string,
  expected: number,
  who: Record<string, WhoSpec[]>,
  slots: Record<string, SlotHolders>,
  userId: number | null,
): Promise<number | null> {
  const rows = await tx.query<{ version: number }>(
    `insert into wf_config (tenant_id, resource, version, who, slots, created_by)
     select $1, $2, $3 + 1, $4::jsonb, $5::jsonb, $6
      where coalesce((select max(version) from wf_config where tenant_id = $1 and resource = $2), 0) = $3
     on conflict do nothing returning version`,
    [tenantId, resource, expected, JSON.stringify(who), JSON.stringify(slots), userId],
  );
  return rows[0]?.version ?? null;
}
