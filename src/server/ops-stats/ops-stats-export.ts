// The xlsx exports of 运营统计 (docs/operations.md): one sheet each, row 1 the titles (bold, frozen), times in
// the business zone. The words are the request's language; data words (permit kinds and states) stay Chinese.
import ExcelJS from 'exceljs';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { percent, type OperationRow } from '../../domain/ops-stats.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import { PERMIT_KIND_INFO, isPermitKind } from '../../domain/permit-kinds.ts';
import { say } from '../http/say.ts';
import type { ReminderRow } from './reminder-ledger-store.ts';
import type { LedgerRow } from './report-ledger-store.ts';

type Cell = string | number;
interface Column<T> {
  title: MessageId;
  width: number;
  value: (r: T) => Cell;
}

/** `YYYY-MM-DD HH:mm:ss` in the business zone. */
export function localTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

const rate = (part: number, whole: number) => {
  const p = percent(part, whole);
  return p === null ? '' : `${p}%`;
};

/** `动火 3、高处 1` of a row's permits by kind. */
export function kindsText(byKind: Record<string, number>, sep: string): string {
  return Object.entries(byKind)
    .map(([k, n]) => `${isPermitKind(k) ? PERMIT_KIND_INFO[k].shortName : k} ${n}`)
    .join(sep);
}

async function workbook<T>(lang: Lang, sheet: MessageId, columns: Column<T>[], rows: readonly T[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = say(lang, text('opsstats.api.tag'));
  const ws = wb.addWorksheet(say(lang, text(sheet)), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: say(lang, text(c.title)), width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => c.value(r)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function operationColumns(lang: Lang): Column<OperationRow>[] {
  return [
    { title: 'opsstats.ui.enterprise', width: 22, value: (r) => r.qymc },
    { title: 'opsstats.ui.month', width: 14, value: (r) => r.month },
    { title: 'opsstats.ui.logins', width: 10, value: (r) => r.logins },
    { title: 'opsstats.ui.loginUsers', width: 10, value: (r) => r.loginUsers },
    { title: 'opsstats.ui.permits', width: 10, value: (r) => r.permits },
    { title: 'opsstats.ui.permitsByKind', width: 30, value: (r) => kindsText(r.permitsByKind, say(lang, text('opsstats.ui.sep'))) },
    { title: 'opsstats.ui.dangersFound', width: 10, value: (r) => r.dangersFound },
    { title: 'opsstats.ui.dangersClosed', width: 10, value: (r) => r.dangersClosed },
    { title: 'opsstats.ui.closeRate', width: 10, value: (r) => rate(r.dangersClosed, r.dangersFound) },
    { title: 'opsstats.ui.tasks', width: 10, value: (r) => r.tasks },
    { title: 'opsstats.ui.tasksDone', width: 10, value: (r) => r.tasksDone },
    { title: 'opsstats.ui.tasksOnTime', width: 10, value: (r) => r.tasksOnTime },
    { title: 'opsstats.ui.onTimeRate', width: 12, value: (r) => rate(r.tasksOnTime, r.tasks) },
  ];
}

/** The rows, then the totals line. */
export function operationWorkbook(lang: Lang, rows: readonly OperationRow[], totals: OperationRow): Promise<Buffer> {
  return workbook(lang, 'opsstats.ui.sheetOperation', operationColumns(lang), [...rows, { ...totals, qymc: say(lang, text('opsstats.ui.totalsRow')) }]);
}

const REPORT: Column<LedgerRow>[] = [
  { title: 'opsstats.ui.enterprise', width: 22, value: (r) => r.qymc },
  { title: 'opsstats.ui.module', width: 14, value: (r) => r.moduleTitle },
  { title: 'opsstats.ui.resource', width: 22, value: (r) => r.resourceTitle },
  { title: 'opsstats.ui.month', width: 10, value: (r) => r.month },
  { title: 'opsstats.ui.count', width: 10, value: (r) => r.count },
  { title: 'opsstats.ui.reporters', width: 10, value: (r) => r.reporters },
  { title: 'opsstats.ui.firstAt', width: 20, value: (r) => localTime(r.firstAt) },
  { title: 'opsstats.ui.lastAt', width: 20, value: (r) => localTime(r.lastAt) },
];

export function reportWorkbook(lang: Lang, rows: readonly LedgerRow[]): Promise<Buffer> {
  return workbook(lang, 'opsstats.ui.sheetReport', REPORT, rows);
}

function reminderColumns(lang: Lang): Column<ReminderRow>[] {
  const yes = (b: boolean, y: MessageId, n: MessageId) => say(lang, text(b ? y : n));
  return [
    { title: 'opsstats.ui.enterprise', width: 22, value: (r) => r.qymc },
    { title: 'opsstats.ui.sentAt', width: 20, value: (r) => localTime(r.sentAt) },
    { title: 'opsstats.ui.recipient', width: 12, value: (r) => r.recipient ?? '' },
    { title: 'opsstats.ui.kind', width: 10, value: (r) => r.model },
    { title: 'opsstats.ui.content', width: 40, value: (r) => r.content },
    { title: 'opsstats.ui.read', width: 8, value: (r) => yes(r.read, 'opsstats.ui.read', 'opsstats.ui.unread') },
    { title: 'opsstats.ui.readAt', width: 20, value: (r) => localTime(r.readAt) },
    { title: 'opsstats.ui.handled', width: 8, value: (r) => yes(r.handled, 'opsstats.ui.handled', 'opsstats.ui.notHandled') },
    { title: 'opsstats.ui.handledAt', width: 20, value: (r) => localTime(r.handledAt) },
  ];
}

export function reminderWorkbook(lang: Lang, rows: readonly ReminderRow[]): Promise<Buffer> {
  return workbook(lang, 'opsstats.ui.sheetReminder', reminderColumns(lang), rows);
}
