// The server half of computed fields (x-compute): before a record is validated, every computed field is
// computed again from the record's values (record-compute.ts, the code the form runs as the user types),
// so a value the client sent for it is replaced, or removed when nothing can be computed. A function of
// src/domain/rule-functions.ts gets the enterprise's configuration of its type (configinfo), read once per
// request. Rules (x-rules) need no hook: the record validator checks them (compile-validator.ts).
import { applyComputed, compileRules, type RuleConfig } from '../../schema/record-compute.ts';
import type { Queryable } from '../db/db.ts';
import type { RecordHook, RecordWrite } from './record-hooks.ts';

/** An enterprise's configuration of some configinfo types: type -> config_key -> config_value. */
export async function readRuleConfig(tx: Queryable, tenantId: number, types: readonly string[]): Promise<RuleConfig> {
  if (types.length === 0) return {};
  const rows = await tx.query<{ type: string; configKey: string; configValue: string | null }>(
    `select type, config_key as "configKey", config_value as "configValue" from configinfo
      where tenant_id = $1 and type = any($2::text[])`,
    [tenantId, [...types]],
  );
  const out: Record<string, Record<string, string>> = {};
  for (const r of rows) (out[r.type] ??= {})[r.configKey] = r.configValue ?? '';
  return out;
}

async function configOf(w: RecordWrite, types: readonly string[]): Promise<RuleConfig> {
  const key = `compute:config:${w.auth.tenantId}:${[...types].sort().join(',')}`;
  const hit = w.cache.get(key) as RuleConfig | undefined;
  if (hit) return hit;
  const config = await readRuleConfig(w.s.tx, w.auth.tenantId, types);
  w.cache.set(key, config);
  return config;
}

export const computeHook: RecordHook = {
  name: 'compute',
  async prepare(w, values) {
    const resource = w.s.c.resource;
    const { computes, configTypes } = compileRules(resource);
    if (computes.length === 0) return;
    applyComputed(resource, values, { config: await configOf(w, configTypes) });
  },
};
