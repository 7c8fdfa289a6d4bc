-- 隐患统计 pre-aggregated (issue 17 "Figures"; docs/hidden-danger.md "Statistics"): the hidden dangers counted per
-- enterprise, kind, period and (整改责任部门, level, source, state), kept by statement triggers on the resource's table
-- in the writing transaction, so that the statistics sum a few thousand count rows instead of scanning the enterprise's
-- hidden dangers. Each live (not deleted) hidden danger counts once in each kind that applies to it:
-- - 'found': every one, `period` the month of foundDate ('YYYY-MM', null without one);
-- - 'closed': the 已销号 ones, `period` the month of closedDate;
-- - 'due': those with a deadline (dueDate), `period` the deadline's day ('YYYY-MM-DD') while not closed (today
--   decides whether it is overdue or due) and its month once closed; `late` rectified after the deadline (待验收,
--   已销号), `on_time` closed on time (the hook's onTime).
-- Rows whose count fell to 0 stay (their number is bounded by the combinations); readers sum `n`.
create table hidden_danger_counts (
  tenant_id bigint not null,
  kind text not null,
  period text,
  rectify_dept numeric,
  level text,
  source_kind text,
  state text,
  late boolean not null default false,
  on_time boolean not null default false,
  n bigint not null
);
create unique index hidden_danger_counts_key on hidden_danger_counts
  (tenant_id, kind, period, rectify_dept, level, source_kind, state, late, on_time) nulls not distinct;
alter table hidden_danger_counts enable row level security;
create policy hidden_danger_counts_tenant on hidden_danger_counts
  using (tenant_visible(tenant_id)) with check (tenant_visible(tenant_id));
grant select, insert, update, delete on hidden_danger_counts to zax_app;

-- The select of the count rows of relation `rel` (a transition table or the hidden dangers' table), with the sign of
-- their contribution (columns in the table's order, `n` last).
create or replace function hidden_danger_count_sql(rel text, sign int) returns text language sql immutable as $f$
  select format($q$
    with f as (
      select tenant_id, data->>'state' as state, zax_num(data, 'rectifyDept') as dept, data->>'level' as level,
             data->>'sourceKind' as source_kind, data->>'foundDate' as found, data->>'closedDate' as closed,
             data->>'dueDate' as due, data->>'rectifiedDate' as rectified, coalesce(data->>'onTime' = 'true', false) as on_time
        from %I where not deleted
    ), k as (
      select tenant_id, 'found' as kind, left(found, 7) as period, dept, level, source_kind, state, false as late, false as on_time from f
      union all
      select tenant_id, 'closed', left(closed, 7), dept, level, source_kind, state, false, false from f where state = 'closed'
      union all
      select tenant_id, 'due', case when state = 'closed' then left(due, 7) else due end, dept, level, source_kind, state,
             coalesce(state in ('accepting', 'closed') and rectified > due, false), state = 'closed' and on_time
        from f where due is not null
    )
    select tenant_id, kind, period, dept, level, source_kind, state, late, on_time, %s * count(*) as n
      from k group by tenant_id, kind, period, dept, level, source_kind, state, late, on_time$q$, rel, sign)
$f$;

-- Adds the counts of the statement's old rows (negative) and new rows, one upsert per combination in key order.
create or replace function count_hidden_dangers() returns trigger language plpgsql as $$
declare
  parts text[] := '{}';
begin
  if tg_op in ('UPDATE', 'DELETE') then
    parts := parts || ('(' || hidden_danger_count_sql('old_rows', -1) || ')');
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    parts := parts || ('(' || hidden_danger_count_sql('new_rows', 1) || ')');
  end if;
  execute format($q$
    insert into hidden_danger_counts as c (tenant_id, kind, period, rectify_dept, level, source_kind, state, late, on_time, n)
    select d.tenant_id, d.kind, d.period, d.dept, d.level, d.source_kind, d.state, d.late, d.on_time, sum(d.n)
      from (%s) d
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9
    having sum(d.n) <> 0
     order by 1, 2, 3, 4, 5, 6, 7, 8, 9
    on conflict (tenant_id, kind, period, rectify_dept, level, source_kind, state, late, on_time)
    do update set n = c.n + excluded.n$q$, array_to_string(parts, ' union all '));
  return null;
end $$;

-- Gives the hidden dangers' table its counting triggers once and counts the rows it holds then (a database of an
-- earlier version, or a table created after the migrations: src/server/yhpc/hidden-danger-counts.ts calls it at start).
create or replace function keep_hidden_danger_counts(tbl text) returns void language plpgsql as $$
begin
  if exists (select 1 from pg_trigger where tgrelid = tbl::regclass and tgname = 'hidden_danger_counts_ins') then
    return;
  end if;
  execute format('create trigger hidden_danger_counts_ins after insert on %I referencing new table as new_rows
                  for each statement execute function count_hidden_dangers()', tbl);
  execute format('create trigger hidden_danger_counts_upd after update on %I referencing old table as old_rows new table as new_rows
                  for each statement execute function count_hidden_dangers()', tbl);
  execute format('create trigger hidden_danger_counts_del after delete on %I referencing old table as old_rows
                  for each statement execute function count_hidden_dangers()', tbl);
  delete from hidden_danger_counts;
  execute 'insert into hidden_danger_counts (tenant_id, kind, period, rectify_dept, level, source_kind, state, late, on_time, n) '
          || hidden_danger_count_sql(tbl, 1);
end $$;
