// The calls of the 消息提醒配置 page (docs/workflow-notify.md): GET and PUT /workflow/message-config.
import type { KindConfig, QuietHours } from '../../domain/message-config.ts';
import type { WhoSpec } from '../../schema/workflow-types.ts';
import { request } from './http.ts';

/** One kind of notification as the server lists it, with the enterprise's settings (`config`). */
export interface MessageKindRow {
  kind: string;
  type: 'transition' | 'deadline';
  module: string | null;
  moduleTitle: string;
  resource: string;
  resourceTitle: string;
  action?: string;
  field?: string;
  label: string;
  to: WhoSpec[];
  fieldTitles: Record<string, string>;
  urgent: boolean;
  warnBeforeHours?: number;
  escalateAfterHours?: number;
  config: KindConfig;
}

export interface MessageConfigAnswer {
  version: number;
  quietHours: QuietHours | null;
  kinds: MessageKindRow[];
  roles: { code: string; name: string }[];
}

export interface MessageConfigSave {
  version: number;
  quietHours: QuietHours | null;
  kinds: Record<string, KindConfig>;
}

const URL = '/workflow/message-config';

export async function fetchMessageConfig(): Promise<MessageConfigAnswer> {
  const body = await request<MessageConfigAnswer>({ method: 'GET', url: URL });
  return body.data ?? { version: 0, quietHours: null, kinds: [], roles: [] };
}

/** Saves; answers the new version (a refusal throws the ApiError the page shows). */
export async function saveMessageConfigHttp(save: MessageConfigSave): Promise<number> {
  const body = await request<{ version: number }>({ method: 'PUT', url: URL, data: save, silent: true });
  return body.data?.version ?? save.version + 1;
}

/**
 * `POST /workflow/warnings/read-record`: a record's detail calls it once shown, marking the person's unread
 * warnings about that record read (docs/workflow-notify.md); answers how many. Failures stay silent.
 */
export async function markRecordWarningsRead(resource: string, id: number): Promise<number> {
  const body = await request<{ updated: number }>({ method: 'POST', url: '/workflow/warnings/read-record', data: { resource, id }, silent: true });
  return body.data?.updated ?? 0;
}
