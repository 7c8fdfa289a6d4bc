// What the schema runtime needs from the server, as an interface: the client app supplies an
// implementation over its HTTP layer (src/client/api/resource-client-http.ts), stories and tests a fake.
// The runtime never imports src/client or src/server (DESIGN.md §2).
import { createContext, useContext } from 'react';
import type { RuleConfig } from '../schema/record-compute.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import type { OverlayWarning } from '../schema/overlay.ts';
import type { RefPickKind } from '../schema/keywords/ref-fields.ts';
import type { RefTree } from '../schema/keywords/ref-trees.ts';
import type { AuditEntry } from '../domain/audit-diff.ts';

/** A record as the API answers it: form properties plus system fields (docs/resource-api.md). */
export type ResourceRecord = Record<string, unknown> & { id: number };

export interface ResourceSchemaAnswer {
  resource: ResourceFile;
  hiddenFields: string[];
  warnings: OverlayWarning[];
  /** The caller may design this resource (qyUser, admin): placeholders of removed fields offer 清除. */
  canDesign?: boolean;
  /** The overlay version the resource comes from (0: the file alone). */
  version?: number;
  /** Removed custom fields (restorable in the designer). */
  removedFields?: string[];
  /** Shared resources only: the caller writes the platform's rows (else they show without write buttons). */
  platformWriter?: boolean;
  /** The reference fields whose target is a tree the caller reads (picked in a tree select), by field. */
  refTrees?: Record<string, RefTree>;
}

/**
 * What a picker stores the id of: a staff member, a department, or the target of a resource's reference
 * field (`ref:<resource key>.<field>`, searched through the field: its target, label and filter).
 */
export type PickKind = 'person' | 'department' | RefPickKind;

/** One choice of a picker, and what `labels` answers for a stored id. */
export interface PickOption {
  id: number;
  name: string;
  /** A second line: the department and post of a person, the parent path of a department. */
  extra?: string;
}

export interface ListAnswer {
  rows: ResourceRecord[];
  total: number;
  /** False when `total` is an estimate (past 10,000 matching rows). */
  totalExact: boolean;
  page: number;
  limit: number;
}

/** Query string values of a list, export or pure list call (filters named after fields). */
export type ListParams = Record<string, string | number | boolean | (string | number)[] | undefined>;

export interface ImportFailure {
  row: number;
  messages: string[];
}

export interface ImportAnswer {
  total: number;
  success: number;
  failed: number;
  /** With the file's `import.match`: how many of the `success` rows updated an existing record. */
  updated?: number;
  failures: ImportFailure[];
  /** File id of the failure spreadsheet, when rows failed. */
  failureFileId?: string | null;
}

export type FileKind = 'document' | 'image' | 'video';

export interface FileMeta {
  id: string;
  name: string;
  size: number;
  mime: string;
  kind: FileKind;
  url: string;
}

export type SwitchAction = 'topping' | 'ending' | 'enable' | 'disable';

/** A refused call as the runtime sees it: the message to show and per-field messages (400 answers). */
export interface ClientFailure {
  message: string;
  status?: number;
  errors?: { field: string; message: string }[];
}

/** One QR code label (POST /phone/qr/batch): the record, its name, its signed code and the address it opens. */
export interface QrLabel {
  id: number;
  title: string;
  code: string;
  url: string;
}

/** A record's own audit trail (issue 24 item 6), for those who may read the audit trail. */
export interface RecordHistoryClient {
  /** Whether the signed-in person may read this resource's (the enterprise's and the platform's administrators). */
  allowed(resource: ResourceFile): boolean;
  /** The record's entries, newest first, a page at a time. */
  list(resource: ResourceFile, id: number, page: number, limit: number): Promise<{ rows: AuditEntry[]; total: number }>;
}

export interface ResourceClient {
  /** The resource file merged with the enterprise overlay. */
  schema(key: string): Promise<ResourceSchemaAnswer>;
  list(resource: ResourceFile, params: ListParams): Promise<ListAnswer>;
  detail(resource: ResourceFile, id: number): Promise<ResourceRecord>;
  create(resource: ResourceFile, values: Record<string, unknown>): Promise<ResourceRecord>;
  update(resource: ResourceFile, values: Record<string, unknown> & { id: number }): Promise<ResourceRecord>;
  remove(resource: ResourceFile, ids: number[]): Promise<number>;
  /** topping/ending take one id; enable/disable any number. */
  switch(resource: ResourceFile, action: SwitchAction, ids: number[]): Promise<void>;
  sort(resource: ResourceFile, ids: number[]): Promise<void>;
  importFile(resource: ResourceFile, file: File, onProgress?: (percent: number) => void): Promise<ImportAnswer>;
  /** Saves the template or an export (with the list's filters) as a file in the browser. */
  download(resource: ResourceFile, what: 'template' | 'export', params?: ListParams): Promise<void>;
  upload(file: File, kind: FileKind, onProgress?: (percent: number) => void): Promise<FileMeta>;
  fileInfo(ids: string[]): Promise<FileMeta[]>;
  /** Opens or saves a stored file (failure spreadsheets, attachments). */
  openFile(id: string): Promise<void>;
  /** The bytes of a stored file, fetched as its download is (same route and authorisation), for a preview in the page. */
  fileBlob(id: string): Promise<Blob>;
  /** Per-user settings (sysuserdataconfig), e.g. a table's column settings; null when none. */
  loadUserConfig(type: string): Promise<Record<string, unknown> | null>;
  saveUserConfig(type: string, value: Record<string, unknown>): Promise<void>;
  /** Staff of the enterprise whose name contains `query` (all when empty), at most a page of them. */
  people(query: string): Promise<PickOption[]>;
  /** Departments of the enterprise whose name contains `query` (all when empty). */
  departments(query: string): Promise<PickOption[]>;
  /** Records of a reference field's target whose label contains `query` (all when empty), at most a page. */
  refOptions(kind: RefPickKind, query: string): Promise<PickOption[]>;
  /** The names of stored ids; ids that no longer exist are left out of the answer. */
  labels(kind: PickKind, ids: number[]): Promise<PickOption[]>;
  /** Takes a field that no longer exists out of a tab of the enterprise's overlay (designers only). */
  clearMissingField(resourceKey: string, tabKey: string, field: string): Promise<void>;
  /**
   * The enterprise's configuration of some configinfo types (type -> key -> value), for the registered
   * functions of computed fields (src/domain/rule-functions.ts); optional: without it the form computes
   * with the functions' defaults and the server's answer has the last word.
   */
  ruleConfig?(types: readonly string[]): Promise<RuleConfig>;
  /** QR code labels of records of a resource whose file says `phone.qr` (issue 15 item 6); optional: without it no 打印二维码. */
  qrLabels?(resourceKey: string, ids: number[]): Promise<QrLabel[]>;
  /** The record's change history on its detail; optional: without it the detail shows none. */
  recordHistory?: RecordHistoryClient;
  /** The enterprise's one record of a single-record resource (enterprise-info); null when none yet. */
  singleRecord(key: string): Promise<Record<string, unknown> | null>;
  /** Saves the values of the enterprise's single record (created on the first save); answers the record. */
  saveSingleRecord(key: string, values: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export const ResourceClientContext = createContext<ResourceClient | null>(null);

/** The runtime's client; throws when a screen is rendered without a provider (a wiring bug). */
export function useResourceClient(): ResourceClient {
  const c = useContext(ResourceClientContext);
  if (!c) throw new Error('ResourceClientContext is not provided');
  return c;
}
