// One record per contractor person (issue 12, item 3): a person is a staffinfo row (spec 000's
// `/user/staffinfo`, whose ids permits, duty lists, references and accounts store), and the `contractor-user`
// resource's record is that person's contractor profile with the SAME id. Triggers keep both in step in the
// writing transaction, whichever path writes (the resource's routes and import, the staff routes, SQL):
// creating a profile links the live staff member of that ID number (else creates one) and takes their id;
// editing or deleting either side edits or deletes the other; a staff member marked `is_contractor` gets a
// profile (hidden again when unmarked). At the first start after the change, the profiles the previous
// version stored under their own ids are matched with staff (ID number, then mobile, then name within the
// same contractor), re-keyed to the person's id with every reference to them, and the others get a staff
// row; an ambiguous match is listed in ref_unmatched (never guessed). Docs: docs/schema-engine.md.
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

export const PERSON_RESOURCE = 'contractor-user';
/** The bookkeeping name of the one-time re-keying. */
export const PERSON_MIGRATION = 'contractor-people/rekey';
/** The field name under which an ambiguous person is listed in ref_unmatched. */
export const PERSON_FIELD = 'person';

// The staff table stores gender as 男 (U+7537, chr(30007)) and 女 (U+5973, chr(22899)): data, not text.
const GENDER_TO_STAFF = `case %s when 'male' then chr(30007) when 'female' then chr(22899) else null end`;
const GENDER_TO_PROFILE = `case %s when chr(30007) then 'male' when chr(22899) then 'female' else null end`;
const gender = (tpl: string, expr: string) => tpl.replace('%s', expr);

/** The profile's fields the staff row also holds (kept in step by the triggers). */
const SHARED_KEYS = `array['name', 'mobile', 'idCard', 'gender', 'contractorId']::text[]`;

/** SQL of the profile's shared fields from a staff row (alias `s`). */
function profileOfStaff(s: string): string {
  return `jsonb_strip_nulls(jsonb_build_object('name', ${s}.name, 'mobile', ${s}.mobile, 'idCard', ${s}.id_card,
       'gender', ${gender(GENDER_TO_PROFILE, `${s}.gender`)}, 'contractorId', ${s}.contractor_id))`;
}

