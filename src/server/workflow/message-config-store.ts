// The enterprise's 消息提醒配置 (table wf_message_config, one versioned document per enterprise), and the
// enterprise's 流程配置 of a resource as the notifications read it (the core's table wf_config, when present).
import { EMPTY_MESSAGE_CONFIG, normaliseMessageConfig, type MessageConfig } from '../../domain/message-config.ts';
import type { Queryable } from '../db/db.ts';

export interface StoredMessageConfig {
  /** 0 when the enterprise has saved none. */
  version: number;
  config: MessageConfig;
}

/** The enterprise's configuration (the empty one, version 0, when none was saved). */
export async function loadMessageConfig(tx: Queryable, tenantId: number): Promise<StoredMessageConfig> {
  const [row] = await tx.query<{ version: number; config: Partial<MessageConfig> }>(
    'select version, config from wf_message_config where tenant_id = $1',
    [tenantId],
  );
  if (!row) return { version: 0, config: EMPTY_MESSAGE_CONFIG };
  return { version: row.version, config: normaliseMessageConfig(row.config ?? {}) };
}

/**
 * Stores a checked configuration if the enterprise's version is still `version`; answers the new version, or
 * null when it is stale (someone saved in between).
 */
export async function saveMessageConfig(tx: Queryable, tenantId: number, userId: number | null, version: number, config: MessageConfig): Promise<number | null> {
  const json = JSON.stringify(config);
  if (version === 0) {
    const rows = await tx.query<{ version: number }>(
      `insert into wf_message_config(tenant_id, version, config, updated_by) values ($1, 1, $2::jsonb, $3)
       on conflict (tenant_id) do nothing returning version`,
      [tenantId, json, userId],
    );
    return rows[0]?.version ?? null;
  }
  const rows = await tx.query<{ version: number }>(
    `update wf_message_config set version = version + 1, config = $3::jsonb, updated_by = $4, updated_at = now()
      where tenant_id = $1 and version = $2 returning version`,
    [tenantId, version, json, userId],
  );
  return rows[0]?.version ?? null;
}

/** The columns of the core's `wf_config` (null: no such table), read once per process. */
let wfConfigColumns: Set<string> | null | undefined;

/**
 * The enterprise's 流程配置 of a resource (its latest version), or null: read from the core's `wf_config` when
 * that table exists, whatever its other columns (the row as JSON; who-staff.ts reads `slots` and `who` from it,
 * or from its `config`).
 */
export async function loadWorkflowConfig(tx: Queryable, tenantId: number, resource: string): Promise<unknown> {
  if (wfConfigColumns === undefined) {
    const rows = await tx.query<{ c: string }>(
      "select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = 'wf_config'",
    );
    wfConfigColumns = rows.length ? new Set(rows.map((r) => r.c)) : null;
  }
  const cols = wfConfigColumns;
  if (!cols || !cols.has('tenant_id') || !cols.has('resource')) return null;
  const order = cols.has('version') ? 'order by c.version desc' : '';
  const [row] = await tx.query<{ row: unknown }>(
    `select to_jsonb(c) as row from wf_config c where c.tenant_id = $1 and c.resource = $2 ${order} limit 1`,
    [tenantId, resource],
  );
  return row?.row ?? null;
}
