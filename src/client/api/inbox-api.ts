// The inbox (GET /workflow/inbox, /workflow/inbox/count; issue 14 item 7): what waits for the signed-in person
// across modules, for the workbench's 待办 card and the top bar's count. Silent: both show a failure themselves.
import type { InboxItem } from '../../domain/inbox-item.ts';
import { request } from './http.ts';

export interface InboxAnswer {
  total: number;
  dataList: InboxItem[];
  /** How many items wait per module (every module, whatever the filter). */
  byModule: Record<string, number>;
}

export const inboxApi = {
  async list(pageIndex: number, pageSize: number, module?: string): Promise<InboxAnswer> {
    const body = await request<InboxAnswer>({ method: 'GET', url: '/workflow/inbox', params: { pageIndex, pageSize, module }, silent: true });
    return body.data ?? { total: 0, dataList: [], byModule: {} };
  },
  async count(): Promise<number> {
    const body = await request<{ count: number }>({ method: 'GET', url: '/workflow/inbox/count', silent: true });
    return Number(body.data?.count ?? 0);
  },
};
