// The works at the same place and time as a permit (GB 30871 4.6, 4.7; permit-site-works.ts), under
// /zax-cloud/tszy/zuoYePiao: GET siteWorks lists them nearest first, each with the reason the standard forbids the
// pair if it does, and the coordination of the permit (docs/permits.md "Simultaneous work"); POST coordinate
// records the caller's confirmation that the simultaneous work is coordinated (a `coordinate` event naming the
// permits it covers). See docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { coordinationRefusal, coordinationStatus, type Coordination } from '../../domain/permit-coordination.ts';
import { stateText } from '../../domain/permit-lifecycle.ts';
import { simultaneousRefusal } from '../../domain/permit-simultaneous.ts';
import type { Queryable } from '../db/db.ts';
import { conflict } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { idOpinionBody, idQuery } from './permit-id-schemas.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { nearbyWorksOf, siteWorkOf } from './permit-site-works.ts';
import { insertEvent, loadPermit, type PermitRow } from './permit-store.ts';

const tags = PERMIT_TAGS;
const p = '/zuoYePiao';
/** The event that records a confirmation; its `detail.numbers` are the permits it covered. */
const COORDINATE = 'coordinate';

/** The permit's last recorded confirmation of coordination, with its opinion, or null. */
async function lastCoordination(tx: Queryable, tenantId: number, permitId: number): Promise<(Coordination & { opinion: string | null }) | null> {
  const [row] = await tx.query<{ byName: string; at: Date; numbers: string[] | null; opinion: string | null }>(
    `select by_name as "byName", at, detail->'numbers' as numbers, opinion
       from permit_event where tenant_id = $1 and permit_id = $2 and action = $3
      order by id desc limit 1`,
    [tenantId, permitId, COORDINATE],
  );
  return row ? { byName: row.byName, at: row.at.toISOString(), numbers: row.numbers ?? [], opinion: row.opinion } : null;
}

/** The works at `row`'s place and time as answered, and its coordination. */
async function siteWorksView(tx: Queryable, tenantId: number, row: PermitRow, lang: Lang) {
  const self = siteWorkOf(row);
  const dataList = (await nearbyWorksOf(tx, tenantId, row)).map(({ work: w, metres }) => {
    const refused = simultaneousRefusal(self, [w]);
    return {
      id: w.id,
      number: w.number,
      kind: w.kind,
      kindName: say(lang, text(`rules.kindName.${w.kind}`)),
      state: w.state,
      stateName: say(lang, stateText(w.state)),
      site: w.site,
      metres,
      plannedStart: w.plannedStart,
      plannedEnd: w.plannedEnd,
      refused: refused ? say(lang, refused) : null,
    };
  });
  const last = await lastCoordination(tx, tenantId, row.id);
  const status = coordinationStatus(last, dataList.map((w) => w.number));
  return { dataList, total: dataList.length, coordination: { status, last } };
}

export async function siteWorksRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { id: number } }>(
    `${p}/siteWorks`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.siteWorks')), querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await siteWorksView(tx, auth.tenantId, await loadPermit(tx, auth.tenantId, req.query.id), requestLang(req))));
    },
  );

  // The caller confirms that the works at the same place and time are coordinated (4.6: one person named by the
  // production unit coordinates them); recorded with the permits covered, the state unchanged. Refused (409,
  // nothing recorded) past the work, with nothing at the site to coordinate, or
  // beside a work the standard forbids at the same time (its reason).
  app.post<{ Body: { id: number; opinion?: string } }>(
    `${p}/coordinate`,
    { config: PERMIT_WRITE, schema: { tags, summary: say('zh', text('permits.doc.coordinate')), body: idOpinionBody } },
    (req) => {
      const auth = authOf(req);
      const lang = requestLang(req);
      return withPermits(db, auth, async (tx) => {
        const row = await loadPermit(tx, auth.tenantId, req.body.id, { forUpdate: true });
        const nearby = (await nearbyWorksOf(tx, auth.tenantId, row)).map((n) => n.work);
        const numbers = nearby.map((w) => w.number);
        const refused = coordinationRefusal(row.state, numbers, simultaneousRefusal(siteWorkOf(row), nearby));
        if (refused) throw conflict(refused);
        const opinion = req.body.opinion?.trim() || undefined;
        await insertEvent(tx, auth.tenantId, row.id, {
          action: COORDINATE,
          by: String(auth.userId),
          byName: auth.session.userName,
          at: new Date(),
          from: row.state,
          to: row.state,
          opinion,
          detail: { numbers },
        });
        return okEntity(await siteWorksView(tx, auth.tenantId, row, lang));
      });
    },
  );
}
