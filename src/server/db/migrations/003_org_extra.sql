-- Organisation data: timestamps the routes maintain, indexes of the tree and filter queries, and the
-- uniqueness of a department's name among its live siblings.

alter table contractorinfo add column updated_at timestamptz not null default now();
alter table dutyinfo add column created_at timestamptz not null default now();
alter table dutyinfo add column updated_at timestamptz not null default now();

create index departmentinfo_parent on departmentinfo (tenant_id, parent_id) where not deleted;
create unique index departmentinfo_sibling_name on departmentinfo (tenant_id, coalesce(parent_id, 0), name)
  where not deleted;
create index dutyinfo_dept on dutyinfo (tenant_id, department_id);
create index staffinfo_contractor on staffinfo (tenant_id, contractor_id) where not deleted;
create index contractorinfo_name on contractorinfo (tenant_id, name) where not deleted;
create index sysroledepartment_dept on sysroledepartment (tenant_id, department_id);
