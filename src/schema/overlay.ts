// A tenant's overlay (designer: custom fields and comp-tabs; schema editor: a patch) merged over a
// resource file, before the server and the client compile it (DESIGN.md §6). Pure: inputs are never
// modified.
//
// Order: custom fields pinned to the top come before the file's fields, the others after them (unpinned,
// then pinned to the end), each group by `sort` then key. Tabs likewise around the file's own tabs.
// Hidden fields (a disabled or removed custom field, a field disabled in a tab) leave the form, the list,
// the filters, the detail and the import; their stored values are kept. A tab naming a field that does not
// exist (a removed custom field) keeps the name, so the screen shows the runtime's "field missing"
// placeholder where the administrator can clear it. The schema editor's `patch` and `fieldOrder` apply last.
// The result is not re-checked here; overlay-check.ts does that before anything is stored.
import type { CustomFieldDef } from './custom-field.ts';
import { applyMergePatch, type JsonObject } from './merge-patch.ts';
import { SYSTEM_FIELDS, type FieldSchema, type LayoutTab, type ResourceFile } from './resource-types.ts';
import { viewsWithout } from './keywords/views.ts';

export type Pin = 'top' | 'end';

export interface OverlayField {
  key: string;
  schema: FieldSchema;
  enabled: boolean;
  sort: number;
  pinned?: Pin;
  /** Adds the field to `form.required`. */
  required?: boolean;
  /** What the designer edits; `schema` is compiled from it (absent for fields written in the schema editor). */
  def?: CustomFieldDef;
  /** Deleted by the administrator: hidden like a disabled field, values kept, restorable. */
  removed?: boolean;
  /** Shown as a list column (and an import column when the resource imports); default true. */
  inList?: boolean;
}

export interface OverlayTab {
  key: string;
  title: string;
  fields: string[];
  enabled: boolean;
  sort: number;
  pinned?: Pin;
  /** Fields of this tab switched off: hidden from every screen, values kept. */
  disabledFields?: string[];
}

export interface ResourceOverlay {
  fields: OverlayField[];
  tabs: OverlayTab[];
  /** The schema editor's changes to the merged file (JSON merge patch), applied after fields and tabs. */
  patch?: JsonObject;
  /** The schema editor's order of `form.properties`; names not listed keep their place after these. */
  fieldOrder?: string[];
}

export type OverlayWarningCode =
  | 'FIELD_COLLISION'
  | 'FIELD_DUPLICATE'
  | 'FIELD_INVALID_KEY'
  | 'TAB_DUPLICATE'
  | 'TAB_UNKNOWN_FIELD'
  | 'PATCH_IGNORED';

export interface OverlayWarning {
  code: OverlayWarningCode;
  /** The overlay field or tab key concerned. */
  key: string;
  message: string;
}

export interface MergeResult {
  resource: ResourceFile;
  warnings: OverlayWarning[];
  /** Disabled or removed custom fields and fields disabled in a tab: absent from every screen, values kept. */
  hiddenFields: string[];
  /** Removed custom fields (restorable). */
  removedFields: string[];
}

const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

function pinRank(p: Pin | undefined): number {
  return p === 'top' ? 0 : p === 'end' ? 2 : 1;
}

