// Pure edits of a resource overlay's comp-tabs (docs/designer.md): each takes an overlay and answers a new
// one, never modifying its input. An edit that changes nothing (an unknown tab or field, a move onto
// itself) answers the very same object, so a caller can skip it with `next === overlay`. Titles are the
// user's input: addTab and renameTab throw the problem (tabTitleProblem) when one is refused.
//
// Tab order is display order (byPinThenSort: pinned to the top, unpinned, pinned to the end). Every edit
// of the order rewrites `sort` to 0..n in display order within each pin group.
import { byPinThenSort, type OverlayTab, type Pin, type ResourceOverlay } from './overlay.ts';
import { SchemaTextError, text, type Text } from './schema-text.ts';

/** The longest tab title overlay-check.ts accepts. */
export const TAB_TITLE_MAX = 20;
/** A tab key: a letter, then letters, digits, `-` or `_`. */
export const TAB_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;

/** The tabs in display order. */
export function displayTabs(overlay: ResourceOverlay): OverlayTab[] {
  return [...overlay.tabs].sort(byPinThenSort);
}

/** Why `title` cannot name a tab (blank, too long, taken), or undefined. `taken` holds the other tabs' titles. */
export function tabTitleProblem(title: string, taken: Iterable<string>): Text | undefined {
  const t = title.trim();
  if (!t) return text('schema.tab.titleRequired');
  if (t.length > TAB_TITLE_MAX) return text('schema.tab.titleTooLong', { limit: TAB_TITLE_MAX });
  for (const other of taken) if (other.trim() === t) return text('schema.tab.titleDup', { title: t });
  return undefined;
}

/** The titles of the overlay's tabs other than `exceptKey`. */
export function otherTabTitles(overlay: ResourceOverlay, exceptKey?: string): string[] {
  return overlay.tabs.filter((t) => t.key !== exceptKey).map((t) => t.title);
}

/**
 * A free key for a new tab: the title as a slug when it is plain ASCII (`Training Records` →
 * `training_records`), else `tab_<n>`. `reserved` holds keys used elsewhere (the file's own tabs).
 */
export function newTabKey(overlay: ResourceOverlay, title: string, reserved: readonly string[] = []): string {
  const taken = new Set([...overlay.tabs.map((t) => t.key), ...reserved]);
  const slug = title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  if (TAB_KEY_PATTERN.test(slug) && !taken.has(slug)) return slug;
  let n = overlay.tabs.length + 1;
  while (taken.has(`tab_${n}`)) n += 1;
  return `tab_${n}`;
}

/** The tabs with `sort` rewritten to their index within their pin group in `order` (keys, display order). */
function renumber(tabs: readonly OverlayTab[], order: readonly string[], pins: ReadonlyMap<string, Pin | undefined>): OverlayTab[] {
  const byKey = new Map(tabs.map((t) => [t.key, t]));
  const counters = new Map<Pin | undefined, number>();
  const sortOf = new Map<string, number>();
  for (const key of order) {
    const t = byKey.get(key);
    if (!t) continue;
    const pin = pins.has(key) ? pins.get(key) : t.pinned;
    const n = counters.get(pin) ?? 0;
    sortOf.set(key, n);
    counters.set(pin, n + 1);
  }
  return tabs.map((t) => {
    const pin = pins.has(t.key) ? pins.get(t.key) : t.pinned;
    const next: OverlayTab = { ...t, sort: sortOf.get(t.key) ?? t.sort };
    if (pin) next.pinned = pin;
    else delete next.pinned;
    return next;
  });
}

function withTab(overlay: ResourceOverlay, key: string, change: (t: OverlayTab) => OverlayTab): ResourceOverlay {
  if (!overlay.tabs.some((t) => t.key === key)) return overlay;
  return { ...overlay, tabs: overlay.tabs.map((t) => (t.key === key ? change(t) : t)) };
}

