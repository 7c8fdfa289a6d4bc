// The schema editor's save: an implementer edits the resource file merged with the enterprise's overlay
// as JSON; this turns the edited file back into an overlay over the (unchanged) file, so that a later
// version of the file still reaches the enterprise. Pure.
//
// - Properties the file does not have become custom fields (an existing one keeps its designer settings
//   when its schema is unchanged); custom fields missing from the edited file are marked removed (values kept).
// - The layout's tabs that the file does not declare become the overlay's tabs, in the edited order.
// - Everything else that differs is kept as a JSON merge patch, and the order of the properties as
//   `fieldOrder`, so that mergeOverlay(base, result) gives back the edited file.
import { customFieldSchema } from './custom-field.ts';
import { createMergePatch, jsonEqual, type JsonObject } from './merge-patch.ts';
import { mergeOverlay, type OverlayField, type OverlayTab, type ResourceOverlay } from './overlay.ts';
import type { ResourceFile } from './resource-types.ts';

export function overlayFromFile(base: ResourceFile, current: ResourceOverlay | null, edited: ResourceFile): ResourceOverlay {
  const builtIn = base.form.properties;
  const names = Object.keys(edited.form.properties);
  const firstBuiltIn = names.findIndex((n) => Object.hasOwn(builtIn, n));
  const required = new Set(edited.form.required ?? []);
  const previous = new Map((current?.fields ?? []).map((f) => [f.key, f]));

  const fields: OverlayField[] = [];
  names.forEach((key, i) => {
    if (Object.hasOwn(builtIn, key)) return;
    const schema = edited.form.properties[key];
    const prev = previous.get(key);
    const f: OverlayField = { key, schema: structuredClone(schema), enabled: true, sort: i };
    if (firstBuiltIn >= 0 && i < firstBuiltIn) f.pinned = 'top';
    if (required.has(key)) f.required = true;
    if (prev?.def && jsonEqual(customFieldSchema({ ...prev.def, required: false }), schema)) {
      f.def = { ...prev.def, required: required.has(key) };
    }
    if (prev?.inList === false || !edited.list.columns.some((c) => c.field === key)) f.inList = false;
    fields.push(f);
  });
  // Custom fields the merged file did not show (disabled or removed) stay as they were; shown ones the
  // implementer deleted are removed, their values kept.
  const merged = mergeOverlay(base, current);
  for (const f of current?.fields ?? []) {
    if (names.includes(f.key)) continue;
    const wasShown = Object.hasOwn(merged.resource.form.properties, f.key);
    fields.push(wasShown ? { ...structuredClone(f), removed: true } : structuredClone(f));
  }

  const ownTabs = new Set((base.layout?.tabs ?? []).map((t) => t.key));
  const previousTabs = new Map((current?.tabs ?? []).map((t) => [t.key, t]));
  const tabs: OverlayTab[] = [];
  (edited.layout?.tabs ?? []).forEach((t, i) => {
    if (ownTabs.has(t.key)) return;
    const prev = previousTabs.get(t.key);
    const tab: OverlayTab = { key: t.key, title: t.title, fields: [...t.fields], enabled: true, sort: i };
    const kept = prev?.disabledFields?.filter((f) => !t.fields.includes(f));
    if (kept?.length) {
      tab.fields.push(...kept);
      tab.disabledFields = kept;
    }
    tabs.push(tab);
  });
  for (const t of current?.tabs ?? []) if (!t.enabled && !tabs.some((x) => x.key === t.key)) tabs.push(structuredClone(t));

  const overlay: ResourceOverlay = { fields, tabs };
  const without = mergeOverlay(base, overlay).resource;
  const patch = createMergePatch(without as unknown as JsonObject, edited as unknown as JsonObject);
  if (patch) overlay.patch = patch;
  // Property order is kept apart: a merge patch cannot move members.
  if (!jsonEqual(Object.keys(without.form.properties), names)) overlay.fieldOrder = names;
  return overlay;
}
