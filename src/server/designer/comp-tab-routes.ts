// Comp-tabs and comp-tab-fields of spec 001 §7.1 (docs/designer.md): tabs grouping a resource's fields,
// and the fields of each tab. Each write publishes a new version at once.
import type { FastifyInstance } from 'fastify';
import { byPinThenSort, mergeOverlay, type OverlayTab, type ResourceOverlay } from '../../schema/overlay.ts';
import { addFieldsToTab, addTab, newTabKey, pinTab, removeFieldFromTab, removeTab, renameTab, setTabEnabled, setTabFieldEnabled } from '../../schema/tab-edits.ts';
import { AppError, badRequest, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { obj, str, strArray } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { DESIGNER_ROLES, designerWrite, publishChecked, withDesigner, type DesignerScope } from './designer-scope.ts';
import { keysOf, resourceKeyProp, tenantQuery } from './overlay-route-helpers.ts';

const tags = ['低代码设计'];
const read = { access: 'read' as const, roles: DESIGNER_ROLES };
const write = { access: 'write' as const, roles: DESIGNER_ROLES };
const tabKeyProp = { tabKey: str('页签标识', { maxLength: 63 }) };
type Q = { Querystring: { tenantId?: number } };

function tabOf(s: DesignerScope, key: string): OverlayTab {
  const t = s.overlay.tabs.find((x) => x.key === key);
  if (!t) throw notFound(`页签不存在：${key}`);
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
    { config: read, schema: { tags, summary: '页签列表（按显示顺序）', querystring: obj({ ...resourceKeyProp, ...tenantQuery }, ['resourceKey']) } },
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
    { config: write, schema: { tags, summary: '新增页签', querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, title: str('页签名称', { maxLength: 50 }), key: str('页签标识', { maxLength: 63 }) }, ['resourceKey', 'title']) } },
    (req) => mutate(req, () => `新增页签「${req.body.title.trim()}」`, (s) => {
      const key = req.body.key ?? newTabKey(s.overlay, req.body.title, (s.base.layout?.tabs ?? []).map((t) => t.key));
      return titled(() => addTab(s.overlay, req.body.title, key));
    }),
  );

  app.put<{ Body: { resourceKey: string; title: string; key: string } } & Q>(
    p,
    { config: write, schema: { tags, summary: '修改页签名称', querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, key: str('页签标识', { maxLength: 63 }), title: str('页签名称', { maxLength: 50 }) }, ['resourceKey', 'key', 'title']) } },
    (req) => mutate(req, () => `修改页签「${req.body.title.trim()}」`, (s) => {
      tabOf(s, req.body.key);
      return titled(() => renameTab(s.overlay, req.body.key, req.body.title));
    }),
  );

  app.delete<{ Querystring: { resourceKey: string; keys: string; tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: '删除页签（其中的字段回到基本信息）', querystring: obj({ ...resourceKeyProp, ...tenantQuery, keys: str('页签标识，逗号分隔', { minLength: 1, maxLength: 2000 }) }, ['resourceKey', 'keys']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const keys = keysOf(req.query.keys);
        const titles = keys.map((k) => `「${tabOf(s, k).title}」`).join('');
        const next = keys.reduce(removeTab, s.overlay);
        return okData({ version: await publishChecked(s, next, `删除页签${titles}`), deleted: keys.length });
      });
    },
  );

  const keysBody = obj({ ...resourceKeyProp, keys: strArray('页签标识', { minItems: 1, maxItems: 50 }) }, ['resourceKey', 'keys']);
  for (const [suffix, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post<{ Body: { resourceKey: string; keys: string[] } } & Q>(`${p}/${suffix}`, { config: write, schema: { tags, summary: enabled ? '启用页签' : '停用页签（字段回到基本信息）', querystring: obj(tenantQuery), body: keysBody } }, (req) =>
      mutate(req, (s) => `${enabled ? '启用' : '停用'}页签${req.body.keys.map((k) => `「${tabOf(s, k).title}」`).join('')}`, (s) => {
        for (const k of req.body.keys) tabOf(s, k);
        return req.body.keys.reduce((o, k) => setTabEnabled(o, k, enabled), s.overlay);
      }),
    );
  }
  const keyBody = obj({ ...resourceKeyProp, key: str('页签标识', { maxLength: 63 }) }, ['resourceKey', 'key']);
  for (const edge of ['top', 'end'] as const) {
    app.post<{ Body: { resourceKey: string; key: string } } & Q>(`${p}/${edge === 'top' ? 'topping' : 'ending'}`, { config: write, schema: { tags, summary: edge === 'top' ? '页签置顶' : '页签置底', querystring: obj(tenantQuery), body: keyBody } }, (req) =>
      mutate(req, (s) => `${edge === 'top' ? '置顶' : '置底'}页签「${tabOf(s, req.body.key).title}」`, (s) => {
        tabOf(s, req.body.key);
        return pinTab(s.overlay, req.body.key, edge);
      }),
    );
  }
  app.post<{ Body: { resourceKey: string; keys: string[] } } & Q>(`${p}/sort`, { config: write, schema: { tags, summary: '页签排序（按给出的顺序）', querystring: obj(tenantQuery), body: keysBody } }, (req) =>
    mutate(req, () => '调整页签顺序', (s) => {
      for (const k of req.body.keys) tabOf(s, k);
      const order = [...req.body.keys, ...[...s.overlay.tabs].sort(byPinThenSort).map((t) => t.key).filter((k) => !req.body.keys.includes(k))];
      return { ...s.overlay, tabs: s.overlay.tabs.map((t) => ({ ...t, sort: order.indexOf(t.key) })) };
    }),
  );

  // ---- fields of a tab ----
  app.get<{ Querystring: { resourceKey: string; tabKey: string; tenantId?: number } }>(
    `${pf}/list`,
    { config: read, schema: { tags, summary: '页签中的字段（按顺序）', querystring: obj({ ...resourceKeyProp, ...tabKeyProp, ...tenantQuery }, ['resourceKey', 'tabKey']) } },
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

  const fieldsBody = obj({ ...resourceKeyProp, ...tabKeyProp, fields: strArray('字段', { minItems: 1, maxItems: 500 }) }, ['resourceKey', 'tabKey', 'fields']);
  app.post<{ Body: { resourceKey: string; tabKey: string; fields: string[] } } & Q>(`${pf}`, { config: write, schema: { tags, summary: '把字段放入页签（从其他页签移出）', querystring: obj(tenantQuery), body: fieldsBody } }, (req) =>
    mutate(req, (s) => `字段放入页签「${tabOf(s, req.body.tabKey).title}」`, (s) => {
      tabOf(s, req.body.tabKey);
      const titles = fieldTitles(s);
      const unknown = req.body.fields.filter((f) => !titles.has(f));
      if (unknown.length) throw badRequest(`字段不存在：${unknown.join('、')}`, [{ field: 'fields', message: `字段不存在：${unknown.join('、')}` }]);
      return addFieldsToTab(s.overlay, req.body.tabKey, req.body.fields);
    }),
  );

  app.delete<{ Querystring: { resourceKey: string; tabKey: string; fields: string; tenantId?: number } }>(
    pf,
    { config: write, schema: { tags, summary: '把字段移出页签（已删除字段的占位随之清除）', querystring: obj({ ...resourceKeyProp, ...tabKeyProp, ...tenantQuery, fields: str('字段，逗号分隔', { minLength: 1, maxLength: 2000 }) }, ['resourceKey', 'tabKey', 'fields']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const fields = keysOf(req.query.fields);
        const tab = tabOf(s, req.query.tabKey);
        const absent = fields.filter((f) => !tab.fields.includes(f));
        if (absent.length) throw notFound(`字段不在页签「${tab.title}」中：${absent.join('、')}`);
        const next = fields.reduce((o, f) => removeFieldFromTab(o, tab.key, f), s.overlay);
        return okData({ version: await publishChecked(s, next, `字段移出页签「${tab.title}」`) });
      });
    },
  );

  for (const [suffix, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post<{ Body: { resourceKey: string; tabKey: string; fields: string[] } } & Q>(`${pf}/${suffix}`, { config: write, schema: { tags, summary: enabled ? '启用页签中的字段' : '停用页签中的字段（隐藏，数据保留）', querystring: obj(tenantQuery), body: fieldsBody } }, (req) =>
      mutate(req, (s) => `${enabled ? '启用' : '停用'}页签「${tabOf(s, req.body.tabKey).title}」中的字段`, (s) => {
        const t = tabOf(s, req.body.tabKey);
        const absent = req.body.fields.filter((f) => !t.fields.includes(f));
        if (absent.length) throw notFound(`字段不在页签「${t.title}」中：${absent.join('、')}`);
        return req.body.fields.reduce((o, f) => setTabFieldEnabled(o, t.key, f, enabled), s.overlay);
      }),
    );
  }
  const fieldBody = obj({ ...resourceKeyProp, ...tabKeyProp, field: str('字段', { maxLength: 63 }) }, ['resourceKey', 'tabKey', 'field']);
  for (const edge of ['top', 'end'] as const) {
    app.post<{ Body: { resourceKey: string; tabKey: string; field: string } } & Q>(`${pf}/${edge === 'top' ? 'topping' : 'ending'}`, { config: write, schema: { tags, summary: edge === 'top' ? '页签中的字段置顶' : '页签中的字段置底', querystring: obj(tenantQuery), body: fieldBody } }, (req) =>
      mutate(req, (s) => `调整页签「${tabOf(s, req.body.tabKey).title}」中字段的顺序`, (s) =>
        withTab(s, req.body.tabKey, (t) => {
          if (!t.fields.includes(req.body.field)) throw notFound(`字段不在页签「${t.title}」中：${req.body.field}`);
          const rest = t.fields.filter((f) => f !== req.body.field);
          return { ...t, fields: edge === 'top' ? [req.body.field, ...rest] : [...rest, req.body.field] };
        }),
      ),
    );
  }
  app.post<{ Body: { resourceKey: string; tabKey: string; fields: string[] } } & Q>(`${pf}/sort`, { config: write, schema: { tags, summary: '页签中的字段排序（按给出的顺序）', querystring: obj(tenantQuery), body: fieldsBody } }, (req) =>
    mutate(req, (s) => `调整页签「${tabOf(s, req.body.tabKey).title}」中字段的顺序`, (s) =>
      withTab(s, req.body.tabKey, (t) => {
        const absent = req.body.fields.filter((f) => !t.fields.includes(f));
        if (absent.length) throw notFound(`字段不在页签「${t.title}」中：${absent.join('、')}`);
        return { ...t, fields: [...req.body.fields, ...t.fields.filter((f) => !req.body.fields.includes(f))] };
      }),
    ),
  );
}
