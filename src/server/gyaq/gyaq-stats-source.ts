// 报警统计's figures as a statistics source of the data service (docs/schema-engine.md "Statistics blocks",
// docs/process-alarms.md): `process-alarms`, grouped by one figure of ISA-18.2 / EEMUA 191 over the request's
// `from`..`to` (plant days, the last 7 by default) with `operators` (the consoles of the alarm points when absent).
import { alarmFigures, type AlarmFigures } from '../../domain/gyaq-alarm-figures.ts';
import { alarmRange } from '../../domain/gyaq-alarm-range.ts';
import { ALARM_PRIORITIES } from '../../domain/gyaq-alarm.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { gyaqZh } from '../../domain/i18n/zh/gyaq.ts';
import type { Queryable } from '../db/db.ts';
import { fieldError } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import type { StatsRow } from '../data-service/stats-rows.ts';
import { consoleCount, figureEvents } from './alarm-store.ts';

/** The figures of the enterprise for the query's range and operators; a bad parameter is a 400 naming it. */
export async function processAlarmFigures(tx: Queryable, tenantId: number, query: Readonly<Record<string, unknown>>, now: Date): Promise<AlarmFigures> {
  const s = (k: string) => (typeof query[k] === 'string' && query[k] !== '' ? (query[k] as string) : undefined);
  const range = alarmRange(s('from'), s('to'), now.getTime());
  if (!range.ok) {
    if (range.problem === 'badDate') throw fieldError(range.field, text('gyaq.range.badDate', { field: gyaqZh[`gyaq.field.${range.field}`] }));
    throw fieldError('to', range.problem === 'backwards' ? text('gyaq.range.backwards') : text('gyaq.range.tooLong', { max: 92 }));
  }
  let operators: number;
  const given = s('operators');
  if (given !== undefined) {
    operators = Number(given);
    if (!Number.isInteger(operators) || operators < 1 || operators > 50) throw fieldError('operators', text('gyaq.range.operators'));
  } else operators = await consoleCount(tx, tenantId);
  const events = await figureEvents(tx, tenantId, range.from, range.to);
  return alarmFigures(events, range.from, range.to, operators, now.getTime());
}

/** One figure's rows (a number figure is one row, so the block's total is the figure). */
export function figureRows(f: AlarmFigures, figure: string, lang: Lang): StatsRow[] {
  const one = (key: keyof typeof gyaqZh, value: number): StatsRow[] => [{ key: figure, label: say(lang, text(key)), value }];
  switch (figure) {
    case 'perOperatorHour':
      return one('gyaq.stats.perOperatorHour', f.perOperatorHour);
    case 'peakTenMinutes':
      return one('gyaq.stats.peakTenMinutes', f.peakTenMinutes);
    case 'floodPercent':
      return one('gyaq.stats.floodPercent', f.floodPercent);
    case 'standing':
      return one('gyaq.stats.standing', f.standing);
    case 'chattering':
      return one('gyaq.stats.chattering', f.chattering.length);
    case 'topTags':
      return f.topTags.map((t) => ({ key: t.tag, label: t.tag, value: t.count }));
    case 'chatteringTags':
      return f.chattering.slice(0, 10).map((t) => ({ key: t.tag, label: t.tag, value: t.count }));
    case 'priority':
      return ALARM_PRIORITIES.map((p) => ({ key: p, label: say(lang, text(`gyaq.priority.${p}`)), value: f.priorities[p] }));
    default:
      return [];
  }
}
