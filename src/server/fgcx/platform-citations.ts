// The platform library's check clauses cite by reference (docs/knowledge.md "Shared library"): the seeded rows
// (src/server/db/seed/knowledge-library.ts) name their basis by text, the regulation's title or the standard's
// number; when the routes start, a platform clause citing no record is given the platform regulation or standard
// of that text (`basisRegulationId` / `basisStandardId`), so 检查条款库 links it to 法规详情. Idempotent: a clause
// already citing a record, or whose text names none, is left as it is. As the database owner.
import type { Db } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** The platform clause's text matched against the field of each library it may cite. */
const CITED = [
  { field: 'basisRegulationId', table: tableName('regulation'), label: 'title' },
  { field: 'basisStandardId', table: tableName('standard'), label: 'stdNo' },
] as const;

/** Links the platform's check clauses citing by text to the platform record of that text; answers how many. */
export async function citePlatformBasis(db: Db): Promise<number> {
  const clauses = tableName('check-clause');
  return db.transaction(async (tx) => {
    let linked = 0;
    for (const c of CITED) {
      const rows = await tx.query(
        `update ${clauses} k set data = k.data || jsonb_build_object('${c.field}', r.id)
           from ${c.table} r
          where k.tenant_id = 0 and not k.deleted and r.tenant_id = 0 and not r.deleted
            and r.data->>'${c.label}' = k.data->>'basisNo'
            and k.data->'basisRegulationId' is null and k.data->'basisStandardId' is null
        returning k.id`,
      );
      linked += rows.length;
    }
    return linked;
  });
}
