// The runtime's WorkflowClient (src/runtime/workflow/workflow-client.ts) over the app's HTTP layer, following the
// routes of issue 14's contract. Every call is silent: the screens show their own messages; refusals reject
// with ApiError (message, status, field errors), a ClientFailure.
import type { AxiosRequestConfig } from 'axios';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { ListParams, ResourceRecord } from '../../runtime/resource-client.ts';
import type {
  ActBody,
  ApprovalView,
  ConfigVersion,
  HistoryEntry,
  StateCounts,
  WorkflowClient,
  WorkflowConfigEntry,
  WorkflowOffer,
} from '../../runtime/workflow/workflow-client.ts';
import { request } from './http.ts';

const WORKFLOW_BASE = '/workflow';

async function data<T>(config: AxiosRequestConfig): Promise<T> {
  const body = await request<T>({ ...config, silent: true });
  return body.data as T;
}

/**
 * The body of an action: the engine's `{id, opinion?, fields?}`, except where the file gives the action the
 * specification's own payload (`payload.opinion`: the notice's recall sends its opinion as `recallReason`).
 */
export function actionBody(resource: ResourceFile, action: string, body: ActBody): Record<string, unknown> {
  const spec = resource.workflow?.transitions.find((x) => x.action === action);
  const renamed = spec?.payload?.opinion;
  const out: Record<string, unknown> = { ...body };
  if (renamed && body.opinion !== undefined) {
    delete out.opinion;
    out[renamed] = body.opinion;
  }
  if (out.fields && Object.keys(out.fields).length === 0) delete out.fields;
  return out;
}

export const httpWorkflowClient: WorkflowClient = {
  stateCounts: (resource, params: ListParams) =>
    data<StateCounts>({ method: 'GET', url: `${resource.endpoint}/state-counts`, params, paramsSerializer: { indexes: null } }),
  actions: (resource, id) => data<WorkflowOffer[]>({ method: 'GET', url: `${resource.endpoint}/actions`, params: { id } }),
  act: (resource, action, body) =>
    data<ResourceRecord>({ method: 'POST', url: `${resource.endpoint}/${action}`, data: actionBody(resource, action, body) }),
  history: (resource, id) => data<HistoryEntry[]>({ method: 'GET', url: `${resource.endpoint}/history`, params: { id } }),
  approval: (resource, id) => data<ApprovalView>({ method: 'GET', url: `${resource.endpoint}/approval`, params: { id } }),
  async markRead(resourceKey, id) {
    try {
      await data<unknown>({ method: 'POST', url: `${WORKFLOW_BASE}/warnings/read-record`, data: { resource: resourceKey, id } });
    } catch (e) {
      // Until the notification branch is merged the route may not exist: nothing to mark then.
      if ((e as { status?: number } | null)?.status !== 404) throw e;
    }
  },
  config: () => data<WorkflowConfigEntry[]>({ method: 'GET', url: `${WORKFLOW_BASE}/config` }),
  async saveConfig(resourceKey, input) {
    await data<unknown>({ method: 'PUT', url: `${WORKFLOW_BASE}/config/${encodeURIComponent(resourceKey)}`, data: input });
  },
  versions: (resourceKey) => data<ConfigVersion[]>({ method: 'GET', url: `${WORKFLOW_BASE}/config/${encodeURIComponent(resourceKey)}/versions` }),
};
