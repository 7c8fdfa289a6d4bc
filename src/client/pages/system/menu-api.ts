// The calls of the 菜单管理 page (docs/administration.md "菜单管理"): the whole tree (/user/sysmenu/list), an entry
// written (/user/sysmenu/save|update, deleteById), one parent's entries put in order (/user/sysmenu/sort), and what
// the form offers: the roles (/user/sysrole/list) and the resource files (/u-basic/resource-schema) whose page an
// entry may open besides the view registry's pages.
import type { MenuCondition, MenuMeta, MenuNode } from '../../../domain/menu-filter.ts';
import { request } from '../../api/http.ts';
import { RESOURCE_SCHEMA_URL } from '../../api/resource-client-http.ts';

/** One entry of the admin tree: the served fields with its place (parent and sort). */
export interface MenuEntry extends Omit<MenuNode, 'children'> {
  id: number;
  parentId: number | null;
  sort: number;
  children?: MenuEntry[];
}

/** What save and update send: every field of the form (update replaces them all). */
export interface MenuBody {
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  meta: MenuMeta;
  module: string | null;
  condition: MenuCondition | null;
  parentId: number | null;
}

export async function listMenus(): Promise<MenuEntry[]> {
  return (await request<MenuEntry[]>({ method: 'GET', url: '/user/sysmenu/list' })).data ?? [];
}

/** Saves a new entry (`id` null) or an existing one; answers the server's message. */
export async function saveMenu(body: MenuBody, id: number | null): Promise<string> {
  const env = await request<{ id: number }>({ method: 'POST', url: id == null ? '/user/sysmenu/save' : '/user/sysmenu/update', data: id == null ? body : { id, ...body } });
  return env.msg;
}

export async function deleteMenu(id: number): Promise<string> {
  return (await request<null>({ method: 'GET', url: '/user/sysmenu/deleteById', params: { id } })).msg;
}

/** One parent's entries (null: the top level) in their new order. */
export async function sortMenus(parentId: number | null, ids: number[]): Promise<string> {
  return (await request<unknown>({ method: 'POST', url: '/user/sysmenu/sort', data: { parentId, ids } })).msg;
}

export interface MenuFormOptions {
  roles: { code: string; name: string }[];
  resources: { key: string; title: string }[];
  /** The modules' statistics pages (`stats/<module>`). */
  statsPages: { key: string; title: string }[];
}

export async function menuFormOptions(): Promise<MenuFormOptions> {
  const [roles, resources, statsPages] = await Promise.all([
    request<{ code: string; name: string }[]>({ method: 'GET', url: '/user/sysrole/list' }),
    request<{ key: string; title: string }[]>({ method: 'GET', url: RESOURCE_SCHEMA_URL }),
    request<{ key: string; title: string }[]>({ method: 'GET', url: '/user/sysmenu/stats-pages' }),
  ]);
  return { roles: roles.data ?? [], resources: resources.data ?? [], statsPages: statsPages.data ?? [] };
}
