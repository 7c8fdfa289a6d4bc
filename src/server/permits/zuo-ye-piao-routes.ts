// The calls common to every kind under /zax-cloud/tszy/zuoYePiao (spec 001 §7.2): list, detail, the earlier
// versions, archive, remove, discard, resume, finish, statistics, indexStats and the caller's waiting permits (todo). See
// docs/permit-api.md.
import { requestLang, say } from '../http/say.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { type PermitAction } from '../../domain/permit-lifecycle.ts';
import { okEntity } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { listAnalyses } from './gas-analysis-store.ts';
import { actionView } from './permit-actions.ts';
import { actorOf } from './permit-actor.ts';
import { callerDepartments } from '../resources/data-scope.ts';
import { listPermits, permitListSchema, type PermitListQuery } from './permit-list.ts';
import { permitIndexStats, permitStatistics } from './permit-stats.ts';
import { permitTodo, todoQuerySchema, type TodoQuery } from './permit-todo.ts';
import { idOpinionBody, idQuery } from './permit-id-schemas.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { listVersions } from './permit-revision-store.ts';
import { listEvents, loadPermit } from './permit-store.ts';
import { overhaulLinkView } from './permit-overhaul-link.ts';
import { briefingResets, workersToSignAgain } from '../../domain/permit-briefing.ts';
import { permitView } from './permit-view.ts';
import { permitCustomAnswer } from './permit-custom-fields.ts';
import { assertNobodyInside } from './site-guard-routes.ts';
import { siteGuardView } from './site-guard-store.ts';

const tags = PERMIT_TAGS;
const p = '/zuoYePiao';

/** The actions of /zuoYePiao/{path}: what each asks of the state machine. */
const ACTIONS: { path: string; summary: Text; action: (opinion?: string) => PermitAction }[] = [
  { path: 'archive', summary: text('permits.doc.archive'), action: () => ({ type: 'archive' }) },
  { path: 'remove', summary: text('permits.doc.remove'), action: () => ({ type: 'remove' }) },
  { path: 'discard', summary: text('permits.doc.discard'), action: (opinion) => ({ type: 'discard', opinion }) },
  { path: 'resume', summary: text('permits.doc.resume'), action: () => ({ type: 'resume' }) },
  { path: 'finish', summary: text('permits.doc.finish'), action: (opinion) => ({ type: 'finish', opinion }) },
];

export async function zuoYePiaoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: PermitListQuery }>(
    `${p}/list`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.list')), querystring: permitListSchema } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await listPermits(tx, auth.tenantId, req.query, actorOf(auth), requestLang(req), await callerDepartments(tx, auth))));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `${p}/detail`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.detail')), querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => {
        const row = await loadPermit(tx, auth.tenantId, req.query.id);
        const events = await listEvents(tx, auth.tenantId, row.id);
        return okEntity({
          ...permitView(row, actorOf(auth), requestLang(req)),
          slots: row.slots,
          events,
          // The workers whose briefing signature a change of its content voided, not signed again (names).
          jiaoDiChongQian: workersToSignAgain(row.data, briefingResets(events)).map((w) => String(w.xingMing ?? '')),
          analyses: await listAnalyses(tx, auth.tenantId, row.id, requestLang(req)),
          siteGuard: await siteGuardView(tx, auth, row),
          jianXiuGuanLian: await overhaulLinkView(tx, auth.tenantId, row.data),
          // The enterprise's custom fields of the kind with their values, titled (issue 16 item 3).
          ...(await permitCustomAnswer(tx, auth.tenantId, row, requestLang(req))),
        });
      });
    },
  );

  // The content each change after a submission replaced (GB 30871 4.18), oldest first.
  app.get<{ Querystring: { id: number } }>(
    `${p}/versions`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.versions')), querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await listVersions(tx, auth.tenantId, (await loadPermit(tx, auth.tenantId, req.query.id)).id)));
    },
  );

  for (const a of ACTIONS) {
    app.post<{ Body: { id: number; opinion?: string } }>(
      `${p}/${a.path}`,
      { config: PERMIT_WRITE, schema: { tags, summary: say('zh', a.summary), body: idOpinionBody } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => {
          const row = await loadPermit(tx, auth.tenantId, req.body.id, { forUpdate: true });
          // GB 30871 6.8 c: a confined space is accepted only once everyone recorded in is recorded out.
          if (a.path === 'finish') await assertNobodyInside(tx, auth.tenantId, row);
          return okEntity(await actionView(tx, auth, row, a.action(req.body.opinion), {}, requestLang(req)));
        });
      },
    );
  }

  app.get<{ Querystring: TodoQuery }>(
    `${p}/todo`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.todo')), querystring: todoQuerySchema } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await permitTodo(tx, auth.tenantId, auth.roles, auth.userId, req.query, requestLang(req))));
    },
  );

  app.get(`${p}/statistics`, { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.statistics')) } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => okEntity(await permitStatistics(tx, auth.tenantId)));
  });

  app.get(
    `${p}/indexStats`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.home')) } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await permitIndexStats(tx, auth.tenantId, auth.roles, auth.userId)));
    },
  );
}