/** A tab with `fields` and `disabledFields` replaced; disabledFields kept in field order, absent when empty. */
function withFields(t: OverlayTab, fields: string[], disabled: Iterable<string> = t.disabledFields ?? []): OverlayTab {
  const off = new Set(disabled);
  const next: OverlayTab = { ...t, fields };
  const kept = fields.filter((f) => off.has(f));
  if (kept.length) next.disabledFields = kept;
  else delete next.disabledFields;
  return next;
}

function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** Adds an enabled, empty tab at the end of the unpinned ones. Throws the title's problem. */
export function addTab(overlay: ResourceOverlay, title: string, key: string): ResourceOverlay {
  const problem = tabTitleProblem(title, otherTabTitles(overlay));
  if (problem) throw new SchemaTextError(problem);
  if (!TAB_KEY_PATTERN.test(key) || overlay.tabs.some((t) => t.key === key)) throw new SchemaTextError(text('schema.tab.keyUnavailable', { key }));
  const tab: OverlayTab = { key, title: title.trim(), fields: [], enabled: true, sort: 0 };
  const tabs = [...overlay.tabs, tab];
  return { ...overlay, tabs: renumber(tabs, [...displayTabs(overlay).map((t) => t.key), key], new Map()) };
}

/** Renames a tab. Throws the title's problem. */
export function renameTab(overlay: ResourceOverlay, key: string, title: string): ResourceOverlay {
  const current = overlay.tabs.find((t) => t.key === key);
  if (!current || current.title === title.trim()) return overlay;
  const problem = tabTitleProblem(title, otherTabTitles(overlay, key));
  if (problem) throw new SchemaTextError(problem);
  return withTab(overlay, key, (t) => ({ ...t, title: title.trim() }));
}

/** Deletes a tab; its fields go back to 基本信息. */
export function removeTab(overlay: ResourceOverlay, key: string): ResourceOverlay {
  if (!overlay.tabs.some((t) => t.key === key)) return overlay;
  return { ...overlay, tabs: overlay.tabs.filter((t) => t.key !== key) };
}

/**
 * Moves tab `key` to the place of tab `overKey` in display order (as a drag and drop does: below it when
 * moving down, above it when moving up). The tab joins the pin group of `overKey`.
 */
export function moveTab(overlay: ResourceOverlay, key: string, overKey: string): ResourceOverlay {
  const order = displayTabs(overlay);
  const from = order.findIndex((t) => t.key === key);
  const to = order.findIndex((t) => t.key === overKey);
  if (from < 0 || to < 0 || from === to) return overlay;
  const moved = arrayMove(order, from, to).map((t) => t.key);
  return { ...overlay, tabs: renumber(overlay.tabs, moved, new Map([[key, order[to].pinned]])) };
}

/**
 * Pins a tab to the top (first of all) or the end (last of all), or unpins it (`undefined`: first of the
 * unpinned tabs when it was at the top, last when it was at the end).
 */
export function pinTab(overlay: ResourceOverlay, key: string, pin: Pin | undefined): ResourceOverlay {
  const order = displayTabs(overlay);
  const tab = order.find((t) => t.key === key);
  if (!tab || tab.pinned === pin) return overlay;
  const rest = order.filter((t) => t.key !== key).map((t) => t.key);
  const pinnedOf = (k: string) => order.find((t) => t.key === k)?.pinned;
  let at: number;
  if (pin === 'top') at = 0;
  else if (pin === 'end') at = rest.length;
  else if (tab.pinned === 'top') at = rest.filter((k) => pinnedOf(k) === 'top').length;
  else at = rest.filter((k) => pinnedOf(k) !== 'end').length;
  rest.splice(at, 0, key);
  return { ...overlay, tabs: renumber(overlay.tabs, rest, new Map([[key, pin]])) };
}

