// GET /zax-cloud/tszy/contractorWorkers?name=&pageSize= (issue 16 item 4): the contractor workers a permit's 作业人 row
// may pick, by name, each with why it may not be named today (its contractor suspended or not admitted, its admission
// cancelled or ended, its training not passed; null when it may). The form's picker shows the refused ones disabled
// with the reason, so that nobody picks a worker the save then refuses. See docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { pickableWorkers } from '../cbs/contractor-admission.ts';
import { okEntity } from '../http/envelope.ts';
import { int, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

const querystring = obj({
  name: str(text('permits.field.workerName'), { maxLength: 50 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 50 }),
});

export async function contractorWorkerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get<{ Querystring: { name?: string; pageSize: number } }>(
    '/contractorWorkers',
    { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.contractorWorkers')), querystring } },
    async (req) => {
      const auth = authOf(req);
      const lang = requestLang(req);
      const rows = await withPermits(db, auth, (tx) => pickableWorkers(tx, auth.tenantId, req.query.name ?? '', req.query.pageSize));
      return okEntity({ dataList: rows.map((r) => ({ ...r, refusal: r.refusal ? say(lang, r.refusal) : null })) });
    },
  );
}
