// The plant plan of an enterprise (table plant_plan, migration 015): read and written in the tenant's
// transaction. An image plan keeps its file, pixel size and two control points; a GeoJSON plan its
// FeatureCollection; both keep the extent in plant coordinates.
import type { GeoPoint } from '../../domain/geo-position.ts';
import type { ControlPoint, Extent } from '../../domain/geometry.ts';
import type { Queryable } from '../db/db.ts';

export interface ImagePlan {
  kind: 'image';
  fileId: number;
  width: number;
  height: number;
  points: ControlPoint[];
  extent: Extent;
}

export interface GeojsonPlan {
  kind: 'geojson';
  geojson: unknown;
  extent: Extent;
}

/** The two geographic reference points (migration 017_phone_geo_points; src/domain/geo-position.ts), or null. */
export type PlanInput = (ImagePlan | GeojsonPlan) & { geoPoints?: GeoPoint[] | null };
export type Plan = PlanInput & { geoPoints: GeoPoint[] | null; updatedAt: string };

interface Row {
  kind: 'image' | 'geojson';
  file_id: string | number | null;
  width: number | null;
  height: number | null;
  points: ControlPoint[] | null;
  geojson: unknown;
  extent: Extent;
  geo_points: GeoPoint[] | null;
  updated_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The enterprise's plan, or null when it has none. `withGeojson: false` leaves a GeoJSON plan's features out. */
export async function readPlan(tx: Queryable, tenantId: number, withGeojson = true): Promise<Plan | null> {
  const [r] = await tx.query<Row>(
    `select kind, file_id, width, height, points, ${withGeojson ? 'geojson' : 'null as geojson'}, extent, geo_points, updated_at
       from plant_plan where tenant_id = $1`,
    [tenantId],
  );
  if (!r) return null;
  const updatedAt = iso(r.updated_at);
  const geoPoints = r.geo_points ?? null;
  if (r.kind === 'image') {
    return { kind: 'image', fileId: Number(r.file_id), width: Number(r.width), height: Number(r.height), points: r.points ?? [], extent: r.extent, geoPoints, updatedAt };
  }
  return { kind: 'geojson', geojson: r.geojson, extent: r.extent, geoPoints, updatedAt };
}

/** The plan's geographic reference points, or null when there is no plan or it has none. */
export async function readGeoPoints(tx: Queryable, tenantId: number): Promise<GeoPoint[] | null> {
  const [r] = await tx.query<{ geo_points: GeoPoint[] | null }>('select geo_points from plant_plan where tenant_id = $1', [tenantId]);
  return r?.geo_points ?? null;
}

/** Sets only the plan's reference points; false when the enterprise has no plan. */
export async function saveGeoPoints(tx: Queryable, tenantId: number, userId: number | null, geoPoints: GeoPoint[] | null): Promise<boolean> {
  const rows = await tx.query(
    'update plant_plan set geo_points = $2::jsonb, updated_at = now(), updated_by = $3 where tenant_id = $1 returning tenant_id',
    [tenantId, geoPoints ? JSON.stringify(geoPoints) : null, userId],
  );
  return rows.length > 0;
}

/** Writes the enterprise's plan (one row per enterprise); `geoPoints` undefined keeps the stored ones. */
export async function savePlan(tx: Queryable, tenantId: number, userId: number | null, plan: PlanInput): Promise<void> {
  const image = plan.kind === 'image' ? plan : null;
  await tx.query(
    `insert into plant_plan (tenant_id, kind, file_id, width, height, points, geojson, extent, updated_at, updated_by, geo_points)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, now(), $9, $10::jsonb)
     on conflict (tenant_id) do update set kind = excluded.kind, file_id = excluded.file_id, width = excluded.width,
       height = excluded.height, points = excluded.points, geojson = excluded.geojson, extent = excluded.extent,
       updated_at = now(), updated_by = excluded.updated_by,
       geo_points = case when $11 then excluded.geo_points else plant_plan.geo_points end`,
    [
      tenantId,
      plan.kind,
      image?.fileId ?? null,
      image?.width ?? null,
      image?.height ?? null,
      image ? JSON.stringify(image.points) : null,
      plan.kind === 'geojson' ? JSON.stringify(plan.geojson) : null,
      JSON.stringify(plan.extent),
      userId,
      plan.geoPoints ? JSON.stringify(plan.geoPoints) : null,
      plan.geoPoints !== undefined,
    ],
  );
}
