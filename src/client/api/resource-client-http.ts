// The schema runtime's ResourceClient (src/runtime/resource-client.ts) over the app's HTTP layer
// (./http.ts), following docs/resource-api.md. Every call is silent: the runtime shows its own
// messages (an expired session is still announced by the HTTP layer). Refusals reject with ApiError,
// which carries message, status and field errors: a ClientFailure.
import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type {
  QrLabel,
  FileKind,
  FileMeta,
  ImportAnswer,
  ListAnswer,
  ListParams,
  ResourceClient,
  ResourceRecord,
  ResourceSchemaAnswer,
} from '../../runtime/resource-client.ts';
import { http, refuse, request } from './http.ts';
import { pickLabels, searchDepartments, searchPeople, searchRefOptions } from './pick-options-http.ts';
import { saveBlob } from '../../runtime/save-blob.ts';
import { withBindings } from '../../runtime/bound-client.ts';
import { httpRecordHistory } from './record-history-http.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The resource schema endpoint (merged with the caller's enterprise overlay). */
export const RESOURCE_SCHEMA_URL = '/u-basic/resource-schema';
const USER_CONFIG_GET = '/user/sysuserdataconfig/getByType';
const USER_CONFIG_SAVE = '/user/sysuserdataconfig/save';
/** The enterprise's configuration (configinfo) of one type: what computed fields' functions read. */
const CONFIG_LIST = '/user/configinfo/list';
/** Spec 001 §7.1 calls of the designer (docs/designer.md). */
const COMP_TAB_FIELD_URL = '/u-basic/comp-tab-field';
const COMP_FIELD_VALUES_URL = '/u-basic/comp-field/values';
const COMP_FIELD_SAVE_VALUES_URL = '/u-basic/comp-field/saveBatchValue';
/** QR code labels (issue 15 item 6). */
const QR_BATCH_URL = '/phone/qr/batch';
/** Imports parse and validate every row: allow them longer than ordinary calls. */
const IMPORT_TIMEOUT_MS = 300_000;

/** `in` filters go as repeated keys (`level=1&level=2`), which the server reads like a comma list. */
const listConfig = (params: ListParams | undefined): AxiosRequestConfig => ({
  params,
  paramsSerializer: { indexes: null },
});

async function data<T>(config: AxiosRequestConfig): Promise<T> {
  const body = await request<T>({ ...config, silent: true });
  return body.data as T;
}

function progress(onProgress: ((percent: number) => void) | undefined) {
  if (!onProgress) return undefined;
  return (e: AxiosProgressEvent) => {
    const ratio = e.progress ?? (e.total ? e.loaded / e.total : undefined);
    if (ratio !== undefined) onProgress(Math.min(100, Math.round(ratio * 100)));
  };
}

function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * The file name of a content-disposition header: the RFC 5987 `filename*` (UTF-8) first, else the
 * plain `filename`, else `fallback`. Path separators are removed.
 */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const header = disposition ?? '';
  let name = '';
  const star = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      name = decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = '';
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  }
  name = name.replace(/[\\/]/g, '_').trim();
  return name || fallback;
}

async function jsonOf(blob: unknown): Promise<unknown> {
  if (!(blob instanceof Blob)) return blob;
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return null;
  }
}


/**
 * Fetches a file answer and saves it. Error answers arrive as blobs too: they are read as the JSON
 * envelope and refused like any other call (so an expired session still signs out).
 */
/** A download's bytes and its content-disposition; a refusal (an error status or a JSON answer) thrown as the API's error. */
async function fetched(config: AxiosRequestConfig): Promise<{ blob: Blob; disposition: string | null }> {
  const res = await http.request<Blob>({ ...config, responseType: 'blob', silent: true, validateStatus: () => true });
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 400 || type.includes('application/json')) {
    const body = await jsonOf(res.data);
    throw refuse(res.config, res.status, body ?? { code: res.status || 'error', msg: t('shell.api.downloadFailed') });
  }
  const disposition = res.headers['content-disposition'];
  return { blob: res.data, disposition: typeof disposition === 'string' ? disposition : null };
}

/** A file's description as the server answers it: its id a number (a file field holds it as a string). */
type ServerFileMeta = Omit<FileMeta, 'id'> & { id: number | string };
const fileMetaOf = (f: ServerFileMeta): FileMeta => ({ ...f, id: String(f.id) });

async function download(config: AxiosRequestConfig, fallbackName: string): Promise<void> {
  const { blob, disposition } = await fetched(config);
  saveBlob(blob, fileNameOf(disposition, fallbackName));
}

