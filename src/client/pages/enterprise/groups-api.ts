// The calls of enterprise groups, web embedding and park login (docs/enterprise.md, issue 24 items 3 and 4), all
// under /u-basic: sub-qy get/enable/unbind, web-embed-config (and its frame), statistics, qyxx-account-config and
// sys-user/login-by-park.
import type { BasicDataStat } from '../../../domain/basic-data-stats.ts';
import { request } from '../../api/http.ts';

export interface SubQyAnswer {
  group: { id: number; qymc: string; qyGroup: string | null; parentId: number | null } | null;
  rows: { id: number; qymc: string; qyGroup: string | null; status: number; moduleCount: number }[];
  candidates: { id: number; qymc: string }[];
}

export interface WebEmbedItem {
  id?: number;
  title: string;
  url: string;
  enabled: boolean;
}

export interface WebEmbedConfig {
  qyId: number;
  allowedOrigins: string[];
  items: (WebEmbedItem & { id: number; sort: number })[];
}

export interface AccountConfig {
  qyId: number;
  configured: boolean;
  parkBaseUrl: string;
  username: string;
  hasPassword: boolean;
  enabled: boolean;
  lastLoginAt: string | null;
  updatedAt: string | null;
}

export interface BasicStats {
  qyId: number;
  rows: BasicDataStat[];
  total: number;
}

const empty: SubQyAnswer = { group: null, rows: [], candidates: [] };

export async function subQy(qyId: number): Promise<SubQyAnswer> {
  return (await request<SubQyAnswer>({ method: 'GET', url: '/u-basic/sub-qy/get', params: { qyId } })).data ?? empty;
}

export async function enableSubQy(qyId: number, subQyId: number): Promise<string> {
  return (await request<unknown>({ method: 'POST', url: '/u-basic/sub-qy/enable', data: { qyId, subQyId } })).msg;
}

export async function unbindSubQy(qyId: number, subQyId: number): Promise<string> {
  return (await request<unknown>({ method: 'POST', url: '/u-basic/sub-qy/unbind', data: { qyId, subQyId } })).msg;
}

export async function webEmbedConfig(qyId: number): Promise<WebEmbedConfig> {
  const env = await request<WebEmbedConfig>({ method: 'GET', url: '/u-basic/web-embed-config', params: { qyId } });
  return env.data ?? { qyId, allowedOrigins: [], items: [] };
}

/** Saves the whole configuration; failures are left to the caller (it shows the field named). */
export async function saveWebEmbedConfig(qyId: number, allowedOrigins: string[], items: WebEmbedItem[]): Promise<{ config: WebEmbedConfig; msg: string }> {
  const payload = { qyId, allowedOrigins, items: items.map(({ id, title, url, enabled }) => (id ? { id, title, url, enabled } : { title, url, enabled })) };
  const env = await request<WebEmbedConfig>({ method: 'PUT', url: '/u-basic/web-embed-config', data: payload, silent: true });
  return { config: env.data ?? { qyId, allowedOrigins, items: [] }, msg: env.msg };
}

export async function basicStats(qyId: number): Promise<BasicStats> {
  return (await request<BasicStats>({ method: 'GET', url: '/u-basic/statistics', params: { qyId } })).data ?? { qyId, rows: [], total: 0 };
}

export async function accountConfig(qyId: number): Promise<AccountConfig | null> {
  return (await request<AccountConfig>({ method: 'GET', url: '/u-basic/qyxx-account-config', params: { qyId } })).data ?? null;
}

export async function saveAccountConfig(
  qyId: number,
  v: { parkBaseUrl: string; username: string; password: string; enabled: boolean },
): Promise<{ config: AccountConfig | null; msg: string }> {
  const env = await request<AccountConfig>({ method: 'PUT', url: '/u-basic/qyxx-account-config', data: { qyId, ...v }, silent: true });
  return { config: env.data ?? null, msg: env.msg };
}

export async function loginByPark(qyId: number): Promise<{ roles: string[]; msg: string }> {
  const env = await request<{ roles: string[] }>({ method: 'POST', url: '/u-basic/sys-user/login-by-park', data: { qyId }, silent: true });
  return { roles: env.data?.roles ?? [], msg: env.msg };
}
