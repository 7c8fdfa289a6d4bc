// 运营统计's routes (issue 24 item 5, docs/operations.md), under `<API>/ops-stats`: 企业运营统计, 填报台账 and
// 提醒台账 with their exports, for the platform administrator (every enterprise) and read-only users (their own).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defaultRange, monthsOf, sumRows, type MonthRange } from '../../domain/ops-stats.ts';
import { text } from '../../domain/i18n/text.ts';
import { isMonth } from '../../domain/ops-stats.ts';
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { bool, ID_MAX, int, obj, pageQuery, str } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { operationRows, scopeEnterprises } from './operation-store.ts';
import { opsScope, rangeOf, type OpsScope } from './ops-scope.ts';
import { reminderLedger } from './reminder-ledger-store.ts';
import { reportedRecords, reportLedger, tablesOf } from './report-ledger-store.ts';
import { operationWorkbook, reminderWorkbook, reportWorkbook } from './ops-stats-export.ts';
import { sendAttachment, XLSX_TYPE } from '../http/attachment.ts';
import { requestLang } from '../http/say.ts';

const TAGS = [say('zh', text('opsstats.api.tag'))];
/** No `roles`: opsScope refuses everyone but the platform administrator and read-only users, naming why. */
const READ = { access: 'read' as const };
/** Most lines one export carries. */
export const OPS_EXPORT_MAX_ROWS = 10_000;

const rangeQuery = {
  from: str(text('opsstats.field.from'), { maxLength: 7 }),
  to: str(text('opsstats.field.to'), { maxLength: 7 }),
  qyId: int(text('opsstats.field.qyId'), { minimum: 1, maximum: ID_MAX }),
};
const ledgerQuery = {
  ...rangeQuery,
  module: str(text('opsstats.field.module'), { minLength: 1, maxLength: 50 }),
  resource: str(text('opsstats.field.resource'), { minLength: 1, maxLength: 100 }),
};
const reminderQuery = {
  ...rangeQuery,
  model: str(text('opsstats.field.kind'), { minLength: 1, maxLength: 50 }),
  read: bool(text('opsstats.field.read')),
  handled: bool(text('opsstats.field.handled')),
};

interface RangeQ {
  from?: string;
  to?: string;
  qyId?: number;
}
type LedgerQ = RangeQ & { module?: string; resource?: string };
type ReminderQ = RangeQ & { model?: string; read?: boolean; handled?: boolean };
type Paged = { page: number; limit: number };

/** The range asked, or the default one (this month and the five before) when neither end is given. */
function rangeAsked(q: RangeQ): MonthRange {
  if (q.from === undefined && q.to === undefined) return defaultRange(new Date());
  return rangeOf({ from: q.from ?? '', to: q.to ?? '' });
}

/** The whole figures of 企业运营统计: the rows, each month's sums and the totals line. */
async function operation(db: Db, scope: OpsScope, range: MonthRange) {
  const rows = await operationRows(db, scope, range);
  const months = monthsOf(range);
  const byMonth = months.map((m) => sumRows(rows.filter((r) => r.month === m), '', m));
  return { range, months, rows, byMonth, totals: sumRows(rows, '', `${range.from}~${range.to}`), enterprises: new Set(rows.map((r) => r.qyId)).size };
}

function xlsx(reply: FastifyReply, body: Buffer, name: string, ascii: string) {
  return sendAttachment(reply, body, { name: `${name}.xlsx`, ascii, type: XLSX_TYPE });
}

