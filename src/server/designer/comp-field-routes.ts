// Comp-fields of spec 001 §7.1 (docs/designer.md): every field of a resource as the enterprise sees it,
// saveBatch (several custom fields and their tabs in one version) and the values of one record written in
// one call (saveBatchValue; for a single-record resource such as enterprise-info, the enterprise's record).
import type { FastifyInstance } from 'fastify';
import { checkCustomField, customFieldSchema, type CustomFieldDef } from '../../schema/custom-field.ts';
import type { OverlayField, OverlayTab } from '../../schema/overlay.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, badRequest, fieldError, fieldProblem, forbidden, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { int, obj } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { getRecord, insertRecords, updateRecordData } from '../resources/record-store.ts';
import { clearedKeys, payloadValues, splitStored, toRecord } from '../resources/record-shape.ts';
import { checkRecord, prepareRecord, recordSaved, recordWrite } from '../resources/record-hooks.ts';
import { assertValid, withResource, type ResourceScope } from '../resources/resource-context.ts';
import { recordResource, DESIGNER_ROLES, designerWrite, publishChecked, withDesigner } from './designer-scope.ts';
import { edgeSort, resourceKeyProp, tenantQuery } from './overlay-route-helpers.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

const tags = [zhOf('api.designer.lowCodeDesign')];
const read = { access: 'read' as const, roles: DESIGNER_ROLES };
const write = { access: 'write' as const, roles: DESIGNER_ROLES };

/** Resources holding one record per enterprise (the enterprise-information page). */
export const SINGLE_RECORD_RESOURCES: ReadonlySet<string> = new Set(['enterprise-info']);

type BatchField = CustomFieldDef & { tabKey?: string };

/** The record a value call addresses: the given id, or the enterprise's single record (null: none yet). */
async function targetRow(s: ResourceScope, tenantId: number, recordId: number | undefined, lock: boolean) {
  if (recordId !== undefined) {
    const row = await getRecord(s.tx, s.c, tenantId, recordId, lock);
    if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: s.c.resource.title }));
    return row;
  }
  if (!SINGLE_RECORD_RESOURCES.has(s.c.resource.key)) throw badRequest(text('api.designer.pleaseNameRecord'), [fieldProblem('recordId', text('api.designer.pleaseNameRecord'))]);
  // A write that finds no record creates it: one at a time per enterprise, so two first saves at the same
  // moment make one record (the second updates what the first created).
  if (lock) await s.tx.query('select pg_advisory_xact_lock(hashtext($1))', [`single-record:${tenantId}:${s.c.resource.key}`]);
  const ids = await singleRecordIds(s.tx, s.c.table, tenantId);
  return ids[0] === undefined ? null : getRecord(s.tx, s.c, tenantId, ids[0], lock);
}

async function singleRecordIds(tx: Queryable, table: string, tenantId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(`select id from ${table} where tenant_id = $1 and not deleted order by id limit 1`, [tenantId]);
  return rows.map((r) => Number(r.id));
}

