// Reads of the patrol records the hooks need (inside the request's tenant transaction: row-level security
// applies). Every read names the tenant and skips deleted rows.
import type { PatrolItemRule, PatrolTolerance } from '../../domain/xjxc-reading.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

type Data = Record<string, unknown>;

/** One live record's data of a resource, or null. */
export async function recordData(tx: Queryable, tenantId: number, resource: string, id: number): Promise<Data | null> {
  const rows = await tx.query<{ data: Data }>(`select data from ${tableName(resource)} where tenant_id = $1 and id = $2 and not deleted`, [tenantId, id]);
  return rows[0]?.data ?? null;
}

/** The enterprise's patrol configuration (the newest live one), or no tolerances. */
export async function patrolTolerance(tx: Queryable, tenantId: number): Promise<PatrolTolerance> {
  const rows = await tx.query<{ data: Data }>(
    `select data from ${tableName('patrol-config')} where tenant_id = $1 and not deleted order by id desc limit 1`,
    [tenantId],
  );
  const d = rows[0]?.data ?? {};
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    lateToleranceMinutes: n(d.lateToleranceMinutes),
    rangeTolerancePercent: n(d.rangeTolerancePercent),
    requirePhotoOnAbnormal: d.requirePhotoOnAbnormal === true,
  };
}

/** A patrol-item's data as the rules read it. */
export function itemRule(d: Data): PatrolItemRule & { pointId: number; onAbnormal: string } {
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    itemType: d.itemType === 'reading' ? 'reading' : 'check',
    content: typeof d.content === 'string' ? d.content : '',
    unit: typeof d.unit === 'string' ? d.unit : '',
    lowerLimit: n(d.lowerLimit),
    upperLimit: n(d.upperLimit),
    physicalMin: n(d.physicalMin),
    physicalMax: n(d.physicalMax),
    photoRequired: d.photoRequired === true,
    pointId: Number(d.pointId),
    onAbnormal: typeof d.onAbnormal === 'string' ? d.onAbnormal : 'none',
  };
}

/** The live check items of points, by id. */
export async function itemsOfPoints(tx: Queryable, tenantId: number, pointIds: readonly number[]): Promise<{ id: number; data: Data }[]> {
  if (!pointIds.length) return [];
  return tx.query<{ id: number; data: Data }>(
    `select id, data from ${tableName('patrol-item')} where tenant_id = $1 and not deleted and (data->>'pointId')::bigint = any($2::bigint[])`,
    [tenantId, pointIds],
  );
}

/** Ids of other live patrol records of one plan and period in a state. */
export async function recordsOfPeriod(tx: Queryable, tenantId: number, planId: number, period: string, except: number | null, state: string): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `select id from ${tableName('patrol-record')}
      where tenant_id = $1 and not deleted and data->>'planId' = $2 and data->>'period' = $3 and id <> $4 and data->>'patrolState' = $5`,
    [tenantId, String(planId), period, except ?? 0, state],
  );
  return rows.map((r) => Number(r.id));
}

/** The verdicts of a record's live results. */
export async function resultVerdicts(tx: Queryable, tenantId: number, recordId: number): Promise<{ itemId: number; verdict: string }[]> {
  const rows = await tx.query<{ item: string | null; verdict: string | null }>(
    `select data->>'itemId' as item, data->>'verdict' as verdict from ${tableName('patrol-result')} where tenant_id = $1 and not deleted and data->>'recordId' = $2`,
    [tenantId, String(recordId)],
  );
  return rows.map((r) => ({ itemId: Number(r.item), verdict: r.verdict ?? '' }));
}

/** Sets one key of a record's stored data (a value the server derives after the row is written). */
export async function setDataKey(tx: Queryable, tenantId: number, resource: string, id: number, key: string, value: unknown): Promise<void> {
  await tx.query(`update ${tableName(resource)} set data = jsonb_set(data, $3::text[], $4::jsonb) where tenant_id = $1 and id = $2`, [
    tenantId,
    id,
    [key],
    JSON.stringify(value),
  ]);
}

/** The id list of a scheme's route. */
export function routeOf(scheme: Data | null): number[] {
  return Array.isArray(scheme?.pointIds) ? scheme.pointIds.filter((v): v is number => typeof v === 'number') : [];
}
