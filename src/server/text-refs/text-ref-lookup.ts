// The records a migrated text may be matched with: a platform entity (staff, department, enterprise) or
// a resource file's records, read for every tenant at once (the migration runs at start, as the owner)
// and indexed by tenant, target field and normalised text.
import { ENTITY_MATCH_FIELDS } from '../../schema/keywords/text-refs.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** Texts compare trimmed; ID numbers also without case (a final x or X). */
export function normaliseText(targetField: string, text: string): string {
  const t = text.trim();
  return targetField === 'idCard' ? t.toUpperCase() : t;
}

/** SQL of `(tenant_id, id, v)` rows of a target's field; names reach SQL only from the checked files. */
function targetSql(target: string, field: string): string {
  const entity = ENTITY_MATCH_FIELDS[target];
  if (entity) {
    if (!entity.includes(field)) throw new Error(`'${target}' cannot be matched by '${field}'`);
    if (target === 'staff') {
      const col = { name: 'name', idCard: 'id_card', mobile: 'mobile' }[field];
      return `select tenant_id, id, ${col} as v from staffinfo where not deleted and ${col} is not null`;
    }
    if (target === 'department') return 'select tenant_id, id, name as v from departmentinfo where not deleted';
    return 'select tenant_id, tenant_id as id, qymc as v from qyxx';
  }
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(field)) throw new Error(`bad field '${field}'`);
  return `select tenant_id, id, data->>'${field}' as v from ${tableName(target)} where not deleted and data ? '${field}'`;
}

/** Ids of a target's records by tenant and text, loaded once per target field. */
export class TextRefIndex {
  private readonly maps = new Map<string, Map<string, number[]>>();

  constructor(private readonly tx: Queryable) {}

  /** Loads the target field's values (once). */
  async load(target: string, field: string): Promise<void> {
    const key = `${target}\u0000${field}`;
    if (this.maps.has(key)) return;
    const rows = await this.tx.query<{ tenant_id: number; id: number; v: string | null }>(targetSql(target, field));
    const map = new Map<string, number[]>();
    for (const r of rows) {
      if (r.v === null || !r.v.trim()) continue;
      const k = `${Number(r.tenant_id)}\u0000${normaliseText(field, r.v)}`;
      const ids = map.get(k);
      if (ids) ids.push(Number(r.id));
      else map.set(k, [Number(r.id)]);
    }
    this.maps.set(key, map);
  }

  /** Ids of the tenant's records of `target` whose `field` is `text` (after `load`). */
  find(tenantId: number, target: string, field: string, text: string): readonly number[] {
    const map = this.maps.get(`${target}\u0000${field}`);
    if (!map) throw new Error(`'${target}.${field}' was not loaded`);
    return map.get(`${tenantId}\u0000${normaliseText(field, text)}`) ?? [];
  }
}
