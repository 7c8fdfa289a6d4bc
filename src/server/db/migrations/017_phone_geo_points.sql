-- The plant plan's two geographic reference points (issue 15 item 5, docs/phone.md "Location"):
-- [{plant: [x, y], geo: [lon, lat]}, …] (src/domain/geo-position.ts); null until the enterprise enters them.
-- They place the phone's position on the plan; without them a position cannot be compared (409).
alter table plant_plan add column geo_points jsonb;
