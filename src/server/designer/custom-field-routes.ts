// Custom fields of spec 001 §7.1 (docs/designer.md): list, create, update, delete (marks removed, values
// kept), restore, topping, ending, sort, enable, disable. Each write publishes a new version at once.
import type { FastifyInstance } from 'fastify';
import { checkCustomField, customFieldSchema, type CustomFieldDef } from '../../schema/custom-field.ts';
import { customFieldRow } from '../../schema/custom-field-row.ts';
import { CUSTOM_REF_ON_DELETE, MAX_REF_FILTERS } from '../../schema/custom-field-ref.ts';
import { byPinThenSort, type OverlayField, type ResourceOverlay } from '../../schema/overlay.ts';
import { AppError, fieldProblem, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { bool, int, obj, pageQuery, str, strArray } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { DESIGNER_ROLES, designerWrite, problemsError, publishChecked, withDesigner, type DesignerScope, type WritableScope } from './designer-scope.ts';
import { edgeSort, keysOf, resourceKeyProp, tenantQuery } from './overlay-route-helpers.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

const tags = [zhOf('api.designer.lowCodeDesign')];
const read = { access: 'read' as const, roles: DESIGNER_ROLES };
const write = { access: 'write' as const, roles: DESIGNER_ROLES };

const defProps = {
  key: str(zhOf('api.designer.fieldKey'), { maxLength: 63 }),
  type: str(zhOf('api.designer.fieldType'), { maxLength: 20 }),
  title: str(zhOf('api.designer.fieldName'), { maxLength: 100 }),
  required: bool(zhOf('api.designer.required')),
  help: str(zhOf('api.designer.helpText'), { maxLength: 500 }),
  default: { title: zhOf('api.designer.defaultValue') },
  minLength: { type: 'number', title: zhOf('api.designer.minimumLength') },
  maxLength: { type: 'number', title: zhOf('api.designer.maximumLength') },
  pattern: str(zhOf('api.designer.formatCheckRegularExpression'), { maxLength: 500 }),
  patternMessage: str(zhOf('api.designer.messageWhenFormatDoesNot'), { maxLength: 100 }),
  minimum: { type: 'number', title: zhOf('api.designer.minimum') },
  maximum: { type: 'number', title: zhOf('api.designer.maximum') },
  precision: { type: 'number', title: zhOf('api.designer.decimalPlaces') },
  options: { type: 'array', title: zhOf('api.designer.options'), maxItems: 200, items: obj({ label: str(zhOf('api.designer.optionName'), { maxLength: 100 }), value: str(zhOf('api.designer.optionValue'), { maxLength: 100 }) }, ['label', 'value']) },
  maxCount: { type: 'number', title: zhOf('api.designer.numberUploads') },
  inList: bool(zhOf('api.designer.shownLists')),
  refResource: str(zhOf('api.designer.linkedResourceResourceKeyStaff'), { maxLength: 80 }),
  refLabel: str(zhOf('api.designer.fieldShownLinkedRecord'), { maxLength: 63 }),
  refMultiple: bool(zhOf('api.designer.canLinkSeveralRecords')),
  refOnDelete: str(zhOf('api.designer.whenLinkedRecordDeleted'), { enum: [...CUSTOM_REF_ON_DELETE] }),
  refEnabledOnly: bool(zhOf('api.designer.enabledRecordsOnly')),
  refFilter: {
    type: 'array',
    title: zhOf('api.designer.filterFieldLinkedRecordEquals'),
    maxItems: MAX_REF_FILTERS,
    items: obj({ field: str(zhOf('api.designer.filterField'), { maxLength: 63 }), value: str(zhOf('api.designer.value'), { maxLength: 100 }) }, ['field', 'value']),
  },
  compute: str(zhOf('api.designer.formulaExpressionOverThisForm'), { maxLength: 500 }),
  rules: {
    type: 'array',
    title: zhOf('api.designer.validationRules'),
    maxItems: 10,
    items: obj({ assert: str(zhOf('api.designer.validationConditionExpression'), { maxLength: 500 }), message: str(zhOf('api.designer.messageWhenNotMet'), { maxLength: 100 }) }, ['assert', 'message']),
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
  return zhOf('api.designer.quoted', { title: f.schema.title ?? f.key });
}

function findFields(s: DesignerScope, keys: string[]): OverlayField[] {
  const missing = keys.filter((k) => !s.overlay.fields.some((f) => f.key === k));
  if (missing.length) throw notFound(text('api.designer.customFieldsNotFound', { keys: missing.join(zhOf('api.resource.listSeparator')) }));
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
        summary: zhOf('api.designer.pagedListCustomFields'),
        querystring: obj({ ...resourceKeyProp, ...tenantQuery, ...pageQuery, title: str(zhOf('api.designer.fieldName'), { maxLength: 50 }), status: int(zhOf('api.designer.status1Enabled0Disabled'), { enum: [0, 1] }), removed: bool(zhOf('api.designer.deletedOnly')) }, ['resourceKey']),
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
    { config: write, schema: { tags, summary: zhOf('api.designer.addsCustomFieldForceOnce'), querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, tabKey: str(zhOf('api.designer.targetTab'), { maxLength: 63 }), ...defProps }, ['resourceKey', 'key', 'type', 'title']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        const def = defOf(req.body);
        const removed = s.overlay.fields.find((f) => f.key === def.key && f.removed);
        if (removed) throw new AppError(400, text('api.designer.removedKey', { key: def.key }), [fieldProblem('key', text('api.designer.removedKeyField', { key: def.key }))]);
        const taken = new Set([...Object.keys(s.base.form.properties), ...s.overlay.fields.map((f) => f.key)]);
        const problems = checkCustomField(def, taken);
        if (problems.length) throw problemsError(problems.map((x) => ({ path: x.field, message: x.message, text: x.text })));
        const tab = req.body.tabKey ? s.overlay.tabs.find((t) => t.key === req.body.tabKey) : undefined;
        if (req.body.tabKey && !tab) throw notFound(text('api.designer.tabNotFound', { key: req.body.tabKey }));
        const field: OverlayField = { key: def.key, def, schema: customFieldSchema(def), enabled: true, sort: edgeSort(s.overlay.fields, 'end') };
        if (def.required) field.required = true;
        if (def.inList === false) field.inList = false;
        const tabs = s.overlay.tabs.map((t) => (t === tab ? { ...t, fields: [...t.fields, def.key] } : t));
        const version = await publish(s, { ...s.overlay, fields: [...s.overlay.fields, field], tabs }, zhOf('api.designer.note.addField', { label: label(field) }), /^fields\.[^.]+\./);
        return okData({ version, field: customFieldRow(s.base.key, { ...s.overlay, tabs }, field) });
      });
    },
  );

  app.put<{ Body: DefBody; Querystring: { tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: zhOf('api.designer.editsCustomFieldKeyType'), querystring: obj(tenantQuery), body: obj({ ...resourceKeyProp, ...defProps }, ['resourceKey', 'key', 'type', 'title']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        const def = defOf(req.body);
        const [old] = findFields(s, [def.key]);
        const oldType = old.def?.type;
        if (oldType && oldType !== def.type) throw new AppError(400, text('api.designer.fieldTypeFixedDataInvalid'), [fieldProblem('type', text('api.designer.fieldTypeFixed'))]);
        const taken = new Set([...Object.keys(s.base.form.properties), ...s.overlay.fields.filter((f) => f.key !== def.key).map((f) => f.key)]);
        const problems = checkCustomField(def, taken);
        if (problems.length) throw problemsError(problems.map((x) => ({ path: x.field, message: x.message, text: x.text })));
        const next = withFields(s, [def.key], (f) => {
          const out: OverlayField = { ...f, def, schema: customFieldSchema(def) };
          if (def.required) out.required = true;
          else delete out.required;
          if (def.inList === false) out.inList = false;
          else delete out.inList;
          return out;
        });
        const version = await publish(s, next, zhOf('api.designer.note.editField', { label: label({ ...old, schema: customFieldSchema(def) }) }), /^fields\.[^.]+\./);
        return okData({ version });
      });
    },
  );

  app.delete<{ Querystring: { resourceKey: string; keys: string; tenantId?: number } }>(
    p,
    { config: write, schema: { tags, summary: zhOf('api.designer.deletesCustomFieldHiddenData'), querystring: obj({ ...resourceKeyProp, ...tenantQuery, keys: str(zhOf('api.designer.fieldKeysCommaSeparated'), { minLength: 1, maxLength: 2000 }) }, ['resourceKey', 'keys']) } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const keys = keysOf(req.query.keys);
        const next = withFields(s, keys, (f) => ({ ...f, removed: true }));
        const version = await publish(s, next, zhOf('api.designer.note.deleteFields', { labels: findFields(s, keys).map(label).join('') }));
        return okData({ version, deleted: keys.length });
      });
    },
  );

  const keysBody = obj({ ...resourceKeyProp, keys: strArray(zhOf('api.designer.fieldKey'), { minItems: 1, maxItems: 500 }) }, ['resourceKey', 'keys']);
  const batch = (suffix: string, summary: string, change: (f: OverlayField) => OverlayField, verb: string) =>
    app.post<{ Body: KeysBody; Querystring: { tenantId?: number } }>(`${p}/${suffix}`, { config: write, schema: { tags, summary, querystring: obj(tenantQuery), body: keysBody } }, (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        const next = withFields(s, req.body.keys, change);
        const version = await publish(s, next, zhOf('api.designer.note.switchFields', { verb, labels: findFields(s, req.body.keys).map(label).join('') }));
        return okData({ version });
      });
    });
  batch('restore', zhOf('api.designer.restoresDeletedCustomFieldData'), (f) => ({ ...f, removed: false }), zhOf('api.designer.restore'));
  batch('enable', zhOf('api.designer.enablesCustomField'), (f) => ({ ...f, enabled: true }), zhOf('api.designer.enable'));
  batch('disable', zhOf('api.designer.disablesCustomFieldHiddenData'), (f) => ({ ...f, enabled: false }), zhOf('api.designer.disable'));

  const keyBody = obj({ ...resourceKeyProp, key: str(zhOf('api.designer.fieldKey'), { maxLength: 63 }) }, ['resourceKey', 'key']);
  for (const edge of ['top', 'end'] as const) {
    app.post<{ Body: KeyBody; Querystring: { tenantId?: number } }>(
      `${p}/${edge === 'top' ? 'topping' : 'ending'}`,
      { config: write, schema: { tags, summary: edge === 'top' ? zhOf('api.designer.movesCustomFieldTop') : zhOf('api.designer.movesCustomFieldBottom'), querystring: obj(tenantQuery), body: keyBody } },
      (req) => {
        const auth = authOf(req);
        return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
          const sort = edgeSort(s.overlay.fields.filter((f) => f.pinned === edge), edge);
          const next = withFields(s, [req.body.key], (f) => ({ ...f, pinned: edge, sort }));
          const version = await publish(s, next, zhOf('api.designer.note.moveField', { verb: edge === 'top' ? zhOf('api.designer.moveTop') : zhOf('api.designer.moveBottom'), labels: findFields(s, [req.body.key]).map(label).join('') }));
          return okData({ version });
        });
      },
    );
  }

  app.post<{ Body: KeysBody; Querystring: { tenantId?: number } }>(
    `${p}/sort`,
    { config: write, schema: { tags, summary: zhOf('api.designer.ordersCustomFieldsOrderGiven'), querystring: obj(tenantQuery), body: keysBody } },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        findFields(s, req.body.keys);
        const order = [...req.body.keys, ...[...s.overlay.fields].sort(byPinThenSort).map((f) => f.key).filter((k) => !req.body.keys.includes(k))];
        const next = { ...s.overlay, fields: s.overlay.fields.map((f) => ({ ...f, sort: order.indexOf(f.key) })) };
        const version = await publish(s, next, zhOf('api.designer.reordersCustomFields'));
        return okData({ version });
      });
    },
  );
}
