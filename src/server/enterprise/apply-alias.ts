// 入驻申请 as a workflow (docs/enterprise.md "入驻申请"): an application is a record of the `enterprise-apply`
// resource, a platform record (tenant 0) for the applicant's enterprise (`platformFor: qyId`), reviewed through its
// workflow. Spec 000's own `applyinfo` table becomes a view of it with the old columns (tenant_id is the applicant's
// enterprise), so that the submission's routes (paths and payloads unchanged) and any SQL that reads `applyinfo`
// keep working; the view is security-invoker, so an enterprise reads its own applications through it (the
// platformFor policy) and never another's. At the first start after the change, the table's rows move into the
// resource with their review as history steps, the pending ones waiting for the platform administrator; the old
// table stays as applyinfo_legacy. A row inserted into the view (tests, an old script) becomes a record without its
// history or inbox row: the server writes applications through `submitApplication` (apply-store.ts).
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';
import { refreshWaiting } from '../workflow/waiting-store.ts';
import { APPLY_RESOURCE } from './record-hooks.ts';

/** The view's status number of each state (0 pending, 1 approved, 2 rejected, as spec 000's table kept them). */
const STATE_OF_STATUS = { 0: 'pending', 1: 'approved', 2: 'rejected' } as const;

/** The view and its insert trigger (recreated at every start, so that they follow the file). */
export function applyViewDdl(): string[] {
  const t = tableName(APPLY_RESOURCE);
  return [
    `create or replace view applyinfo with (security_invoker = true) as
       select zax_num(a.data, 'qyId')::bigint as tenant_id, a.id, coalesce(a.data->>'name', '') as name,
              coalesce(a.data->>'mobile', '') as mobile, a.data->>'module' as module,
              (case a.data->>'reviewStatus' when 'approved' then 1 when 'rejected' then 2 else 0 end)::smallint as status,
              a.created_by, a.created_at, h.actor_id as reviewed_by, h.at as reviewed_at, a.data->>'reason' as reject_reason
         from ${t} a
         left join lateral (
           select w.actor_id, w.at from wf_history w
            where w.tenant_id = a.tenant_id and w.resource = '${APPLY_RESOURCE}' and w.record_id = a.id and w.action in ('approve', 'reject')
            order by w.id desc limit 1) h on true
        where a.tenant_id = 0 and not a.deleted`,
    `create or replace function applyinfo_write() returns trigger language plpgsql as $fn$
     begin
       insert into ${t}(tenant_id, data, created_at, updated_at, created_by, updated_by)
       values (0, jsonb_strip_nulls(jsonb_build_object('qyId', new.tenant_id, 'name', new.name, 'mobile', new.mobile, 'module', new.module,
                 'reviewStatus', case coalesce(new.status, 0) when 1 then 'approved' when 2 then 'rejected' else 'pending' end,
                 'reason', new.reject_reason)),
               coalesce(new.created_at, now()), coalesce(new.created_at, now()),
               coalesce(new.created_by, nullif(current_setting('app.user', true), '')::bigint),
               coalesce(new.created_by, nullif(current_setting('app.user', true), '')::bigint))
       returning id, created_at into new.id, new.created_at;
       new.status := coalesce(new.status, 0);
       return new;
     end $fn$`,
    'drop trigger if exists applyinfo_write on applyinfo',
    'create trigger applyinfo_write instead of insert on applyinfo for each row execute function applyinfo_write()',
    'grant select, insert on applyinfo to zax_app',
  ];
}

interface LegacyRow {
  tenant_id: number;
  id: number;
  name: string;
  mobile: string;
  module: string | null;
  status: 0 | 1 | 2;
  created_by: number | null;
  created_at: Date | string;
  reviewed_by: number | null;
  reviewed_at: Date | string | null;
  reject_reason: string | null;
}

/** Moves the old table's rows into the resource (tenant 0) with their history; answers how many moved. */
async function moveLegacyRows(tx: Queryable, r: ResourceFile): Promise<number> {
  const t = tableName(r.key);
  await tx.query('alter table applyinfo rename to applyinfo_legacy');
  const rows = await tx.query<LegacyRow>('select * from applyinfo_legacy order by id');
  for (const row of rows) {
    const state = STATE_OF_STATUS[row.status] ?? 'pending';
    const data = { qyId: Number(row.tenant_id), name: row.name, mobile: row.mobile, module: row.module ?? undefined, reviewStatus: state, reason: row.reject_reason ?? undefined };
    const [ins] = await tx.query<{ id: number }>(
      `insert into ${t}(tenant_id, data, created_at, updated_at, created_by, updated_by) values (0, $1::jsonb, $2::timestamptz, coalesce($3::timestamptz, $2::timestamptz), $4::bigint, $5::bigint) returning id`,
      [JSON.stringify(data), row.created_at, row.reviewed_at, row.created_by, row.reviewed_by ?? row.created_by],
    );
    const id = Number(ins.id);
    await tx.query(
      `insert into wf_history(tenant_id, resource, record_id, action, from_state, to_state, actor_id, at) values (0, $1, $2, 'create', null, 'pending', $3::bigint, $4::timestamptz)`,
      [r.key, id, row.created_by, row.created_at],
    );
    if (state !== 'pending') {
      await tx.query(
        `insert into wf_history(tenant_id, resource, record_id, action, from_state, to_state, actor_id, opinion, at)
         values (0, $1, $2, $3, 'pending', $4, $5::bigint, $6, coalesce($7::timestamptz, now()))`,
        [r.key, id, state === 'approved' ? 'approve' : 'reject', state, row.reviewed_by, row.reject_reason, row.reviewed_at],
      );
    }
    await refreshWaiting(tx, 0, r, id, null);
  }
  return rows.length;
}

/**
 * Makes `applyinfo` the view of the application resource: moves the old table's rows the first time (one
 * transaction), then (re)creates the view and its trigger. Answers how many rows moved.
 */
export async function ensureApplyAlias(db: Db, resources: readonly ResourceFile[]): Promise<number> {
  const r = resources.find((x) => x.key === APPLY_RESOURCE);
  if (!r) return 0;
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7303)');
    const [rel] = await tx.query<{ kind: string | null }>("select (select relkind::text from pg_class where oid = to_regclass('applyinfo')) as kind");
    const moved = rel.kind === 'r' ? await moveLegacyRows(tx, r) : 0;
    for (const ddl of applyViewDdl()) await tx.query(ddl);
    return moved;
  });
}
