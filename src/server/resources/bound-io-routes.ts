// The spreadsheet routes of a bound file (docs/schema-engine.md "Bindings"): the same template, import and
// export as a resource file's (resource-io-routes.ts), at the same paths under the file's endpoint, over the
// store its service registers (bound-stores.ts) instead of the generic table. Import: each row read as the
// template says, its references looked up by label, checked by the file's validator and then by the
// service's own check; valid rows written in one transaction, failing rows answered with their row number
// and reasons and kept as a failure spreadsheet. Export: the rows the list shows for its filters.
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { sendAttachment, XLSX_TYPE } from '../http/attachment.ts';
import { fieldError, type FieldError } from '../http/app-error.ts';
import { idOf, pageQuery, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { readUpload } from '../plugins/multipart.ts';
import { boundStoreOf, type BoundStore, type BoundTarget } from './bound-stores.ts';
import { planImportMatch } from './import-match.ts';
import { EXPORT_CAP } from './record-store.ts';
import { resolveImportRefs } from './ref-import.ts';
import { importAnswer, refusalErrors, rowMessages } from './resource-io-routes.ts';
import { withResource } from './resource-context.ts';
import { writeRouteConfig } from './shared-records.ts';
import { buildExport } from './xlsx-export.ts';
import type { ImportFailure } from './xlsx-failures.ts';
import { parseImport } from './xlsx-import.ts';
import { IMPORT_MAX_BYTES } from './xlsx-limits.ts';
import { buildTemplate } from './xlsx-template.ts';
import { zhOf } from '../routes/zh-of.ts';
import { text } from '../../domain/i18n/text.ts';
import { requestLang, say } from '../http/say.ts';

const asciiName = (r: ResourceFile, what: string) => `${r.key}-${what}.xlsx`;

/**
 * The export's query: the list's filter fields (an integer as an id, a number, a boolean, else text of at most
 * the field's length) and the paging the list sends (ignored: the export has every row).
 */
function exportQuerySchema(r: ResourceFile): Record<string, unknown> {
  const props: Record<string, unknown> = { ...pageQuery, _t: {} };
  for (const f of r.list.filters ?? []) {
    const p = r.form.properties[f.field];
    const title = p?.title ?? f.field;
    if (p?.type === 'integer') props[f.field] = idOf(title);
    else if (p?.type === 'number' || p?.type === 'boolean') props[f.field] = { type: p.type, title };
    else props[f.field] = str(title, { maxLength: p?.maxLength ?? 200 });
  }
  return { type: 'object', properties: props, additionalProperties: false };
}

/** The form fields of a matched record's stored values that hold a value (none for a new record). */
function storedFormValues(r: ResourceFile, target: BoundTarget | null): Record<string, unknown> {
  const current = target?.current;
  if (current === null || typeof current !== 'object') return {};
  return Object.fromEntries(Object.entries(current).filter(([k, v]) => Object.hasOwn(r.form.properties, k) && v !== null && v !== undefined));
}

function storeOf(r: ResourceFile): BoundStore {
  const store = boundStoreOf(r.key);
  if (!store) throw new Error(`no bound store for ${r.key}`);
  return store;
}

export async function boundIoRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const { db } = app.deps;
  const tags = [base.title];
  const read = { access: 'read' as const, roles: base.permissions.read };
  const ep = base.endpoint;

  if (base.actions.includes('template')) {
    app.get(`${ep}/template/download`, { config: read, schema: { tags, summary: zhOf('api.resource.doc.template', { title: base.title }) } }, async (req, reply) => {
      const buf = await buildTemplate(base);
      return sendAttachment(reply, buf, { name: say(requestLang(req), text('api.resource.import.templateFile', { title: base.title })), ascii: asciiName(base, 'template'), type: XLSX_TYPE });
    });
  }

  if (base.actions.includes('export')) {
    const filterFields = (base.list.filters ?? []).map((f) => f.field);
    app.get<{ Querystring: Record<string, unknown> }>(
      `${ep}/export`,
      { config: read, schema: { tags, summary: zhOf('api.resource.doc.export', { title: base.title, cap: EXPORT_CAP }), querystring: exportQuerySchema(base) } },
      async (req, reply) => {
        const auth = authOf(req);
        const filters = Object.fromEntries(filterFields.filter((f) => req.query[f] !== undefined && req.query[f] !== '').map((f) => [f, req.query[f]]));
        const rows = await withResource(db, auth, base, (s) => storeOf(base).rows(s.tx, auth, filters, EXPORT_CAP + 1));
        const buf = await buildExport(base, rows.slice(0, EXPORT_CAP), undefined, { timeZone: app.deps.config.timeZone });
        if (rows.length > EXPORT_CAP) reply.header('x-export-truncated', String(EXPORT_CAP));
        return sendAttachment(reply, buf, { name: `${base.title}.xlsx`, ascii: asciiName(base, 'export'), type: XLSX_TYPE });
      },
    );
  }

  if (base.actions.includes('import')) {
    app.post(`${ep}/import`, { config: writeRouteConfig(base), schema: { tags, summary: zhOf('api.resource.doc.import', { title: base.title }), consumes: ['multipart/form-data'] } }, async (req) => {
      const auth = authOf(req);
      const { buffer } = await readUpload(req, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: () => fieldError('file', text('api.resource.import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })),
        missing: zhOf('api.resource.pleaseUploadExcelFile'),
      });
      const lang = requestLang(req);
      const parsed = await parseImport(base, buffer, lang);
      if ('error' in parsed) throw fieldError('file', parsed.error);
      const store = storeOf(base);
      return withResource(db, auth, base, async (s) => {
        const typedBack = await resolveImportRefs(s, auth, parsed.rows, new Map(), lang);
        const byKeys = store.byKeys?.bind(store);
        const plan = await planImportMatch<BoundTarget>(base, parsed.rows, (keys) => (byKeys ? byKeys(s.tx, auth, keys) : Promise.resolve(new Map())), lang);
        const created: unknown[] = [];
        const updated: { id: number; value: unknown }[] = [];
        const failures: ImportFailure[] = [...plan.failures];
        for (const { row: r, target } of plan.rows) {
          // A blank cell of an update keeps the stored value: the validator sees the stored form fields under the row's.
          const errors: FieldError[] = [...s.c.validate({ ...storedFormValues(base, target), ...r.values }, lang).errors];
          let checked: unknown;
          if (r.problems.length === 0 && errors.length === 0) {
            try {
              checked = await store.check(s.tx, auth, r.values, target ?? undefined);
            } catch (e) {
              errors.push(...refusalErrors(e));
            }
          }
          const messages = rowMessages(r, errors, lang);
          if (messages.length) failures.push({ row: r.row, values: r.values, messages });
          else if (target) updated.push({ id: target.id, value: checked });
          else created.push(checked);
        }
        failures.sort((a, b) => a.row - b.row);
        typedBack(failures);
        await store.insert(s.tx, auth, created);
        if (updated.length) await store.update?.(s.tx, auth, updated);
        const counts = { total: parsed.rows.length, success: created.length + updated.length, ...(base.import?.match ? { updated: updated.length } : {}) };
        return importAnswer(s.tx, auth, base, counts, failures, lang);
      });
    });
  }
}
