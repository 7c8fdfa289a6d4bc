import type { GroupEnterprise } from '../shell/active-enterprise.ts';
import type { RiskWarning } from '../shell/notification-link.ts';
import { request } from './http.ts';
import { encodeLoginPassword } from './session-api.ts';

/** A page of a `/tszy` list. */
export interface TszyPage<T> {
  dataList: T[];
  total: number;
}

/** `POST /user/qyxx/list`: the caller's enterprise first, then its sub-enterprises. */
export async function listGroupEnterprises(): Promise<GroupEnterprise[]> {
  const body = await request<GroupEnterprise[]>({ method: 'POST', url: '/user/qyxx/list', data: {}, silent: true });
  return body.data ?? [];
}

/** A platform role (`GET /user/sysrole/list`): its code and Chinese name. */
export interface RoleOption {
  id: number;
  code: string;
  name: string;
}

/** `GET /user/sysrole/list`: every role of the platform, for their names. */
export async function listRoles(): Promise<RoleOption[]> {
  const body = await request<RoleOption[]>({ method: 'GET', url: '/user/sysrole/list', silent: true });
  return body.data ?? [];
}

export interface PasswordChange {
  loginName: string;
  oldPassword: string;
  newPassword: string;
  qyId: number | null;
}

/**
 * `POST /user/sysuser/updatePassword`, old and new encoded like the login password (DESIGN.md §4).
 * Answers the server's message; failures are left to the dialog.
 */
export async function updatePassword(p: PasswordChange): Promise<string> {
  const body = await request<null>({
    method: 'POST',
    url: '/user/sysuser/updatePassword',
    data: {
      loginName: p.loginName,
      oldPassword: encodeLoginPassword(p.oldPassword),
      newPassword: encodeLoginPassword(p.newPassword),
      qyId: p.qyId,
    },
    silent: true,
  });
  return body.msg;
}

/** `GET /tszy/zuoYePiao/appIndexCount`: the caller's unread risk notifications. */
export async function getUnreadCount(): Promise<number> {
  const body = await request<{ riskUnreadCount?: number }>({
    method: 'GET',
    url: '/tszy/zuoYePiao/appIndexCount',
    silent: true,
  });
  return Number(body.entity?.riskUnreadCount ?? 0);
}

/** `GET /tszy/riskWarning/current-login-staff`: the caller's notifications, unread first. */
export async function listMyWarnings(
  pageIndex: number,
  pageSize: number,
  status?: 'NEW' | 'CLOSE',
): Promise<TszyPage<RiskWarning>> {
  const body = await request<TszyPage<RiskWarning>>({
    method: 'GET',
    url: '/tszy/riskWarning/current-login-staff',
    params: { pageIndex, pageSize, ...(status ? { status } : {}) },
    silent: true,
  });
  return { dataList: body.entity?.dataList ?? [], total: body.entity?.total ?? 0 };
}

/** `POST /tszy/riskWarning/updateStatus`: marks the given notifications read (NEW → CLOSE). */
export async function markWarningsRead(ids: number[]): Promise<void> {
  await request<unknown>({ method: 'POST', url: '/tszy/riskWarning/updateStatus', data: { ids } });
}

/**
 * `POST /tszy/riskWarning/readByRecord`: the caller has seen record `zuoYeId` of `model`; their unread
 * notifications about it become read. Answers how many. Silent: a failure only leaves them unread.
 */
export async function markRecordSeen(model: string, zuoYeId: number): Promise<number> {
  const env = await request<{ updated: number }>({ method: 'POST', url: '/tszy/riskWarning/readByRecord', data: { model, zuoYeId }, silent: true });
  return env.entity?.updated ?? 0;
}

/** Marks every unread notification of the caller read. */
export async function markAllWarningsRead(): Promise<void> {
  await request<unknown>({ method: 'POST', url: '/tszy/riskWarning/updateStatus', data: { all: true } });
}

/** `GET /user/qyxx/sendSmsToTelphone/{mobile}`: sends a verification code. Failures go to the caller. */
export async function sendSmsCode(mobile: string): Promise<void> {
  await request<null>({ method: 'GET', url: `/user/qyxx/sendSmsToTelphone/${encodeURIComponent(mobile)}`, silent: true });
}

export interface ApplyForm {
  name: string;
  mobile: string;
  pinCode: string;
  qyId: number | null;
  module: string;
}

/** `POST /user/applyinfo/save`: applies for a module. Failures go to the caller. */
export async function saveApply(form: ApplyForm): Promise<void> {
  await request<{ id: number }>({ method: 'POST', url: '/user/applyinfo/save', data: form, silent: true });
}
