// The rows of the statistics sources registered by key (stats-source-specs.ts): `permits` groups the
// enterprise's permits by kind, by state and by month of creation (src/server/permits/permit-stats.ts); the
// kinds' and states' labels in the request's language.
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import type { PermitState } from '../../domain/permit-lifecycle.ts';
import type { StatsGroup } from '../../schema/stats-file.ts';
import { say } from '../http/say.ts';
import type { Queryable } from '../db/db.ts';
import { permitCounts, permitCountsByMonth } from '../permits/permit-stats.ts';
import { figureRows, processAlarmFigures } from '../gyaq/gyaq-stats-source.ts';
import { trainingRows } from '../jypx/training-stats-source.ts';
import { riskRows } from '../fxfjgk/risk-stats-source.ts';
import { overdueByMonth } from '../yhpc/hidden-danger-stats-source.ts';
import type { StatsRow } from './stats-rows.ts';
import type { CallerDepartments } from '../resources/data-scope.ts';

/**
 * `query`: the request's parameters (a source may take its own, e.g. a date range); `departments`: the caller's
 * data scope (null: every record), which a source over scoped records honours as the lists do.
 */
type SourceRows = (
  tx: Queryable,
  tenantId: number,
  group: StatsGroup,
  lang: Lang,
  query: Readonly<Record<string, unknown>>,
  departments: CallerDepartments,
) => Promise<StatsRow[]>;

const permits: SourceRows = async (tx, tenantId, group, lang) => {
  if (group.kind === 'month') {
    const rows = await permitCountsByMonth(tx, tenantId, group.months);
    return rows.map((r) => ({ key: r.month, label: r.month, value: r.count }));
  }
  const byKind = group.field === 'kind';
  const rows = await permitCounts(tx, tenantId, byKind ? 'kind' : 'state');
  if (lang === 'zh') return rows.map((r) => ({ key: r.key, label: r.name, value: r.count }));
  const label = (key: string): string =>
    say(lang, byKind ? text(`permitsui.kindShort.${key as PermitKind}`) : text(`permitsui.state.${key as PermitState}`));
  return rows.map((r) => ({ key: r.key, label: label(r.key), value: r.count }));
};

// 报警统计 (docs/process-alarms.md): one ISA-18.2 figure of the request's date range per block.
const processAlarms: SourceRows = async (tx, tenantId, group, lang, query) => figureRows(await processAlarmFigures(tx, tenantId, query, new Date()), group.field, lang);

// 统计分析 of 教育培训 (docs/training.md): completion, pass rates, overdue plans.
const training: SourceRows = async (tx, tenantId, group, lang) => trainingRows(tx, tenantId, group.field, lang);

// 统计分析 of 风险分级管控 (docs/risk.md): task completion by control level, risk events by analysis object.
const riskControl: SourceRows = async (tx, tenantId, group, lang, _query, departments) => riskRows(tx, tenantId, group.field, lang, departments);

// 隐患统计 (docs/hidden-danger.md): the hidden dangers that overran their deadline, by month of it.
const overdueHiddenDangers: SourceRows = async (tx, tenantId, group, _lang, _query, departments) =>
  group.kind === 'month' ? overdueByMonth(tx, tenantId, group.months, departments) : [];

export const STATS_SOURCES: ReadonlyMap<string, SourceRows> = new Map([
  ['permits', permits],
  ['process-alarms', processAlarms],
  ['training', training],
  ['risk-control', riskControl],
  ['overdue-hidden-dangers', overdueHiddenDangers],
]);
