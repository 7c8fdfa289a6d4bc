// The calls of spec 001 §7.1 (custom-field/*, comp-tab/*, comp-tab-field/*, comp-field/*) of the in-memory
// DesignerClient (./fake-designer-client.ts): each write publishes a new version at once, as the server's do.
import type { ClientFailure, CompTabRow, CustomFieldRow, DesignerClient, Edge } from '../../designer/designer-client.ts';
import { addField, pinField, removeField, restoreField, setFieldEnabled, updateField } from '../../designer/overlay-edits.ts';
import { checkCustomField, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { byPinThenSort, mergeOverlay, type OverlayField, type OverlayTab, type ResourceOverlay } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { customFieldRow } from '../../src/schema/custom-field-row.ts';

/** A refusal as the HTTP client rejects with it. */
export const refuse = (status: number, message: string, errors: { field: string; message: string }[] = []): ClientFailure => ({ status, message, errors });
export const notFound = (what: string) => refuse(404, `${what}不存在`);

/** What the §7.1 calls use of the fake's store. */
export interface FakeDesignerContext {
  /** Records the call and answers `run()` (or the configured failure) later. */
  answer<T>(method: keyof DesignerClient, args: unknown[], run: () => T): Promise<T>;
  base(key: string): ResourceFile;
  /** The overlay in force. */
  current(key: string): ResourceOverlay;
  /** Checks and publishes a new version; `strip` shortens the problem paths as the server does. */
  publish(key: string, next: ResourceOverlay, note: string, baseVersion?: number, strip?: RegExp): number;
  /** comp-field values by `<resource key>:<record id>`. */
  records: Map<string, Record<string, unknown>>;
}

export type SpecCalls = Pick<
  DesignerClient,
  | 'customFields'
  | 'createCustomField'
  | 'updateCustomField'
  | 'removeCustomFields'
  | 'restoreCustomFields'
  | 'pinCustomField'
  | 'sortCustomFields'
  | 'switchCustomFields'
  | 'compTabs'
  | 'createCompTab'
  | 'updateCompTab'
  | 'removeCompTabs'
  | 'pinCompTab'
  | 'sortCompTabs'
  | 'switchCompTabs'
  | 'compTabFields'
  | 'addCompTabFields'
  | 'removeCompTabFields'
  | 'pinCompTabField'
  | 'sortCompTabFields'
  | 'switchCompTabFields'
  | 'compFields'
  | 'saveCompFields'
  | 'compFieldValues'
  | 'saveCompFieldValues'
>;

export function fakeSpecCalls({ answer, base, current, publish, records }: FakeDesignerContext): SpecCalls {
  const fieldRow = (key: string, o: ResourceOverlay, f: OverlayField): CustomFieldRow => customFieldRow(key, o, f);
  const tabRow = (t: OverlayTab): CompTabRow => ({ ...t, disabledFields: t.disabledFields ?? [], status: t.enabled ? 1 : 0, pinned: t.pinned ?? null });
  const mustField = (o: ResourceOverlay, keys: string[]) => {
    const missing = keys.filter((k) => !o.fields.some((f) => f.key === k));
    if (missing.length) throw notFound(`自定义字段 ${missing.join('、')} `);
  };
  const withTab = (o: ResourceOverlay, key: string, fn: (t: OverlayTab) => OverlayTab): ResourceOverlay => {
    if (!o.tabs.some((t) => t.key === key)) throw notFound(`页签 ${key} `);
    return { ...o, tabs: o.tabs.map((t) => (t.key === key ? fn(t) : t)) };
  };
  const reorder = <T extends { key: string; sort: number; pinned?: 'top' | 'end' }>(items: T[], keys: string[]): T[] => {
    const order = [...keys, ...[...items].sort(byPinThenSort).map((x) => x.key).filter((k) => !keys.includes(k))];
    return items.map((x) => ({ ...x, sort: order.indexOf(x.key) }));
  };
  const edgeSort = (items: { sort: number }[], edge: Edge) =>
    items.length === 0 ? 0 : edge === 'top' ? Math.min(...items.map((i) => i.sort)) - 1 : Math.max(...items.map((i) => i.sort)) + 1;
  const checkDef = (key: string, def: CustomFieldDef, exceptKey?: string) => {
    const taken = new Set([...Object.keys(base(key).form.properties), ...current(key).fields.filter((f) => f.key !== exceptKey).map((f) => f.key)]);
    const problems = checkCustomField(def, taken);
    if (problems.length) throw refuse(400, problems[0].message, problems);
  };
  const tabEdit = (key: string, note: string, fn: (o: ResourceOverlay) => ResourceOverlay) => ({ version: publish(key, fn(current(key)), note, undefined, /^tabs\.[^.]+\./) });

  return {
    customFields: ({ resourceKey, page = 1, limit = 100, title, status, removed }) =>
      answer('customFields', [{ resourceKey, page, limit, title, status, removed }], () => {
        const o = current(resourceKey);
        const rows = [...o.fields]
          .sort(byPinThenSort)
          .filter((f) => (f.removed ?? false) === (removed ?? false))
          .filter((f) => status === undefined || (status === 1) === f.enabled)
          .filter((f) => !title || (f.schema.title ?? '').includes(title) || f.key.includes(title))
          .map((f) => fieldRow(resourceKey, o, f));
        return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length };
      }),
    createCustomField: (resourceKey, input) =>
      answer('createCustomField', [resourceKey, input], () => {
        const { tabKey, ...def } = input;
        checkDef(resourceKey, def);
        let next = addField(current(resourceKey), def);
        if (tabKey) next = withTab(next, tabKey, (t) => ({ ...t, fields: [...t.fields, def.key] }));
        const version = publish(resourceKey, next, `新增自定义字段「${def.title}」`, undefined, /^fields\.[^.]+\./);
        const field = next.fields.find((f) => f.key === def.key) as OverlayField;
        return { version, field: fieldRow(resourceKey, next, field) };
      }),
    updateCustomField: (resourceKey, def) =>
      answer('updateCustomField', [resourceKey, def], () => {
        mustField(current(resourceKey), [def.key]);
        checkDef(resourceKey, def, def.key);
        return { version: publish(resourceKey, updateField(current(resourceKey), def.key, def), `修改自定义字段「${def.title}」`, undefined, /^fields\.[^.]+\./) };
      }),
    removeCustomFields: (resourceKey, keys) =>
      answer('removeCustomFields', [resourceKey, keys], () => {
        mustField(current(resourceKey), keys);
        return { version: publish(resourceKey, keys.reduce(removeField, current(resourceKey)), '删除自定义字段'), deleted: keys.length };
      }),
    restoreCustomFields: (resourceKey, keys) =>
      answer('restoreCustomFields', [resourceKey, keys], () => {
        mustField(current(resourceKey), keys);
        return { version: publish(resourceKey, keys.reduce(restoreField, current(resourceKey)), '恢复自定义字段') };
      }),
    pinCustomField: (resourceKey, key, edge) =>
      answer('pinCustomField', [resourceKey, key, edge], () => {
        mustField(current(resourceKey), [key]);
        return { version: publish(resourceKey, pinField(current(resourceKey), key, edge), edge === 'top' ? '置顶自定义字段' : '置底自定义字段') };
      }),
    sortCustomFields: (resourceKey, keys) =>
      answer('sortCustomFields', [resourceKey, keys], () => {
        const o = current(resourceKey);
        mustField(o, keys);
        return { version: publish(resourceKey, { ...o, fields: reorder(o.fields, keys) }, '调整自定义字段顺序') };
      }),
    switchCustomFields: (resourceKey, state, keys) =>
      answer('switchCustomFields', [resourceKey, state, keys], () => {
        mustField(current(resourceKey), keys);
        const next = keys.reduce((o, k) => setFieldEnabled(o, k, state === 'enable'), current(resourceKey));
        return { version: publish(resourceKey, next, state === 'enable' ? '启用自定义字段' : '停用自定义字段') };
      }),

    compTabs: (resourceKey) =>
      answer('compTabs', [resourceKey], () => {
        const rows = [...current(resourceKey).tabs].sort(byPinThenSort).map(tabRow);
        return { rows, total: rows.length };
      }),
    createCompTab: (resourceKey, title, key) =>
      answer('createCompTab', [resourceKey, title, key], () =>
        tabEdit(resourceKey, `新增页签「${title}」`, (o) => {
          const tab: OverlayTab = { key: key ?? `tab_${o.tabs.length + 1}`, title: title.trim(), fields: [], enabled: true, sort: edgeSort(o.tabs, 'end') };
          return { ...o, tabs: [...o.tabs, tab] };
        }),
      ),
    updateCompTab: (resourceKey, key, title) =>
      answer('updateCompTab', [resourceKey, key, title], () => tabEdit(resourceKey, `修改页签「${title}」`, (o) => withTab(o, key, (t) => ({ ...t, title: title.trim() })))),
    removeCompTabs: (resourceKey, keys) =>
      answer('removeCompTabs', [resourceKey, keys], () => ({
        ...tabEdit(resourceKey, '删除页签', (o) => {
          for (const k of keys) withTab(o, k, (t) => t);
          return { ...o, tabs: o.tabs.filter((t) => !keys.includes(t.key)) };
        }),
        deleted: keys.length,
      })),
    pinCompTab: (resourceKey, key, edge) =>
      answer('pinCompTab', [resourceKey, key, edge], () =>
        tabEdit(resourceKey, edge === 'top' ? '页签置顶' : '页签置底', (o) => {
          const sort = edgeSort(o.tabs.filter((t) => t.pinned === edge), edge);
          return withTab(o, key, (t) => ({ ...t, pinned: edge, sort }));
        }),
      ),
    sortCompTabs: (resourceKey, keys) => answer('sortCompTabs', [resourceKey, keys], () => tabEdit(resourceKey, '调整页签顺序', (o) => ({ ...o, tabs: reorder(o.tabs, keys) }))),
    switchCompTabs: (resourceKey, state, keys) =>
      answer('switchCompTabs', [resourceKey, state, keys], () =>
        tabEdit(resourceKey, state === 'enable' ? '启用页签' : '停用页签', (o) => keys.reduce((acc, k) => withTab(acc, k, (t) => ({ ...t, enabled: state === 'enable' })), o)),
      ),

    compTabFields: (resourceKey, tabKey) =>
      answer('compTabFields', [resourceKey, tabKey], () => {
        const o = current(resourceKey);
        const tab = o.tabs.find((t) => t.key === tabKey);
        if (!tab) throw notFound(`页签 ${tabKey} `);
        const all = mergeOverlay(base(resourceKey), { ...o, tabs: [] }).resource.form.properties;
        const custom = new Set(o.fields.map((f) => f.key));
        const rows = tab.fields.map((field) => ({
          field,
          title: all[field]?.title ?? field,
          custom: custom.has(field),
          enabled: !(tab.disabledFields ?? []).includes(field),
          missing: !Object.hasOwn(all, field),
        }));
        return { rows, total: rows.length };
      }),
    addCompTabFields: (resourceKey, tabKey, fields) =>
      answer('addCompTabFields', [resourceKey, tabKey, fields], () =>
        tabEdit(resourceKey, '字段放入页签', (o) => {
          withTab(o, tabKey, (t) => t);
          const tabs = o.tabs.map((t) => (t.key === tabKey ? { ...t, fields: [...t.fields.filter((f) => !fields.includes(f)), ...fields] } : { ...t, fields: t.fields.filter((f) => !fields.includes(f)) }));
          return { ...o, tabs };
        }),
      ),
    removeCompTabFields: (resourceKey, tabKey, fields) =>
      answer('removeCompTabFields', [resourceKey, tabKey, fields], () =>
        tabEdit(resourceKey, '字段移出页签', (o) =>
          withTab(o, tabKey, (t) => ({ ...t, fields: t.fields.filter((f) => !fields.includes(f)), disabledFields: (t.disabledFields ?? []).filter((f) => !fields.includes(f)) })),
        ),
      ),
    pinCompTabField: (resourceKey, tabKey, field, edge) =>
      answer('pinCompTabField', [resourceKey, tabKey, field, edge], () =>
        tabEdit(resourceKey, '页签中的字段置顶/置底', (o) =>
          withTab(o, tabKey, (t) => {
            const rest = t.fields.filter((f) => f !== field);
            return { ...t, fields: edge === 'top' ? [field, ...rest] : [...rest, field] };
          }),
        ),
      ),
    sortCompTabFields: (resourceKey, tabKey, fields) =>
      answer('sortCompTabFields', [resourceKey, tabKey, fields], () =>
        tabEdit(resourceKey, '页签中的字段排序', (o) => withTab(o, tabKey, (t) => ({ ...t, fields: [...fields, ...t.fields.filter((f) => !fields.includes(f))] }))),
      ),
    switchCompTabFields: (resourceKey, tabKey, state, fields) =>
      answer('switchCompTabFields', [resourceKey, tabKey, state, fields], () =>
        tabEdit(resourceKey, state === 'enable' ? '启用页签中的字段' : '停用页签中的字段', (o) =>
          withTab(o, tabKey, (t) => {
            const off = new Set(t.disabledFields ?? []);
            for (const f of fields) {
              if (state === 'enable') off.delete(f);
              else off.add(f);
            }
            return { ...t, disabledFields: [...off] };
          }),
        ),
      ),

    compFields: (resourceKey) =>
      answer('compFields', [resourceKey], () => {
        const b = base(resourceKey);
        const o = current(resourceKey);
        const tabOf = (k: string) => o.tabs.find((t) => t.fields.includes(k))?.key ?? null;
        const off = new Set(o.tabs.flatMap((t) => (t.enabled ? (t.disabledFields ?? []) : [])));
        const required = new Set(b.form.required ?? []);
        const rows = [
          ...Object.entries(b.form.properties).map(([field, f]) => ({ field, title: f.title ?? field, custom: false, required: required.has(field), hidden: off.has(field), removed: false, tabKey: tabOf(field) })),
          ...o.fields.map((f) => ({
            field: f.key,
            title: f.schema.title ?? f.key,
            custom: true,
            required: f.required ?? false,
            hidden: !f.enabled || (f.removed ?? false) || off.has(f.key),
            removed: f.removed ?? false,
            tabKey: tabOf(f.key),
          })),
        ];
        return { rows, total: rows.length };
      }),
    saveCompFields: (resourceKey, fields) =>
      answer('saveCompFields', [resourceKey, fields], () => {
        let o = current(resourceKey);
        for (const { tabKey, ...def } of fields) {
          const exists = o.fields.some((f) => f.key === def.key);
          checkDef(resourceKey, def, exists ? def.key : undefined);
          o = exists ? updateField(o, def.key, def) : addField(o, def);
          if (tabKey) o = { ...o, tabs: o.tabs.map((t) => ({ ...t, fields: t.key === tabKey ? [...t.fields.filter((f) => f !== def.key), def.key] : t.fields.filter((f) => f !== def.key) })) };
        }
        return { version: publish(resourceKey, o, `批量保存 ${fields.length} 个自定义字段`) };
      }),
    compFieldValues: (resourceKey, recordId) =>
      answer('compFieldValues', [resourceKey, recordId], () => {
        base(resourceKey);
        return records.get(`${resourceKey}:${recordId ?? 1}`) ?? null;
      }),
    saveCompFieldValues: (resourceKey, values, recordId) =>
      answer('saveCompFieldValues', [resourceKey, values, recordId], () => {
        base(resourceKey);
        const at = `${resourceKey}:${recordId ?? 1}`;
        const saved = { ...(records.get(at) ?? {}), ...values, id: recordId ?? 1 };
        records.set(at, saved);
        return saved;
      }),
  };
}
