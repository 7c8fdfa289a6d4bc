// A record's change history for the runtime's detail (issue 24 item 6): the audit trail's list (GET
// /admin/audit/list) filtered to the record's table and id. The route is the administrators' (admin, qyUser);
// a resource bound to another service keeps its rows elsewhere and has no history here.
import type { AuditEntry } from '../../domain/audit-diff.ts';
import type { RecordHistoryClient } from '../../runtime/resource-client.ts';
import { ROLE_ADMIN, useSessionStore } from '../stores/session-store.ts';
import { request } from './http.ts';

const AUDIT_READERS = new Set([ROLE_ADMIN, 'qyUser']);

/** The table a resource's records are stored in (src/server/resources/registry.ts tableName). */
const tableOf = (key: string) => `r_${key.replace(/-/g, '_')}`;

export const httpRecordHistory: RecordHistoryClient = {
  allowed(resource) {
    if (resource.binding) return false;
    const s = useSessionStore.getState();
    const role = s.userInfo?.activeRole;
    return role ? AUDIT_READERS.has(role) : s.roles.some((r) => AUDIT_READERS.has(r));
  },
  async list(resource, id, page, limit) {
    const env = await request<{ rows: AuditEntry[]; total: number }>({
      method: 'GET',
      url: '/admin/audit/list',
      params: { table: tableOf(resource.key), recordId: String(id), page, limit },
      silent: true,
    });
    return env.data ?? { rows: [], total: 0 };
  },
};
