// One record per contractor (issue 12, item 3): the `contractor-info` resource keeps the contractors; the
// `/user/contractorinfo` table of spec 000 becomes a view of it, with the old columns, so that its routes
// (paths and payloads unchanged), the staff's contractor name and any SQL that reads or writes
// `contractorinfo` work on the kept records. At the first start after the change, the table's rows move
// into the resource (a contractor of the same name in the same enterprise is the same one: its empty
// fields are filled), staffinfo.contractor_id follows them, and the old table stays as contractorinfo_legacy.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

export const CONTRACTOR_RESOURCE = 'contractor-info';

/** The old columns and the resource fields they are. */
const COLUMN_FIELDS = { name: 'name', credit_code: 'creditCode', contact_name: 'contactPerson', contact_mobile: 'contactMobile' } as const;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** `case` mapping service-type values to labels (or back): the old column held the label as free text. */
function serviceTypeCase(r: ResourceFile, expr: string, toLabel: boolean): string {
  const options = r.form.properties.serviceType?.enum ?? [];
  if (!options.length) return expr;
  const whens = options.map((o) => (toLabel ? `when ${quote(String(o.value))} then ${quote(o.label)}` : `when ${quote(o.label)} then ${quote(String(o.value))}`));
  return `case ${expr} ${whens.join(' ')} else ${expr} end`;
}

/** The view and its write trigger (recreated at every start, so that they follow the file). */
export function contractorViewDdl(r: ResourceFile): string[] {
  const t = tableName(r.key);
  const cols = Object.entries(COLUMN_FIELDS)
    .map(([col, f]) => (col === 'name' ? `coalesce(data->>'name', '') as name` : `data->>'${f}' as ${col}`))
    .join(', ');
  const built = Object.entries(COLUMN_FIELDS)
    .map(([col, f]) => `'${f}', new.${col}`)
    .join(', ');
  return [
    `create or replace view contractorinfo with (security_invoker = true) as
       select tenant_id, id, ${cols}, ${serviceTypeCase(r, "data->>'serviceType'", true)} as service_type,
              status, deleted, created_at, updated_at
         from ${t}`,
    `create or replace function contractorinfo_write() returns trigger language plpgsql as $fn$
     declare d jsonb;
     begin
       if tg_op = 'DELETE' then
         update ${t} set deleted = true, updated_at = now() where tenant_id = old.tenant_id and id = old.id;
         return old;
       end if;
       d := jsonb_strip_nulls(jsonb_build_object(${built}, 'serviceType', ${serviceTypeCase(r, 'new.service_type', false)}));
       if tg_op = 'INSERT' then
         insert into ${t}(tenant_id, data, status, deleted, created_at, updated_at, created_by, updated_by, sort_order)
         values (new.tenant_id, d, coalesce(new.status, 1), coalesce(new.deleted, false), coalesce(new.created_at, now()),
                 coalesce(new.updated_at, now()), nullif(current_setting('app.user', true), '')::bigint,
                 nullif(current_setting('app.user', true), '')::bigint,
                 coalesce((select max(sort_order) from ${t} where tenant_id = new.tenant_id and not deleted), 0) + 1)
         returning id, created_at, updated_at into new.id, new.created_at, new.updated_at;
         new.status := coalesce(new.status, 1);
         new.deleted := coalesce(new.deleted, false);
         return new;
       end if;
       update ${t} set data = (data - 'name' - 'creditCode' - 'contactPerson' - 'contactMobile' - 'serviceType') || d,
              status = new.status, deleted = new.deleted, updated_at = new.updated_at,
              updated_by = nullif(current_setting('app.user', true), '')::bigint
        where tenant_id = old.tenant_id and id = old.id;
       return new;
     end $fn$`,
    'drop trigger if exists contractorinfo_write on contractorinfo',
    `create trigger contractorinfo_write instead of insert or update or delete on contractorinfo
       for each row execute function contractorinfo_write()`,
    'grant select, insert, update, delete on contractorinfo to zax_app',
  ];
}

interface LegacyRow {
  tenant_id: number;
  id: number;
  name: string;
  credit_code: string | null;
  contact_name: string | null;
  contact_mobile: string | null;
  service_type: string | null;
  status: number;
  deleted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Moves the old table's rows into the resource; answers old id -> kept id. */
async function moveLegacyRows(tx: Queryable, r: ResourceFile): Promise<Map<number, number>> {
  const t = tableName(r.key);
  await tx.query('alter table contractorinfo rename to contractorinfo_legacy');
  await tx.query('alter table contractorinfo_legacy add column moved_to bigint');
  const rows = await tx.query<LegacyRow>('select * from contractorinfo_legacy order by tenant_id, id');
  const moved = new Map<number, number>();
  for (const row of rows) {
    const data: Record<string, unknown> = {};
    for (const [col, f] of Object.entries(COLUMN_FIELDS)) {
      const v = row[col as keyof typeof COLUMN_FIELDS];
      if (v !== null && v !== '') data[f] = v;
    }
    if (row.service_type) {
      const option = r.form.properties.serviceType?.enum?.find((o) => o.label === row.service_type || o.value === row.service_type);
      data.serviceType = option ? option.value : row.service_type;
    }
    // The same contractor already kept as a record (same name, same enterprise, live): fill what it lacks.
    const [same] = row.deleted
      ? []
      : await tx.query<{ id: number }>(
          `select id from ${t} where tenant_id = $1 and not deleted and data->>'name' = $2 order by id limit 1`,
          [row.tenant_id, row.name],
        );
    let id: number;
    if (same) {
      id = Number(same.id);
      await tx.query(`update ${t} set data = $3::jsonb || data where tenant_id = $1 and id = $2`, [row.tenant_id, id, JSON.stringify(data)]);
    } else {
      const [ins] = await tx.query<{ id: number }>(
        `insert into ${t}(tenant_id, data, status, deleted, created_at, updated_at, sort_order)
         values ($1, $2::jsonb, $3, $4, $5, $6, coalesce((select max(sort_order) from ${t} where tenant_id = $1), 0) + 1) returning id`,
        [row.tenant_id, JSON.stringify(data), row.status, row.deleted, row.created_at, row.updated_at],
      );
      id = Number(ins.id);
    }
    moved.set(Number(row.id), id);
    await tx.query('update contractorinfo_legacy set moved_to = $2 where id = $1', [row.id, id]);
  }
  if (moved.size) {
    await tx.query(
      `update staffinfo s set contractor_id = l.moved_to from contractorinfo_legacy l
        where l.tenant_id = s.tenant_id and l.id = s.contractor_id`,
    );
  }
  return moved;
}

/**
 * Makes `contractorinfo` the view of the contractor resource: moves the old table's rows the first time
 * (one transaction), then (re)creates the view and its trigger. Answers how many rows moved.
 */
export async function ensureContractorAlias(db: Db, resources: readonly ResourceFile[]): Promise<number> {
  const r = resources.find((x) => x.key === CONTRACTOR_RESOURCE);
  if (!r) return 0;
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7302)');
    const [rel] = await tx.query<{ kind: string | null }>("select (select relkind::text from pg_class where oid = to_regclass('contractorinfo')) as kind");
    const moved = rel.kind === 'r' ? await moveLegacyRows(tx, r) : new Map<number, number>();
    for (const ddl of contractorViewDdl(r)) await tx.query(ddl);
    return moved.size;
  });
}
