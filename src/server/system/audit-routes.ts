// The audit trail's routes (issue 24 item 6, docs/administration.md): the list with its readable diffs, the
// kinds of data for the filter, and the CSV export for inspectors. Enterprise administrators read their own
// enterprise's rows (row-level security of audit_log), the platform administrator every enterprise's or one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditValueText } from '../../domain/audit-diff.ts';
import { text } from '../../domain/i18n/text.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { ID_MAX, int, obj, pageQuery, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { auditTables, listAudit, type AuditFilter } from './audit-store.ts';

const TAGS = [say('zh', text('admin.api.auditTag'))];
const ACCESS = { access: 'read' as const, roles: ['admin', 'qyUser'] };
/** Rows one export holds at most (newest first). */
export const AUDIT_EXPORT_MAX = 10_000;

const DAY = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' };
const filterQuery = {
  qyId: int(text('admin.field.enterprise'), { minimum: 0, maximum: ID_MAX }),
  actor: str(text('admin.field.actor'), { maxLength: 64 }),
  actorId: int(text('admin.field.actor'), { minimum: 1, maximum: ID_MAX }),
  table: str(text('admin.field.table'), { maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
  recordId: str(text('admin.field.recordId'), { maxLength: 40 }),
  action: str(text('admin.field.action'), { enum: ['insert', 'update', 'delete'] }),
  from: str(text('admin.field.from'), DAY),
  to: str(text('admin.field.to'), DAY),
};

interface FilterQuery {
  qyId?: number;
  actor?: string;
  actorId?: number;
  table?: string;
  recordId?: string;
  action?: string;
  from?: string;
  to?: string;
}

function filterOf(req: FastifyRequest<{ Querystring: FilterQuery }>, limit: number, offset: number): AuditFilter {
  const auth = authOf(req);
  const q = req.query;
  if (q.from && q.to && q.to < q.from) throw fieldError('to', text('admin.error.rangeOrder'));
  return {
    // The platform administrator may name an enterprise; anyone else reads the enterprise they act for.
    tenantId: auth.tenantId === 0 ? (q.qyId ?? null) : auth.tenantId,
    actor: q.actor?.trim() || undefined,
    actorId: q.actorId,
    table: q.table,
    recordId: q.recordId?.trim() || undefined,
    action: q.action,
    from: q.from,
    to: q.to,
    limit,
    offset,
  };
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading formula sign neutralised. */
export function csvCell(v: string): string {
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.get<{ Querystring: FilterQuery & { page: number; limit: number } }>(
    '/audit/list',
    { config: ACCESS, schema: { tags: TAGS, summary: say('zh', text('admin.api.auditList')), querystring: obj({ ...pageQuery, ...filterQuery }) } },
    async (req) => {
      const auth = authOf(req);
      const f = filterOf(req, req.query.limit, (req.query.page - 1) * req.query.limit);
      const page = await inTenant(db, auth, (tx) => listAudit(tx, f, requestLang(req), config.timeZone));
      return okRows(page.rows, page.total);
    },
  );

  app.get(
    '/audit/tables',
    { config: ACCESS, schema: { tags: TAGS, summary: say('zh', text('admin.api.auditTables')) } },
    async (req) => okData(auditTables(requestLang(req)).map(({ table, title }) => ({ table, title }))),
  );

  app.get<{ Querystring: FilterQuery }>(
    '/audit/export',
    { config: ACCESS, schema: { tags: TAGS, summary: say('zh', text('admin.api.auditExport')), querystring: obj(filterQuery) } },
    async (req, reply) => {
      const auth = authOf(req);
      const lang = requestLang(req);
      const page = await inTenant(db, auth, (tx) => listAudit(tx, filterOf(req, AUDIT_EXPORT_MAX, 0), lang, config.timeZone));
      const lines = [say(lang, text('admin.csv.header'))];
      for (const e of page.rows) {
        const head = [e.at, e.qymc ?? String(e.qyId), e.actorName ?? e.actorLogin ?? String(e.actorId ?? ''), say(lang, text(`admin.action.${e.action as 'insert'}`)), e.tableTitle, e.recordId ?? ''];
        const changes = e.changes.length ? e.changes : [{ label: '', before: undefined, after: undefined }];
        for (const c of changes) lines.push([...head, c.label, auditValueText(c.before), auditValueText(c.after)].map(csvCell).join(','));
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );
}
