// Spreadsheet routes of a resource (docs/resource-api.md): template download, import (each row
// checked by the same validator as the API; valid rows written in one transaction, failing rows
// reported and saved as a failure spreadsheet), and export with the list's filters.
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { sendAttachment, XLSX_TYPE } from '../http/attachment.ts';
import { fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { readUpload } from '../plugins/multipart.ts';
import { storeFile } from '../services/file-store.ts';
import { listQuerySchema } from './list-query-schema.ts';
import { allRecords, EXPORT_CAP, insertRecords } from './record-store.ts';
import { toRecord } from './record-shape.ts';
import { listQueryOf, withResource } from './resource-context.ts';
import { buildExport } from './xlsx-export.ts';
import type { CompiledResource } from './registry.ts';
import { buildFailureSheet, type ImportFailure } from './xlsx-failures.ts';
import { parseImport, type ImportRow } from './xlsx-import.ts';
import { IMPORT_MAX_BYTES } from './xlsx-limits.ts';
import { buildTemplate } from './xlsx-template.ts';

/** Failing rows an import answer lists (the failure spreadsheet has them all). */
export const IMPORT_ANSWER_FAILURES = 100;
export { IMPORT_MAX_BYTES };
/** Rows validated between two turns of the event loop. */
const CHECK_BATCH = 500;

/**
 * Each parsed row checked by the record validator: valid rows to write, failing rows with every reason
 * (a cell that could not be read already explains itself; the validator would say it again).
 */
async function checkRows(c: CompiledResource, rows: ImportRow[]): Promise<{ good: Record<string, unknown>[]; failures: ImportFailure[] }> {
  const good: Record<string, unknown>[] = [];
  const failures: ImportFailure[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % CHECK_BATCH === 0) await setImmediate();
    const r = rows[i];
    const v = c.validate(r.values);
    const messages = [...r.problems, ...v.errors.filter((e) => !r.problemFields.includes(e.field)).map((e) => e.message)];
    if (messages.length) failures.push({ row: r.row, values: r.values, messages: [...new Set(messages)] });
    else good.push(r.values);
  }
  return { good, failures };
}

const asciiName = (r: ResourceFile, what: string) => `${r.key}-${what}.xlsx`;

export async function resourceIoRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const { db } = app.deps;
  const tags = [base.title];
  const read = { access: 'read' as const, roles: base.permissions.read };
  const write = { access: 'write' as const, roles: base.permissions.write };
  const ep = base.endpoint;

  if (base.actions.includes('template')) {
    app.get(`${ep}/template/download`, { config: read, schema: { tags, summary: `下载${base.title}导入模板` } }, async (req, reply) => {
      const auth = authOf(req);
      const buf = await withResource(db, auth, base, (s) => buildTemplate(s.c.resource));
      return sendAttachment(reply, buf, { name: `${base.title}导入模板.xlsx`, ascii: asciiName(base, 'template'), type: XLSX_TYPE });
    });
  }

  if (base.actions.includes('export')) {
    app.get(`${ep}/export`, { config: read, schema: { tags, summary: `导出${base.title}（与列表相同的筛选，至多${EXPORT_CAP}行）`, querystring: listQuerySchema(base, false) } }, async (req, reply) => {
      const auth = authOf(req);
      const { buf, truncated } = await withResource(db, auth, base, async (s) => {
        const rows = await allRecords(s.tx, s.c, auth.tenantId, listQueryOf(s, req.query), EXPORT_CAP + 1);
        const records = rows.slice(0, EXPORT_CAP).map((r) => toRecord(s.c.resource, r));
        return { buf: await buildExport(s.c.resource, records, undefined, { timeZone: app.deps.config.timeZone }), truncated: rows.length > EXPORT_CAP };
      });
      if (truncated) reply.header('x-export-truncated', String(EXPORT_CAP));
      return sendAttachment(reply, buf, { name: `${base.title}.xlsx`, ascii: asciiName(base, 'export'), type: XLSX_TYPE });
    });
  }

  if (base.actions.includes('import')) {
    app.post(`${ep}/import`, { config: write, schema: { tags, summary: `导入${base.title}（multipart 字段 file，xlsx）`, consumes: ['multipart/form-data'] } }, async (req) => {
      const auth = authOf(req);
      const { buffer: buf } = await readUpload(req, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: () => fieldError('file', `导入文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`),
        missing: '请上传Excel文件',
      });
      // The file is read and checked outside any transaction (it may take a while, and on PGlite a
      // transaction holds the only connection); the transaction only writes.
      const seen = await withResource(db, auth, base, async (s) => ({ c: s.c, version: s.merged.version }));
      const parsed = await parseImport(seen.c.resource, buf);
      if ('error' in parsed) throw fieldError('file', parsed.error);
      let checked = await checkRows(seen.c, parsed.rows);
      let sheet = checked.failures.length ? await buildFailureSheet(seen.c.resource, checked.failures) : null;
      return withResource(db, auth, base, async (s) => {
        if (s.merged.version !== seen.version) {
          // The enterprise published a new version of the resource meanwhile: check against it.
          checked = await checkRows(s.c, parsed.rows);
          sheet = checked.failures.length ? await buildFailureSheet(s.c.resource, checked.failures) : null;
        }
        const { good, failures } = checked;
        await insertRecords(s.tx, s.c, auth.tenantId, auth.userId, good);
        let failureFileId: string | null = null;
        if (sheet) {
          const meta = await storeFile(s.tx, auth, { name: `${base.title}导入失败明细.xlsx`, buffer: sheet });
          failureFileId = String(meta.id);
        }
        return okData({
          total: parsed.rows.length,
          success: good.length,
          failed: failures.length,
          failures: failures.slice(0, IMPORT_ANSWER_FAILURES).map((f) => ({ row: f.row, messages: f.messages })),
          failureFileId,
        });
      });
    });
  }
}