/** The triggers (recreated at every start, so that they follow the code). */
export function contractorPeopleDdl(r: ResourceFile): string[] {
  const t = tableName(r.key);
  const profileOf = profileOfStaff;
  return [
    // A profile being created: the person is the live staff member of that ID number without a profile, or a new one.
    `create or replace function contractor_user_link() returns trigger language plpgsql as $fn$
     declare sid bigint;
     begin
       if pg_trigger_depth() > 1 then return new; end if;
       if nullif(trim(new.data->>'idCard'), '') is not null then
         select s.id into sid from staffinfo s
          where s.tenant_id = new.tenant_id and not s.deleted and upper(s.id_card) = upper(trim(new.data->>'idCard'))
            and not exists (select 1 from ${t} c where c.id = s.id)
          order by s.id limit 1;
       end if;
       if sid is null then
         insert into staffinfo(tenant_id, name, mobile, id_card, gender, is_contractor, contractor_id, deleted)
         values (new.tenant_id, coalesce(new.data->>'name', ''), new.data->>'mobile', upper(new.data->>'idCard'),
                 ${gender(GENDER_TO_STAFF, "new.data->>'gender'")}, true, (new.data->>'contractorId')::bigint, new.deleted)
         returning id into sid;
       else
         update staffinfo set name = coalesce(new.data->>'name', name), mobile = coalesce(new.data->>'mobile', mobile),
                gender = coalesce(${gender(GENDER_TO_STAFF, "new.data->>'gender'")}, gender), is_contractor = true,
                contractor_id = (new.data->>'contractorId')::bigint, updated_at = now()
          where tenant_id = new.tenant_id and id = sid;
       end if;
       new.id := sid;
       return new;
     end $fn$`,
    // A profile edited or deleted: the staff row follows.
    `create or replace function contractor_user_sync() returns trigger language plpgsql as $fn$
     begin
       if pg_trigger_depth() > 1 then return null; end if;
       update staffinfo set name = coalesce(new.data->>'name', name), mobile = new.data->>'mobile',
              id_card = upper(new.data->>'idCard'), gender = ${gender(GENDER_TO_STAFF, "new.data->>'gender'")},
              is_contractor = true, contractor_id = (new.data->>'contractorId')::bigint,
              deleted = new.deleted, updated_at = now()
        where tenant_id = new.tenant_id and id = new.id;
       return null;
     end $fn$`,
    // A staff row written: its profile follows (created for a contractor's person, hidden when unmarked).
    `create or replace function staff_contractor_sync() returns trigger language plpgsql as $fn$
     begin
       if pg_trigger_depth() > 1 then return null; end if;
       if not new.is_contractor then
         if tg_op = 'UPDATE' and old.is_contractor then
           update ${t} set deleted = true, updated_at = now() where id = new.id and not deleted;
           delete from ref_edge where tenant_id = new.tenant_id and from_resource = '${r.key}' and from_id = new.id;
         end if;
         return null;
       end if;
       update ${t} set data = (data - ${SHARED_KEYS}) || ${profileOf('new')}, deleted = new.deleted, updated_at = now()
        where id = new.id;
       if not found then
         insert into ${t}(tenant_id, id, data, deleted, created_at, updated_at, sort_order)
         values (new.tenant_id, new.id, ${profileOf('new')} || '{"targetRole": "contractor_staff", "trainingStatus": "untrained"}'::jsonb,
                 new.deleted, new.created_at, now(),
                 coalesce((select max(sort_order) from ${t} where tenant_id = new.tenant_id), 0) + 1);
       end if;
       -- The profile's reference to its contractor (delete protection of the contractor, who refers).
       delete from ref_edge where tenant_id = new.tenant_id and from_resource = '${r.key}' and from_id = new.id and field = 'contractorId';
       if new.contractor_id is not null and not new.deleted then
         insert into ref_edge(tenant_id, to_kind, to_id, from_resource, from_id, field)
         values (new.tenant_id, 'contractor-info', new.contractor_id, '${r.key}', new.id, 'contractorId');
       end if;
       return null;
     end $fn$`,
    `drop trigger if exists contractor_user_link on ${t}`,
    `create trigger contractor_user_link before insert on ${t} for each row execute function contractor_user_link()`,
    `drop trigger if exists contractor_user_sync on ${t}`,
    `create trigger contractor_user_sync after update on ${t} for each row execute function contractor_user_sync()`,
    'drop trigger if exists staff_contractor_sync on staffinfo',
    'create trigger staff_contractor_sync after insert or update on staffinfo for each row execute function staff_contractor_sync()',
  ];
}

interface Profile {
  tenant_id: number;
  id: number;
  data: Record<string, unknown>;
  deleted: boolean;
}
interface Staff {
  id: number;
  tenant_id: number;
  name: string;
  mobile: string | null;
  id_card: string | null;
  gender: string | null;
  contractor_id: number | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** How a stored profile is matched with the enterprise's staff: ID number, mobile, then name within the contractor. */
export function matchPerson(p: Readonly<Record<string, unknown>>, staff: readonly Staff[]): { id: number } | { many: number[] } | null {
  const idCard = text(p.idCard)?.toUpperCase();
  const mobile = text(p.mobile);
  const name = text(p.name);
  const contractor = typeof p.contractorId === 'number' ? p.contractorId : null;
  const tries: ((s: Staff) => boolean)[] = [
    (s) => idCard !== undefined && s.id_card?.toUpperCase() === idCard,
    (s) => mobile !== null && s.mobile === mobile,
    (s) => name !== null && contractor !== null && s.name === name && Number(s.contractor_id) === contractor,
  ];
  let many: number[] | null = null;
  for (const test of tries) {
    const found = staff.filter(test).map((s) => Number(s.id));
    if (found.length === 1) return { id: found[0] };
    if (found.length > 1 && many === null) many = found;
  }
  return many ? { many } : null;
}

/** `value` with every id of `map` replaced (one id or an array of them). */
function mapIds(value: unknown, map: ReadonlyMap<number, number>): unknown {
  if (typeof value === 'number') return map.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? (map.get(v) ?? v) : v));
  return value;
}

