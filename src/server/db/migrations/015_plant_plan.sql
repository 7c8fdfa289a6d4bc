-- The plant plan (厂区平面图) of an enterprise, one per tenant (docs/schema-engine.md "Geometry, plan and
-- layers"): an uploaded image placed by two control points, or a GeoJSON FeatureCollection in plant metres.
-- `extent` is [minX, minY, maxX, maxY] in plant coordinates; every geometry field of the enterprise's
-- records lies inside it.
create table plant_plan (
  tenant_id bigint primary key,
  kind text not null check (kind in ('image', 'geojson')),
  file_id bigint,
  width integer check (width > 0),
  height integer check (height > 0),
  points jsonb,
  geojson jsonb,
  extent jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by bigint,
  check ((kind = 'image') = (file_id is not null and width is not null and height is not null and points is not null)),
  check ((kind = 'geojson') = (geojson is not null))
);
select guard_tenant_table('plant_plan');
