-- No alterations (GB 30871 4.18, issue 16 item 9; docs/permits.md "Versions and removal"): once submitted, a
-- permit's content is frozen. `submitted_once` is set by the first submit and never cleared (a revoke or a
-- return clears submitted_by, not this); `version` goes up with every change of the form made after it. The
-- form each change replaced is kept whole in permit_version (the history's event keeps the reason and the
-- changed fields); a once-submitted permit is never removed, only discarded.
alter table permit add column if not exists version int not null default 1;
alter table permit add column if not exists submitted_once boolean not null default false;
update permit p set submitted_once = true
 where exists (select 1 from permit_event e where e.tenant_id = p.tenant_id and e.permit_id = p.id and e.action = 'submit');

-- The content of a permit as it was before version `version + 1` replaced it.
create table permit_version (
  tenant_id bigint not null,
  id bigserial,
  permit_id bigint not null,
  version int not null,
  grade text,
  grade_rule text,
  planned_start timestamptz,
  planned_end timestamptz,
  data jsonb not null,
  zuo_ye_di_dian text,
  department text,
  -- The change that replaced it: why, by whom, when.
  reason text not null,
  replaced_by bigint,
  replaced_by_name text not null,
  replaced_at timestamptz not null,
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, permit_id, version),
  foreign key (tenant_id, permit_id) references permit (tenant_id, id)
);
select guard_tenant_table('permit_version');

-- Retention: a once-submitted permit is kept at least a year after its last change. Nothing in the product
-- deletes permits (removal is the REMOVED state, refused once submitted); this makes the rule the database's.
create or replace function permit_keep_submitted() returns trigger language plpgsql as $$
begin
  if old.submitted_once and old.updated_at > now() - interval '1 year' then
    raise exception 'permit % was submitted: it is kept at least a year (GB 30871 4.18)', old.number;
  end if;
  return old;
end $$;
create trigger permit_keep_submitted before delete on permit for each row execute function permit_keep_submitted();
