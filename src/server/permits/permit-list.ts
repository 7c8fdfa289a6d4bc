// The paged list of permits (GET /zuoYePiao/list): filters by kind, state, number, site and creation days,
// newest first; removed permits are never listed.
import type { Lang, Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { PERMIT_KINDS } from '../../domain/permit-kinds.ts';
import { PERMIT_STATE_LABELS } from '../../domain/permit-lifecycle.ts';
import type { PermitActor } from '../../domain/permit-permissions.ts';
import type { Queryable } from '../db/db.ts';
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

const like = (s: string | undefined) => (s?.trim() ? `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

function day(value: string | undefined, field: string, title: Text, days: number): Date | null {
  if (!value) return null;
  const d = dayStart(value, days);
  if (!d) throw fieldError(field, text('server.validation.type', { title }));
  return d;
}

/** A page of permits (in `lang`); with `actor`, each row carries the actions that person may take. */
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
const PERMIT_SCOPE = permitScopeSql(8);

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
  const params = [tenantId, q.zuoYeLeiXing ?? null, q.zhuangTai ?? null, like(q.zuoYeBianHao), like(q.zuoYeDiDian), from, to, departments];
  const where = `p.tenant_id = $1 and p.state <> 'REMOVED' and ($2::text is null or p.kind = $2)
    and ($3::text is null or p.state = $3) and ($4::text is null or p.number like $4)
    and ($5::text is null or p.zuo_ye_di_dian like $5) and ($6::timestamptz is null or p.created_at >= $6)
    and ($7::timestamptz is null or p.created_at < $7) and ($8::bigint[] is null or ${PERMIT_SCOPE})`;
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
