// The calls of the 角色管理 page (docs/administration.md "角色管理"): the roles (/user/sysrole/list), one role
// with its grants (/user/sysrole/detail), what may be ticked (/user/sysrole/options, /user/sysmenu/list,
// /user/departmentinfo/list), and the enterprise's own roles written (/user/sysrole/save|update|deleteById).
import { request } from '../../api/http.ts';

export interface RoleRow {
  id: number;
  code: string;
  name: string;
  baseRole: string | null;
  editable: boolean;
}

export interface RoleDetail extends RoleRow {
  menuIds: number[];
  buttons: string[];
  departmentIds: number[];
}

export interface RoleValues {
  code: string;
  name: string;
  baseRole: string;
  menuIds: number[];
  buttons: string[];
  departmentIds: number[];
}

export interface MenuTreeNode {
  id: number;
  path: string;
  meta?: { title?: string };
  children?: MenuTreeNode[];
}

export interface RoleOptions {
  baseRoles: string[];
  buttons: string[];
  menus: MenuTreeNode[];
  departments: { id: number; name: string }[];
}

export async function listRoles(): Promise<RoleRow[]> {
  return (await request<RoleRow[]>({ method: 'GET', url: '/user/sysrole/list' })).data ?? [];
}

export async function roleDetail(code: string): Promise<RoleDetail> {
  const env = await request<RoleDetail>({ method: 'GET', url: '/user/sysrole/detail', params: { roleCode: code } });
  if (!env.data) throw new Error('no role');
  return env.data;
}

export async function roleOptions(): Promise<RoleOptions> {
  const [opts, menus, departments] = await Promise.all([
    request<{ baseRoles: string[]; buttons: string[] }>({ method: 'GET', url: '/user/sysrole/options' }),
    request<MenuTreeNode[]>({ method: 'GET', url: '/user/sysmenu/list' }),
    request<{ id: number; name: string }[]>({ method: 'GET', url: '/user/departmentinfo/list', params: { flat: true } }),
  ]);
  return {
    baseRoles: opts.data?.baseRoles ?? [],
    buttons: opts.data?.buttons ?? [],
    menus: menus.data ?? [],
    departments: departments.data ?? [],
  };
}

/** Saves a new role (`create`) or the enterprise's own one; answers the server's message. */
export async function saveRole(values: RoleValues, create: boolean): Promise<string> {
  const env = await request<RoleDetail>({ method: 'POST', url: create ? '/user/sysrole/save' : '/user/sysrole/update', data: values });
  return env.msg;
}

export async function deleteRole(code: string): Promise<string> {
  return (await request<null>({ method: 'GET', url: '/user/sysrole/deleteById', params: { roleCode: code } })).msg;
}