/** Display order of custom fields and tabs: pinned to top, unpinned, pinned to end; then sort, then key. */
export function byPinThenSort<T extends { key: string; sort: number; pinned?: Pin }>(a: T, b: T): number {
  return pinRank(a.pinned) - pinRank(b.pinned) || a.sort - b.sort || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

function without<T>(list: readonly T[] | undefined, hidden: ReadonlySet<string>, name: (t: T) => string): T[] | undefined {
  return list?.filter((x) => !hidden.has(name(x)));
}

/** Takes hidden fields out of everything that names them except the tabs (which are built after). */
function dropHidden(r: ResourceFile, hidden: ReadonlySet<string>): void {
  if (hidden.size === 0) return;
  for (const k of hidden) delete r.form.properties[k];
  if (r.form.required) r.form.required = r.form.required.filter((k) => !hidden.has(k));
  r.list = { ...r.list, columns: without(r.list.columns, hidden, (c) => c.field) ?? [] };
  if (r.list.filters) r.list.filters = without(r.list.filters, hidden, (f) => f.field);
  if (r.list.sort) {
    const fields = r.list.sort.fields.filter((f) => !hidden.has(f));
    const def = r.list.sort.default && !hidden.has(r.list.sort.default.field) ? r.list.sort.default : undefined;
    r.list.sort = def ? { fields, default: def } : { fields };
  }
  if (r.detail) r.detail = { sections: r.detail.sections.map((s) => ({ ...s, fields: s.fields.filter((f) => !hidden.has(f)) })) };
  if (r.import) {
    const match = r.import.match !== undefined && !hidden.has(r.import.match) ? r.import.match : undefined;
    r.import = { columns: r.import.columns.filter((c) => !hidden.has(c)), ...(match ? { match } : {}) };
  }
  // The table's indexes come from the file itself; the merged file only must not name a field it lacks.
  if (r.indexes) r.indexes = r.indexes.filter((idx) => !idx.some((f) => hidden.has(f)));
  if (r.views) r.views = viewsWithout(r.views, hidden);
}

function reorder(properties: Record<string, FieldSchema>, order: readonly string[]): Record<string, FieldSchema> {
  const out: Record<string, FieldSchema> = {};
  for (const k of order) if (Object.hasOwn(properties, k)) out[k] = properties[k];
  for (const [k, v] of Object.entries(properties)) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

export function mergeOverlay(resource: ResourceFile, overlay: ResourceOverlay | null): MergeResult {
  if (!overlay) return { resource, warnings: [], hiddenFields: [], removedFields: [] };
  const warnings: OverlayWarning[] = [];
  const hidden = new Set<string>();
  const removedFields: string[] = [];
  const builtIn = resource.form.properties;
  const seen = new Set<string>();
  const accepted: OverlayField[] = [];

  for (const f of overlay.fields) {
    if (!FIELD_KEY.test(f.key)) {
      warnings.push({ code: 'FIELD_INVALID_KEY', key: f.key, message: `custom field key '${f.key}' is not a valid name; ignored` });
      continue;
    }
    if (Object.hasOwn(builtIn, f.key) || Object.hasOwn(SYSTEM_FIELDS, f.key)) {
      warnings.push({
        code: 'FIELD_COLLISION',
        key: f.key,
        message: `custom field '${f.key}' collides with a built-in field; ignored`,
      });
      continue;
    }
    if (seen.has(f.key)) {
      warnings.push({ code: 'FIELD_DUPLICATE', key: f.key, message: `custom field '${f.key}' is declared twice; the first wins` });
      continue;
    }
    seen.add(f.key);
    if (f.removed) removedFields.push(f.key);
    else if (f.enabled) accepted.push(f);
    else hidden.add(f.key);
  }
  accepted.sort(byPinThenSort);
  // Fields switched off in an enabled tab are hidden on purpose; a tab never hides a field it merely names.
  for (const t of overlay.tabs) if (t.enabled) for (const name of t.disabledFields ?? []) hidden.add(name);

  const top = accepted.filter((f) => f.pinned === 'top');
  const rest = accepted.filter((f) => f.pinned !== 'top');
  const properties: Record<string, FieldSchema> = {};
  for (const f of top) properties[f.key] = structuredClone(f.schema);
  for (const [k, v] of Object.entries(builtIn)) properties[k] = structuredClone(v);
  for (const f of rest) properties[f.key] = structuredClone(f.schema);

  const required = [...(resource.form.required ?? [])];
  for (const f of accepted) if (f.required && !required.includes(f.key)) required.push(f.key);

  const merged: ResourceFile = structuredClone(resource);
  merged.form = { ...merged.form, properties };
  if (required.length > 0) merged.form.required = required;
  const listed = accepted.filter((f) => f.inList !== false).map((f) => f.key);
  merged.list = { ...merged.list, columns: [...merged.list.columns, ...listed.map((field) => ({ field }))] };
  if (merged.import) merged.import = { ...merged.import, columns: [...merged.import.columns, ...listed] };
  dropHidden(merged, hidden);

  const ownTabs = merged.layout?.tabs ?? [];
  const tabKeys = new Set(ownTabs.map((t) => t.key));
  const tabs: OverlayTab[] = [];
  for (const t of overlay.tabs) {
    if (tabKeys.has(t.key)) {
      warnings.push({ code: 'TAB_DUPLICATE', key: t.key, message: `tab '${t.key}' is declared twice; the first wins` });
      continue;
    }
    tabKeys.add(t.key);
    if (t.enabled) tabs.push(t);
  }
  tabs.sort(byPinThenSort);
  const toLayout = (t: OverlayTab): LayoutTab => {
    const fields = t.fields.filter((name) => {
      if (hidden.has(name)) return false;
      if (!Object.hasOwn(merged.form.properties, name)) {
        const why = removedFields.includes(name) ? 'was removed' : 'does not exist';
        warnings.push({ code: 'TAB_UNKNOWN_FIELD', key: t.key, message: `tab '${t.key}': field '${name}' ${why}; shown as missing` });
      }
      return true;
    });
    return { key: t.key, title: t.title, fields };
  };
  const layoutTabs = [
    ...tabs.filter((t) => t.pinned === 'top').map(toLayout),
    ...ownTabs.map((t) => ({ ...t, fields: t.fields.filter((f) => !hidden.has(f)) })),
    ...tabs.filter((t) => t.pinned !== 'top').map(toLayout),
  ];
  if (layoutTabs.length > 0) merged.layout = { tabs: layoutTabs };

  let out = merged;
  if (overlay.patch) out = applyMergePatch(merged, overlay.patch) as ResourceFile;
  if (overlay.fieldOrder?.length) out.form = { ...out.form, properties: reorder(out.form.properties, overlay.fieldOrder) };
  return { resource: out, warnings, hiddenFields: [...new Set([...hidden, ...removedFields])], removedFields };
}

/** A copy without the tab entries naming fields that do not exist (the runtime shows placeholders for them). */
export function withoutMissingRefs(r: ResourceFile): ResourceFile {
  if (!r.layout) return r;
  return { ...r, layout: { tabs: r.layout.tabs.map((t) => ({ ...t, fields: t.fields.filter((f) => Object.hasOwn(r.form.properties, f)) })) } };
}
