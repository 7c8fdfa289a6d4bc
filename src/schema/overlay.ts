// A tenant's overlay (designer: custom fields and comp-tabs) merged over a resource file, before the
// server and the client compile it (DESIGN.md §6). Pure: the input resource is never modified.
//
// Order: custom fields pinned to the top come before the file's fields, the others after them (unpinned,
// then pinned to the end), each group by `sort` then key. Tabs likewise around the file's own tabs.
// The result is not re-checked here; callers that persist an overlay run checkResourceFile on it.
import { SYSTEM_FIELDS, type FieldSchema, type LayoutTab, type ResourceFile } from './resource-types.ts';

export type Pin = 'top' | 'end';

export interface OverlayField {
  key: string;
  schema: FieldSchema;
  enabled: boolean;
  sort: number;
  pinned?: Pin;
  /** Adds the field to `form.required`. */
  required?: boolean;
}

export interface OverlayTab {
  key: string;
  title: string;
  fields: string[];
  enabled: boolean;
  sort: number;
  pinned?: Pin;
}

export interface ResourceOverlay {
  fields: OverlayField[];
  tabs: OverlayTab[];
}

export type OverlayWarningCode =
  | 'FIELD_COLLISION'
  | 'FIELD_DUPLICATE'
  | 'FIELD_INVALID_KEY'
  | 'TAB_DUPLICATE'
  | 'TAB_UNKNOWN_FIELD';

export interface OverlayWarning {
  code: OverlayWarningCode;
  /** The overlay field or tab key concerned. */
  key: string;
  message: string;
}

export interface MergeResult {
  resource: ResourceFile;
  warnings: OverlayWarning[];
  /** Disabled custom fields: absent from the form, their stored values are kept. */
  hiddenFields: string[];
}

const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

function pinRank(p: Pin | undefined): number {
  return p === 'top' ? 0 : p === 'end' ? 2 : 1;
}

function byPinThenSort<T extends { key: string; sort: number; pinned?: Pin }>(a: T, b: T): number {
  return pinRank(a.pinned) - pinRank(b.pinned) || a.sort - b.sort || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

export function mergeOverlay(resource: ResourceFile, overlay: ResourceOverlay | null): MergeResult {
  if (!overlay) return { resource, warnings: [], hiddenFields: [] };
  const warnings: OverlayWarning[] = [];
  const hiddenFields: string[] = [];
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
    if (f.enabled) accepted.push(f);
    else hiddenFields.push(f.key);
  }
  accepted.sort(byPinThenSort);

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
      if (Object.hasOwn(properties, name)) return true;
      const why = hiddenFields.includes(name) ? 'is disabled' : 'does not exist';
      warnings.push({ code: 'TAB_UNKNOWN_FIELD', key: t.key, message: `tab '${t.key}': field '${name}' ${why}; left out` });
      return false;
    });
    return { key: t.key, title: t.title, fields };
  };
  const layoutTabs = [
    ...tabs.filter((t) => t.pinned === 'top').map(toLayout),
    ...ownTabs,
    ...tabs.filter((t) => t.pinned !== 'top').map(toLayout),
  ];
  if (layoutTabs.length > 0) merged.layout = { tabs: layoutTabs };

  return { resource: merged, warnings, hiddenFields };
}
