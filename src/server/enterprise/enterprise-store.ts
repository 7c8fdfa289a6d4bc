// Reading and changing enterprises (qyxx) for 企业数据管理, in the platform's transaction (tenant 0 sees every row).
import { suspensionRuleOf } from '../../domain/cbs-violations.ts';
import type { EnterpriseSettings } from '../../domain/enterprise-requests.ts';
import type { EnterpriseRow } from '../../domain/enterprise-row.ts';
import type { Queryable } from '../db/db.ts';

export type { EnterpriseRow };

export interface EnterpriseQuery {
  id?: number;
  parentId?: number;
  qymc?: string;
  group?: string;
  limit: number;
  offset: number;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of enterprises (the platform itself, tenant 0, left out), by id; `total` counts every match. */
export async function enterpriseRows(tx: Queryable, q: EnterpriseQuery): Promise<{ rows: EnterpriseRow[]; total: number }> {
  const rows = await tx.query<Omit<EnterpriseRow, 'violationSuspendThreshold' | 'violationWindowDays'> & { total: number; config: unknown }>(
    `select q.tenant_id::int as id, q.qymc, q.qy_group as "qyGroup", q.parent_id::int as "parentId", p.qymc as "parentName",
            q.have_model as "haveModel",
            coalesce(q.config->>'qdglVersion', '1') as "qdglVersion",
            coalesce(q.config->>'riskVersion', '1') as "riskVersion",
            coalesce(q.config->>'parkPrefix', '') as "parkPrefix",
            coalesce((q.config->>'useLocationPlatform')::boolean, false) as "useLocationPlatform", q.config,
            q.contact_name as "contactName", q.contact_mobile as "contactMobile", q.status::int as status,
            (select count(*)::int from qyxx s where s.parent_id = q.tenant_id) as "subCount",
            q.created_at as "createdAt",
            count(*) over ()::int as total
       from qyxx q left join qyxx p on p.tenant_id = q.parent_id
      where q.tenant_id <> 0
        and ($1::bigint is null or q.tenant_id = $1)
        and ($2::bigint is null or q.parent_id = $2)
        and ($3::text is null or q.qymc ilike $3)
        and ($4::text is null or q.qy_group ilike $4)
      order by q.tenant_id
      limit $5 offset $6`,
    [q.id ?? null, q.parentId ?? null, q.qymc ? like(q.qymc) : null, q.group ? like(q.group) : null, q.limit, q.offset],
  );
  return {
    rows: rows.map(({ total: _t, config, ...r }) => {
      const rule = suspensionRuleOf(config);
      return { ...r, violationSuspendThreshold: rule.threshold, violationWindowDays: rule.windowDays };
    }),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Adds or removes one module of an enterprise's haveModel (idempotent); answers the new list, or null when
 * the enterprise does not exist.
 */
export async function setModule(tx: Queryable, qyId: number, module: string, enabled: boolean): Promise<string[] | null> {
  const rows = await tx.query<{ haveModel: string[] }>(
    `update qyxx set have_model = case
         when $3 then (case when $2 = any(have_model) then have_model else array_append(have_model, $2) end)
         else array_remove(have_model, $2) end,
       updated_at = now()
     where tenant_id = $1 and tenant_id <> 0
     returning have_model as "haveModel"`,
    [qyId, module, enabled],
  );
  return rows[0]?.haveModel ?? null;
}

/**
 * Changes the settings given (the others kept; the configuration flags merged into qyxx.config); answers whether the
 * enterprise exists (the platform itself, tenant 0, is none).
 */
export async function setEnterpriseSettings(tx: Queryable, qyId: number, s: EnterpriseSettings): Promise<boolean> {
  const flags = Object.fromEntries(
    (['qdglVersion', 'riskVersion', 'parkPrefix', 'useLocationPlatform', 'violationSuspendThreshold', 'violationWindowDays'] as const).filter((k) => s[k] !== undefined).map((k) => [k, s[k]]),
  );
  const rows = await tx.query(
    `update qyxx set
        qy_group = case when $2 then nullif(btrim($3), '') else qy_group end,
        contact_name = case when $4 then nullif(btrim($5), '') else contact_name end,
        contact_mobile = case when $6 then nullif($7, '') else contact_mobile end,
        config = coalesce(config, '{}'::jsonb) || $8::jsonb,
        updated_at = now()
      where tenant_id = $1 and tenant_id <> 0
      returning tenant_id`,
    [
      qyId,
      s.qyGroup !== undefined,
      s.qyGroup ?? null,
      s.contactName !== undefined,
      s.contactName ?? null,
      s.contactMobile !== undefined,
      s.contactMobile ?? null,
      JSON.stringify(flags),
    ],
  );
  return rows.length > 0;
}
