-- Who has read which notice (通知公告 mark-read, spec 001 §4 "Notices can be recalled and marked read").
create table notice_read (
  tenant_id bigint not null,
  notice_id bigint not null,
  user_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (tenant_id, notice_id, user_id)
);
create index notice_read_user on notice_read (tenant_id, user_id);
select guard_tenant_table('notice_read');
