import type { MenuNode } from '../../domain/menu-filter.ts';
import type { UserInfo } from '../stores/session-store.ts';
import { ApiError, request } from './http.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

// The login page's calls use fetch (login-api.ts); they are re-exported here for the signed-in part.
export { encodeLoginPassword, login, searchEnterprises, type EnterpriseOption } from './login-api.ts';

/** `GET /user/sysuser/userInfo` (spec 000 §5: no entity means the session is not valid). */
export async function getUserInfo(options: { silent?: boolean } = {}): Promise<UserInfo> {
  const body = await request<UserInfo>({ method: 'GET', url: '/user/sysuser/userInfo', silent: options.silent });
  if (!body.entity) throw new ApiError(t('shell.api.sessionInvalid'), body.code, 200);
  if (!Array.isArray(body.entity.roles) || !body.entity.roles.length) {
    throw new ApiError(t('shell.api.rolesEmpty'), body.code, 200);
  }
  return body.entity;
}

/** `entity` of `GET /user/sysuser/userMenu`: the menu tree the server filtered for the caller and button keys. */
export interface UserMenu {
  menu: MenuNode[];
  button: string[];
}

/** `GET /user/sysuser/userMenu`. */
export async function getUserMenu(options: { silent?: boolean } = {}): Promise<UserMenu> {
  const body = await request<UserMenu>({ method: 'GET', url: '/user/sysuser/userMenu', silent: options.silent });
  return { menu: body.entity?.menu ?? [], button: body.entity?.button ?? [] };
}

/** Answers the token of an envelope, or rejects with its message. */
function tokenOf(body: { code: number | string; msg: string; entity?: string }, fallback: string): string {
  if (typeof body.entity !== 'string' || !body.entity) throw new ApiError(body.msg || fallback, body.code, 200);
  return body.entity;
}

/** `POST /user/sysuser/sso/token`: exchanges a single-sign-on code for a session token. */
export async function exchangeSsoCode(code: string): Promise<string> {
  const body = await request<string>({ method: 'POST', url: '/user/sysuser/sso/token', data: { code }, silent: true });
  return tokenOf(body, t('shell.api.ssoFailed'));
}

/** `GET /user/sysuser/viewToken?compBizId=`: a view-only token for another enterprise's data. */
export async function getViewToken(compBizId: string): Promise<string> {
  const body = await request<string>({
    method: 'GET',
    url: '/user/sysuser/viewToken',
    params: { compBizId },
    silent: true,
  });
  return tokenOf(body, t('shell.api.viewTokenFailed'));
}

/** `POST /user/sysuser/switchRole`: a new token acting with `role` only; the old token stops working. */
export async function switchRole(role: string): Promise<string> {
  const body = await request<string>({ method: 'POST', url: '/user/sysuser/switchRole', data: { role } });
  return tokenOf(body, t('shell.api.switchRoleFailed'));
}

/** `POST /user/sysuser/logout`: the token stops working at once. */
export async function logout(): Promise<void> {
  await request<null>({ method: 'POST', url: '/user/sysuser/logout', silent: true });
}
