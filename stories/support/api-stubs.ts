// Canned API answers the shell's stories share, shaped like the server's (see the OpenAPI at /zax-cloud/docs/json).
import type { GroupEnterprise } from '../../src/client/shell/active-enterprise.ts';
import type { RiskWarning } from '../../src/client/shell/notification-link.ts';
import { fail, ok, okData, PENDING, type MockRoutes } from './mock-http.ts';

const UNREAD = 'GET /tszy/zuoYePiao/appIndexCount';
const LIST = 'GET /tszy/riskWarning/current-login-staff';
const MARK = 'POST /tszy/riskWarning/updateStatus';

/**
 * The risk notifications of the signed-in staff member, kept in memory: the unread count, the paged list
 * (unread first, optional status filter) and marking read (by ids or all), which the next calls reflect.
 */
export function notificationApi(rows: readonly RiskWarning[]): () => MockRoutes {
  return () => {
    const store = rows.map((r) => ({ ...r }));
    const unread = () => store.filter((r) => r.status === 'NEW').length;
    return {
      [UNREAD]: () => ok({ riskUnreadCount: unread() }),
      [LIST]: ({ query }) => {
        const pageIndex = Number(query.pageIndex ?? 1);
        const pageSize = Number(query.pageSize ?? 10);
        const status = typeof query.status === 'string' ? query.status : '';
        const list = store
          .filter((r) => !status || r.status === status)
          .sort((a, b) => Number(a.status !== 'NEW') - Number(b.status !== 'NEW'));
        return ok({ dataList: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: list.length });
      },
      [MARK]: ({ body }) => {
        const b = (body ?? {}) as { ids?: number[]; all?: boolean };
        for (const r of store) if (b.all || b.ids?.includes(r.id)) r.status = 'CLOSE';
        return ok(null);
      },
    };
  };
}

/** The notification list refused by the server (the dialog shows 获取数据失败). */
export const notificationLoadFails: MockRoutes = {
  [UNREAD]: ok({ riskUnreadCount: 3 }),
  [LIST]: fail('服务器内部错误'),
};

/** The notification list that never answers (loading state). */
export const notificationLoading: MockRoutes = {
  [UNREAD]: ok({ riskUnreadCount: 3 }),
  [LIST]: PENDING,
};

/** The enterprises of the caller's group (`POST /user/qyxx/list`). */
export function groupApi(list: GroupEnterprise[]): MockRoutes {
  return { 'POST /user/qyxx/list': okData(list) };
}

/** The names of the platform roles (`GET /user/sysrole/list`). */
export function rolesApi(roles: { id: number; code: string; name: string }[]): MockRoutes {
  return { 'GET /user/sysrole/list': okData(roles) };
}

/** Logout always succeeds. */
export const logoutApi: MockRoutes = { 'POST /user/sysuser/logout': ok(null) };
