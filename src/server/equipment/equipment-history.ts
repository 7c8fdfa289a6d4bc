// GET {API}/equipment/history?equipmentId=&page=&limit= (设备详情's 设备履历, issue 18 item 1): a device's history as one
// timeline, newest first, paged: the patrols whose results name it, its repair orders, maintenance (维护保养), start-stop
// records (设备启停: those naming it, and those of no one device that its shutdowns list in `startStopIds`) and
// shutdowns (停车检修), overhaul items and records, and the hidden dangers found on it.
//
// One query: a union of one branch per kind, each found through its file's index on `(tenant_id, <equipment field>)`
// (a shutdown lists its devices in an array: the tenant's shutdowns are few and are read whole), then one sort of
// the device's events by their date. Only the kinds the caller may read, of open modules, inside their data scope.
// The conditions read fields with the leakproof readers (zax_num: an index serves them under row-level security);
// the selected columns with `->>`, which PostgreSQL inlines (a reader, not inlined by design, is a function call
// per row and per column).
import type { FastifyInstance } from 'fastify';
import { equipmentHistoryPath, isEquipmentHistoryKind, type EquipmentHistoryEvent, type EquipmentHistoryKind } from '../../domain/equipment-history.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { dataScopeSql } from '../../schema/keywords/data-scope.ts';
import { resolveField, type ResourceFile } from '../../schema/resource-types.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { okRows } from '../http/envelope.ts';
import { int, obj, pageQuery } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { callerDepartments } from '../resources/data-scope.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { modulesOf } from '../resources/resource-context.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';

