// The roll-up of risk levels (dual-prevention §1): a unit's level is the highest of its live events, an object's the
// highest of its live units, kept in the unit's and the object's `riskLevel` whenever an event or a unit is saved
// or deleted, inside the request's tenant transaction. The order of levels is the domain's (RISK_LEVELS). An area's
// `riskLevel` (the plant map's four-colour layers) is the highest of the units placed in it or below it.
import { areaLevelChanges } from '../../domain/fxfjgk-four-color.ts';
import { RISK_LEVELS } from '../../domain/risk-levels.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

/** SQL rank of a record's level: 4 重大 … 1 低, null when ungraded. */
const RANK = `case zax_text(data, 'riskLevel') ${RISK_LEVELS.map((l, i) => `when '${l}' then ${RISK_LEVELS.length - i}`).join(' ')} end`;
const LEVEL_OF_RANK = `case max(${RANK}) ${RISK_LEVELS.map((l, i) => `when ${RISK_LEVELS.length - i} then '${l}'`).join(' ')} end`;

/** The highest level of the live children of `parent` (null when none is graded). */
export async function highestChildLevel(tx: Queryable, tenantId: number, child: string, via: string, parent: number): Promise<string | null> {
  const [row] = await tx.query<{ level: string | null }>(
    `select ${LEVEL_OF_RANK} as level from ${tableName(child)} where tenant_id = $1 and not deleted and zax_num(data, '${via}') = $2`,
    [tenantId, parent],
  );
  return row?.level ?? null;
}

/** Stores a rolled-up level in a record (or removes it); answers the record's parent reference, if `via` is named. */
async function storeLevel(tx: Queryable, tenantId: number, resource: string, id: number, level: string | null, via?: string): Promise<number | null> {
  const rows = await tx.query<{ parent: number | null }>(
    `update ${tableName(resource)} set data = ${level ? `jsonb_set(data, '{riskLevel}', to_jsonb($3::text))` : `data - 'riskLevel'`}
      where tenant_id = $1 and id = $2 returning ${via ? `zax_num(data, '${via}')` : 'null'} as parent`,
    level ? [tenantId, id, level] : [tenantId, id],
  );
  return rows[0]?.parent === undefined || rows[0]?.parent === null ? null : Number(rows[0].parent);
}

/** Rolls the events of some units up to the units, and the units up to their objects. */
export async function rollUpUnits(tx: Queryable, tenantId: number, unitIds: Iterable<number>): Promise<void> {
  const objects = new Set<number>();
  for (const unit of new Set(unitIds)) {
    const level = await highestChildLevel(tx, tenantId, 'risk-event', 'unitId', unit);
    const object = await storeLevel(tx, tenantId, 'risk-unit', unit, level, 'objectId');
    if (object !== null) objects.add(object);
  }
  await rollUpObjects(tx, tenantId, objects);
}

/** Rolls the units of some objects up to the objects. */
export async function rollUpObjects(tx: Queryable, tenantId: number, objectIds: Iterable<number>): Promise<void> {
  for (const object of new Set(objectIds)) {
    await storeLevel(tx, tenantId, 'risk-object', object, await highestChildLevel(tx, tenantId, 'risk-unit', 'objectId', object));
  }
}

/** The values of a reference field of some records (deleted ones included: a delete hook reads them after). */
export async function refsOf(tx: Queryable, tenantId: number, resource: string, field: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ ref: number | null }>(
    `select zax_num(data, '${field}') as ref from ${tableName(resource)} where tenant_id = $1 and id = any($2::bigint[])`,
    [tenantId, [...ids]],
  );
  return rows.flatMap((r) => (r.ref === null ? [] : [Number(r.ref)]));
}

/**
 * Keeps each area's `riskLevel` (the four-colour layers of the plant map filter on it) the highest level of the risk
 * units placed in it or in the areas below it (src/domain/fxfjgk-four-color.ts), rewriting only the areas that change.
 */
export async function rewriteAreaLevels(tx: Queryable, tenantId: number): Promise<void> {
  const areas = await tx.query<{ id: number; parentId: string | null; riskLevel: string | null }>(
    `select id, data->>'parentId' as "parentId", data->'riskLevel' as "riskLevel" from ${tableName('area')} where tenant_id = $1 and not deleted`,
    [tenantId],
  );
  const units = await tx.query<{ areaId: string | null; level: string | null }>(
    `select data->>'areaId' as "areaId", data->>'riskLevel' as level from ${tableName('risk-unit')} where tenant_id = $1 and not deleted and data ? 'areaId'`,
    [tenantId],
  );
  const id = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);
  const changes = areaLevelChanges(
    areas.map((a) => ({ id: Number(a.id), parentId: id(a.parentId), riskLevel: a.riskLevel })),
    units.map((u) => ({ areaId: id(u.areaId), level: u.level })),
  );
  for (const c of changes) {
    if (c.level) await tx.query(`update ${tableName('area')} set data = jsonb_set(data, '{riskLevel}', to_jsonb($3::text)) where tenant_id = $1 and id = $2`, [tenantId, c.id, c.level]);
    else await tx.query(`update ${tableName('area')} set data = data - 'riskLevel' where tenant_id = $1 and id = $2`, [tenantId, c.id]);
  }
}
