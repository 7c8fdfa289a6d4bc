// The storage of resource records (docs/schema-engine.md "Storage"): one table per resource, created
// idempotently at start, guarded by row-level security and the audit trigger, with the expression
// indexes the file declares (each partial on `not deleted`, as every query filters on it).
import crypto from 'node:crypto';
import { fieldSql } from '../../schema/compile-query.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from './registry.ts';

/** PostgreSQL identifiers are at most 63 bytes: long index names end in a hash of the full name. */
function indexName(table: string, suffix: string): string {
  const full = `${table}_${suffix}`;
  if (full.length <= 63) return full;
  const hash = crypto.createHash('sha1').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, 54)}_${hash}`;
}

/** The DDL of a resource's table and indexes, every statement idempotent. */
export function resourceTableDdl(resource: ResourceFile): string[] {
  const t = tableName(resource.key);
  const out = [
    `create table if not exists ${t} (
      tenant_id bigint not null,
      id bigserial primary key,
      data jsonb not null default '{}',
      status smallint not null default 1,
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by bigint,
      updated_by bigint,
      deleted boolean not null default false
    )`,
    `create index if not exists ${indexName(t, 'recent')} on ${t} (tenant_id, updated_at desc, id desc) where not deleted`,
  ];
  if (resource.actions.includes('sort') || resource.actions.includes('topping')) {
    out.push(`create index if not exists ${indexName(t, 'order')} on ${t} (tenant_id, sort_order, id) where not deleted`);
  }
  for (const fields of resource.indexes ?? []) {
    const exprs = fields.map((f) => fieldSql(resource, f).expr);
    // Derived fields (validityStatus) depend on today's date, and text-to-timestamptz casts on the session's
    // time zone: PostgreSQL cannot index either (date fields compare as ISO text and are indexable).
    if (exprs.some((e) => /current_date|::timestamptz/i.test(e))) continue;
    const cols = exprs.map((e) => (/^[a-z_]+$/.test(e) ? e : `(${e})`)).join(', ');
    out.push(`create index if not exists ${indexName(t, `${fields.join('_')}_idx`)} on ${t} (tenant_id, ${cols}) where not deleted`);
  }
  return out;
}

/** Tables that carry a shared-records policy now (migration 012), to take it away when a file stops sharing. */
async function sharedTables(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ t: string }>(
    `select distinct tablename as t from pg_policies
      where schemaname = current_schema() and (policyname like '%\\_shared\\_read' or policyname like '%\\_platform\\_%')`,
  );
  return new Set(rows.map((r) => r.t));
}

/** Tables that carry a platformFor policy now (migration 044), to take it away when a file stops naming a field. */
async function platformForTables(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ t: string }>(
    `select distinct tablename as t from pg_policies where schemaname = current_schema() and policyname like '%\\_for\\_read'`,
  );
  return new Set(rows.map((r) => r.t));
}

/**
 * Creates the tables of every resource that has none yet, and any index declared since, and the triggers that
 * tell the list counts of writes; gives a shared
 * resource's table its row security (guard_shared_table, migration 012), also when a file becomes shared
 * later or stops being shared; gives a `platformFor` resource's table the policy letting the enterprise named in a
 * record read it (guard_platform_for_table, migration 044), and takes it away when the file stops naming a field.
 */
export async function ensureResourceTables(db: Queryable, resources: ResourceFile[]): Promise<void> {
  const guarded = await sharedTables(db);
  const forTables = await platformForTables(db);
  for (const r of resources) {
    const t = tableName(r.key);
    const [{ exists }] = await db.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [t]);
    const [create, ...indexes] = resourceTableDdl(r);
    if (!exists) {
      await db.query(create);
      await db.query('select guard_tenant_table($1)', [t]);
    }
    for (const ddl of indexes) await db.query(ddl);
    // Writes tell the processes' count caches (migration 033; src/server/db/count-cache.ts).
    await db.query('select watch_list_writes($1)', [t]);
    if (r.shared || guarded.has(t)) await db.query('select guard_shared_table($1, $2)', [t, r.shared ?? null]);
    if (r.platformFor || forTables.has(t)) await db.query('select guard_platform_for_table($1, $2)', [t, r.platformFor?.field ?? null]);
  }
}
