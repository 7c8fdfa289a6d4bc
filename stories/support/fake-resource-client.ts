// An in-memory ResourceClient (src/runtime/resource-client.ts) for the runtime's stories and unit tests:
// records in a Map per resource, filters and sort applied roughly as the server does, an import that
// answers a failure, uploads that answer file metadata. Every call is recorded in `calls`.
import { validityStatus } from '../../src/domain/validity.ts';
import { fieldKind, resolveField, type ResourceFile } from '../../src/schema/resource-types.ts';
import { listFilters } from '../../src/schema/keywords/views.ts';
import { SAMPLE_DEPARTMENTS, SAMPLE_PEOPLE } from './sample-org.ts';
import type { AuditEntry } from '../../src/domain/audit-diff.ts';
import type {
  ClientFailure,
  FileKind,
  FileMeta,
  ImportAnswer,
  ListParams,
  PickKind,
  PickOption,
  ResourceClient,
  ResourceRecord,
  SwitchAction,
} from '../../src/runtime/resource-client.ts';

export interface FakeClientOptions {
  /** The resources `schema(key)` answers (merged files as the server would send them). */
  resources: ResourceFile[];
  /** Initial records per resource key (copied). */
  records?: Record<string, ResourceRecord[]>;
  hiddenFields?: Record<string, string[]>;
  /** Calls that fail with this refusal (e.g. `{ schema: { message: '模块未开通', status: 403 } }`). */
  failures?: Partial<Record<keyof ResourceClient, ClientFailure>>;
  /** Calls that never answer (loading states). */
  pending?: (keyof ResourceClient)[];
  /** Delay of every answer, in ms (default 0). */
  delayMs?: number;
  /** What `importFile` answers (default: three rows, one failing). */
  importAnswer?: ImportAnswer;
  /** Stored per-user configs by type. */
  userConfig?: Record<string, Record<string, unknown>>;
  /** Stored files `fileInfo` knows (besides the import failure sheet 900; unknown ids answer as PDFs). */
  files?: FileMeta[];
  /** The enterprise's staff the person picker searches (default SAMPLE_PEOPLE). */
  people?: PickOption[];
  /** The enterprise's departments (default SAMPLE_DEPARTMENTS). */
  departments?: PickOption[];
  /** The records a reference field's picker offers, by picker kind (`ref:<resource>.<field>`; default SAMPLE_PEOPLE). */
  refTargets?: Record<string, PickOption[]>;
  /** Whether `schema` answers canDesign: for every resource, or per key. */
  canDesign?: boolean | Record<string, boolean>;
  /** The single record of single-record resources by key (enterprise-info); absent: none yet. */
  singleRecords?: Record<string, Record<string, unknown>>;
  /** Change histories by `resourceKey:id`, newest first; given, the client offers `recordHistory` (an administrator). */
  history?: Record<string, AuditEntry[]>;
}

export interface FakeCall {
  method: keyof ResourceClient;
  args: unknown[];
}

export interface FakeResourceClient extends ResourceClient {
  readonly calls: FakeCall[];
  /** The current records of a resource. */
  rows(key: string): ResourceRecord[];
  /** The stored single record of a resource (null: none yet). */
  single(key: string): Record<string, unknown> | null;
  /** The stored per-user configs. */
  readonly userConfigs: Map<string, Record<string, unknown>>;
}

export const DEFAULT_IMPORT_ANSWER: ImportAnswer = {
  total: 3,
  success: 2,
  failed: 1,
  failures: [{ row: 4, messages: ['手机号格式不正确', '证书有效期至不能为空'] }],
  failureFileId: '900',
};

const SYSTEM_KEYS = new Set(['page', 'limit', 'sort', 'order']);

