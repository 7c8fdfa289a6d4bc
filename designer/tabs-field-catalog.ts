// The fields a comp-tab may hold (docs/designer.md): every field of the merged resource, built-in or
// custom, with what the tabs panel shows of each. Pure.
import { BASIC_TAB_TITLE } from '../src/schema/compile-formily.ts';
import { mergeOverlay, type ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';

export interface CatalogField {
  name: string;
  title: string;
  /** A custom field of the overlay. */
  custom: boolean;
  /** A custom field switched off (hidden everywhere until enabled again in the custom-field list). */
  disabled: boolean;
  /** A field the file requires (or its validity uses): a tab cannot switch it off. */
  locked: boolean;
}

export interface FieldCatalog {
  /** By name, in form order; removed custom fields are absent (a tab naming one shows it as missing). */
  fields: Map<string, CatalogField>;
  /** Keys of the file's own tabs (a new tab may not take them). */
  fileTabKeys: string[];
  /** Titles of the file's own tabs and 基本信息 (a tab of the overlay may not take them). */
  fileTabTitles: string[];
  /** Fields the file's own tabs hold (not offered to the overlay's tabs). */
  fileTabFields: Set<string>;
}

/** Fields a tab may not switch off: the file's required fields and those its validity uses (as overlay-check.ts). */
export function lockedFields(base: ResourceFile): Set<string> {
  return new Set([...(base.form.required ?? []), ...Object.values(base.validity ?? {})]);
}

/**
 * The catalog of `base` with `overlay`: the merged resource without the overlay's tabs (so no tab hides
 * anything), plus custom fields switched off; removed custom fields are left out.
 */
export function fieldCatalog(base: ResourceFile, overlay: ResourceOverlay): FieldCatalog {
  const merged = mergeOverlay(base, { ...overlay, tabs: [] }).resource;
  const custom = new Map(overlay.fields.filter((f) => !f.removed).map((f) => [f.key, f]));
  const locked = lockedFields(base);
  const fields = new Map<string, CatalogField>();
  const add = (name: string, title: string | undefined, disabled: boolean) =>
    fields.set(name, { name, title: title ?? name, custom: custom.has(name), disabled, locked: locked.has(name) });
  for (const [name, schema] of Object.entries(merged.form.properties)) add(name, schema.title, false);
  for (const f of custom.values()) if (!fields.has(f.key) && !Object.hasOwn(base.form.properties, f.key)) add(f.key, f.schema.title, true);
  const fileTabs = base.layout?.tabs ?? [];
  return {
    fields,
    fileTabKeys: fileTabs.map((t) => t.key),
    fileTabTitles: [BASIC_TAB_TITLE, ...fileTabs.map((t) => t.title)],
    fileTabFields: new Set(fileTabs.flatMap((t) => t.fields)),
  };
}

/** The catalog's fields that no tab holds, in form order: what 添加字段 offers. */
export function unplacedFields(catalog: FieldCatalog, overlay: ResourceOverlay): CatalogField[] {
  const placed = new Set(overlay.tabs.flatMap((t) => t.fields));
  return [...catalog.fields.values()].filter((f) => !placed.has(f.name) && !catalog.fileTabFields.has(f.name));
}
