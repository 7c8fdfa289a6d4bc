-- The data service's short-lived tokens (spec 000 §7 "Separate data service", docs/schema-engine.md
-- "Statistics blocks"): one per signed-in browser's request or per server-side client's sign-in, stored as a
-- SHA-256 hash like the sessions. A token names the enterprise it reads and the roles it reads with. System
-- table: reached only by the server's own code (no grants to zax_app).
create table data_service_token (
  id bigserial primary key,
  token_hash text not null unique,
  -- The user of a browser's token (its account still enabled is checked on every call); null for a client.
  user_id bigint references sysuser(id) on delete cascade,
  client_id text,
  tenant_id bigint not null,
  roles text[] not null default '{}',
  is_admin boolean not null default false,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  check ((user_id is null) <> (client_id is null))
);
create index data_service_token_expires on data_service_token (expires_at);
