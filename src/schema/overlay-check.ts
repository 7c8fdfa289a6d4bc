// Whether an overlay may be stored: its shape (it arrives as JSON from a browser), every custom field's
// definition, the tabs, and the merged file against the meta-schema. Problems name where they are:
// `fields.<key>.<prop>`, `tabs.<key>.<prop>`, `file<json pointer>`. Pure.
import { checkCustomField, customFieldSchema, CUSTOM_KEY_PATTERN, type CustomFieldDef } from './custom-field.ts';
import { checkDesignedFile, type DesignEnv } from './designed-file-check.ts';
import { fieldContext } from './field-context.ts';
import { isJsonObject, type JsonObject } from './merge-patch.ts';
import { mergeOverlay, withoutMissingRefs, type OverlayField, type OverlayTab, type Pin, type ResourceOverlay } from './overlay.ts';
import { TAB_KEY_PATTERN, tabTitleProblem } from './tab-edits.ts';
import { SYSTEM_FIELDS, type FieldSchema, type ResourceFile } from './resource-types.ts';
import { listText, said, text, type SchemaMessage, type Text } from './schema-text.ts';

export interface OverlayProblem {
  path: string;
  /** In Chinese; `text` is the catalogue message, for an answer in another language. */
  message: string;
  text?: Text;
}

const MAX_FIELDS = 500;
const MAX_TABS = 50;

function isPin(v: unknown): v is Pin | undefined {
  return v === undefined || v === 'top' || v === 'end';
}

