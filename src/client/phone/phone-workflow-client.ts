// The runtime's WorkflowClient on the phone (issue 15): the desktop's HTTP client for every read, and phoneSend
// for the actions, so that an action taken on site is sent exactly once (its idempotency key) and may wait in the
// outbox when there is no signal. The body is the desktop's (actionBody: a file's own payload names).
import type { WorkflowClient } from '../../runtime/workflow/workflow-client.ts';
import type { ResourceRecord } from '../../runtime/resource-client.ts';
import { actionBody, httpWorkflowClient } from '../api/workflow-client-http.ts';
import { phoneSend } from './phone-send.ts';
import { recordOf } from './phone-resource-client.ts';

/** The phone's workflow client over `base` (the desktop's HTTP client by default; stories pass a fake). */
export function phoneWorkflowClient(base: WorkflowClient = httpWorkflowClient, send: typeof phoneSend = phoneSend): WorkflowClient {
  return {
    ...base,
    async act(resource, action, body) {
      const label = resource.workflow?.transitions.find((x) => x.action === action)?.label ?? action;
      const result = await send<ResourceRecord | null>({
        method: 'POST',
        url: `${resource.endpoint}/${action}`,
        body: actionBody(resource, action, body),
        label: `${resource.title} #${body.id} ${label}`,
      });
      return recordOf(result, { id: body.id });
    },
  };
}
