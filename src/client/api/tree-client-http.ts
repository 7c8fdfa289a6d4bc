// The runtime's TreeClient (src/runtime/tree-client.ts) over the app's HTTP layer: `GET {ep}/tree` and
// `POST {ep}/move` (docs/resource-api.md "Trees"). A resource's endpoint comes from the resource list of
// `GET /u-basic/resource-schema`, asked once per page load. Refusals reject with ApiError (a ClientFailure).
import type { MoveRequest, TreeAnswer, TreeClient } from '../../runtime/tree-client.ts';
import { request } from './http.ts';
import { RESOURCE_SCHEMA_URL } from './resource-client-http.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

let endpoints: Promise<Map<string, string>> | null = null;

async function endpointOf(key: string): Promise<string> {
  endpoints ??= request<{ key: string; endpoint: string }[]>({ method: 'GET', url: RESOURCE_SCHEMA_URL, silent: true }).then(
    (body) => new Map((body.data ?? []).map((r) => [r.key, r.endpoint])),
  );
  const found = (await endpoints.catch((e: unknown) => {
    endpoints = null;
    throw e;
  })).get(key);
  if (!found) throw { message: t('shell.api.resourceMissing', { key }), status: 404 };
  return found;
}

export const httpTreeClient: TreeClient = {
  async tree(key, q, filter) {
    const ep = await endpointOf(key);
    const params = { ...(q ? { q } : {}), ...(filter ? { filter } : {}) };
    const body = await request<TreeAnswer>({ method: 'GET', url: `${ep}/tree`, params: Object.keys(params).length ? params : undefined, silent: true });
    return body.data as TreeAnswer;
  },
  async move(key, req: MoveRequest) {
    const ep = await endpointOf(key);
    await request({ method: 'POST', url: `${ep}/move`, data: req, silent: true });
  },
};
