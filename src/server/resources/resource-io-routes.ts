// Spreadsheet routes of a resource (docs/resource-api.md): template download, import (each row
// checked by the same validator as the API; valid rows written in one transaction, failing rows
// reported and saved as a failure spreadsheet), and export with the list's filters.
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { sendAttachment, XLSX_TYPE } from '../http/attachment.ts';
import { AppError, fieldError, type FieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import type { Queryable } from '../db/db.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { readUpload } from '../plugins/multipart.ts';
import { storeFile } from '../services/file-store.ts';
import { listQuerySchema } from './list-query-schema.ts';
import { allRecords, EXPORT_CAP, insertRecords, recordsByText, updateRecordData } from './record-store.ts';
import { splitStored, toRecord, type RecordRow } from './record-shape.ts';
import { answerRecords, checkRecord, prepareRecord, recordSaved, recordWrite, type RecordWrite } from './record-hooks.ts';
import { resolveImportRefs } from './ref-import.ts';
import { assertInScope, listQueryOf, recordInScope, withResource, type ResourceScope } from './resource-context.ts';
import { planImportMatch, type MatchPlan } from './import-match.ts';
import { buildExport } from './xlsx-export.ts';
import { buildFailureSheet, type ImportFailure } from './xlsx-failures.ts';
import { parseImport, type ImportRow } from './xlsx-import.ts';
import { IMPORT_MAX_BYTES } from './xlsx-limits.ts';
import { buildTemplate } from './xlsx-template.ts';
import { writeRouteConfig } from './shared-records.ts';
import { zhOf } from '../routes/zh-of.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { requestLang, say } from '../http/say.ts';

/** Failing rows an import answer lists (the failure spreadsheet has them all). */
export const IMPORT_ANSWER_FAILURES = 100;
export { IMPORT_MAX_BYTES };
/** Rows validated between two turns of the event loop. */
const CHECK_BATCH = 500;

/** A row's reasons: the cells that could not be read, then the checks' messages on the other fields. */
export function rowMessages(r: ImportRow, errors: readonly FieldError[], lang: Lang): string[] {
  const messages = [...r.problems, ...errors.filter((e) => !r.problemFields.includes(e.field)).map((e) => (e.text ? say(lang, e.text) : e.message))];
  return [...new Set(messages)];
}

/** An import's counts: rows read and written; with `import.match`, how many of the written rows were updates. */
export interface ImportCounts {
  total: number;
  success: number;
  updated?: number;
}

/**
 * An import's answer: how many rows were read, written and refused, the first refused rows with their reasons,
 * and the failure spreadsheet (every refused row) stored as a file in the import's transaction.
 */
export async function importAnswer(tx: Queryable, auth: AuthContext, base: ResourceFile, counts: ImportCounts, failures: ImportFailure[], lang: Lang) {
  let failureFileId: string | null = null;
  if (failures.length) {
    const sheet = await buildFailureSheet(base, failures, lang);
    const meta = await storeFile(tx, auth, { name: say(lang, text('api.resource.import.failureFile', { title: base.title })), buffer: sheet });
    failureFileId = String(meta.id);
  }
  return okData({
    ...counts,
    failed: failures.length,
    failures: failures.slice(0, IMPORT_ANSWER_FAILURES).map((f) => ({ row: f.row, messages: f.messages })),
    failureFileId,
  });
}

/** A check's 400 as field errors (anything else is thrown again). */
export function refusalErrors(e: unknown): FieldError[] {
  if (!(e instanceof AppError) || e.status !== 400) throw e;
  return e.errors ?? [{ field: '', message: e.message }];
}

/** A checked row: a new record (`kept` null) or the update of `w.id` (`kept`: its stored values the form does not show). */
interface CheckedRow {
  w: RecordWrite;
  values: Record<string, unknown>;
  kept: Record<string, unknown> | null;
}

/**
 * Each planned row prepared and checked as the API would (the keywords' hooks, the record validator, the data
 * scope): a new record's values are the row's; an update's are the record's with the row's non-blank cells over
 * them. Valid rows to write, failing rows with every reason (a cell that could not be read already explains
 * itself; the validator would say it again). Runs in the write transaction: references are checked there.
 */
async function checkRows(s: ResourceScope, auth: AuthContext, rows: MatchPlan<RecordRow>['rows'], cache: Map<string, unknown>, lang: Lang): Promise<{ good: CheckedRow[]; failures: ImportFailure[] }> {
  const good: CheckedRow[] = [];
  const failures: ImportFailure[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % CHECK_BATCH === 0) await setImmediate();
    const { row: r, target } = rows[i];
    if (target && !recordInScope(s, target)) {
      failures.push({ row: r.row, values: r.values, messages: [say(lang, text('api.resource.import.matchOutside', { title: s.c.resource.title }))] });
      continue;
    }
    const stored = target ? splitStored(s.c.resource, target.data) : null;
    const w = recordWrite(s, auth, r.values, target?.id ?? null, cache);
    const v = { ...stored?.form, ...r.values };
    await prepareRecord(w, v);
    const errors: FieldError[] = s.c.validate(v).errors;
    if (errors.length === 0) {
      try {
        await checkRecord(w, v);
        assertInScope(s, v);
      } catch (e) {
        errors.push(...refusalErrors(e));
      }
    }
    const messages = rowMessages(r, errors, lang);
    if (messages.length) failures.push({ row: r.row, values: r.values, messages });
    else good.push({ w, values: v, kept: stored?.kept ?? null });
  }
  return { good, failures };
}