export async function opsStatsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: RangeQ }>(
    '/enterprises',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.enterprises')) } },
    async (req) => {
      const scope = opsScope(req);
      const names = await inTenant(db, scope.actor, (tx) => scopeEnterprises(tx, scope.qyId));
      return okData([...names].map(([id, qymc]) => ({ id, qymc })));
    },
  );

  app.get<{ Querystring: RangeQ }>(
    '/operation',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.operation')), querystring: obj(rangeQuery) } },
    async (req) => {
      const scope = opsScope(req, req.query.qyId);
      return okData(await operation(db, scope, rangeAsked(req.query)));
    },
  );

  app.get<{ Querystring: RangeQ }>(
    '/operation/export',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.operationExport')), querystring: obj(rangeQuery) } },
    async (req, reply) => {
      const scope = opsScope(req, req.query.qyId);
      const answer = await operation(db, scope, rangeAsked(req.query));
      const lang = requestLang(req);
      const body = await operationWorkbook(lang, answer.rows.slice(0, OPS_EXPORT_MAX_ROWS), answer.totals);
      return xlsx(reply, body, say(lang, text('opsstats.ui.sheetOperation')), 'operation-statistics.xlsx');
    },
  );

  app.get<{ Querystring: LedgerQ & Paged }>(
    '/report-ledger',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.reportLedger')), querystring: obj({ ...ledgerQuery, ...pageQuery }) } },
    async (req) => {
      const scope = opsScope(req, req.query.qyId);
      const range = rangeAsked(req.query);
      const tables = tablesOf(req.query);
      const { page, limit } = req.query;
      const page1 = await inTenant(db, scope.actor, (tx) => reportLedger(tx, range, { qyId: scope.qyId, tables, limit, offset: (page - 1) * limit }));
      return okRows(page1.rows, page1.total);
    },
  );

  app.get<{ Querystring: { qyId: number; resource: string; month: string } & Paged }>(
    '/report-ledger/records',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: say('zh', text('opsstats.api.reportRecords')),
        querystring: obj(
          {
            qyId: rangeQuery.qyId,
            resource: ledgerQuery.resource,
            month: str(text('opsstats.field.month'), { maxLength: 7 }),
            ...pageQuery,
          },
          ['qyId', 'resource', 'month'],
        ),
      },
    },
    async (req) => {
      const scope = opsScope(req, req.query.qyId);
      const { month, page, limit } = req.query;
      if (!isMonth(month)) throw fieldError('month', text('opsstats.error.monthFormat', { field: text('opsstats.field.month') }));
      const [table] = tablesOf({ resource: req.query.resource });
      const qyId = scope.qyId ?? req.query.qyId;
      const found = await inTenant(db, scope.actor, (tx) => reportedRecords(tx, { qyId, table, month, limit, offset: (page - 1) * limit }));
      return okRows(found.rows, found.total);
    },
  );

  app.get<{ Querystring: LedgerQ }>(
    '/report-ledger/export',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.reportLedgerExport')), querystring: obj(ledgerQuery) } },
    async (req, reply) => {
      const scope = opsScope(req, req.query.qyId);
      const range = rangeAsked(req.query);
      const tables = tablesOf(req.query);
      const all = await inTenant(db, scope.actor, (tx) => reportLedger(tx, range, { qyId: scope.qyId, tables, limit: OPS_EXPORT_MAX_ROWS, offset: 0 }));
      const lang = requestLang(req);
      return xlsx(reply, await reportWorkbook(lang, all.rows), say(lang, text('opsstats.ui.sheetReport')), 'report-ledger.xlsx');
    },
  );

  app.get<{ Querystring: ReminderQ & Paged }>(
    '/reminder-ledger',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.reminderLedger')), querystring: obj({ ...reminderQuery, ...pageQuery }) } },
    async (req) => {
      const scope = opsScope(req, req.query.qyId);
      const range = rangeAsked(req.query);
      const { page, limit, model, read, handled } = req.query;
      const found = await inTenant(db, scope.actor, (tx) =>
        reminderLedger(tx, range, { qyId: scope.qyId, model, read, handled, limit, offset: (page - 1) * limit }),
      );
      return okData(found);
    },
  );

  app.get<{ Querystring: ReminderQ }>(
    '/reminder-ledger/export',
    { config: READ, schema: { tags: TAGS, summary: say('zh', text('opsstats.api.reminderLedgerExport')), querystring: obj(reminderQuery) } },
    async (req, reply) => {
      const scope = opsScope(req, req.query.qyId);
      const range = rangeAsked(req.query);
      const { model, read, handled } = req.query;
      const found = await inTenant(db, scope.actor, (tx) =>
        reminderLedger(tx, range, { qyId: scope.qyId, model, read, handled, limit: OPS_EXPORT_MAX_ROWS, offset: 0 }),
      );
      const lang = requestLang(req);
      return xlsx(reply, await reminderWorkbook(lang, found.rows), say(lang, text('opsstats.ui.sheetReminder')), 'reminder-ledger.xlsx');
    },
  );
}
