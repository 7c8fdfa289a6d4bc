-- The shared basic data's demo records are files now (schemas/demo/<resource>.json, applied by key at every
-- start like the module folders' demo records). A demo database that the previous version seeded already
-- holds them, unrecorded: marked here, so that the start adopts a resource the demo enterprise already has
-- rows of rather than adding its demo records twice (src/server/modules/apply-defaults.ts). A new database
-- is empty when this runs, so it is not marked.
insert into seed_applied (tenant_id, kind, key)
select 0, 'database', 'before-014'
 where exists (select 1 from seed_applied where tenant_id = 0 and kind = 'database' and key = 'demo')
on conflict do nothing;
