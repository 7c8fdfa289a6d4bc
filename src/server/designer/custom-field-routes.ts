// Custom fields of spec 001 §7.1 (docs/designer.md): list, create, update, delete (marks removed, values
// kept), restore, topping, ending, sort, enable, disable. Each write publishes a new version at once.
import type { FastifyInstance } from 'fastify';
import { checkCustomField, customFieldSchema, type CustomFieldDef } from '../../schema/custom-field.ts';
import { customFieldRow } from '../../schema/custom-field-row.ts';
import { CUSTOM_REF_ON_DELETE, MAX_REF_FILTERS } from '../../schema/custom-field-ref.ts';
import { byPinThenSort, type OverlayField, type ResourceOverlay } from '../../schema/overlay.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { bool, int, obj, pageQuery, str, strArray } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { DESIGNER_ROLES, designerWrite, problemsError, publishChecked, withDesigner, type DesignerScope, type WritableScope } from './designer-scope.ts';
import { edgeSort, keysOf, resourceKeyProp, tenantQuery } from './overlay-route-helpers.ts';

const tags = ['低代码设计'];
const read = { access: 'read' as const, roles: DESIGNER_ROLES };
const write = { access: 'write' as const, roles: DESIGNER_ROLES };

const defProps = {
  key: str('字段标识', { maxLength: 63 }),
  type: str('字段类型', { maxLength: 20 }),
  title: str('字段名称', { maxLength: 100 }),
  required: bool('必填'),
  help: str('帮助说明', { maxLength: 500 }),
  default: { title: '默认值' },
  minLength: { type: 'number', title: '最小长度' },
  maxLength: { type: 'number', title: '最大长度' },
  pattern: str('格式校验（正则表达式）', { maxLength: 500 }),
  patternMessage: str('不符合格式时的提示', { maxLength: 100 }),
  minimum: { type: 'number', title: '最小值' },
  maximum: { type: 'number', title: '最大值' },
  precision: { type: 'number', title: '小数位数' },
  options: { type: 'array', title: '选项', maxItems: 200, items: obj({ label: str('选项名称', { maxLength: 100 }), value: str('选项值', { maxLength: 100 }) }, ['label', 'value']) },
  maxCount: { type: 'number', title: '上传数量' },
  inList: bool('列表显示'),
  refResource: str('关联的资源（资源标识，或 staff、department）', { maxLength: 80 }),
  refLabel: str('关联记录显示的字段', { maxLength: 63 }),
  refMultiple: bool('可关联多条记录'),
  refOnDelete: str('被关联记录删除时', { enum: [...CUSTOM_REF_ON_DELETE] }),
  refEnabledOnly: bool('只选启用的记录'),
  refFilter: {
    type: 'array',
    title: '筛选条件（被关联记录的字段等于值）',
    maxItems: MAX_REF_FILTERS,
    items: obj({ field: str('筛选字段', { maxLength: 63 }), value: str('值', { maxLength: 100 }) }, ['field', 'value']),
  },
  compute: str('计算公式（表达式，引用本表单字段）', { maxLength: 500 }),
  rules: {
    type: 'array',
    title: '校验规则',
    maxItems: 10,
    items: obj({ assert: str('校验条件（表达式）', { maxLength: 500 }), message: str('不满足时的提示', { maxLength: 100 }) }, ['assert', 'message']),
  },
};
const DEF_KEYS = Object.keys(defProps).filter((k) => k !== 'key') as (keyof CustomFieldDef)[];

type DefBody = { resourceKey: string; tabKey?: string } & CustomFieldDef;
type KeysBody = { resourceKey: string; keys: string[] };
type KeyBody = { resourceKey: string; key: string };

function defOf(body: DefBody): CustomFieldDef {
  const def = { key: body.key, type: body.type, title: body.title } as CustomFieldDef;
  for (const k of DEF_KEYS) if (body[k] !== undefined && body[k] !== null) (def as unknown as Record<string, unknown>)[k] = body[k];
  return def;
}

function label(f: OverlayField): string {
  return `「${f.schema.title ?? f.key}」`;
}

