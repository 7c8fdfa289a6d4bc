-- Login throttling (issue 11): attempts counted per (login name, address) and per address before the
-- password is checked. Past `max` attempts in a window each attempt must wait until `next_at`, a delay that
-- doubles; a success takes its attempt back. System table: reached only by the server's own code.
create table login_throttle (
  key text primary key,
  attempts int not null,
  next_at timestamptz not null,
  reset_at timestamptz not null
);
create index login_throttle_reset on login_throttle (reset_at);

-- A view-only token belongs to the session that asked for it and dies with it (logout, password change,
-- role switch).
alter table session add column parent_session_id bigint references session(id) on delete cascade;
create index session_by_parent on session (parent_session_id) where parent_session_id is not null;
