// The designer's edits of a draft overlay, as pure functions: each answers a new overlay and never modifies
// its input. A custom field's `schema` is recompiled from its definition (customFieldSchema) whenever the
// definition changes, as the server does. Definitions are checked by the caller (checkCustomField) before
// they get here; an edit naming a field that does not exist is a wiring bug and throws.
import { customFieldSchema, type CustomFieldDef } from '../src/schema/custom-field.ts';
import { jsonEqual } from '../src/schema/merge-patch.ts';
import { byPinThenSort, type OverlayField, type OverlayTab, type Pin, type ResourceOverlay } from '../src/schema/overlay.ts';
import { SYSTEM_FIELDS, type ResourceFile } from '../src/schema/resource-types.ts';

export type PinChoice = Pin | 'none';

/** An overlay that changes nothing. */
export function emptyOverlay(): ResourceOverlay {
  return { fields: [], tabs: [] };
}

/** The custom fields in display order: pinned to the top, unpinned, pinned to the end; then sort, then key. */
export function orderedFields(overlay: ResourceOverlay): OverlayField[] {
  return [...overlay.fields].sort(byPinThenSort);
}

/** The names a new custom field's key may not use: built-in, system and the other custom fields (removed ones too). */
export function takenKeys(base: ResourceFile, overlay: ResourceOverlay, exceptKey?: string): Set<string> {
  const out = new Set([...Object.keys(base.form.properties), ...Object.keys(SYSTEM_FIELDS)]);
  for (const f of overlay.fields) if (f.key !== exceptKey) out.add(f.key);
  return out;
}

/** Whether two overlays are the same (the draft against the published one). */
export function sameOverlay(a: ResourceOverlay, b: ResourceOverlay): boolean {
  return jsonEqual(a, b);
}

function fieldAt(overlay: ResourceOverlay, key: string): OverlayField {
  const f = overlay.fields.find((x) => x.key === key);
  if (!f) throw new Error(`custom field '${key}' does not exist`);
  return f;
}

function change(overlay: ResourceOverlay, key: string, fn: (f: OverlayField) => OverlayField): ResourceOverlay {
  fieldAt(overlay, key);
  return { ...overlay, fields: overlay.fields.map((f) => (f.key === key ? fn(f) : f)) };
}

/** A sort value before (`top`) or after (`end`) every one of `fields`. */
function edgeSort(fields: readonly OverlayField[], edge: Pin): number {
  if (fields.length === 0) return 0;
  const sorts = fields.map((f) => f.sort);
  return edge === 'top' ? Math.min(...sorts) - 1 : Math.max(...sorts) + 1;
}

/** The field with `def` as its definition: schema, required and inList follow it. */
function withDef(f: OverlayField, def: CustomFieldDef): OverlayField {
  const out: OverlayField = { ...f, def: structuredClone(def), schema: customFieldSchema(def) };
  if (def.required) out.required = true;
  else delete out.required;
  if (def.inList === false) out.inList = false;
  else delete out.inList;
  return out;
}

/** Adds a custom field (enabled, after the unpinned ones). Throws when the key is already used in the overlay. */
export function addField(overlay: ResourceOverlay, def: CustomFieldDef): ResourceOverlay {
  if (overlay.fields.some((f) => f.key === def.key)) throw new Error(`custom field '${def.key}' exists already`);
  const unpinned = overlay.fields.filter((f) => !f.pinned);
  const field = withDef({ key: def.key, schema: { type: 'string' }, enabled: true, sort: edgeSort(unpinned, 'end') }, def);
  return { ...overlay, fields: [...overlay.fields, field] };
}

/** Replaces the definition of field `key` (the key itself never changes). */
export function updateField(overlay: ResourceOverlay, key: string, def: CustomFieldDef): ResourceOverlay {
  return change(overlay, key, (f) => withDef(f, { ...def, key }));
}

/** Marks the field removed: hidden everywhere, stored values kept, restorable. */
export function removeField(overlay: ResourceOverlay, key: string): ResourceOverlay {
  return change(overlay, key, (f) => ({ ...f, removed: true }));
}

export function restoreField(overlay: ResourceOverlay, key: string): ResourceOverlay {
  return change(overlay, key, (f) => {
    const out = { ...f };
    delete out.removed;
    return out;
  });
}

export function setFieldEnabled(overlay: ResourceOverlay, key: string, enabled: boolean): ResourceOverlay {
  return change(overlay, key, (f) => ({ ...f, enabled }));
}

/** Pins the field to the top or the end (before / after the others pinned there), or unpins it (after the unpinned). */
export function pinField(overlay: ResourceOverlay, key: string, pin: PinChoice): ResourceOverlay {
  const group = overlay.fields.filter((f) => f.key !== key && (pin === 'none' ? !f.pinned : f.pinned === pin));
  const sort = edgeSort(group, pin === 'top' ? 'top' : 'end');
  return change(overlay, key, (f) => {
    const out: OverlayField = { ...f, sort };
    if (pin === 'none') delete out.pinned;
    else out.pinned = pin;
    return out;
  });
}

/** The first and last index (in display order) of the pin group of the field at `index`. */
export function pinGroupRange(overlay: ResourceOverlay, index: number): [number, number] {
  const order = orderedFields(overlay);
  const pin = order[index]?.pinned;
  const first = order.findIndex((f) => f.pinned === pin);
  let last = first;
  while (last + 1 < order.length && order[last + 1].pinned === pin) last += 1;
  return [first, last];
}

/**
 * Moves the field at display index `from` to `to`, within its pin group (`to` is clamped to the group; a
 * field changes group by pinning). Every field's sort becomes its display position.
 */
export function moveField(overlay: ResourceOverlay, from: number, to: number): ResourceOverlay {
  const order = orderedFields(overlay);
  if (from < 0 || from >= order.length) throw new Error(`no custom field at ${from}`);
  const [first, last] = pinGroupRange(overlay, from);
  const target = Math.min(last, Math.max(first, to));
  if (target === from) return overlay;
  const moved = [...order];
  const [f] = moved.splice(from, 1);
  moved.splice(target, 0, f);
  const sortOf = new Map(moved.map((x, i) => [x.key, i]));
  return { ...overlay, fields: overlay.fields.map((x) => (x.sort === sortOf.get(x.key) ? x : { ...x, sort: sortOf.get(x.key) ?? x.sort })) };
}

/** The overlay with the comp-tabs `tabs` (the tabs panel edits them). */
export function setTabs(overlay: ResourceOverlay, tabs: OverlayTab[]): ResourceOverlay {
  return { ...overlay, tabs };
}

/** What the definition editor opens for field `f`: its def; null for a field written in the schema editor (no def). */
export function defOf(f: OverlayField): CustomFieldDef | null {
  return f.def ? { ...f.def, key: f.key } : null;
}
