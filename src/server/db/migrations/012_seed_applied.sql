-- What each start applied of the module folders' defaults (issue 12 item 1): the menu entries of
-- schemas/menus and schemas/modules/<module>/menu.json (kind 'menu', tenant 0, key = the entry's name) and
-- the demo records of schemas/modules/<module>/demo (kind 'demo', the demo enterprise, key =
-- '<resource>/<record key>'). A start adds what is not recorded here, so an entry or a record that the
-- administrator deleted is not added again. Kind 'database', key 'demo' marks a demo database (seeded with
-- the demo data): only there are demo records added. System table: reached only by the server's own code.
create table seed_applied (
  tenant_id bigint not null,
  kind text not null check (kind in ('menu', 'demo', 'database')),
  key text not null,
  applied_at timestamptz not null default now(),
  primary key (tenant_id, kind, key)
);

-- A database the previous version seeded with the demo data (its first demo enterprise is there) is a
-- demo database.
insert into seed_applied (tenant_id, kind, key)
select 0, 'database', 'demo' where exists (select 1 from qyxx where tenant_id = 1001 and qymc = '示例化工有限公司');

-- A database that existed before this migration (its demo data came from the previous version): the start
-- adopts demo records of a resource the enterprise already holds rows of, instead of adding them twice.
insert into seed_applied (tenant_id, kind, key)
select 0, 'database', 'before-012' where exists (select 1 from qyxx);
