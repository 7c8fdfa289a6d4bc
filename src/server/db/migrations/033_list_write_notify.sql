-- Lists keep their counts for a short time (issue 25; src/server/db/count-cache.ts). Every write statement on a
-- listed table tells every API process which of its tenants' rows changed: a NOTIFY `table:tenant` on
-- zax_list_write, delivered when the writing transaction commits (a rolled-back write tells nobody). Statement
-- triggers over the transition tables: one notification per tenant and statement, however many rows it wrote.
create or replace function notify_list_write() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('zax_list_write', tg_table_name || ':' || t) from (select distinct tenant_id as t from old_rows) s;
  elsif tg_op = 'TRUNCATE' then
    perform pg_notify('zax_list_write', tg_table_name || ':0');
  else
    perform pg_notify('zax_list_write', tg_table_name || ':' || t) from (select distinct tenant_id as t from new_rows) s;
  end if;
  return null;
end $$;

-- Gives a table the four triggers once (PostgreSQL allows transition tables on one event per trigger). Resource
-- tables get them when they are created or first met at start (src/server/resources/resource-tables.ts).
create or replace function watch_list_writes(tbl text) returns void language plpgsql as $$
begin
  if exists (select 1 from pg_trigger where tgrelid = tbl::regclass and tgname = 'list_write_ins') then
    return;
  end if;
  execute format('create trigger list_write_ins after insert on %I referencing new table as new_rows
                  for each statement execute function notify_list_write()', tbl);
  execute format('create trigger list_write_upd after update on %I referencing new table as new_rows
                  for each statement execute function notify_list_write()', tbl);
  execute format('create trigger list_write_del after delete on %I referencing old table as old_rows
                  for each statement execute function notify_list_write()', tbl);
  execute format('create trigger list_write_trunc after truncate on %I for each statement execute function notify_list_write()', tbl);
end $$;

select watch_list_writes('permit');
