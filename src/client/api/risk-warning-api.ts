import type { RiskWarning } from '../shell/notification-link.ts';
import type { TszyPage } from './shell-api.ts';
import { request } from './http.ts';

/** The filters of 风险预警 (`/tszy/riskWarning/*`): module, read state, days of the warning's time, content. */
export interface WarningQuery {
  pageIndex: number;
  pageSize: number;
  model?: string;
  status?: 'NEW' | 'CLOSE';
  kaiShiRiQi?: string;
  jieShuRiQi?: string;
  /** The enterprise list only: the content contains it. */
  risk?: string;
}

const compact = (q: WarningQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/**
 * `GET /tszy/riskWarning/current-login-staff` (`scope: 'mine'`, unread first) or `GET /tszy/riskWarning/list`
 * (`'all'`, the enterprise's, for its administrator and read-only users). Failures go to the caller.
 */
export async function listWarnings(scope: 'mine' | 'all', q: WarningQuery): Promise<TszyPage<RiskWarning>> {
  const { risk, ...mine } = q;
  const body = await request<TszyPage<RiskWarning>>({
    method: 'GET',
    url: scope === 'mine' ? '/tszy/riskWarning/current-login-staff' : '/tszy/riskWarning/list',
    params: compact(scope === 'mine' ? mine : { ...mine, risk }),
    silent: true,
  });
  return { dataList: body.entity?.dataList ?? [], total: body.entity?.total ?? 0 };
}