const EQUIPMENT = 'production-equipment';
const CN_TIME = `'Asia/Shanghai'`;
const createdAt = (alias: string) => `to_char(${alias}.created_at at time zone ${CN_TIME}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The caller's department scope of a resource, applied to an alias's data (empty when unscoped). */
export type ScopeSql = (alias: string) => string;

/**
 * One kind's branch: `from` selects `kind, id, ref, at, title, state, abnormal` of the rows naming the device
 * (`$1` tenant, `$2` device); `scope` is the alias whose data the caller's department scope applies to. `via` answers
 * the scope of another resource the branch follows (the start-stop branch reads shutdowns), or null when the caller
 * may not read that resource (its role, or a module the enterprise has not opened): the branch then leaves it alone.
 */
export interface Branch {
  kind: EquipmentHistoryKind;
  resource: string;
  stateField: string | null;
  sql: (scope: ScopeSql, via: (resource: string) => ScopeSql | null) => string;
}

const own = (alias: string, field: string) => `${alias}.tenant_id = $1 and not ${alias}.deleted and zax_num(${alias}.data, '${field}') = $2`;

export const HISTORY_BRANCHES: readonly Branch[] = [
  {
    kind: 'patrol',
    resource: 'patrol-record',
    stateField: 'patrolState',
    sql: (scope) => `select 'patrol' as kind, r.id, null::bigint as ref,
        coalesce((r.data->>'finishedAt'), (r.data->>'dueAt'), ${createdAt('r')}) as at,
        (r.data->>'name') as title, (r.data->>'patrolState') as state, g.abnormal
      from (select (x.data->>'recordId')::bigint as record_id,
                   count(*) filter (where (x.data->>'verdict') = 'abnormal')::int as abnormal
              from ${tableName('patrol-result')} x where ${own('x', 'equipmentId')} group by 1) g
      join ${tableName('patrol-record')} r on r.tenant_id = $1 and r.id = g.record_id and not r.deleted${scope('r')}`,
  },
  {
    kind: 'repair',
    resource: 'repair-order',
    stateField: 'repairState',
    sql: (scope) => `select 'repair', o.id, null, ${createdAt('o')}, (o.data->>'title'), (o.data->>'repairState'), null
      from ${tableName('repair-order')} o where ${own('o', 'equipmentId')}${scope('o')}`,
  },
  {
    kind: 'maintenance',
    resource: 'maintenance-management',
    stateField: 'progressStatus',
    sql: (scope) => `select 'maintenance', m.id, null, coalesce((m.data->>'planStartDate'), ${createdAt('m')}),
        (m.data->>'projectName'), (m.data->>'progressStatus'), null
      from ${tableName('maintenance-management')} m where ${own('m', 'productionEquipmentId')}${scope('m')}`,
  },
  {
    kind: 'start-stop',
    resource: 'device-start-stop',
    stateField: 'operationType',
    // The records naming the device (its index), and, disjoint from them, those naming no device that a shutdown of
    // the device lists (each once, found by its id).
    sql: (scope, via) => {
      // Typed nulls: the two selects are one union before they join the others.
      const columns = `'start-stop'::text, s.id, null::bigint, coalesce((s.data->>'actualTime'), (s.data->>'operateDate'), ${createdAt('s')}),
        concat_ws(' ', (s.data->>'unitName'), (s.data->>'reason')), (s.data->>'operationType'), null::int`;
      const naming = `select ${columns}
      from ${tableName('device-start-stop')} s where ${own('s', 'equipmentId')}${scope('s')}`;
      // Followed through the device's shutdowns only when the caller may read them, within their scope.
      const stops = via('device-stop');
      if (!stops) return naming;
      return `${naming}
     union all
    select ${columns}
      from (select distinct e.id::bigint as id
              from ${tableName('device-stop')} d cross join jsonb_array_elements_text(d.data->'startStopIds') as e(id)
             where d.tenant_id = $1 and not d.deleted and d.data->'equipmentIds' @> jsonb_build_array($2::bigint)${stops('d')}) l
      join ${tableName('device-start-stop')} s on s.tenant_id = $1 and s.id = l.id and not s.deleted
     where coalesce(s.data->>'equipmentId', '') = ''${scope('s')}`;
    },
  },
  {
    kind: 'shutdown',
    resource: 'device-stop',
    stateField: 'stopState',
    sql: (scope) => `select 'shutdown', d.id, null,
        coalesce((d.data->>'actualStopTime'), (d.data->>'planStopTime'), ${createdAt('d')}),
        (d.data->>'name'), (d.data->>'stopState'), null
      from ${tableName('device-stop')} d
     where d.tenant_id = $1 and not d.deleted and d.data->'equipmentIds' @> jsonb_build_array($2::bigint)${scope('d')}`,
  },
  {
    kind: 'overhaul-item',
    resource: 'overhaul-item',
    stateField: null,
    sql: (scope) => `select 'overhaul-item', i.id, (i.data->>'planId')::bigint,
        coalesce((i.data->>'planStartDate'), ${createdAt('i')}), (i.data->>'content'), null, null
      from ${tableName('overhaul-item')} i where ${own('i', 'equipmentId')}${scope('i')}`,
  },
  {
    kind: 'overhaul-record',
    resource: 'overhaul-record',
    stateField: 'result',
    sql: (scope) => `select 'overhaul-record', v.id, null,
        coalesce((v.data->>'endTime'), (v.data->>'startTime'), ${createdAt('v')}),
        (v.data->>'name'), (v.data->>'result'), null
      from ${tableName('overhaul-record')} v where ${own('v', 'equipmentId')}${scope('v')}`,
  },
  {
    kind: 'hidden-danger',
    resource: 'hidden-danger',
    stateField: 'state',
    sql: (scope) => `select 'hidden-danger', h.id, null, coalesce((h.data->>'foundDate'), ${createdAt('h')}),
        (h.data->>'title'), (h.data->>'state'), null
      from ${tableName('hidden-danger')} h where ${own('h', 'equipmentId')}${scope('h')}`,
  },
];

/** The label of an enumerated field's value in the language of the answer (the value itself when not listed). */
function labelOf(resource: ResourceFile, field: string | null, value: string | null, lang: Lang): string | null {
  if (field === null || value === null) return null;
  const option = resolveField(resource, field)?.enum?.find((o) => String(o.value) === value);
  if (!option) return value;
  return lang === 'en' ? (option.labelEn ?? option.label) : option.label;
}

/** The union of the branches the caller may read, with `$5` their departments when scoped. */
function unionSql(branches: readonly { branch: Branch; scoped: boolean }[]): string {
  const scopeOf = (resource: string, scoped: boolean): ScopeSql => {
    const file = resourceRegistry().byKey.get(resource);
    const condition = scoped && file ? dataScopeSql(file, '$5') : null;
    return (alias) => (condition ? ` and ${condition.replaceAll('zax_num(data,', `zax_num(${alias}.data,`)}` : '');
  };
  // The resources the caller reads are the branches given (each is one resource's).
  const readable = new Map(branches.map(({ branch, scoped }) => [branch.resource, scopeOf(branch.resource, scoped)]));
  return branches
    .map(({ branch, scoped }) => `(${branch.sql(scopeOf(branch.resource, scoped), (resource) => readable.get(resource) ?? null)})`)
    .join('\n union all\n');
}

/** The SQL of one page of the device's history (`$3` limit, `$4` offset), with the count of all its events. */
export function historySql(branches: readonly { branch: Branch; scoped: boolean }[]): string {
  return `select kind, id, ref, at, title, state, abnormal, count(*) over () as total
            from (${unionSql(branches)}) as h(kind, id, ref, at, title, state, abnormal)
           order by at desc nulls last, kind, id desc
           limit $3 offset $4`;
}

/** The count of the device's events (a page past the end has no row to carry it); `$3`, `$4` unused but typed. */
function countSql(branches: readonly { branch: Branch; scoped: boolean }[]): string {
  return `select count(*) as total, $3::int as l, $4::int as o from (${unionSql(branches)}) as h`;
}

interface HistoryQuery {
  equipmentId: number;
  page: number;
  limit: number;
}

/** One page of the device's history, as the caller may see it. */
export async function equipmentHistory(tx: Queryable, auth: AuthContext, q: HistoryQuery, lang: Lang): Promise<{ rows: EquipmentHistoryEvent[]; total: number }> {
  const files = resourceRegistry().byKey;
  const open = await modulesOf(tx, auth);
  const departments = await callerDepartments(tx, auth);
  const readable = HISTORY_BRANCHES.flatMap((branch) => {
    const file = files.get(branch.resource);
    if (!file || !mayReadResource(auth, file) || !open(file)) return [];
    return [{ branch, file, scoped: departments !== null && dataScopeSql(file, '$5') !== null }];
  });
  if (!readable.length) return { rows: [], total: 0 };
  const params = [auth.tenantId, q.equipmentId, q.limit, (q.page - 1) * q.limit, ...(readable.some((r) => r.scoped) ? [departments ?? []] : [])];
  const rows = await tx.query<{ kind: string; id: string; ref: string | null; at: string | null; title: string | null; state: string | null; abnormal: number | null; total: string }>(
    historySql(readable),
    params,
  );
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && q.page > 1) {
    const [count] = await tx.query<{ total: string }>(countSql(readable), params);
    total = Number(count.total);
  }
  const byKind = new Map(readable.map((r) => [r.branch.kind, r]));
  const events = rows.flatMap((r): EquipmentHistoryEvent[] => {
    if (!isEquipmentHistoryKind(r.kind)) return [];
    const source = byKind.get(r.kind);
    const id = Number(r.id);
    const event: EquipmentHistoryEvent = {
      kind: r.kind,
      id,
      at: r.at,
      title: r.title ?? '',
      state: source ? labelOf(source.file, source.branch.stateField, r.state, lang) : r.state,
      path: equipmentHistoryPath(r.kind, id, r.ref === null ? null : Number(r.ref)),
    };
    if (r.kind === 'patrol') event.abnormal = Number(r.abnormal ?? 0);
    return [event];
  });
  return { rows: events, total };
}

export async function equipmentHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = [say('zh', text('xjxc.history.api.tag'))];
  const querystring = obj({ equipmentId: int(text('xjxc.history.api.equipmentId'), { minimum: 1 }), ...pageQuery }, ['equipmentId']);
  app.get<{ Querystring: HistoryQuery }>(
    '/history',
    { config: { access: 'read' }, schema: { tags, summary: say('zh', text('xjxc.history.api.summary')), querystring } },
    (req) => {
      const auth = authOf(req);
      const file = resourceRegistry().byKey.get(EQUIPMENT);
      if (!file) throw new Error(`resource '${EQUIPMENT}' is not registered`);
      if (!mayReadResource(auth, file)) throw forbidden(text('api.resource.forbiddenView', { title: file.title }));
      return inTenant(db, auth, async (tx) => {
        const [device] = await tx.query<{ id: string }>(`select id from ${tableName(EQUIPMENT)} where id = $1 and not deleted`, [req.query.equipmentId]);
        if (!device) throw notFound(text('xjxc.history.notFound'));
        const page = await equipmentHistory(tx, auth, req.query, requestLang(req));
        return okRows(page.rows, page.total);
      });
    },
  );
}
