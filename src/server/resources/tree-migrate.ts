// The stored records of a former text hierarchy become a tree (docs/schema-engine.md "Trees",
// `tree.migrateFrom`): at start, every record still holding the former parent-code field gets, as its
// parent, the live record of the same enterprise whose code is that text (the lowest id when several
// match); the text is kept under `legacy<From>` (so nothing is lost, and a record is migrated once).
// A code that matches nothing leaves the record a root, its text still kept for the administrator. A matched
// parent gets its reference edge (ref_edge), as a save would write it.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from './registry.ts';

/** The key a migrated record keeps its former parent code under: `parentCode` -> `legacyParentCode`. */
export function legacyKey(from: string): string {
  return `legacy${from.charAt(0).toUpperCase()}${from.slice(1)}`;
}

export interface TreeMigration {
  key: string;
  migrated: number;
  /** Records whose former parent code matched no record (kept as roots). */
  unmatched: number;
}

/** Migrates every tree resource with `migrateFrom`; runs as the database owner (every enterprise at once). */
export async function migrateTreeParents(tx: Queryable, resources: readonly ResourceFile[]): Promise<TreeMigration[]> {
  const out: TreeMigration[] = [];
  for (const r of resources) {
    const m = r.tree?.migrateFrom;
    if (!r.tree || !m) continue;
    const t = tableName(r.key);
    const rows = await tx.query<{ tenant_id: number; id: number; parent: number | null }>(
      `update ${t} c set data = (c.data - $1::text) || jsonb_build_object($2::text, c.data -> $1::text)
              || coalesce((select jsonb_build_object($3::text, p.id) from ${t} p
                            where p.tenant_id = c.tenant_id and not p.deleted and p.id <> c.id and p.data ->> $4::text = c.data ->> $1::text
                            order by p.id limit 1), '{}'::jsonb)
        where c.data ? $1::text
        returning c.tenant_id, c.id, zax_num(c.data, $3::text)::bigint as parent`,
      [m.from, legacyKey(m.from), r.tree.parent, m.code],
    );
    // The parent is a reference: its edge is written as a save writes it, so "who refers" and the delete
    // policy see the migrated children.
    const edges = rows.flatMap((x) => (x.parent === null ? [] : [{ t: Number(x.tenant_id), i: Number(x.id), p: Number(x.parent) }]));
    if (edges.length) {
      await tx.query(
        `insert into ref_edge (tenant_id, to_kind, to_id, from_resource, from_id, field)
         select x.t, $1::text, x.p, $1::text, x.i, $2::text from jsonb_to_recordset($3::jsonb) as x(t bigint, i bigint, p bigint)
         on conflict do nothing`,
        [r.key, r.tree.parent, JSON.stringify(edges)],
      );
    }
    if (rows.length) out.push({ key: r.key, migrated: rows.length, unmatched: rows.filter((x) => x.parent === null).length });
  }
  return out;
}