function asText(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

/** Compares two values of a field: numbers numerically, the rest as text (ISO dates sort as text). */
function compare(a: unknown, b: unknown, numeric: boolean): number {
  if (numeric) return Number(a ?? Number.NEGATIVE_INFINITY) - Number(b ?? Number.NEGATIVE_INFINITY);
  return asText(a).localeCompare(asText(b), 'zh-CN');
}

/** Whether `id` is `root` or below it in the rows' tree by `parent`. */
function isUnder(all: readonly ResourceRecord[], parent: string, id: unknown, root: number): boolean {
  const byId = new Map(all.map((r) => [r.id, r]));
  let cur = typeof id === 'number' ? byId.get(id) : undefined;
  for (let hops = 0; cur && hops <= all.length; hops++) {
    if (cur.id === root) return true;
    cur = typeof cur[parent] === 'number' ? byId.get(cur[parent]) : undefined;
  }
  return false;
}

function matches(resource: ResourceFile, all: readonly ResourceRecord[], row: ResourceRecord, field: string, raw: ListParams[string]): boolean {
  // The declared filters and those the file's views ask with (keywords/views.ts).
  const spec = listFilters(resource).find((f) => f.field === field);
  const f = resolveField(resource, field);
  if (!spec || !f || raw === undefined || raw === '') return true;
  const numeric = fieldKind(f) === 'number';
  const value = row[field];
  const cut = (s: string) => (f.format === 'date-time' ? s.slice(0, 10) : s);
  switch (spec.op) {
    case 'like':
      return asText(value).toLowerCase().includes(asText(raw).toLowerCase());
    case 'eq':
      return asText(value) === asText(raw);
    case 'in': {
      const wanted = Array.isArray(raw) ? raw.map(asText) : asText(raw).split(',');
      return wanted.includes(asText(value));
    }
    case 'gte':
      return compare(cut(asText(value)), asText(raw), numeric) >= 0;
    case 'lte':
      return compare(cut(asText(value)), asText(raw), numeric) <= 0;
    case 'range': {
      const [from = '', to = ''] = asText(raw).split(',');
      const v = numeric ? value : cut(asText(value));
      if (value === undefined || value === null || value === '') return false;
      if (from !== '' && compare(v, numeric ? Number(from) : from, numeric) < 0) return false;
      return to === '' || compare(v, numeric ? Number(to) : to, numeric) <= 0;
    }
    case 'under':
      return resource.tree ? isUnder(all, resource.tree.parent, value, Number(raw)) : false;
  }
}

function withDerived(resource: ResourceFile, row: ResourceRecord): ResourceRecord {
  const v = resource.validity;
  if (!v) return row;
  const status = validityStatus({
    from: v.from ? (row[v.from] as string | undefined) : undefined,
    to: v.to ? (row[v.to] as string | undefined) : undefined,
    voided: v.void ? Boolean(row[v.void]) : false,
  });
  return { ...row, validityStatus: status };
}

/** Image files answer an inline picture: a story may not load a URL the static Storybook does not serve. */
const SAMPLE_IMAGE_URL =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#e6f4ff"/>' +
      '<path d="M12 78 38 44l16 20 10-12 20 26z" fill="#1677ff"/><circle cx="68" cy="28" r="9" fill="#faad14"/></svg>',
  );

/** The bytes `fileBlob` answers: a one-page PDF (the browser's viewer shows it in the preview). */
export const SAMPLE_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** The metadata the fake answers for a stored file (images with an inline picture as url; a document is a PDF when its name says so). */
export function fileMeta(id: string, name: string, kind: FileKind, size = 1024): FileMeta {
  const mime = kind === 'image' ? 'image/png' : kind === 'video' ? 'video/mp4' : name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
  return { id, name, size, mime, kind, url: kind === 'image' ? SAMPLE_IMAGE_URL : `/zax-cloud/asset/file/${id}` };
}

