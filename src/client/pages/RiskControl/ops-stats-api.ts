// The calls of 运营统计 (docs/operations.md): GET /ops-stats/enterprises, /operation, /report-ledger,
// /report-ledger/records, /reminder-ledger and the three exports.
import type { MonthRange, OperationRow } from '../../../domain/ops-stats.ts';
import { http, request } from '../../api/http.ts';
import { saveBlob } from '../../../runtime/save-blob.ts';

export type { MonthRange, OperationRow };

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface OpsFilter {
  from?: string;
  to?: string;
  qyId?: number;
}

export interface OperationAnswer {
  range: MonthRange;
  months: string[];
  rows: OperationRow[];
  byMonth: OperationRow[];
  totals: OperationRow;
  enterprises: number;
}

export interface LedgerRow {
  qyId: number;
  qymc: string;
  resource: string;
  resourceTitle: string;
  module: string;
  moduleTitle: string;
  month: string;
  count: number;
  reporters: number;
  firstAt: string;
  lastAt: string;
}

export interface ReportedRecord {
  recordId: string | null;
  label: string | null;
  at: string;
  reporter: string | null;
}

export interface ReminderRow {
  id: number;
  qyId: number;
  qymc: string;
  recipient: string | null;
  content: string;
  model: string;
  kind: string | null;
  resource: string | null;
  recordId: number | null;
  sentAt: string;
  read: boolean;
  readAt: string | null;
  handled: boolean;
  handledAt: string | null;
}

export interface ReminderSummary {
  sent: number;
  read: number;
  handled: number;
  smsSent: number;
  smsWaiting: number;
}

export type LedgerFilter = OpsFilter & { module?: string };
export type ReminderFilter = OpsFilter & { model?: string; read?: boolean; handled?: boolean };

/** Only the filters that are set. */
export function paramsOf(q: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(q).filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null && e[1] !== ''),
  );
}

export async function opsEnterprises(): Promise<{ id: number; qymc: string }[]> {
  return (await request<{ id: number; qymc: string }[]>({ method: 'GET', url: '/ops-stats/enterprises' })).data ?? [];
}

export async function operationStats(q: OpsFilter): Promise<OperationAnswer | null> {
  return (await request<OperationAnswer>({ method: 'GET', url: '/ops-stats/operation', params: paramsOf(q) })).data ?? null;
}

export async function reportLedger(q: LedgerFilter, page: number, limit: number): Promise<Page<LedgerRow>> {
  const env = await request<Page<LedgerRow>>({ method: 'GET', url: '/ops-stats/report-ledger', params: { ...paramsOf(q), page, limit } });
  return env.data ?? { rows: [], total: 0 };
}

export async function reportedRecords(line: Pick<LedgerRow, 'qyId' | 'resource' | 'month'>, page: number, limit: number): Promise<Page<ReportedRecord>> {
  const env = await request<Page<ReportedRecord>>({ method: 'GET', url: '/ops-stats/report-ledger/records', params: { qyId: line.qyId, resource: line.resource, month: line.month, page, limit } });
  return env.data ?? { rows: [], total: 0 };
}

export async function reminderLedger(q: ReminderFilter, page: number, limit: number): Promise<Page<ReminderRow> & { summary: ReminderSummary }> {
  const env = await request<Page<ReminderRow> & { summary: ReminderSummary }>({
    method: 'GET',
    url: '/ops-stats/reminder-ledger',
    params: { ...paramsOf(q), page, limit },
  });
  return env.data ?? { rows: [], total: 0, summary: { sent: 0, read: 0, handled: 0, smsSent: 0, smsWaiting: 0 } };
}

/** Downloads one of the exports (`operation`, `report-ledger`, `reminder-ledger`) with the page's filters. */
export async function exportOps(what: 'operation' | 'report-ledger' | 'reminder-ledger', q: object): Promise<void> {
  const res = await http.get<Blob>(`/ops-stats/${what}/export`, { params: paramsOf(q), responseType: 'blob' });
  saveBlob(res.data, `${what}-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
