// Comp-tabs and comp-tab-fields of spec 001 §7.1 (docs/designer.md): tabs grouping a resource's fields,
// and the fields of each tab. Each write publishes a new version at once.
import type { FastifyInstance } from 'fastify';
import { byPinThenSort, mergeOverlay, type OverlayTab, type ResourceOverlay } from '../../schema/overlay.ts';
import { addFieldsToTab, addTab, newTabKey, pinTab, removeFieldFromTab, removeTab, renameTab, setTabEnabled, setTabFieldEnabled } from '../../schema/tab-edits.ts';
import { AppError, badRequest, fieldProblem, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { obj, str, strArray } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { DESIGNER_ROLES, designerWrite, publishChecked, withDesigner, type DesignerScope } from './designer-scope.ts';
import { keysOf, resourceKeyProp, tenantQuery } from './overlay-route-helpers.ts';
import { zhOf } from '../routes/zh-of.ts';
import { text } from '../../domain/i18n/text.ts';

const tags = [zhOf('api.designer.lowCodeDesign')];
const read = { access: 'read' as const, roles: DESIGNER_ROLES };
const write = { access: 'write' as const, roles: DESIGNER_ROLES };
const tabKeyProp = { tabKey: str(zhOf('api.designer.tabKey'), { maxLength: 63 }) };
type Q = { Querystring: { tenantId?: number } };

function tabOf(s: DesignerScope, key: string): OverlayTab {
  const t = s.overlay.tabs.find((x) => x.key === key);
  if (!t) throw notFound(text('api.designer.tabNotFound', { key }));
  return t;
}

function withTab(s: DesignerScope, key: string, change: (t: OverlayTab) => OverlayTab): ResourceOverlay {
  tabOf(s, key);
  return { ...s.overlay, tabs: s.overlay.tabs.map((t) => (t.key === key ? change(t) : t)) };
}

/** The edit, with a refused title (tab-edits throws its problem) as a 400 at `title`. */
function titled(edit: () => ResourceOverlay): ResourceOverlay {
  try {
    return edit();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new AppError(400, message, [{ field: 'title', message }]);
  }
}

/** Every field the merged resource shows or hides, with its title (for the tab-field list). */
function fieldTitles(s: DesignerScope): Map<string, string> {
  const all = mergeOverlay(s.base, { ...s.overlay, tabs: [] });
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(all.resource.form.properties)) out.set(k, v.title ?? k);
  for (const f of s.overlay.fields) if (!f.removed) out.set(f.key, f.schema.title ?? f.key);
  return out;
}

