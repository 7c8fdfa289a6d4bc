// Where a reference's target lives in SQL: a resource's table (r_<key>, fields read with the leakproof
// readers) or a platform entity's table (staffinfo, departmentinfo, qyxx) with its columns. Names reach
// SQL only from this whitelist and from field names the meta-schema allows; values only as parameters.
import { isRefEntity, REF_ENTITIES } from '../../schema/keywords/ref-entities.ts';
import { REF_STATUS_FILTER } from '../../schema/keywords/ref-trees.ts';
import { tableName } from './registry.ts';

export interface RefTarget {
  /** Resource key or entity name (ref_edge.to_kind). */
  kind: string;
  /** Chinese title of the target, for messages. */
  title: string;
  table: string;
  /** The id column. */
  id: string;
  /** The condition on the tenant ($1): a shared resource's platform rows (tenant 0) may be named too. */
  tenant: string;
  /** Conditions on the tenant ($1) and on live rows. */
  live: string;
  /** SQL text of a field (label or filter) of the target. */
  text(field: string): string;
}

const SAFE = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

const ENTITY_COLUMNS: Readonly<Record<string, { table: string; id: string; live: string; columns: Record<string, string> }>> = {
  staff: {
    table: 'staffinfo',
    id: 'id',
    live: 'tenant_id = $1 and not deleted',
    columns: { name: 'name', mobile: 'mobile', post: 'post', idCard: 'id_card', departmentId: 'department_id::text' },
  },
  department: {
    table: 'departmentinfo',
    id: 'id',
    live: 'tenant_id = $1 and not deleted',
    columns: { name: 'name', leader: 'leader', phone: 'phone', parentId: 'parent_id::text' },
  },
  // An enterprise is its own tenant: the ones row-level security shows (itself, its group's) may be named.
  enterprise: {
    table: 'qyxx',
    id: 'tenant_id',
    live: '$1::bigint is not null',
    columns: { name: 'qymc', creditCode: 'credit_code' },
  },
};

/**
 * The SQL place of a reference target (a registry key or a platform entity); `title` of a resource is given,
 * and whether it is shared (keywords/shared.ts): then the platform's rows are targets beside the tenant's.
 */
export function refTarget(kind: string, resourceTitle?: string, shared = false): RefTarget {
  if (isRefEntity(kind)) {
    const e = ENTITY_COLUMNS[kind];
    return {
      kind,
      title: REF_ENTITIES[kind].title,
      table: e.table,
      id: e.id,
      tenant: e.live.includes('tenant_id = $1') ? 'tenant_id = $1' : '$1::bigint is not null',
      live: e.live,
      text: (field) => {
        if (!Object.hasOwn(e.columns, field)) throw new Error(`'${field}' is not a field of ${kind}`);
        return e.columns[field];
      },
    };
  }
  return {
    kind,
    title: resourceTitle ?? kind,
    table: tableName(kind),
    id: 'id',
    tenant: shared ? 'tenant_id in ($1, 0)' : 'tenant_id = $1',
    live: `${shared ? 'tenant_id in ($1, 0)' : 'tenant_id = $1'} and not deleted`,
    text: (field) => {
      // A filter may name the record's 启用/停用 column (1/0) besides its form properties.
      if (field === REF_STATUS_FILTER) return 'status::text';
      if (!SAFE.test(field)) throw new Error(`unsafe field name '${field}'`);
      return `zax_text(data, '${field}')`;
    },
  };
}
