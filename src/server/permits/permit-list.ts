// The paged list of permits (GET /zuoYePiao/list): filters by kind, state, number, site and creation days,
// newest first; removed permits are never listed.
import type { Lang, Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { PERMIT_KINDS } from '../../domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS } from '../../domain/permit-lifecycle.ts';
import type { PermitActor } from '../../domain/permit-permissions.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { fieldError } from '../http/app-error.ts';
import { int, obj, str, titled } from '../http/json-schema.ts';
import { PERMIT_COLUMNS, PERMIT_FROM, type PermitRow } from './permit-store.ts';
import { DAY_PATTERN, dayStart } from './permit-time.ts';
import { permitView } from './permit-view.ts';
import { cappedCount, keptCount } from '../db/capped-count.ts';
import { readPage } from '../db/anchored-page.ts';

export interface PermitListQuery {
  pageIndex: number;
  pageSize: number;
  zuoYeLeiXing?: string;
  zhuangTai?: string;
  zuoYeBianHao?: string;
  zuoYeDiDian?: string;
  kaiShiRiQi?: string;
  jieShuRiQi?: string;
}

const LISTED_STATES = Object.keys(PERMIT_STATE_LABELS).filter((s) => s !== 'REMOVED');

export const permitListSchema = obj({
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 10 }),
  zuoYeLeiXing: { type: 'string', ...titled(text('permits.field.kind')), enum: [...PERMIT_KINDS] },
  zhuangTai: { type: 'string', ...titled(text('permits.field.state')), enum: LISTED_STATES },
  zuoYeBianHao: str(text('permits.field.number'), { maxLength: 17 }),
  zuoYeDiDian: str(text('permits.field.site'), { maxLength: 100 }),
  kaiShiRiQi: str(text('permits.field.fromDay'), { pattern: DAY_PATTERN }),
  jieShuRiQi: str(text('permits.field.toDay'), { pattern: DAY_PATTERN }),
});

/** pg_trgm's trigrams are of 3 characters. */
const TRIGRAM = 3;

/**
 * The condition that `column` contains the user's text (trimmed; its `%`, `_` and `\` match themselves), null
 * without one; its parameter added by `param`. From 3 characters on, a plain `like '%…%'`, which the column's trigram
 * index serves (migration 058). A shorter text gives the index no trigram to look up: it would be read whole and
 * every row rechecked, slower than reading the table (docs/permits.md), so `strpos` keeps the planner off it.
 */
function contains(column: string, value: string | undefined, param: (v: SqlValue) => number): string | null {
  const s = value?.trim();
  if (!s) return null;
  if ([...s].length < TRIGRAM) return `strpos(${column}, $${param(s)}) > 0`;
  return `${column} like $${param(`%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
}

function day(value: string | undefined, field: string, title: Text, days: number): Date | null {
  if (!value) return null;
  const d = dayStart(value, days);
  if (!d) throw fieldError(field, text('server.validation.type', { title }));
  return d;
}

/**
 * The data scope of permits (docs/schema-engine.md "Data scopes"): a permit belongs to the department its
 * applying unit names (buMen, by name) and to the department of the person who applied (their staff record): the
 * condition on `p`, the departments' ids in parameter `param` (a bigint[]).
 */
export function permitScopeSql(param: number): string {
  return `(p.department in (select d.name from departmentinfo d where d.tenant_id = p.tenant_id and d.id = any($${param}::bigint[]) and not d.deleted)
    or exists (select 1 from sysuser a join staffinfo st on st.tenant_id = a.tenant_id and st.id = a.ren_yuan_id
                where a.id = p.created_by and a.tenant_id = p.tenant_id and st.department_id = any($${param}::bigint[])))`;
}

/**
 * The list's conditions and their parameters (from $1), each filter present only when given: in a generic plan
 * (PGlite's prepared statements, after a few runs), `($n is null or p.zuo_ye_di_dian like $n)` reads the whole table,
 * where a plain `p.zuo_ye_di_dian like $n` is served by the trigram index.
 */
export function permitListWhere(
  tenantId: number,
  q: PermitListQuery,
  from: Date | null,
  to: Date | null,
  departments: number[] | null,
): { where: string; params: SqlValue[] } {
  const params: SqlValue[] = [tenantId];
  const param = (value: SqlValue): number => params.push(value);
  const conditions = [`p.tenant_id = $1`, `p.state <> 'REMOVED'`];
  if (q.zuoYeLeiXing !== undefined) conditions.push(`p.kind = $${param(q.zuoYeLeiXing)}`);
  if (q.zhuangTai !== undefined) conditions.push(`p.state = $${param(q.zhuangTai)}`);
  for (const c of [contains('p.number', q.zuoYeBianHao, param), contains('p.zuo_ye_di_dian', q.zuoYeDiDian, param)]) {
    if (c) conditions.push(c);
  }
  if (from) conditions.push(`p.created_at >= $${param(from)}::timestamptz`);
  if (to) conditions.push(`p.created_at < $${param(to)}::timestamptz`);
  if (departments !== null) conditions.push(permitScopeSql(param(departments)));
  return { where: conditions.join(' and '), params };
}

/**
 * A page of permits (in `lang`); with `actor`, each row carries the actions that person may take. `departments`
 * keeps the list to those departments' permits (the caller's data scope; null or absent: every permit).
 */
export async function listPermits(
  tx: Queryable,
  tenantId: number,
  q: PermitListQuery,
  actor?: PermitActor,
  lang: Lang = 'zh',
  departments: number[] | null = null,
) {
  const from = day(q.kaiShiRiQi, 'kaiShiRiQi', text('permits.field.fromDay'), 0);
  const to = day(q.jieShuRiQi, 'jieShuRiQi', text('permits.field.toDay'), 1);
  const { where, params } = permitListWhere(tenantId, q, from, to, departments);
  // Kept for a short time unless the data scope reads the departments and staff (their writes would not stale it).
  const count = departments === null
    ? await keptCount(tx, 'permit', tenantId, `from permit p where ${where}`, params)
    : await cappedCount(tx, `from permit p where ${where}`, params);
  // A deep page picks its ids first, then reads and joins only those permits; a page read before, or the next one,
  // is sought from its kept anchor (as listRecords does; src/server/db/anchored-page.ts).
  const rows = await readPage<PermitRow>(tx, {
    table: 'permit',
    alias: 'p',
    from: PERMIT_FROM,
    tenantId,
    columns: PERMIT_COLUMNS,
    where,
    params,
    orderBy: 'p.created_at desc, p.id desc',
    keyset: { column: 'created_at', cast: 'timestamptz', desc: true },
    limit: q.pageSize,
    offset: (q.pageIndex - 1) * q.pageSize,
    keepable: departments === null,
  });
  return { dataList: rows.map((r) => permitView(r, actor, lang)), ...count };
}