export async function compTabRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const p = '/u-basic/comp-tab';
  const pf = '/u-basic/comp-tab-field';

  const mutate = (req: { body: { resourceKey: string }; query: { tenantId?: number } } & Parameters<typeof authOf>[0], note: (s: DesignerScope) => string, change: (s: DesignerScope) => ResourceOverlay) => {
    const auth = authOf(req);
    return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
      const next = change(s);
      return okData({ version: await publishChecked(s, next, note(s), { strip: /^tabs\.[^.]+\./ }) });
    });
  };

  app.get<{ Querystring: { resourceKey: string; tenantId?: number } }>(
    `${p}/list`,
    { config: read, schema: { tags, summary: zhOf('api.designer.tabsDisplayOrder'), querystring: obj({ ...resourceKeyProp, ...tenantQuery }, ['resourceKey']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const rows = [...s.overlay.tabs].sort(byPinThenSort).map((t) => ({ ...t, status: t.enabled ? 1 : 0, pinned: t.pinned ?? null, disabledFields: t.disabledFields ?? [] }));
        return okRows(rows, rows.length);
      });
    },
  );

  app.post<{ Body: { resourceKey: string; title: string; key?: string } } & Q>(
    p,
    { config: write, schema: { tags, summary: zhOf('api.designer.addsTab'), querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, title: str(zhOf('api.designer.tabName'), { maxLength: 50 }), key: str(zhOf('api.designer.tabKey'), { maxLength: 63 }) }, ['resourceKey', 'title']) } },
    (req) => mutate(req, () => zhOf('api.designer.note.addTab', { title: req.body.title.trim() }), (s) => {
      const key = req.body.key ?? newTabKey(s.overlay, req.body.title, (s.base.layout?.tabs ?? []).map((t) => t.key));
      return titled(() => addTab(s.overlay, req.body.title, key));
    }),
  );

  app.put<{ Body: { resourceKey: string; title: string; key: string } } & Q>(
    p,
    { config: write, schema: { tags, summary: zhOf('api.designer.renamesTab'), querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, key: str(zhOf('api.designer.tabKey'), { maxLength: 63 }), title: str(zhOf('api.designer.tabName'), { maxLength: 50 }) }, ['resourceKey', 'key', 'title']) } },
    (req) => mutate(req, () => zhOf('api.designer.note.renameTab', { title: req.body.title.trim() }), (s) => {
      tabOf(s, req.body.key);
      return titled(() => renameTab(s.overlay, req.body.key, req.body.title));
    }),
  );

  app.delete<{ Querystring: { resourceKey: string; keys: string; tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: zhOf('api.designer.deletesTabFieldsGoBack'), querystring: obj({ ...resourceKeyProp, ...tenantQuery, keys: str(zhOf('api.designer.tabKeysCommaSeparated'), { minLength: 1, maxLength: 2000 }) }, ['resourceKey', 'keys']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const keys = keysOf(req.query.keys);
        const titles = keys.map((k) => zhOf('api.designer.quoted', { title: tabOf(s, k).title })).join('');
        const next = keys.reduce(removeTab, s.overlay);
        return okData({ version: await publishChecked(s, next, zhOf('api.designer.note.deleteTabs', { titles })), deleted: keys.length });
      });
    },
  );

  const keysBody = obj({ ...resourceKeyProp, keys: strArray(zhOf('api.designer.tabKey'), { minItems: 1, maxItems: 50 }) }, ['resourceKey', 'keys']);
  for (const [suffix, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post<{ Body: { resourceKey: string; keys: string[] } } & Q>(`${p}/${suffix}`, { config: write, schema: { tags, summary: enabled ? zhOf('api.designer.enablesTab') : zhOf('api.designer.disablesTabFieldsGoBack'), querystring: obj(tenantQuery), body: keysBody } }, (req) =>
      mutate(req, (s) => zhOf('api.designer.note.switchTabs', { verb: enabled ? zhOf('api.designer.enable') : zhOf('api.designer.disable'), titles: req.body.keys.map((k) => zhOf('api.designer.quoted', { title: tabOf(s, k).title })).join('') }), (s) => {
        for (const k of req.body.keys) tabOf(s, k);
        return req.body.keys.reduce((o, k) => setTabEnabled(o, k, enabled), s.overlay);
      }),
    );
  }
  const keyBody = obj({ ...resourceKeyProp, key: str(zhOf('api.designer.tabKey'), { maxLength: 63 }) }, ['resourceKey', 'key']);
  for (const edge of ['top', 'end'] as const) {
    app.post<{ Body: { resourceKey: string; key: string } } & Q>(`${p}/${edge === 'top' ? 'topping' : 'ending'}`, { config: write, schema: { tags, summary: edge === 'top' ? zhOf('api.designer.movesTabTop') : zhOf('api.designer.movesTabBottom'), querystring: obj(tenantQuery), body: keyBody } }, (req) =>
      mutate(req, (s) => zhOf('api.designer.note.moveTab', { verb: edge === 'top' ? zhOf('api.designer.moveTop') : zhOf('api.designer.moveBottom'), title: tabOf(s, req.body.key).title }), (s) => {
        tabOf(s, req.body.key);
        return pinTab(s.overlay, req.body.key, edge);
      }),
    );
  }
  app.post<{ Body: { resourceKey: string; keys: string[] } } & Q>(`${p}/sort`, { config: write, schema: { tags, summary: zhOf('api.designer.ordersTabsOrderGiven'), querystring: obj(tenantQuery), body: keysBody } }, (req) =>
    mutate(req, () => zhOf('api.designer.reordersTabs'), (s) => {
      for (const k of req.body.keys) tabOf(s, k);
      const order = [...req.body.keys, ...[...s.overlay.tabs].sort(byPinThenSort).map((t) => t.key).filter((k) => !req.body.keys.includes(k))];
      return { ...s.overlay, tabs: s.overlay.tabs.map((t) => ({ ...t, sort: order.indexOf(t.key) })) };
    }),
  );

  // ---- fields of a tab ----
  app.get<{ Querystring: { resourceKey: string; tabKey: string; tenantId?: number } }>(
    `${pf}/list`,
    { config: read, schema: { tags, summary: zhOf('api.designer.fieldsTabOrder'), querystring: obj({ ...resourceKeyProp, ...tabKeyProp, ...tenantQuery }, ['resourceKey', 'tabKey']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const tab = tabOf(s, req.query.tabKey);
        const titles = fieldTitles(s);
        const custom = new Set(s.overlay.fields.map((f) => f.key));
        const rows = tab.fields.map((field) => ({
          field,
          title: titles.get(field) ?? field,
          custom: custom.has(field),
          enabled: !(tab.disabledFields ?? []).includes(field),
          missing: !titles.has(field),
        }));
        return okRows(rows, rows.length);
      });
    },
  );

  const fieldsBody = obj({ ...resourceKeyProp, ...tabKeyProp, fields: strArray(zhOf('api.designer.field'), { minItems: 1, maxItems: 500 }) }, ['resourceKey', 'tabKey', 'fields']);
  app.post<{ Body: { resourceKey: string; tabKey: string; fields: string[] } } & Q>(`${pf}`, { config: write, schema: { tags, summary: zhOf('api.designer.putsFieldIntoTabMoving'), querystring: obj(tenantQuery), body: fieldsBody } }, (req) =>
    mutate(req, (s) => zhOf('api.designer.note.putIntoTab', { title: tabOf(s, req.body.tabKey).title }), (s) => {
      tabOf(s, req.body.tabKey);
      const titles = fieldTitles(s);
      const unknown = req.body.fields.filter((f) => !titles.has(f));
      if (unknown.length) throw badRequest(text('api.designer.fieldsNotFound', { keys: unknown.join(zhOf('api.resource.listSeparator')) }), [fieldProblem('fields', text('api.designer.fieldsNotFound', { keys: unknown.join(zhOf('api.resource.listSeparator')) }))]);
      return addFieldsToTab(s.overlay, req.body.tabKey, req.body.fields);
    }),
  );

  app.delete<{ Querystring: { resourceKey: string; tabKey: string; fields: string; tenantId?: number } }>(
    pf,
    { config: write, schema: { tags, summary: zhOf('api.designer.takesFieldOutTabPlaces'), querystring: obj({ ...resourceKeyProp, ...tabKeyProp, ...tenantQuery, fields: str(zhOf('api.designer.fieldsCommaSeparated'), { minLength: 1, maxLength: 2000 }) }, ['resourceKey', 'tabKey', 'fields']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const fields = keysOf(req.query.fields);
        const tab = tabOf(s, req.query.tabKey);
        const absent = fields.filter((f) => !tab.fields.includes(f));
        if (absent.length) throw notFound(text('api.designer.fieldsNotInTab', { title: tab.title, keys: absent.join(zhOf('api.resource.listSeparator')) }));
        const next = fields.reduce((o, f) => removeFieldFromTab(o, tab.key, f), s.overlay);
        return okData({ version: await publishChecked(s, next, zhOf('api.designer.note.takeOutOfTab', { title: tab.title })) });
      });
    },
  );

  for (const [suffix, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post<{ Body: { resourceKey: string; tabKey: string; fields: string[] } } & Q>(`${pf}/${suffix}`, { config: write, schema: { tags, summary: enabled ? zhOf('api.designer.enablesFieldTab') : zhOf('api.designer.disablesFieldTabHiddenData'), querystring: obj(tenantQuery), body: fieldsBody } }, (req) =>
      mutate(req, (s) => zhOf('api.designer.note.switchTabFields', { verb: enabled ? zhOf('api.designer.enable') : zhOf('api.designer.disable'), title: tabOf(s, req.body.tabKey).title }), (s) => {
        const t = tabOf(s, req.body.tabKey);
        const absent = req.body.fields.filter((f) => !t.fields.includes(f));
        if (absent.length) throw notFound(text('api.designer.fieldsNotInTab', { title: t.title, keys: absent.join(zhOf('api.resource.listSeparator')) }));
        return req.body.fields.reduce((o, f) => setTabFieldEnabled(o, t.key, f, enabled), s.overlay);
      }),
    );
  }
  const fieldBody = obj({ ...resourceKeyProp, ...tabKeyProp, field: str(zhOf('api.designer.field'), { maxLength: 63 }) }, ['resourceKey', 'tabKey', 'field']);
  for (const edge of ['top', 'end'] as const) {
    app.post<{ Body: { resourceKey: string; tabKey: string; field: string } } & Q>(`${pf}/${edge === 'top' ? 'topping' : 'ending'}`, { config: write, schema: { tags, summary: edge === 'top' ? zhOf('api.designer.movesFieldTabTop') : zhOf('api.designer.movesFieldTabBottom'), querystring: obj(tenantQuery), body: fieldBody } }, (req) =>
      mutate(req, (s) => zhOf('api.designer.note.orderTabFields', { title: tabOf(s, req.body.tabKey).title }), (s) =>
        withTab(s, req.body.tabKey, (t) => {
          if (!t.fields.includes(req.body.field)) throw notFound(text('api.designer.fieldsNotInTab', { title: t.title, keys: req.body.field }));
          const rest = t.fields.filter((f) => f !== req.body.field);
          return { ...t, fields: edge === 'top' ? [req.body.field, ...rest] : [...rest, req.body.field] };
        }),
      ),
    );
  }
  app.post<{ Body: { resourceKey: string; tabKey: string; fields: string[] } } & Q>(`${pf}/sort`, { config: write, schema: { tags, summary: zhOf('api.designer.ordersFieldsTabOrderGiven'), querystring: obj(tenantQuery), body: fieldsBody } }, (req) =>
    mutate(req, (s) => zhOf('api.designer.note.orderTabFields', { title: tabOf(s, req.body.tabKey).title }), (s) =>
      withTab(s, req.body.tabKey, (t) => {
        const absent = req.body.fields.filter((f) => !t.fields.includes(f));
        if (absent.length) throw notFound(text('api.designer.fieldsNotInTab', { title: t.title, keys: absent.join(zhOf('api.resource.listSeparator')) }));
        return { ...t, fields: [...req.body.fields, ...t.fields.filter((f) => !req.body.fields.includes(f))] };
      }),
    ),
  );
}
