// The statistics source `risk-control` (schemas/modules/fxfjgk/stats.json, docs/risk.md "统计分析"): figures a
// generic block cannot count.
// - taskCompletionByLevel: per control level, the control tasks checked on time ÷ the tasks due (due: checked, or
//   past their due time), a percentage with two decimals (dual-prevention §4: a task not done by the end of its
//   period counts against its level's completion rate); levels with nothing due are left out.
// - eventsByObject: the risk events per analysis object (event → unit → object), events of a unit without an
//   object under 未归属对象.
// Both within the caller's data scope, as the lists (the control task's list has no department field, so its
// figure, like its list, is the enterprise's; the events are kept to their responsible department), kept for a
// short time (kept-stats.ts).
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import type { StatsRow } from '../data-service/stats-rows.ts';
import { say } from '../http/say.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { localMinute } from '../../domain/deadline-time.ts';
import { keptStats, scopeCondition } from '../data-service/kept-stats.ts';
import type { CallerDepartments } from '../resources/data-scope.ts';

/** The label of an enum value of a resource field in the request's language (the value itself when unknown). */
function optionLabel(resource: string, field: string, value: string, lang: Lang): string {
  const option = resourceRegistry().byKey.get(resource)?.form.properties[field]?.enum?.find((o) => String(o.value) === value);
  if (!option) return value;
  return lang === 'en' ? (option.labelEn ?? option.label) : option.label;
}


async function taskCompletionByLevel(tx: Queryable, tenantId: number, lang: Lang, departments: CallerDepartments, now: Date): Promise<StatsRow[]> {
  const scope = scopeCondition('control-task', departments, '$3');
  const minute = localMinute(now);
  const table = tableName('control-task');
  const rows = await keptStats(tx, tenantId, departments, [table], `task-completion-by-level:${minute}`, () => tx.query<{ level: string | null; due: string; done: string }>(
    `select data->>'controlLevel' as level,
            count(*) as due,
            count(*) filter (where data->>'result' in ('normal', 'abnormal') and not coalesce((data->>'missed')::boolean, false)
                               and (data->>'checkedAt' is null or data->>'dueAt' is null or left(data->>'checkedAt', 16) <= left(data->>'dueAt', 16))) as done
       from ${table}
      where tenant_id = $1 and not deleted${scope ? ` and ${scope}` : ''}
        and (data->>'result' in ('normal', 'abnormal') or left(data->>'dueAt', 16) < $2)
      group by 1`,
    scope ? [tenantId, minute, departments] : [tenantId, minute],
  ));
  return rows
    .filter((r) => Number(r.due) > 0)
    .map((r) => ({
      key: r.level ?? '',
      label: r.level === null ? say(lang, text('stats.label.none')) : optionLabel('control-task', 'controlLevel', r.level, lang),
      value: Math.round((Number(r.done) / Number(r.due)) * 10_000) / 100,
    }));
}

async function eventsByObject(tx: Queryable, tenantId: number, lang: Lang, departments: CallerDepartments): Promise<StatsRow[]> {
  const scope = scopeCondition('risk-event', departments, '$2', 'e');
  const tables = [tableName('risk-event'), tableName('risk-unit'), tableName('risk-object')];
  const rows = await keptStats(tx, tenantId, departments, tables, 'events-by-object', () => tx.query<{ id: string | null; name: string | null; n: string }>(
    `select o.id::text as id, o.data->>'name' as name, count(*) as n
       from ${tableName('risk-event')} e
       left join ${tableName('risk-unit')} u on u.tenant_id = e.tenant_id and u.id = (e.data->>'unitId')::bigint and not u.deleted
       left join ${tableName('risk-object')} o on o.tenant_id = e.tenant_id and o.id = (u.data->>'objectId')::bigint and not o.deleted
      where e.tenant_id = $1 and not e.deleted${scope ? ` and ${scope}` : ''}
      group by 1, 2`,
    scope ? [tenantId, departments] : [tenantId],
  ));
  return rows.map((r) => ({ key: r.id ?? '', label: r.id === null ? say(lang, text('fxfjgk.stats.noObject')) : (r.name ?? `#${r.id}`), value: Number(r.n) }));
}

export async function riskRows(tx: Queryable, tenantId: number, figure: string, lang: Lang, departments: CallerDepartments, now: Date = new Date()): Promise<StatsRow[]> {
  switch (figure) {
    case 'taskCompletionByLevel':
      return taskCompletionByLevel(tx, tenantId, lang, departments, now);
    case 'eventsByObject':
      return eventsByObject(tx, tenantId, lang, departments);
    default:
      return [];
  }
}