const genericClient: ResourceClient = {
  schema: (key) => data<ResourceSchemaAnswer>({ method: 'GET', url: `${RESOURCE_SCHEMA_URL}/${encodeURIComponent(key)}` }),

  list: (resource, params) => data<ListAnswer>({ method: 'GET', url: `${resource.endpoint}/list`, ...listConfig(params) }),

  detail: (resource, id) => data<ResourceRecord>({ method: 'GET', url: `${resource.endpoint}/${id}` }),

  create: (resource, values) => data<ResourceRecord>({ method: 'POST', url: resource.endpoint, data: values }),

  update: (resource, values) => data<ResourceRecord>({ method: 'PUT', url: resource.endpoint, data: values }),

  async remove(resource, ids) {
    const answer = await data<{ deleted: number }>({ method: 'DELETE', url: resource.endpoint, data: { ids } });
    return answer?.deleted ?? 0;
  },

  async switch(resource, action, ids) {
    const body = action === 'topping' || action === 'ending' ? { id: ids[0] } : { ids };
    await data<unknown>({ method: 'POST', url: `${resource.endpoint}/${action}`, data: body });
  },

  async sort(resource, ids) {
    await data<unknown>({ method: 'POST', url: `${resource.endpoint}/sort`, data: { ids } });
  },

  importFile: (resource, file, onProgress) =>
    data<ImportAnswer>({
      method: 'POST',
      url: `${resource.endpoint}/import`,
      data: formOf(file),
      timeout: IMPORT_TIMEOUT_MS,
      onUploadProgress: progress(onProgress),
    }),

  download(resource: ResourceFile, what, params) {
    if (what === 'template') {
      return download({ method: 'GET', url: `${resource.endpoint}/template/download` }, t('shell.api.importTemplateName', { title: resource.title }));
    }
    return download({ method: 'GET', url: `${resource.endpoint}/export`, ...listConfig(params) }, `${resource.title}.xlsx`);
  },

  upload: async (file: File, kind: FileKind, onProgress) =>
    fileMetaOf(
      await data<ServerFileMeta>({
        method: 'POST',
        url: kind === 'image' ? '/asset/image/upload' : '/asset/file/upload',
        data: formOf(file),
        onUploadProgress: progress(onProgress),
      }),
    ),

  async fileInfo(ids) {
    if (ids.length === 0) return [];
    return ((await data<ServerFileMeta[]>({ method: 'GET', url: '/asset/file/info', params: { ids: ids.join(',') } })) ?? []).map(fileMetaOf);
  },

  openFile: (id) => download({ method: 'GET', url: `/asset/file/${encodeURIComponent(id)}` }, t('shell.api.fileName', { id })),

  fileBlob: async (id) => (await fetched({ method: 'GET', url: `/asset/file/${encodeURIComponent(id)}` })).blob,

  async loadUserConfig(type) {
    const value = await data<Record<string, unknown> | null>({ method: 'GET', url: USER_CONFIG_GET, params: { type } });
    return value && typeof value === 'object' ? value : null;
  },

  async saveUserConfig(type, value) {
    await data<unknown>({ method: 'POST', url: USER_CONFIG_SAVE, data: { type, value } });
  },

  async ruleConfig(types) {
    const out: Record<string, Record<string, string>> = {};
    for (const type of types) {
      const rows = (await data<{ configKey: string; configValue: string | null }[]>({ method: 'GET', url: CONFIG_LIST, params: { type } })) ?? [];
      out[type] = Object.fromEntries(rows.map((r) => [r.configKey, r.configValue ?? '']));
    }
    return out;
  },

  recordHistory: httpRecordHistory,

  qrLabels: (resource, ids) => data<QrLabel[]>({ method: 'POST', url: QR_BATCH_URL, data: { resource, ids } }),

  people: searchPeople,

  departments: searchDepartments,

  refOptions: searchRefOptions,

  labels: pickLabels,

  async clearMissingField(resourceKey, tabKey, field) {
    await data<unknown>({ method: 'DELETE', url: COMP_TAB_FIELD_URL, params: { resourceKey, tabKey, fields: field } });
  },

  async singleRecord(key) {
    const record = await data<Record<string, unknown> | null>({ method: 'GET', url: COMP_FIELD_VALUES_URL, params: { resourceKey: key } });
    // None yet: null (an empty object from an older server means the same).
    return record && typeof record === 'object' && Object.keys(record).length > 0 ? record : null;
  },

  async saveSingleRecord(key, values) {
    const saved = await data<Record<string, unknown> | null>({
      method: 'POST',
      url: COMP_FIELD_SAVE_VALUES_URL,
      data: { resourceKey: key, values },
    });
    return saved ?? { ...values };
  },
};

/**
 * The runtime's client: the generic pattern, and a bound resource's own service for the files that bind one
 * (src/runtime/bound-client.ts). A bound call answers the whole body: the binding knows its envelope.
 */
export const httpResourceClient: ResourceClient = withBindings(genericClient, (req) =>
  request<unknown>({ ...req, paramsSerializer: { indexes: null }, silent: true }),
);