function findFields(s: DesignerScope, keys: string[]): OverlayField[] {
  const missing = keys.filter((k) => !s.overlay.fields.some((f) => f.key === k));
  if (missing.length) throw notFound(`自定义字段不存在：${missing.join('、')}`);
  return s.overlay.fields.filter((f) => keys.includes(f.key));
}

/** The overlay with the named fields replaced by `change(field)`. */
function withFields(s: DesignerScope, keys: string[], change: (f: OverlayField) => OverlayField): ResourceOverlay {
  findFields(s, keys);
  return { ...s.overlay, fields: s.overlay.fields.map((f) => (keys.includes(f.key) ? change(f) : f)) };
}

export async function customFieldRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const p = '/u-basic/custom-field';
  const publish = (s: WritableScope, next: ResourceOverlay, note: string, strip?: RegExp) => publishChecked(s, next, note, { strip });

  app.get<{ Querystring: { resourceKey: string; tenantId?: number; page: number; limit: number; title?: string; status?: number; removed?: boolean } }>(
    `${p}/list`,
    {
      config: read,
      schema: {
        tags,
        summary: '自定义字段分页列表',
        querystring: obj({ ...resourceKeyProp, ...tenantQuery, ...pageQuery, title: str('字段名称', { maxLength: 50 }), status: int('状态（1 启用，0 停用）', { enum: [0, 1] }), removed: bool('只看已删除') }, ['resourceKey']),
      },
    },
    (req) => {
      const auth = authOf(req);
      const q = req.query;
      return withDesigner(db, auth, q.resourceKey, q.tenantId, async (s) => {
        const title = q.title?.trim();
        const rows = [...s.overlay.fields]
          .sort(byPinThenSort)
          .filter((f) => (f.removed ?? false) === (q.removed ?? false))
          .filter((f) => q.status === undefined || (q.status === 1) === f.enabled)
          .filter((f) => !title || (f.schema.title ?? '').includes(title) || f.key.includes(title))
          .map((f) => customFieldRow(s.base.key, s.overlay, f));
        return okRows(rows.slice((q.page - 1) * q.limit, q.page * q.limit), rows.length);
      });
    },
  );

  app.post<{ Body: DefBody; Querystring: { tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: '新增自定义字段（立即生效）', querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, tabKey: str('放入的页签', { maxLength: 63 }), ...defProps }, ['resourceKey', 'key', 'type', 'title']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        const def = defOf(req.body);
        const removed = s.overlay.fields.find((f) => f.key === def.key && f.removed);
        if (removed) throw new AppError(400, `字段标识「${def.key}」属于已删除的字段，可在已删除列表中恢复`, [{ field: 'key', message: `字段标识「${def.key}」属于已删除的字段，可恢复该字段` }]);
        const taken = new Set([...Object.keys(s.base.form.properties), ...s.overlay.fields.map((f) => f.key)]);
        const problems = checkCustomField(def, taken);
        if (problems.length) throw problemsError(problems.map((x) => ({ path: x.field, message: x.message })));
        const tab = req.body.tabKey ? s.overlay.tabs.find((t) => t.key === req.body.tabKey) : undefined;
        if (req.body.tabKey && !tab) throw notFound(`页签不存在：${req.body.tabKey}`);
        const field: OverlayField = { key: def.key, def, schema: customFieldSchema(def), enabled: true, sort: edgeSort(s.overlay.fields, 'end') };
        if (def.required) field.required = true;
        if (def.inList === false) field.inList = false;
        const tabs = s.overlay.tabs.map((t) => (t === tab ? { ...t, fields: [...t.fields, def.key] } : t));
        const version = await publish(s, { ...s.overlay, fields: [...s.overlay.fields, field], tabs }, `新增自定义字段${label(field)}`, /^fields\.[^.]+\./);
        return okData({ version, field: customFieldRow(s.base.key, { ...s.overlay, tabs }, field) });
      });
    },
  );

  app.put<{ Body: DefBody; Querystring: { tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: '修改自定义字段（标识与类型不可改）', querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, ...defProps }, ['resourceKey', 'key', 'type', 'title']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        const def = defOf(req.body);
        const [old] = findFields(s, [def.key]);
        const oldType = old.def?.type;
        if (oldType && oldType !== def.type) throw new AppError(400, '字段类型创建后不能修改（已填写的数据会失效）', [{ field: 'type', message: '字段类型创建后不能修改' }]);
        const taken = new Set([...Object.keys(s.base.form.properties), ...s.overlay.fields.filter((f) => f.key !== def.key).map((f) => f.key)]);
        const problems = checkCustomField(def, taken);
        if (problems.length) throw problemsError(problems.map((x) => ({ path: x.field, message: x.message })));
        const next = withFields(s, [def.key], (f) => {
          const out: OverlayField = { ...f, def, schema: customFieldSchema(def) };
          if (def.required) out.required = true;
          else delete out.required;
          if (def.inList === false) out.inList = false;
          else delete out.inList;
          return out;
        });
        const version = await publish(s, next, `修改自定义字段${label({ ...old, schema: customFieldSchema(def) })}`, /^fields\.[^.]+\./);
        return okData({ version });
      });
    },
  );

  app.delete<{ Querystring: { resourceKey: string; keys: string; tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: '删除自定义字段（隐藏，已填写的数据保留，可恢复）', querystring: obj({ ...resourceKeyProp, ...tenantQuery, keys: str('字段标识，逗号分隔', { minLength: 1, maxLength: 2000 }) }, ['resourceKey', 'keys']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const keys = keysOf(req.query.keys);
        const next = withFields(s, keys, (f) => ({ ...f, removed: true }));
        const version = await publish(s, next, `删除自定义字段${findFields(s, keys).map(label).join('')}`);
        return okData({ version, deleted: keys.length });
      });
    },
  );

  const keysBody = obj({ ...resourceKeyProp, keys: strArray('字段标识', { minItems: 1, maxItems: 500 }) }, ['resourceKey', 'keys']);
  const batch = (suffix: string, summary: string, change: (f: OverlayField) => OverlayField, verb: string) =>
    app.post<{ Body: KeysBody; Querystring: { tenantId?: number } }>(`${p}/${suffix}`, { config: write, schema: { tags, summary, querystring: obj(tenantQuery), body: keysBody } }, (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        const next = withFields(s, req.body.keys, change);
        const version = await publish(s, next, `${verb}自定义字段${findFields(s, req.body.keys).map(label).join('')}`);
        return okData({ version });
      });
    });
  batch('restore', '恢复已删除的自定义字段（数据随之恢复）', (f) => ({ ...f, removed: false }), '恢复');
  batch('enable', '启用自定义字段', (f) => ({ ...f, enabled: true }), '启用');
  batch('disable', '停用自定义字段（隐藏，数据保留）', (f) => ({ ...f, enabled: false }), '停用');

  const keyBody = obj({ ...resourceKeyProp, key: str('字段标识', { maxLength: 63 }) }, ['resourceKey', 'key']);
  for (const edge of ['top', 'end'] as const) {
    app.post<{ Body: KeyBody; Querystring: { tenantId?: number } }>(
      `${p}/${edge === 'top' ? 'topping' : 'ending'}`,
      { config: write, schema: { tags, summary: edge === 'top' ? '自定义字段置顶' : '自定义字段置底', querystring: obj(tenantQuery), body: keyBody } },
      (req) => {
        const auth = authOf(req);
        return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
          const sort = edgeSort(s.overlay.fields.filter((f) => f.pinned === edge), edge);
          const next = withFields(s, [req.body.key], (f) => ({ ...f, pinned: edge, sort }));
          const version = await publish(s, next, `${edge === 'top' ? '置顶' : '置底'}自定义字段${findFields(s, [req.body.key]).map(label).join('')}`);
          return okData({ version });
        });
      },
    );
  }

  app.post<{ Body: KeysBody; Querystring: { tenantId?: number } }>(
    `${p}/sort`,
    { config: write, schema: { tags, summary: '自定义字段排序（按给出的顺序）', querystring: obj(tenantQuery), body: keysBody } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        findFields(s, req.body.keys);
        const order = [...req.body.keys, ...[...s.overlay.fields].sort(byPinThenSort).map((f) => f.key).filter((k) => !req.body.keys.includes(k))];
        const next = { ...s.overlay, fields: s.overlay.fields.map((f) => ({ ...f, sort: order.indexOf(f.key) })) };
        const version = await publish(s, next, '调整自定义字段顺序');
        return okData({ version });
      });
    },
  );
}