function strings(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

/** The overlay of a JSON body, typed, or the problems of its shape. Custom fields with a def get their schema recompiled. */
export function parseOverlay(json: unknown): { overlay: ResourceOverlay } | { problems: OverlayProblem[] } {
  const problems: OverlayProblem[] = [];
  const bad = (path: string, message: SchemaMessage) => {
    problems.push(said({ path }, message));
  };
  if (!isJsonObject(json)) return { problems: [said({ path: 'overlay' }, text('schema.overlay.format'))] };
  const rawFields = json.fields ?? [];
  const rawTabs = json.tabs ?? [];
  if (!Array.isArray(rawFields) || rawFields.length > MAX_FIELDS) bad('fields', text('schema.overlay.fields', { limit: MAX_FIELDS }));
  if (!Array.isArray(rawTabs) || rawTabs.length > MAX_TABS) bad('tabs', text('schema.overlay.tabs', { limit: MAX_TABS }));
  if (json.patch !== undefined && !isJsonObject(json.patch)) bad('patch', text('schema.overlay.patch'));
  // Shared records: the row security follows the file's sharing mode, which no enterprise's patch changes.
  if (isJsonObject(json.patch) && Object.hasOwn(json.patch, 'shared')) bad('file/shared', text('schema.overlay.shared'));
  if (json.fieldOrder !== undefined && !strings(json.fieldOrder)) bad('fieldOrder', text('schema.overlay.order'));
  if (problems.length) return { problems };

  const fields: OverlayField[] = [];
  (rawFields as unknown[]).forEach((raw, i) => {
    const at = `fields.${isJsonObject(raw) && typeof raw.key === 'string' ? raw.key : i}`;
    if (!isJsonObject(raw) || typeof raw.key !== 'string') return bad(at, text('schema.overlay.field'));
    if (typeof raw.enabled !== 'boolean' || typeof raw.sort !== 'number' || !isPin(raw.pinned ?? undefined)) {
      return bad(at, text('schema.overlay.fieldPlacement'));
    }
    const def = raw.def as unknown;
    let schema: FieldSchema;
    if (def !== undefined) {
      if (!isJsonObject(def)) return bad(`${at}.def`, text('schema.overlay.fieldDef'));
      const d = { ...(def as unknown as CustomFieldDef), key: raw.key };
      const own = checkCustomField(d);
      if (own.length) {
        for (const p of own) bad(`${at}.${p.field}`, p.text ?? p.message);
        return;
      }
      schema = customFieldSchema(d);
    } else if (isJsonObject(raw.schema) && typeof raw.schema.type === 'string') {
      schema = raw.schema as unknown as FieldSchema;
    } else return bad(`${at}.schema`, text('schema.overlay.fieldNoDef'));
    const f: OverlayField = { key: raw.key, schema, enabled: raw.enabled, sort: raw.sort };
    if (raw.pinned) f.pinned = raw.pinned as Pin;
    if (def !== undefined) f.def = { ...(def as unknown as CustomFieldDef), key: raw.key };
    const required = def !== undefined ? (def as JsonObject).required : raw.required;
    if (required === true) f.required = true;
    if (raw.removed === true) f.removed = true;
    if (raw.inList === false || (isJsonObject(def) && def.inList === false)) f.inList = false;
    fields.push(f);
  });
  const tabs: OverlayTab[] = [];
  (rawTabs as unknown[]).forEach((raw, i) => {
    const at = `tabs.${isJsonObject(raw) && typeof raw.key === 'string' ? raw.key : i}`;
    if (!isJsonObject(raw) || typeof raw.key !== 'string' || typeof raw.title !== 'string' || !strings(raw.fields)) {
      return bad(at, text('schema.overlay.tab'));
    }
    if (typeof raw.enabled !== 'boolean' || typeof raw.sort !== 'number' || !isPin(raw.pinned ?? undefined)) {
      return bad(at, text('schema.overlay.tabPlacement'));
    }
    if (raw.disabledFields !== undefined && !strings(raw.disabledFields)) return bad(`${at}.disabledFields`, text('schema.overlay.hidden'));
    const t: OverlayTab = { key: raw.key, title: raw.title, fields: [...raw.fields], enabled: raw.enabled, sort: raw.sort };
    if (raw.pinned) t.pinned = raw.pinned as Pin;
    if (raw.disabledFields?.length) t.disabledFields = [...(raw.disabledFields as string[])];
    tabs.push(t);
  });
  if (problems.length) return { problems };
  const overlay: ResourceOverlay = { fields, tabs };
  if (json.patch) overlay.patch = json.patch as JsonObject;
  if (json.fieldOrder) overlay.fieldOrder = [...(json.fieldOrder as string[])];
  return { overlay };
}

/**
 * Every reason `overlay` may not be stored over `base`; empty when it may. With `env` (the registry and what
 * the enterprise may refer to) the merged file also passes the registry checks and its references stay
 * within the enterprise's reach.
 */
export function checkOverlay(base: ResourceFile, overlay: ResourceOverlay, env?: DesignEnv): OverlayProblem[] {
  const problems: OverlayProblem[] = [];
  const builtIn = new Set(Object.keys(base.form.properties));
  const keys = new Set<string>();
  const ctx = fieldContext(base, overlay, env);
  for (const f of overlay.fields) {
    const at = `fields.${f.key}`;
    if (!CUSTOM_KEY_PATTERN.test(f.key)) problems.push(said({ path: `${at}.key` }, text('schema.overlay.keyPattern')));
    else if (builtIn.has(f.key) || Object.hasOwn(SYSTEM_FIELDS, f.key)) {
      problems.push(said({ path: `${at}.key` }, text('schema.overlay.keySystem', { key: f.key })));
    } else if (keys.has(f.key)) problems.push(said({ path: `${at}.key` }, text('schema.overlay.keyDup', { key: f.key })));
    keys.add(f.key);
    // The key was checked just above (against this resource); the def's own key check would repeat it.
    // A removed field is not in the form: its definition is checked alone (what it names may have gone since).
    if (f.def) for (const p of checkCustomField(f.def, new Set(), f.removed ? {} : ctx)) if (p.field !== 'key') problems.push(said({ path: `${at}.${p.field}` }, p.text ?? p.message));
  }

  const tabKeys = new Set<string>();
  const titles = new Set<string>();
  const placed = new Map<string, string>();
  const locked = new Set([...(base.form.required ?? []), ...Object.values(base.validity ?? {})]);
  for (const t of overlay.tabs) {
    const at = `tabs.${t.key}`;
    if (!TAB_KEY_PATTERN.test(t.key)) problems.push(said({ path: `${at}.key` }, text('schema.overlay.tabKeyPattern')));
    else if (tabKeys.has(t.key) || base.layout?.tabs.some((x) => x.key === t.key)) {
      problems.push(said({ path: `${at}.key` }, text('schema.overlay.tabKeyDup', { key: t.key })));
    }
    tabKeys.add(t.key);
    const title = t.title.trim();
    const titleProblem = tabTitleProblem(title, titles);
    if (titleProblem) problems.push(said({ path: `${at}.title` }, titleProblem));
    titles.add(title);
    for (const name of t.fields) {
      const other = placed.get(name);
      if (other !== undefined) problems.push(said({ path: `${at}.fields` }, text('schema.overlay.fieldInTab', { name, other })));
      placed.set(name, title);
    }
    for (const name of t.disabledFields ?? []) {
      if (!t.fields.includes(name)) problems.push(said({ path: `${at}.disabledFields` }, text('schema.overlay.hiddenNotInTab', { name })));
      else if (locked.has(name)) {
        const label = base.form.properties[name]?.title ?? name;
        problems.push(said({ path: `${at}.disabledFields` }, text('schema.overlay.requiredSystem', { label })));
      }
    }
  }
  problems.push(...reactionProblems(base, overlay));
  if (problems.length) return problems;

  // A tab may still name a removed custom field (the screen shows a placeholder); the file check may not.
  const file = withoutMissingRefs(mergeOverlay(base, overlay).resource);
  for (const e of checkDesignedFile(base, file, env)) problems.push(said({ path: `file${e.pointer}` }, e.text ?? e.message));
  return problems;
}

/** Fields whose reactions (x-reactions) depend on `name`, by title. */
function dependents(base: ResourceFile, name: string): string[] {
  const out: string[] = [];
  for (const [k, f] of Object.entries(base.form.properties)) {
    const reactions = f['x-reactions'];
    const list = Array.isArray(reactions) ? reactions : reactions ? [reactions] : [];
    if (k !== name && list.some((r) => r.dependencies?.includes(name) || r.target === name)) out.push(f.title ?? k);
  }
  return out;
}

/** A field switched off in a tab that another field's linkage rule depends on cannot be switched off. */
function reactionProblems(base: ResourceFile, overlay: ResourceOverlay): OverlayProblem[] {
  const out: OverlayProblem[] = [];
  for (const t of overlay.tabs) {
    for (const name of t.disabledFields ?? []) {
      const by = dependents(base, name);
      if (by.length) {
        const label = base.form.properties[name]?.title ?? name;
        out.push(said({ path: `tabs.${t.key}.disabledFields` }, text('schema.overlay.usedByRules', { label, by: listText(by) })));
      }
    }
  }
  return out;
}
