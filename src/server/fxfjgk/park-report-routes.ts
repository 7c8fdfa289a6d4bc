// 园区报送's routes (docs/park-report.md), under {API}/fxfjgk:
// - GET  /park-report/preview?kind&from&to: what a report would send (the envelope), not logged; readers of the reports;
// - POST /park-report {kind, from?, to?}: sends it (the file kept, a `park-report` record logged); its writers;
// - GET  /park-report/:id/file: the file of a report, as sent; readers of the reports.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { isParkReportKind, PARK_REPORT_KINDS, reportRange, type ParkRange, type ParkReportKind } from '../../domain/park-report.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { sendAttachment } from '../http/attachment.ts';
import { okData } from '../http/envelope.ts';
import { fieldError, forbidden } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { assertModule } from '../resources/resource-context.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { writeRouteConfig } from '../resources/shared-records.ts';
import { buildParkReport, PARK_REPORT, reportFile, sendParkReport } from './park-report.ts';

const tags = [say('zh', text('fxfjgk.report.api.tag'))];

/** The kind and range of a request, or the refusal at its field. */
function requested(q: { kind?: unknown; from?: unknown; to?: unknown }): { kind: ParkReportKind; range: ParkRange | null } {
  if (!isParkReportKind(q.kind)) throw fieldError('kind', text('fxfjgk.report.badKind', { kind: String(q.kind ?? '') }));
  const r = reportRange(q.kind, q.from, q.to);
  if (!r.ok) throw fieldError(r.field, r.message);
  return { kind: q.kind, range: r.range };
}

const params = {
  kind: { type: 'string', enum: [...PARK_REPORT_KINDS] },
  from: { type: 'string', description: 'YYYY-MM-DD' },
  to: { type: 'string', description: 'YYYY-MM-DD' },
} as const;

export async function parkReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const file = resourceRegistry().byKey.get(PARK_REPORT);
  if (!file) throw new Error(`resource '${PARK_REPORT}' is not registered`);
  const mayRead = (req: Parameters<typeof authOf>[0]) => {
    const auth = authOf(req);
    if (!mayReadResource(auth, file)) throw forbidden(text('api.resource.forbiddenView', { title: file.title }));
    return auth;
  };

  app.get<{ Querystring: { kind?: string; from?: string; to?: string } }>(
    '/park-report/preview',
    { config: { access: 'read' }, schema: { tags, summary: say('zh', text('fxfjgk.report.api.preview')), querystring: { type: 'object', properties: { kind: { type: 'string' }, from: params.from, to: params.to } } } },
    (req) => {
      const auth = mayRead(req);
      const { kind, range } = requested(req.query);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        return okData(await buildParkReport(tx, auth, kind, range));
      });
    },
  );

  app.post<{ Body: { kind?: string; from?: string; to?: string } }>(
    '/park-report',
    {
      config: writeRouteConfig(file),
      schema: { tags, summary: say('zh', text('fxfjgk.report.api.send')), body: { type: 'object', additionalProperties: false, properties: { kind: { type: 'string' }, from: params.from, to: params.to } } },
    },
    (req) => {
      const auth = authOf(req);
      const { kind, range } = requested(req.body ?? {});
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        return okData(await sendParkReport(tx, auth, kind, range));
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/park-report/:id/file',
    { config: { access: 'read' }, schema: { tags, summary: say('zh', text('fxfjgk.report.api.file')), params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } } },
    async (req, reply) => {
      const auth = mayRead(req);
      const got = await inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        return reportFile(tx, auth.tenantId, Number(req.params.id));
      });
      return sendAttachment(reply, Buffer.from(got.body, 'utf8'), { name: got.fileName, ascii: got.fileName.replace(/[^\x20-\x7e]/g, '_'), type: 'application/json; charset=utf-8' });
    },
  );
}
