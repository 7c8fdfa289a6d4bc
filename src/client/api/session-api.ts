import { LOGIN_SECRET_SUFFIX } from '../config.ts';
import type { UserInfo } from '../stores/session-store.ts';
import { ApiError, request } from './http.ts';

/** An enterprise offered by the login page's search. */
export interface EnterpriseOption {
  id: number;
  qymc: string;
}

/** The login transport encoding of DESIGN.md §4: base64(utf8(plain + LOGIN_SECRET_SUFFIX)). */
export function encodeLoginPassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain + LOGIN_SECRET_SUFFIX);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * `POST /user/sysuser/login`; answers the token. Failures are left to the caller (the login page shows them).
 * `qyId` chooses the enterprise to act for and is also sent as `Ent-ID`.
 */
export async function login(loginName: string, password: string, qyId?: number | null): Promise<string> {
  const chosen = qyId == null ? '' : String(qyId);
  const body = await request<string>({
    method: 'POST',
    url: '/user/sysuser/login',
    data: { loginName: loginName.trim(), password: encodeLoginPassword(password), ...(chosen ? { qyId } : {}) },
    headers: { 'Ent-ID': chosen, 'Req-Source': 'pc', Verify: '' },
    silent: true,
  });
  if (body.code !== 'success' || typeof body.entity !== 'string') {
    throw new ApiError(body.msg || '登录失败', body.code, 200);
  }
  return body.entity;
}

/** `GET /user/sysuser/userInfo` (spec 000 §5: no entity means the session is not valid). */
export async function getUserInfo(options: { silent?: boolean } = {}): Promise<UserInfo> {
  const body = await request<UserInfo>({ method: 'GET', url: '/user/sysuser/userInfo', silent: options.silent });
  if (!body.entity) throw new ApiError('验证失败，请重新登录。', body.code, 200);
  if (!Array.isArray(body.entity.roles) || !body.entity.roles.length) {
    throw new ApiError('getInfo: 角色必须是非空数组！', body.code, 200);
  }
  return body.entity;
}

/** `POST /user/sysuser/logout`: the token stops working at once. */
export async function logout(): Promise<void> {
  await request<null>({ method: 'POST', url: '/user/sysuser/logout', silent: true });
}

/** `GET /user/qyxx/likeQymc`: enterprises whose name contains `qymc` (at least 2 characters). */
export async function searchEnterprises(qymc: string, signal?: AbortSignal): Promise<EnterpriseOption[]> {
  const body = await request<EnterpriseOption[]>({
    method: 'GET',
    url: '/user/qyxx/likeQymc',
    params: { qymc },
    signal,
    silent: true,
  });
  return body.data ?? [];
}
