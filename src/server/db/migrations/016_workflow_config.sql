-- 流程配置 (issue 14, docs/schema-engine.md "Workflow"): an enterprise's changes to who acts on each transition of
-- a resource's workflow, and the holders of its approval slots. Versioned like the designer's overlays: each
-- save is a new version (the highest is in force), the old ones are kept. The states never change here.
-- `who`: {action: WhoSpec[]}; `slots`: {slotKey: {staffIds?: number[], roles?: string[]}}.
create table wf_config (
  tenant_id bigint not null,
  resource text not null,
  version int not null check (version > 0),
  who jsonb not null default '{}',
  slots jsonb not null default '{}',
  created_by bigint,
  created_at timestamptz not null default now(),
  primary key (tenant_id, resource, version)
);
select guard_tenant_table('wf_config');
