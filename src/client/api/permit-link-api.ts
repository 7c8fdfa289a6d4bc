// The records a permit form may link to (issue 18 item 4, docs/permits.md "关联检修"): the items of the 大检修 plans
// (GET /tszy/overhaulItems) and the 检维修 tasks (GET /tszy/maintenanceTasks), one page of those whose name contains
// the search, as options of the form's picker.
import type { OverhaulLinkKind } from '../../domain/permit-overhaul-link.ts';
import { request } from './http.ts';

export interface LinkOption {
  id: number;
  name: string;
}

export interface LinkPage {
  options: LinkOption[];
  total: number;
}

type ItemRow = { id: number; content: string; planName: string; planCode: string };
type TaskRow = { id: number; projectName: string | null; projectCode: string | null };

const join = (...parts: (string | null | undefined)[]) => parts.filter((x) => x).join(' · ');

/** Page `pageIndex` (1-based, `pageSize` rows) of the records of `kind` whose name contains `name`. */
export async function linkOptions(kind: OverhaulLinkKind, name: string, pageIndex: number, pageSize = 20): Promise<LinkPage> {
  const params = { pageIndex, pageSize, ...(name.trim() ? { name: name.trim() } : {}) };
  if (kind === 'overhaul-item') {
    const env = await request<{ dataList: ItemRow[]; total: number }>({ method: 'GET', url: '/tszy/overhaulItems', params, silent: true });
    const page = env.entity ?? { dataList: [], total: 0 };
    return { options: page.dataList.map((r) => ({ id: r.id, name: join(r.planName, r.content) })), total: page.total };
  }
  const env = await request<{ dataList: TaskRow[]; total: number }>({ method: 'GET', url: '/tszy/maintenanceTasks', params, silent: true });
  const page = env.entity ?? { dataList: [], total: 0 };
  return { options: page.dataList.map((r) => ({ id: r.id, name: join(r.projectCode, r.projectName) })), total: page.total };
}