/**
 * Moves records of `resource` to new ids (`map`: old -> new, in one tenant): the rows, their own edges and
 * listed texts, and every reference to them (the referring records' fields and the edges pointing at them).
 */
/** The referring records' fields that hold ids of `kind` in `m` (old -> new) take the new ids (not the edges). */
async function repointReferrers(tx: Queryable, tenantId: number, kind: string, m: ReadonlyMap<number, number>): Promise<void> {
  const referrers = await tx.query<{ from_resource: string; from_id: number; field: string }>(
    `select distinct from_resource, from_id, field from ref_edge where tenant_id = $1 and to_kind = $2 and to_id = any($3::bigint[])`,
    [tenantId, kind, [...m.keys()]],
  );
  for (const ref of referrers) {
    const table = tableName(ref.from_resource);
    const [row] = await tx.query<{ data: Record<string, unknown> }>(`select data from ${table} where id = $1`, [ref.from_id]);
    if (!row) continue;
    const next = { ...row.data, [ref.field]: mapIds(row.data[ref.field], m) };
    await tx.query(`update ${table} set data = $2::jsonb where id = $1`, [ref.from_id, JSON.stringify(next)]);
  }
}

export async function rekeyRecords(tx: Queryable, tenantId: number, resource: string, map: ReadonlyMap<number, number>): Promise<void> {
  const moves = [...map].filter(([from, to]) => from !== to);
  if (!moves.length) return;
  const olds = moves.map(([o]) => o);
  await repointReferrers(tx, tenantId, resource, new Map(moves));
  const table = tableName(resource);
  // Two steps, so that a permutation of ids never collides.
  await tx.query(`update ${table} set id = -id where tenant_id = $1 and id = any($2::bigint[])`, [tenantId, olds]);
  for (const [from, to] of moves) {
    await tx.query(`update ${table} set id = $3 where tenant_id = $1 and id = $2`, [tenantId, -from, to]);
    await tx.query('update ref_edge set to_id = -$3::bigint where tenant_id = $1 and to_kind = $2 and to_id = $4', [tenantId, resource, to, from]);
    await tx.query('update ref_edge set from_id = -$3::bigint where tenant_id = $1 and from_resource = $2 and from_id = $4', [tenantId, resource, to, from]);
    await tx.query('update ref_unmatched set record_id = -$3::bigint where tenant_id = $1 and resource = $2 and record_id = $4', [tenantId, resource, to, from]);
  }
  await tx.query('update ref_edge set to_id = -to_id where tenant_id = $1 and to_kind = $2 and to_id < 0', [tenantId, resource]);
  await tx.query('update ref_edge set from_id = -from_id where tenant_id = $1 and from_resource = $2 and from_id < 0', [tenantId, resource]);
  await tx.query('update ref_unmatched set record_id = -record_id where tenant_id = $1 and resource = $2 and record_id < 0', [tenantId, resource]);
  for (const [from, to] of moves) {
    await tx.query(
      `update ref_unmatched set candidates = array_replace(candidates, $3::bigint, $4::bigint),
              resolved_to = case when resolved_to = $3 then $4 else resolved_to end
        where tenant_id = $1 and target = $2 and ($3::bigint = any(candidates) or resolved_to = $3)`,
      [tenantId, resource, from, -to],
    );
  }
  await tx.query(
    `update ref_unmatched set candidates = (select array_agg(abs(c) order by o) from unnest(candidates) with ordinality as u(c, o)),
            resolved_to = abs(resolved_to)
      where tenant_id = $1 and target = $2 and (resolved_to < 0 or exists (select 1 from unnest(candidates) c where c < 0))`,
    [tenantId, resource],
  );
}