/** Enables or disables a tab (a disabled tab's fields show in 基本信息; its disabled fields show again). */
export function setTabEnabled(overlay: ResourceOverlay, key: string, enabled: boolean): ResourceOverlay {
  const tab = overlay.tabs.find((t) => t.key === key);
  if (!tab || tab.enabled === enabled) return overlay;
  return withTab(overlay, key, (t) => ({ ...t, enabled }));
}

/**
 * Adds fields at the end of a tab, taking them out of any other tab (a field is in one tab only; one
 * moved in is enabled). Fields already in the tab keep their place.
 */
export function addFieldsToTab(overlay: ResourceOverlay, tabKey: string, fields: readonly string[]): ResourceOverlay {
  const target = overlay.tabs.find((t) => t.key === tabKey);
  if (!target) return overlay;
  const adding = [...new Set(fields)].filter((f) => !target.fields.includes(f));
  if (!adding.length) return overlay;
  const moving = new Set(adding);
  return {
    ...overlay,
    tabs: overlay.tabs.map((t) => {
      if (t.key === tabKey) return withFields(t, [...t.fields, ...adding]);
      return t.fields.some((f) => moving.has(f)) ? withFields(t, t.fields.filter((f) => !moving.has(f))) : t;
    }),
  };
}

/** Takes a field out of a tab (it goes back to 基本信息). */
export function removeFieldFromTab(overlay: ResourceOverlay, tabKey: string, field: string): ResourceOverlay {
  const tab = overlay.tabs.find((t) => t.key === tabKey);
  if (!tab?.fields.includes(field)) return overlay;
  return withTab(overlay, tabKey, (t) => withFields(t, t.fields.filter((f) => f !== field)));
}

/** Moves a field of a tab to the place of another field of the same tab (as a drag and drop does). */
export function moveFieldWithinTab(overlay: ResourceOverlay, tabKey: string, field: string, overField: string): ResourceOverlay {
  const tab = overlay.tabs.find((t) => t.key === tabKey);
  if (!tab) return overlay;
  const from = tab.fields.indexOf(field);
  const to = tab.fields.indexOf(overField);
  if (from < 0 || to < 0 || from === to) return overlay;
  return withTab(overlay, tabKey, (t) => withFields(t, arrayMove(t.fields, from, to)));
}

/** Moves a field from the tab holding it to the end of another tab, keeping whether it is enabled. */
export function moveFieldToTab(overlay: ResourceOverlay, field: string, toTabKey: string): ResourceOverlay {
  const from = overlay.tabs.find((t) => t.fields.includes(field));
  if (!from) return addFieldsToTab(overlay, toTabKey, [field]);
  if (from.key === toTabKey || !overlay.tabs.some((t) => t.key === toTabKey)) return overlay;
  const disabled = from.disabledFields?.includes(field) ?? false;
  const added = addFieldsToTab(overlay, toTabKey, [field]);
  return disabled ? setTabFieldEnabled(added, toTabKey, field, false) : added;
}

/** Switches a field of a tab on or off (off: hidden from every screen while the tab is enabled; values kept). */
export function setTabFieldEnabled(overlay: ResourceOverlay, tabKey: string, field: string, enabled: boolean): ResourceOverlay {
  const tab = overlay.tabs.find((t) => t.key === tabKey);
  if (!tab?.fields.includes(field)) return overlay;
  const off = new Set(tab.disabledFields ?? []);
  if (off.has(field) === !enabled) return overlay;
  if (enabled) off.delete(field);
  else off.add(field);
  return withTab(overlay, tabKey, (t) => withFields(t, t.fields, off));
}

/** Clears a name that no longer resolves to a field (a removed custom field) from every tab. */
export function clearMissingField(overlay: ResourceOverlay, field: string): ResourceOverlay {
  if (!overlay.tabs.some((t) => t.fields.includes(field))) return overlay;
  return { ...overlay, tabs: overlay.tabs.map((t) => (t.fields.includes(field) ? withFields(t, t.fields.filter((f) => f !== field)) : t)) };
}
