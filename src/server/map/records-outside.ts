// The records whose geometry would fall outside a new plan's extent (the plan's PUT refuses with 409):
// across every resource of the registry with a geometry field, the enterprise's records not deleted.
import type { Extent } from '../../domain/geometry.ts';
import { geometryFields, layerLabel } from '../../schema/keywords/geometry.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';
import { extentParams, outsideSql } from './geometry-sql.ts';

export interface Outside {
  count: number;
  /** One of them: its resource's title, its label, its id. */
  sample: { resource: string; label: string; id: number } | null;
}

/** The label field of a resource's records: its first layer's, else `name` when it is a field, else none. */
function labelField(r: ResourceFile): string | null {
  const first = r.layers?.[0];
  const name = first ? layerLabel(first) : 'name';
  return Object.hasOwn(r.form.properties, name) ? name : null;
}

export async function recordsOutside(tx: Queryable, tenantId: number, all: readonly ResourceFile[], extent: Extent): Promise<Outside> {
  let count = 0;
  let sample: Outside['sample'] = null;
  for (const r of all) {
    const fields = geometryFields(r).map(([name]) => name);
    if (fields.length === 0) continue;
    const cond = fields.map((f) => outsideSql(f, 2)).join(' or ');
    const label = labelField(r);
    const rows = await tx.query<{ n: string | number; id: string | number | null; label: string | null }>(
      `select count(*) over () as n, id, ${label ? `data->>'${label}'` : 'null'} as label
         from ${tableName(r.key)} where tenant_id = $1 and not deleted and (${cond}) order by id limit 1`,
      [tenantId, ...extentParams(extent)],
    );
    if (rows.length === 0) continue;
    count += Number(rows[0].n);
    sample ??= { resource: r.title, label: rows[0].label ?? '', id: Number(rows[0].id) };
  }
  return { count, sample };
}