export async function compFieldRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const p = '/u-basic/comp-field';

  app.get<{ Querystring: { resourceKey: string; tenantId?: number } }>(
    `${p}/list`,
    { config: read, schema: { tags, summary: zhOf('api.designer.allFieldsResourceBuiltCustom'), querystring: obj({ ...resourceKeyProp, ...tenantQuery }, ['resourceKey']) } },
    (req) => {
      const auth = authOf(req);
      return withDesigner(db, auth, req.query.resourceKey, req.query.tenantId, async (s) => {
        const custom = new Map(s.overlay.fields.map((f) => [f.key, f]));
        const hiddenInTab = new Set(s.overlay.tabs.flatMap((t) => (t.enabled ? (t.disabledFields ?? []) : [])));
        const tabOf = (k: string) => s.overlay.tabs.find((t) => t.fields.includes(k))?.key ?? null;
        const required = new Set(s.base.form.required ?? []);
        const rows = [
          ...Object.entries(s.base.form.properties).map(([field, schema]) => ({
            field,
            title: schema.title ?? field,
            custom: false,
            required: required.has(field),
            hidden: hiddenInTab.has(field),
            removed: false,
            tabKey: tabOf(field),
          })),
          ...[...custom.values()].map((f) => ({
            field: f.key,
            title: f.schema.title ?? f.key,
            custom: true,
            required: f.required ?? false,
            hidden: !f.enabled || (f.removed ?? false) || hiddenInTab.has(f.key),
            removed: f.removed ?? false,
            tabKey: tabOf(f.key),
          })),
        ];
        return okRows(rows, rows.length);
      });
    },
  );

  app.post<{ Body: { resourceKey: string; fields: BatchField[] }; Querystring: { tenantId?: number } }>(
    `${p}/saveBatch`,
    {
      config: write,
      schema: {
        tags,
        summary: zhOf('api.designer.addsEditsCustomFieldsTheir'),
        querystring: obj(tenantQuery),
        body: obj({ ...resourceKeyProp, fields: { type: 'array', title: zhOf('api.designer.field'), minItems: 1, maxItems: 300, items: { type: 'object', required: ['key', 'type', 'title'] } } }, ['resourceKey', 'fields']),
      },
    },
    (req) => {
      const auth = authOf(req);
      return designerWrite(db, auth, req.body.resourceKey, req.query.tenantId, async (s) => {
        let fields: OverlayField[] = [...s.overlay.fields];
        let tabs: OverlayTab[] = s.overlay.tabs.map((t) => ({ ...t, fields: [...t.fields] }));
        const errors: { field: string; message: string }[] = [];
        const builtIn = Object.keys(s.base.form.properties);
        req.body.fields.forEach((raw, i) => {
          const { tabKey, ...def } = raw;
          const old = fields.find((f) => f.key === def.key);
          const taken = new Set([...builtIn, ...fields.filter((f) => f.key !== def.key).map((f) => f.key)]);
          const problems = checkCustomField(def, taken);
          if (old?.def && old.def.type !== def.type) problems.push({ field: 'type', message: zhOf('api.designer.fieldTypeFixed') });
          if (tabKey && !tabs.some((t) => t.key === tabKey)) problems.push({ field: 'tabKey', message: zhOf('api.designer.tabNotFound', { key: tabKey }) });
          if (problems.length) {
            for (const x of problems) errors.push({ field: `fields[${i}].${x.field}`, message: zhOf('api.designer.nthField', { n: i + 1, message: x.message }) });
            return;
          }
          const next: OverlayField = { ...(old ?? { enabled: true, sort: edgeSort(fields, 'end') }), key: def.key, def, schema: customFieldSchema(def), removed: false };
          if (def.required) next.required = true;
          else delete next.required;
          if (def.inList === false) next.inList = false;
          else delete next.inList;
          fields = old ? fields.map((f) => (f === old ? next : f)) : [...fields, next];
          if (tabKey) tabs = tabs.map((t) => ({ ...t, fields: t.key === tabKey ? [...t.fields.filter((f) => f !== def.key), def.key] : t.fields.filter((f) => f !== def.key) }));
        });
        if (errors.length) throw new AppError(400, errors[0].message, errors);
        const version = await publishChecked(s, { ...s.overlay, fields, tabs }, zhOf('api.designer.note.bulkSave', { count: req.body.fields.length }));
        return okData({ version });
      });
    },
  );

  const valueQuery = obj({ ...resourceKeyProp, recordId: int(zhOf('api.designer.recordId'), { minimum: 1 }) }, ['resourceKey']);
  app.get<{ Querystring: { resourceKey: string; recordId?: number } }>(
    `${p}/values`,
    { config: { access: 'read' }, schema: { tags, summary: zhOf('api.designer.allFieldValuesOneRecord'), querystring: valueQuery } },
    (req) => {
      const auth = authOf(req);
      const base = recordResource(req.query.resourceKey);
      if (!mayReadResource(auth, base)) throw forbidden(text('api.resource.forbiddenView', { title: base.title }));
      return withResource(db, auth, base, async (s) => {
        const row = await targetRow(s, auth.tenantId, req.query.recordId, false);
        return okData(row ? toRecord(s.c.resource, row) : null);
      });
    },
  );

  app.post<{ Body: { resourceKey: string; recordId?: number; values: Record<string, unknown> } }>(
    `${p}/saveBatchValue`,
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: zhOf('api.designer.writesFieldValuesOneRecord'),
        body: obj({ ...resourceKeyProp, recordId: int(zhOf('api.designer.recordId'), { minimum: 1 }), values: { type: 'object', title: zhOf('api.designer.fieldValue'), additionalProperties: true } }, ['resourceKey', 'values']),
      },
    },
    (req) => {
      const auth = authOf(req);
      const base = recordResource(req.body.resourceKey);
      if (!auth.isAdmin && !base.permissions.write.some((r) => auth.roles.includes(r))) throw forbidden(text('api.designer.forbiddenEdit', { title: base.title }));
      return withResource(db, auth, base, async (s) => {
        const row = await targetRow(s, auth.tenantId, req.body.recordId, true);
        const incoming = payloadValues(s.c.resource, req.body.values);
        if (!incoming) throw fieldError('values', text('api.designer.submittedDataNotValidFormat'));
        const w = recordWrite(s, auth, req.body.values, row?.id ?? null);
        if (!row) {
          await prepareRecord(w, incoming);
          assertValid(s, incoming);
          await checkRecord(w, incoming);
          [w.id] = await insertRecords(s.tx, s.c, auth.tenantId, auth.userId, [incoming]);
          await recordSaved(w, incoming);
          const created = await getRecord(s.tx, s.c, auth.tenantId, w.id);
          return okData(created ? toRecord(s.c.resource, created) : { id: w.id });
        }
        const { form, kept } = splitStored(s.c.resource, row.data);
        const merged = { ...form, ...incoming };
        for (const k of clearedKeys(s.c.resource, req.body.values)) delete merged[k];
        await prepareRecord(w, merged);
        assertValid(s, merged);
        await checkRecord(w, merged);
        await updateRecordData(s.tx, s.c, auth.tenantId, auth.userId, row.id, { ...kept, ...merged });
        await recordSaved(w, merged);
        const saved = await getRecord(s.tx, s.c, auth.tenantId, row.id);
        return okData(saved ? toRecord(s.c.resource, saved) : { id: row.id });
      });
    },
  );
}
