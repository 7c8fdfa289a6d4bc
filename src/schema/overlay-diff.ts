// Two versions of an overlay compared field by field (designer: 版本对比). Pure.
import { jsonEqual, type JsonObject } from './merge-patch.ts';
import type { OverlayField, OverlayTab, ResourceOverlay } from './overlay.ts';
import { chineseText, text, type Say } from './schema-text.ts';

/** The place of a change of the fields' order in a diff. */
/** The place of the fields' order among the patch's pointers; answered as `schema.overlay.orderPointer` in the reader's language. */
const ORDER_POINTER = '\u0000order';

export interface PropChange {
  prop: string;
  before: unknown;
  after: unknown;
}

export interface OverlayChange {
  target: 'field' | 'tab' | 'patch';
  /** Field or tab key, or the JSON pointer of a patched member. */
  key: string;
  /** The title in the newer version (else the older), for people. */
  label: string;
  kind: 'added' | 'removed' | 'changed';
  changes: PropChange[];
}

/** The properties of a custom field compared, as shown (the schema is compiled from the def). */
function fieldProps(f: OverlayField): Record<string, unknown> {
  const def = f.def;
  return {
    title: f.schema.title,
    type: def?.type ?? f.schema.type,
    required: f.required ?? false,
    enabled: f.enabled,
    removed: f.removed ?? false,
    pinned: f.pinned ?? null,
    sort: f.sort,
    inList: f.inList ?? true,
    help: def?.help ?? f.schema.description,
    default: def?.default ?? f.schema.default,
    minLength: def?.minLength ?? f.schema.minLength,
    maxLength: def?.maxLength ?? f.schema.maxLength,
    pattern: def?.pattern ?? f.schema.pattern,
    patternMessage: def?.patternMessage,
    minimum: def?.minimum ?? f.schema.minimum,
    maximum: def?.maximum ?? f.schema.maximum,
    precision: def?.precision,
    options: def?.options ?? f.schema.enum ?? f.schema.items?.enum,
    maxCount: def?.maxCount ?? f.schema.maxItems,
  };
}

function tabProps(t: OverlayTab): Record<string, unknown> {
  return {
    title: t.title,
    enabled: t.enabled,
    pinned: t.pinned ?? null,
    sort: t.sort,
    fields: t.fields,
    disabledFields: t.disabledFields ?? [],
  };
}

function propChanges(before: Record<string, unknown>, after: Record<string, unknown>): PropChange[] {
  const out: PropChange[] = [];
  for (const prop of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[prop];
    const a = after[prop];
    if (b === undefined && a === undefined) continue;
    if (!jsonEqual(b ?? null, a ?? null)) out.push({ prop, before: b ?? null, after: a ?? null });
  }
  return out;
}

function compare<T extends { key: string }>(
  target: 'field' | 'tab',
  before: readonly T[],
  after: readonly T[],
  props: (x: T) => Record<string, unknown>,
  label: (x: T) => string,
): OverlayChange[] {
  const out: OverlayChange[] = [];
  const old = new Map(before.map((x) => [x.key, x]));
  const now = new Map(after.map((x) => [x.key, x]));
  for (const x of after) {
    const prev = old.get(x.key);
    if (!prev) {
      out.push({ target, key: x.key, label: label(x), kind: 'added', changes: propChanges({}, props(x)) });
      continue;
    }
    const changes = propChanges(props(prev), props(x));
    if (changes.length) out.push({ target, key: x.key, label: label(x), kind: 'changed', changes });
  }
  for (const x of before) {
    if (!now.has(x.key)) out.push({ target, key: x.key, label: label(x), kind: 'removed', changes: propChanges(props(x), {}) });
  }
  return out;
}

function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Leaves of a patch as pointer -> value (objects are walked, anything else is a leaf). */
function leaves(v: unknown, ptr: string, out: Map<string, unknown>): void {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    for (const [k, sub] of Object.entries(v)) leaves(sub, `${ptr}/${escapePointer(k)}`, out);
  } else out.set(ptr, v);
}

function comparePatches(say: Say, before: JsonObject | undefined, after: JsonObject | undefined, orderBefore?: string[], orderAfter?: string[]): OverlayChange[] {
  const b = new Map<string, unknown>();
  const a = new Map<string, unknown>();
  if (before) leaves(before, '', b);
  if (after) leaves(after, '', a);
  if (!jsonEqual(orderBefore ?? [], orderAfter ?? [])) {
    b.set(ORDER_POINTER, orderBefore ?? null);
    a.set(ORDER_POINTER, orderAfter ?? null);
  }
  const out: OverlayChange[] = [];
  for (const ptr of new Set([...b.keys(), ...a.keys()])) {
    const was = b.has(ptr);
    const is = a.has(ptr);
    if (was && is && jsonEqual(b.get(ptr), a.get(ptr))) continue;
    const kind = !was ? 'added' : !is ? 'removed' : 'changed';
    const name = ptr === ORDER_POINTER ? say(text('schema.overlay.orderPointer')) : ptr;
    out.push({ target: 'patch', key: name, label: name, kind, changes: [{ prop: 'value', before: was ? b.get(ptr) : null, after: is ? a.get(ptr) : null }] });
  }
  return out;
}

const EMPTY: ResourceOverlay = { fields: [], tabs: [] };

/**
 * What changed from `a` to `b` (null: no overlay, the file alone): fields, then tabs, then patched members; the
 * fields' order is named in the reader's language (`say`, Chinese by default).
 */
export function diffOverlays(a: ResourceOverlay | null, b: ResourceOverlay | null, say: Say = chineseText): OverlayChange[] {
  const from = a ?? EMPTY;
  const to = b ?? EMPTY;
  return [
    ...compare('field', from.fields, to.fields, fieldProps, (f) => f.schema.title ?? f.key),
    ...compare('tab', from.tabs, to.tabs, tabProps, (t) => t.title),
    ...comparePatches(say, from.patch, to.patch, from.fieldOrder, to.fieldOrder),
  ];
}