/**
 * Settles an ambiguous person (listed at the first start): the profile `profileId` (with the staff row the
 * migration made for it) is the staff member `staffId`. Every reference to either id of the profile's person
 * moves to `staffId`; the profile moves there too, or, when the member already has a profile (a contractor's
 * staff member gets one at the first start), fills it: what the member's own record says wins, the rest comes
 * from the listed profile, which stays deleted with the row the migration made (nothing lost).
 */
export async function mergePerson(tx: Queryable, tenantId: number, profileId: number, staffId: number): Promise<void> {
  const t = tableName(PERSON_RESOURCE);
  const m = new Map([[profileId, staffId]]);
  await repointReferrers(tx, tenantId, 'staff', m);
  await tx.query("update ref_edge set to_id = $3 where tenant_id = $1 and to_kind = 'staff' and to_id = $2", [tenantId, profileId, staffId]);
  const [own] = await tx.query<{ data: Record<string, unknown> }>(`select data from ${t} where id = $1`, [staffId]);
  if (own) {
    await repointReferrers(tx, tenantId, PERSON_RESOURCE, m);
    await tx.query('update ref_edge set to_id = $3 where tenant_id = $1 and to_kind = $4 and to_id = $2', [tenantId, profileId, staffId, PERSON_RESOURCE]);
    await tx.query(
      `update ${t} c set data = (select data from ${t} where id = $2) - ${SHARED_KEYS} || ${profileOfStaff('s')}, deleted = false, updated_at = now()
        from staffinfo s where c.id = $3 and s.tenant_id = $1 and s.id = $3`,
      [tenantId, profileId, staffId],
    );
    await tx.query(`update ${t} set deleted = true, updated_at = now() where id = $1`, [profileId]);
    await tx.query(`delete from ref_edge where tenant_id = $1 and from_resource = $2 and from_id = $3`, [tenantId, PERSON_RESOURCE, profileId]);
    return;
  }
  // What the member's row has and the profile lacks stays (the profile's trigger writes the profile over the row).
  await tx.query(
    `update ${t} c set data = jsonb_strip_nulls(jsonb_build_object('mobile', s.mobile, 'idCard', s.id_card,
            'gender', ${gender(GENDER_TO_PROFILE, 's.gender')})) || c.data
      from staffinfo s where c.id = $2 and s.tenant_id = $1 and s.id = $3 and not s.deleted`,
    [tenantId, profileId, staffId],
  );
  // The row the migration made stops being a contractor first: its profile is moving, not hidden.
  await tx.query('update staffinfo set is_contractor = false, deleted = true, updated_at = now() where tenant_id = $1 and id = $2', [tenantId, profileId]);
  // Moving the profile's id makes the staff member a contractor's person (the profile's trigger).
  await rekeyRecords(tx, tenantId, PERSON_RESOURCE, m);
}

/** What the first start did. */
export interface PeopleReport {
  linked: number;
  created: number;
  ambiguous: number;
}

