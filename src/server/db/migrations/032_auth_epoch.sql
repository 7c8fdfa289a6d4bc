-- The authentication epoch (issue 25 item 2, src/server/auth/auth-cache.ts): every API process keeps the sessions,
-- roles and enterprises its requests were authenticated with for a short time, and drops them all as soon as
-- anything they were read from changes: a session revoked (logout, role switch, password change), a user disabled,
-- renamed or given other roles, a role's base role, a role's data scope (its departments, or a department of it
-- deleted), an enterprise's modules or settings. Such a change bumps the one
-- row of auth_epoch in its own transaction, so that the new epoch is seen exactly when the change is: a process on
-- PostgreSQL reads the epoch on each authenticated request; PGlite, one process, is told by the NOTIFY at commit.
--
-- The bump runs as a deferred constraint trigger, at commit, after the transaction's own statements: the epoch row
-- is locked last and only for the commit, so two transactions that revoke the same user's sessions cannot deadlock
-- on it.
create table auth_epoch (
  id smallint primary key check (id = 1),
  v bigint not null
);
insert into auth_epoch(id, v) values (1, 1);

create or replace function bump_auth_epoch() returns trigger language plpgsql security definer set search_path = public as $$
begin
  update auth_epoch set v = v + 1 where id = 1;
  perform pg_notify('zax_auth_epoch', '');
  return null;
end $$;

create constraint trigger session_auth_epoch after update or delete on session
  deferrable initially deferred for each row
  when (old.revoked_at is null)
  execute function bump_auth_epoch();

create constraint trigger sysuser_auth_epoch after update on sysuser
  deferrable initially deferred for each row
  when ((old.status, old.roles, old.tenant_id, old.login_name, old.user_name, old.ren_yuan_id, old.sass_qy, old.password_hash)
        is distinct from
        (new.status, new.roles, new.tenant_id, new.login_name, new.user_name, new.ren_yuan_id, new.sass_qy, new.password_hash))
  execute function bump_auth_epoch();

create constraint trigger sysuser_gone_auth_epoch after delete on sysuser
  deferrable initially deferred for each row
  execute function bump_auth_epoch();

create constraint trigger sysrole_auth_epoch after insert or update or delete on sysrole
  deferrable initially deferred for each row
  execute function bump_auth_epoch();

create constraint trigger sysroledepartment_auth_epoch after insert or update or delete on sysroledepartment
  deferrable initially deferred for each row
  execute function bump_auth_epoch();

create constraint trigger departmentinfo_auth_epoch after update on departmentinfo
  deferrable initially deferred for each row
  when (old.deleted is distinct from new.deleted or old.tenant_id is distinct from new.tenant_id)
  execute function bump_auth_epoch();

create constraint trigger departmentinfo_gone_auth_epoch after delete on departmentinfo
  deferrable initially deferred for each row
  execute function bump_auth_epoch();

create constraint trigger qyxx_auth_epoch after update or delete on qyxx
  deferrable initially deferred for each row
  execute function bump_auth_epoch();
