// The calls of the 操作审计 page (docs/administration.md): GET /admin/audit/list, /admin/audit/tables and the
// CSV export /admin/audit/export.
import type { AuditEntry } from '../../../domain/audit-diff.ts';

export type { AuditEntry };
import { http, request } from '../../api/http.ts';
import { saveBlob } from '../../../runtime/save-blob.ts';


export interface AuditQuery {
  actor?: string;
  table?: string;
  recordId?: string;
  from?: string;
  to?: string;
}

/** Only the filters that are set (an empty string is no filter). */
function paramsOf(q: AuditQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

export async function listAudit(q: AuditQuery, page: number, limit: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const env = await request<{ rows: AuditEntry[]; total: number }>({ method: 'GET', url: '/admin/audit/list', params: { ...paramsOf(q), page, limit } });
  return env.data ?? { rows: [], total: 0 };
}

export async function auditTables(): Promise<{ table: string; title: string }[]> {
  const env = await request<{ table: string; title: string }[]>({ method: 'GET', url: '/admin/audit/tables' });
  return env.data ?? [];
}

export async function exportAudit(q: AuditQuery): Promise<void> {
  const res = await http.get<Blob>('/admin/audit/export', { params: paramsOf(q), responseType: 'blob' });
  saveBlob(res.data, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}
