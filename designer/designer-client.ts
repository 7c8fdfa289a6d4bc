// What the designer needs from the server (docs/designer.md), as an interface: the client app supplies an
// implementation over its HTTP layer (src/client/api/designer-client-http.ts), stories and tests a fake
// (stories/support/fake-designer-client.ts). The designer never imports src/client or src/server
// (DESIGN.md §2). Refusals reject with the runtime's ClientFailure ({message, status, errors}).
import { createContext, useContext } from 'react';
import type { CustomFieldDef } from '../src/schema/custom-field.ts';
import type { RefTarget } from '../src/schema/custom-field-ref.ts';
import type { OverlayProblem } from '../src/schema/overlay-check.ts';
import type { OverlayChange } from '../src/schema/overlay-diff.ts';
import type { OverlayWarning, Pin, ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import type { CustomFieldRowShape } from '../src/schema/custom-field-row.ts';

export type { ClientFailure } from '../src/runtime/resource-client.ts';

/** A list answer of the basic-data services. */
export interface Rows<T> {
  rows: T[];
  total: number;
}

/** The answer of every call that publishes: the new version in force. */
export interface VersionAnswer {
  version: number;
}

/** `GET designer/resources`: a resource the enterprise may tailor. */
export interface DesignerResourceRow {
  key: string;
  title: string;
  module: string | null;
  /** The version in force (0: never published). */
  version: number;
  customFields: number;
  tabs: number;
}

/** The administrator's working copy (one per enterprise and resource). */
export interface DesignerDraft {
  overlay: ResourceOverlay;
  /** The version the draft was started from. */
  baseVersion: number;
  updatedAt: string;
  updatedBy?: number | null;
  updatedByName: string | null;
}

/** `GET designer/overlay/{key}`: the overlay in force, the draft and the resource file. */
export interface OverlayAnswer {
  key: string;
  version: number;
  overlay: ResourceOverlay;
  publishedAt: string | null;
  publishedBy: number | null;
  publishedByName: string | null;
  draft: DesignerDraft | null;
  base: ResourceFile;
}

/** `PUT designer/draft/{key}`: stored even with problems, which come back. */
export interface DraftSaveAnswer {
  updatedAt: string;
  problems: OverlayProblem[];
}

/** `POST designer/preview/{key}`. */
export interface PreviewAnswer {
  resource: ResourceFile;
  hiddenFields: string[];
  removedFields: string[];
  warnings: OverlayWarning[];
  problems: OverlayProblem[];
}

/** `GET designer/versions/{key}`: a version without its overlay. */
export interface VersionRow {
  version: number;
  note: string | null;
  createdAt: string;
  createdBy: number | null;
  createdByName: string | null;
  /** Custom fields (removed ones not counted) and tabs of the version. */
  fields: number;
  tabs: number;
}

/** `GET designer/version/{key}/{version}`. */
export interface VersionDetail {
  version: number;
  overlay: ResourceOverlay;
  note: string | null;
  createdAt: string;
  createdBy?: number | null;
  createdByName: string | null;
}

/** `GET designer/diff/{key}`: versions compared (0 = the file alone). */
export interface DiffAnswer {
  from: number;
  to: number;
  changes: OverlayChange[];
}

/** `GET designer/schema/{key}`: the merged file as the schema editor opens it. */
export interface SchemaFileAnswer {
  version: number;
  file: ResourceFile;
}

export interface SchemaFileProblem {
  /** JSON pointer into the file. */
  pointer: string;
  message: string;
}

/** `POST designer/schema/{key}/check`. */
export interface SchemaCheckAnswer {
  ok: boolean;
  problems: SchemaFileProblem[];
}

/** A custom field as `GET custom-field/list` answers it: its definition, its switches, the tab holding it. */
export type CustomFieldRow = CustomFieldRowShape;

export interface CustomFieldListParams {
  resourceKey: string;
  page?: number;
  limit?: number;
  title?: string;
  /** 1 enabled, 0 disabled. */
  status?: 0 | 1;
  /** True: the removed ones only. */
  removed?: boolean;
}

/** `GET comp-tab/list`. */
export interface CompTabRow {
  key: string;
  title: string;
  fields: string[];
  disabledFields: string[];
  enabled: boolean;
  status: 0 | 1;
  pinned: Pin | null;
  sort: number;
}

/** `GET comp-tab-field/list`: a field of a tab, in order. */
export interface CompTabFieldRow {
  field: string;
  title: string;
  custom: boolean;
  enabled: boolean;
  /** The tab names a field that no longer exists (a removed custom field). */
  missing: boolean;
}

/** `GET comp-field/list`: every field of the merged resource. */
export interface CompFieldRow {
  field: string;
  title: string;
  custom: boolean;
  required: boolean;
  hidden: boolean;
  removed: boolean;
  tabKey: string | null;
}

/** A definition with the tab it goes in (`POST custom-field`, `comp-field/saveBatch`). */
export type CustomFieldInput = CustomFieldDef & { tabKey?: string };

export type SwitchState = 'enable' | 'disable';
export type Edge = 'top' | 'end';

export interface DesignerClient {
  // ---- designer/* ----
  resources(title?: string): Promise<Rows<DesignerResourceRow>>;
  overlay(key: string): Promise<OverlayAnswer>;
  saveDraft(key: string, overlay: ResourceOverlay, baseVersion: number): Promise<DraftSaveAnswer>;
  discardDraft(key: string): Promise<{ deleted: boolean }>;
  preview(key: string, overlay: ResourceOverlay): Promise<PreviewAnswer>;
  /** Publishes a new version and clears the draft; 409 when `baseVersion` is no longer the version in force. */
  publish(key: string, body: { overlay: ResourceOverlay; baseVersion: number; note?: string }): Promise<VersionAnswer>;
  versions(key: string, page: number, limit: number): Promise<Rows<VersionRow>>;
  version(key: string, version: number): Promise<VersionDetail>;
  diff(key: string, from: number, to: number): Promise<DiffAnswer>;
  /** Publishes a copy of `version` as a new one. */
  rollback(key: string, version: number, baseVersion?: number): Promise<VersionAnswer>;
  schemaFile(key: string): Promise<SchemaFileAnswer>;
  /** `GET designer/ref-targets`: what a reference field may point at, with the fields it may show. */
  refTargets(): Promise<Rows<RefTarget>>;
  checkSchemaFile(key: string, file: unknown): Promise<SchemaCheckAnswer>;
  /** 400 `errors` carry the JSON pointer as `field`. */
  saveSchemaFile(key: string, body: { file: unknown; baseVersion: number; note?: string }): Promise<VersionAnswer>;

  // ---- custom-field/* (each write publishes at once) ----
  customFields(params: CustomFieldListParams): Promise<Rows<CustomFieldRow>>;
  createCustomField(resourceKey: string, def: CustomFieldInput): Promise<VersionAnswer & { field: CustomFieldRow }>;
  /** The key cannot change. */
  updateCustomField(resourceKey: string, def: CustomFieldDef): Promise<VersionAnswer>;
  /** Marks them removed; values kept. */
  removeCustomFields(resourceKey: string, keys: string[]): Promise<VersionAnswer & { deleted: number }>;
  restoreCustomFields(resourceKey: string, keys: string[]): Promise<VersionAnswer>;
  /** topping / ending. */
  pinCustomField(resourceKey: string, key: string, edge: Edge): Promise<VersionAnswer>;
  sortCustomFields(resourceKey: string, keys: string[]): Promise<VersionAnswer>;
  switchCustomFields(resourceKey: string, state: SwitchState, keys: string[]): Promise<VersionAnswer>;

  // ---- comp-tab/* ----
  compTabs(resourceKey: string): Promise<Rows<CompTabRow>>;
  createCompTab(resourceKey: string, title: string, key?: string): Promise<VersionAnswer>;
  updateCompTab(resourceKey: string, key: string, title: string): Promise<VersionAnswer>;
  removeCompTabs(resourceKey: string, keys: string[]): Promise<VersionAnswer & { deleted: number }>;
  pinCompTab(resourceKey: string, key: string, edge: Edge): Promise<VersionAnswer>;
  sortCompTabs(resourceKey: string, keys: string[]): Promise<VersionAnswer>;
  switchCompTabs(resourceKey: string, state: SwitchState, keys: string[]): Promise<VersionAnswer>;

  // ---- comp-tab-field/* ----
  compTabFields(resourceKey: string, tabKey: string): Promise<Rows<CompTabFieldRow>>;
  /** Adds them (moving them out of any other tab). */
  addCompTabFields(resourceKey: string, tabKey: string, fields: string[]): Promise<VersionAnswer>;
  /** Takes them out of the tab (a missing one is cleared). */
  removeCompTabFields(resourceKey: string, tabKey: string, fields: string[]): Promise<VersionAnswer>;
  pinCompTabField(resourceKey: string, tabKey: string, field: string, edge: Edge): Promise<VersionAnswer>;
  sortCompTabFields(resourceKey: string, tabKey: string, fields: string[]): Promise<VersionAnswer>;
  /** A required built-in field cannot be disabled. */
  switchCompTabFields(resourceKey: string, tabKey: string, state: SwitchState, fields: string[]): Promise<VersionAnswer>;

  // ---- comp-field/* ----
  compFields(resourceKey: string): Promise<Rows<CompFieldRow>>;
  /** Creates or updates them in one version. */
  saveCompFields(resourceKey: string, fields: CustomFieldInput[]): Promise<VersionAnswer>;
  /** The record's values (single-record resources: the enterprise's record); null when there is none yet. */
  compFieldValues(resourceKey: string, recordId?: number): Promise<Record<string, unknown> | null>;
  /** Merged over the stored record and validated whole (400 by field). */
  saveCompFieldValues(resourceKey: string, values: Record<string, unknown>, recordId?: number): Promise<Record<string, unknown>>;
}

export const DesignerClientContext = createContext<DesignerClient | null>(null);

/** The designer's client; throws when a designer screen is rendered without a provider (a wiring bug). */
export function useDesignerClient(): DesignerClient {
  const c = useContext(DesignerClientContext);
  if (!c) throw new Error('DesignerClientContext is not provided');
  return c;
}