/** Writes the checked rows: the new records in one statement, then each update; then each one's saved hooks. */
async function writeRows(s: ResourceScope, auth: AuthContext, good: CheckedRow[]): Promise<void> {
  const created = good.filter((g) => g.kept === null);
  const ids = await insertRecords(s.tx, s.c, auth.tenantId, auth.userId, created.map((g) => g.values));
  created.forEach((g, i) => (g.w.id = ids[i]));
  for (const g of good) {
    if (g.kept !== null && g.w.id !== null) await updateRecordData(s.tx, s.c, auth.tenantId, auth.userId, g.w.id, { ...g.kept, ...g.values });
  }
  for (const g of good) await recordSaved(g.w, g.values);
}

const asciiName = (r: ResourceFile, what: string) => `${r.key}-${what}.xlsx`;

export async function resourceIoRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const { db } = app.deps;
  const tags = [base.title];
  const read = { access: 'read' as const, roles: base.permissions.read };
  const write = writeRouteConfig(base);
  const ep = base.endpoint;

  if (base.actions.includes('template')) {
    app.get(`${ep}/template/download`, { config: read, schema: { tags, summary: zhOf('api.resource.doc.template', { title: base.title }) } }, async (req, reply) => {
      const auth = authOf(req);
      const buf = await withResource(db, auth, base, (s) => buildTemplate(s.c.resource));
      return sendAttachment(reply, buf, { name: say(requestLang(req), text('api.resource.import.templateFile', { title: base.title })), ascii: asciiName(base, 'template'), type: XLSX_TYPE });
    });
  }

  if (base.actions.includes('export')) {
    app.get(`${ep}/export`, { config: read, schema: { tags, summary: zhOf('api.resource.doc.export', { title: base.title, cap: EXPORT_CAP }), querystring: listQuerySchema(base, false) } }, async (req, reply) => {
      const auth = authOf(req);
      const { buf, truncated } = await withResource(db, auth, base, async (s) => {
        const rows = await allRecords(s.tx, s.c, auth.tenantId, listQueryOf(s, req.query, requestLang(req)), EXPORT_CAP + 1);
        const records = await answerRecords(s, auth, rows.slice(0, EXPORT_CAP).map((r) => toRecord(s.c.resource, r)), 'export');
        return { buf: await buildExport(s.c.resource, records, undefined, { timeZone: app.deps.config.timeZone }), truncated: rows.length > EXPORT_CAP };
      });
      if (truncated) reply.header('x-export-truncated', String(EXPORT_CAP));
      return sendAttachment(reply, buf, { name: `${base.title}.xlsx`, ascii: asciiName(base, 'export'), type: XLSX_TYPE });
    });
  }

  if (base.actions.includes('import')) {
    app.post(`${ep}/import`, { config: write, schema: { tags, summary: zhOf('api.resource.doc.import', { title: base.title }), consumes: ['multipart/form-data'] } }, async (req) => {
      const auth = authOf(req);
      const { buffer: buf } = await readUpload(req, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: () => fieldError('file', text('api.resource.import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })),
        missing: zhOf('api.resource.pleaseUploadExcelFile'),
      });
      // The file is read outside any transaction (it may take a while, and on PGlite a transaction holds
      // the only connection); the transaction checks the rows and writes.
      const seen = await withResource(db, auth, base, async (s) => s.c.resource);
      const lang = requestLang(req);
      const parsed = await parseImport(seen, buf, lang);
      if ('error' in parsed) throw fieldError('file', parsed.error);
      return withResource(db, auth, base, async (s) => {
        const cache = new Map<string, unknown>();
        const typedBack = await resolveImportRefs(s, auth, parsed.rows, cache, lang);
        const match = s.c.resource.import?.match;
        const plan = await planImportMatch<RecordRow>(s.c.resource, parsed.rows, (keys) => (match ? recordsByText(s.tx, s.c, auth.tenantId, match, keys) : Promise.resolve(new Map())), lang);
        const checked = await checkRows(s, auth, plan.rows, cache, lang);
        const failures = [...plan.failures, ...checked.failures].sort((a, b) => a.row - b.row);
        typedBack(failures);
        await writeRows(s, auth, checked.good);
        const updated = checked.good.filter((g) => g.kept !== null).length;
        return importAnswer(s.tx, auth, s.c.resource, { total: parsed.rows.length, success: checked.good.length, ...(match ? { updated } : {}) }, failures, lang);
      });
    });
  }
}