/** An in-memory client over `options`; see FakeClientOptions. */
export function createFakeResourceClient(options: FakeClientOptions): FakeResourceClient {
  const store = new Map<string, ResourceRecord[]>();
  for (const r of options.resources) store.set(r.key, (options.records?.[r.key] ?? []).map((x) => withDerived(r, { ...x })));
  const userConfigs = new Map(Object.entries(options.userConfig ?? {}));
  const files = new Map<string, FileMeta>([['900', fileMeta('900', '导入失败明细.xlsx', 'document')]]);
  for (const f of options.files ?? []) files.set(f.id, f);
  const calls: FakeCall[] = [];
  // Resources are answered as given until a placeholder is cleared (then a copy without the name).
  const resources = new Map(options.resources.map((r) => [r.key, r]));
  const singles = new Map(Object.entries(options.singleRecords ?? {}).map(([k, v]) => [k, { ...v }]));
  const people = options.people ?? SAMPLE_PEOPLE;
  const departments = options.departments ?? SAMPLE_DEPARTMENTS;
  const named = (list: PickOption[], query: string) => list.filter((o) => o.name.includes(query.trim()));
  const canDesign = (key: string) =>
    typeof options.canDesign === 'boolean' ? options.canDesign : (options.canDesign?.[key] ?? false);
  let nextId = 1 + Math.max(0, ...[...store.values()].flat().map((r) => r.id));
  let nextFile = 1000;

  /** Records the call, then answers after the delay, or fails, or never answers. */
  function answer<T>(method: keyof ResourceClient, args: unknown[], run: () => T): Promise<T> {
    calls.push({ method, args });
    if (options.pending?.includes(method)) return new Promise<T>(() => undefined);
    const failure = options.failures?.[method];
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (failure) {
          reject({ ...failure });
          return;
        }
        try {
          resolve(run());
        } catch (e) {
          reject(e);
        }
      }, options.delayMs ?? 0);
    });
  }

  function rowsOf(resource: ResourceFile): ResourceRecord[] {
    const rows = store.get(resource.key);
    if (!rows) throw { message: '资源不存在', status: 404 } satisfies ClientFailure;
    return rows;
  }

  function find(resource: ResourceFile, id: number): ResourceRecord {
    const row = rowsOf(resource).find((r) => r.id === id);
    if (!row) throw { message: '记录不存在', status: 404 } satisfies ClientFailure;
    return row;
  }

  function requireFields(resource: ResourceFile, values: Record<string, unknown>): void {
    const errors = (resource.form.required ?? [])
      .filter((f) => values[f] === undefined || values[f] === null || values[f] === '')
      .map((field) => ({ field, message: `${resolveField(resource, field)?.title ?? field}不能为空` }));
    if (errors.length) throw { message: errors[0].message, status: 400, errors } satisfies ClientFailure;
  }

  function filtered(resource: ResourceFile, params: ListParams): ResourceRecord[] {
    const all = rowsOf(resource);
    let rows = all.filter((row) =>
      Object.entries(params).every(([k, v]) => SYSTEM_KEYS.has(k) || matches(resource, all, row, k, v)),
    );
    const sort = typeof params.sort === 'string' ? params.sort : resource.list.sort?.default?.field;
    const order = typeof params.sort === 'string' ? params.order : resource.list.sort?.default?.order;
    if (sort) {
      const f = resolveField(resource, sort);
      const numeric = f ? fieldKind(f) === 'number' : false;
      rows = [...rows].sort((a, b) => compare(a[sort], b[sort], numeric) * (order === 'desc' ? -1 : 1) || a.id - b.id);
    } else {
      rows = [...rows].sort((a, b) => Number(a.sortOrder ?? 0) - Number(b.sortOrder ?? 0) || b.id - a.id);
    }
    return rows;
  }

  const client: FakeResourceClient = {
    calls,
    userConfigs,
    rows: (key) => [...(store.get(key) ?? [])],
    single: (key) => (singles.has(key) ? { ...singles.get(key) } : null),
    schema: (key) =>
      answer('schema', [key], () => {
        const resource = resources.get(key);
        if (!resource) throw { message: '资源不存在', status: 404 } satisfies ClientFailure;
        return { resource, hiddenFields: options.hiddenFields?.[key] ?? [], warnings: [], canDesign: canDesign(key) };
      }),
    list: (resource, params) =>
      answer('list', [resource.key, params], () => {
        const page = Number(params.page ?? 1);
        const limit = Number(params.limit ?? 20);
        const rows = filtered(resource, params);
        return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length, totalExact: true, page, limit };
      }),
    detail: (resource, id) => answer('detail', [resource.key, id], () => ({ ...find(resource, id) })),
    create: (resource, values) =>
      answer('create', [resource.key, values], () => {
        requireFields(resource, values);
        const now = new Date().toISOString();
        const row = withDerived(resource, {
          ...values,
          id: nextId++,
          status: 1,
          sortOrder: 0,
          createdAt: now,
          updatedAt: now,
          createdBy: 1,
          updatedBy: 1,
        });
        rowsOf(resource).push(row);
        return { ...row };
      }),
    update: (resource, values) =>
      answer('update', [resource.key, values], () => {
        const old = find(resource, values.id);
        const next = withDerived(resource, { ...old, ...values, updatedAt: new Date().toISOString() });
        requireFields(resource, next);
        const rows = rowsOf(resource);
        rows[rows.indexOf(old)] = next;
        return { ...next };
      }),
    remove: (resource, ids) =>
      answer('remove', [resource.key, ids], () => {
        const rows = rowsOf(resource);
        const keep = rows.filter((r) => !ids.includes(r.id));
        store.set(resource.key, keep);
        return rows.length - keep.length;
      }),
    switch: (resource, action: SwitchAction, ids) =>
      answer('switch', [resource.key, action, ids], () => {
        const rows = rowsOf(resource);
        const orders = rows.map((r) => Number(r.sortOrder ?? 0));
        for (const row of rows) {
          if (!ids.includes(row.id)) continue;
          if (action === 'enable' || action === 'disable') row.status = action === 'enable' ? 1 : 0;
          else row.sortOrder = action === 'topping' ? Math.min(...orders) - 1 : Math.max(...orders) + 1;
        }
      }),
    sort: (resource, ids) =>
      answer('sort', [resource.key, ids], () => {
        for (const row of rowsOf(resource)) if (ids.includes(row.id)) row.sortOrder = ids.indexOf(row.id);
      }),
    importFile: (resource, file, onProgress) => {
      for (const p of [30, 60, 100]) onProgress?.(p);
      return answer('importFile', [resource.key, file.name], () => options.importAnswer ?? DEFAULT_IMPORT_ANSWER);
    },
    download: (resource, what, params) => answer('download', [resource.key, what, params], () => undefined),
    upload: (file, kind, onProgress) => {
      onProgress?.(100);
      return answer('upload', [file.name, kind], () => {
        const meta = fileMeta(String(nextFile++), file.name, kind, file.size);
        files.set(meta.id, meta);
        return meta;
      });
    },
    fileInfo: (ids) =>
      answer('fileInfo', [ids], () => ids.map((id) => files.get(id) ?? fileMeta(id, `附件${id}.pdf`, 'document'))),
    openFile: (id) => answer('openFile', [id], () => undefined),
    fileBlob: (id) => answer('fileBlob', [id], () => new Blob([SAMPLE_PDF], { type: 'application/pdf' })),
    loadUserConfig: (type) => answer('loadUserConfig', [type], () => userConfigs.get(type) ?? null),
    saveUserConfig: (type, value) =>
      answer('saveUserConfig', [type, value], () => {
        userConfigs.set(type, value);
      }),
    people: (query) => answer('people', [query], () => named(people, query)),
    departments: (query) => answer('departments', [query], () => named(departments, query)),
    refOptions: (kind, query) => answer('refOptions', [kind, query], () => named(options.refTargets?.[kind] ?? people, query)),
    labels: (kind: PickKind, ids) =>
      answer('labels', [kind, ids], () => {
        const list = kind === 'person' ? people : kind === 'department' ? departments : (options.refTargets?.[kind] ?? people);
        return list.filter((o) => ids.includes(o.id));
      }),
    clearMissingField: (resourceKey, tabKey, field) =>
      answer('clearMissingField', [resourceKey, tabKey, field], () => {
        const r = resources.get(resourceKey);
        const tab = r?.layout?.tabs.find((t) => t.key === tabKey);
        if (!r?.layout || !tab) throw { message: `页签不存在：${tabKey}`, status: 404 } satisfies ClientFailure;
        const tabs = r.layout.tabs.map((t) => (t === tab ? { ...t, fields: t.fields.filter((f) => f !== field) } : t));
        resources.set(resourceKey, { ...r, layout: { tabs } });
      }),
    singleRecord: (key) => answer('singleRecord', [key], () => (singles.has(key) ? { ...singles.get(key) } : null)),
    saveSingleRecord: (key, values) =>
      answer('saveSingleRecord', [key, values], () => {
        const resource = resources.get(key);
        if (!resource) throw { message: '资源不存在', status: 404 } satisfies ClientFailure;
        const merged: Record<string, unknown> = { ...(singles.get(key) ?? { id: 1 }), ...values };
        for (const [k, v] of Object.entries(values)) if (v === null) delete merged[k];
        requireFields(resource, merged);
        merged.updatedAt = new Date().toISOString();
        singles.set(key, merged);
        return { ...merged };
      }),
    ...(options.history
      ? {
          recordHistory: {
            allowed: () => true,
            list: (resource: ResourceFile, id: number, page: number, limit: number) =>
              answer('recordHistory', [resource.key, id, page], () => {
                const all = options.history?.[`${resource.key}:${id}`] ?? [];
                return { rows: all.slice((page - 1) * limit, page * limit), total: all.length };
              }),
          },
        }
      : {}),
  };
  return client;
}