/** Gives every stored profile a person: matched staff, or a new staff row (ambiguous ones listed). */
async function rekeyProfiles(tx: Queryable, r: ResourceFile): Promise<PeopleReport> {
  const t = tableName(r.key);
  const report: PeopleReport = { linked: 0, created: 0, ambiguous: 0 };
  const profiles = await tx.query<Profile>(`select tenant_id, id, data, deleted from ${t} order by tenant_id, id`);
  const tenants = [...new Set(profiles.map((p) => Number(p.tenant_id)))];
  for (const tenantId of tenants) {
    const staff = await tx.query<Staff>(
      'select id, tenant_id, name, mobile, id_card, gender, contractor_id from staffinfo where tenant_id = $1 and not deleted order by id',
      [tenantId],
    );
    const claimed = new Set<number>();
    const map = new Map<number, number>();
    const ambiguous: { id: number; text: string; candidates: number[] }[] = [];
    for (const p of profiles.filter((x) => Number(x.tenant_id) === tenantId)) {
      const found = p.deleted ? null : matchPerson(p.data, staff.filter((s) => !claimed.has(Number(s.id))));
      if (found && 'id' in found) {
        claimed.add(found.id);
        map.set(Number(p.id), found.id);
        report.linked++;
        continue;
      }
      const d = p.data;
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into staffinfo(tenant_id, name, mobile, id_card, gender, is_contractor, contractor_id, deleted)
         values ($1, $2, $3, $4, ${gender(GENDER_TO_STAFF, '$5::text')}, true, $6, $7) returning id`,
        [tenantId, text(d.name) ?? '', text(d.mobile), text(d.idCard)?.toUpperCase() ?? null, text(d.gender), typeof d.contractorId === 'number' ? d.contractorId : null, p.deleted],
      );
      map.set(Number(p.id), Number(id));
      report.created++;
      if (found) ambiguous.push({ id: Number(id), text: [text(d.name), text(d.idCard), text(d.mobile)].filter(Boolean).join(' / '), candidates: found.many });
    }
    await rekeyRecords(tx, tenantId, r.key, map);
    // The persons found: contractor's people now, their profile's contractor; fields they lacked filled.
    for (const [, sid] of map) {
      await tx.query(
        `update staffinfo s set is_contractor = true, contractor_id = coalesce((c.data->>'contractorId')::bigint, s.contractor_id),
                mobile = coalesce(s.mobile, c.data->>'mobile'), id_card = coalesce(s.id_card, upper(c.data->>'idCard')),
                gender = coalesce(s.gender, ${gender(GENDER_TO_STAFF, "c.data->>'gender'")})
           from ${t} c where c.id = s.id and s.tenant_id = $1 and s.id = $2`,
        [tenantId, sid],
      );
    }
    for (const a of ambiguous) {
      await tx.query(
        `insert into ref_unmatched(tenant_id, resource, record_id, field, target, text, reason, candidates)
         values ($1, $2, $3, $4, 'staff', $5, 'many', $6::bigint[]) on conflict (tenant_id, resource, record_id, field, item) do nothing`,
        [tenantId, r.key, a.id, PERSON_FIELD, a.text, a.candidates],
      );
      report.ambiguous++;
    }
  }
  return report;
}

/**
 * Makes each contractor person one record: re-keys the stored profiles the first time (one transaction),
 * then (re)creates the triggers and gives every contractor's staff member a profile. Idempotent.
 */
export async function ensureContractorPeople(db: Db, resources: readonly ResourceFile[]): Promise<PeopleReport> {
  const r = resources.find((x) => x.key === PERSON_RESOURCE);
  if (!r) return { linked: 0, created: 0, ambiguous: 0 };
  const t = tableName(r.key);
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(7302)');
    const ran = await tx.query('select 1 from schema_migrations where name = $1', [PERSON_MIGRATION]);
    let report: PeopleReport = { linked: 0, created: 0, ambiguous: 0 };
    if (!ran.length) {
      for (const trg of [`drop trigger if exists contractor_user_link on ${t}`, `drop trigger if exists contractor_user_sync on ${t}`, 'drop trigger if exists staff_contractor_sync on staffinfo']) {
        await tx.query(trg);
      }
      report = await rekeyProfiles(tx, r);
      await tx.query('insert into schema_migrations(name) values ($1) on conflict (name) do nothing', [PERSON_MIGRATION]);
    }
    for (const ddl of contractorPeopleDdl(r)) await tx.query(ddl);
    // Every profile matches its person (a no-op once in step); contractor's staff without a profile get one.
    await tx.query(`update staffinfo s set name = s.name where s.is_contractor and (
      not exists (select 1 from ${t} c where c.id = s.id)
      or exists (select 1 from ${t} c where c.id = s.id and (c.deleted <> s.deleted or c.data->>'name' is distinct from s.name)))`);
    return report;
  });
}
