-- 系统管理 (issue 24 item 1, docs/administration.md): roles per enterprise, their menus, and password reset.
--
-- Roles: the platform's roles stay tenant 0 (global, read-only to an enterprise); an enterprise adds its own
-- (tenant_id = the enterprise), each built on a platform role (`base_role`: the routes it may reach) and
-- narrowed to the menus (sysrole_menu) and buttons (sysrole_button) ticked for it. A code is unique within
-- the enterprise and never one of the platform's (checked by the route). Every tenant reads the platform's
-- roles and its own; it writes only its own (the platform only tenant 0's).
alter table sysrole drop constraint sysrole_code_key;
alter table sysrole add constraint sysrole_tenant_code unique (tenant_id, code);
alter table sysrole add column base_role text;
create sequence sysrole_id_seq start 100000;
alter table sysrole alter column id set default nextval('sysrole_id_seq');
grant usage on sequence sysrole_id_seq to zax_app;
drop policy sysrole_read on sysrole;
drop policy sysrole_write on sysrole;
create policy sysrole_read on sysrole for select using (tenant_id = 0 or tenant_id = app_tenant());
create policy sysrole_write_own on sysrole for insert with check (tenant_id = app_tenant());
create policy sysrole_update_own on sysrole for update using (tenant_id = app_tenant()) with check (tenant_id = app_tenant());
create policy sysrole_delete_own on sysrole for delete using (tenant_id = app_tenant());

drop policy sysrole_button_read on sysrole_button;
drop policy sysrole_button_write on sysrole_button;
create policy sysrole_button_read on sysrole_button for select using (tenant_id = 0 or tenant_id = app_tenant());
create policy sysrole_button_write_own on sysrole_button for insert with check (tenant_id = app_tenant());
create policy sysrole_button_update_own on sysrole_button for update using (tenant_id = app_tenant()) with check (tenant_id = app_tenant());
create policy sysrole_button_delete_own on sysrole_button for delete using (tenant_id = app_tenant());

-- The menus an enterprise role shows (menu ids of sysmenu, the platform's tree).
create table sysrole_menu (
  tenant_id bigint not null,
  role_code text not null,
  menu_id bigint not null,
  primary key (tenant_id, role_code, menu_id)
);
select guard_tenant_table('sysrole_menu');
