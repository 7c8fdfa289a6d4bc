-- Exactly-once writes (issue 15 item 7, docs/phone.md "No signal"): a write carrying an Idempotency-Key is
-- run once per (enterprise, user, key). The row is inserted (status null: running) before the route runs; its
-- answer (a 2xx status and its JSON body) is stored after, or the row is deleted when the request fails, so that
-- it may be sent again. A running row older than 5 minutes counts as abandoned; rows older than 7 days are
-- removed when the same person's next key is inserted (src/server/plugins/idempotency-store.ts).
-- No audit trigger: the keys are the transport of a write, the write itself is audited in its own table.
create table idempotency_key (
  tenant_id bigint not null,
  user_id bigint not null,
  key text not null,
  method text not null,
  path text not null,
  status smallint,
  content_type text,
  body jsonb,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, key)
);
create index idempotency_key_age on idempotency_key (tenant_id, user_id, created_at);
alter table idempotency_key enable row level security;
create policy idempotency_key_tenant on idempotency_key using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert, update, delete on idempotency_key to zax_app;
