// The calls common to every kind under /zax-cloud/tszy/zuoYePiao (spec 001 §7.2): list, detail, archive,
// remove, discard, resume, finish, statistics, indexStats and the caller's waiting permits (todo). See
// docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import type { PermitAction } from '../../domain/permit-lifecycle.ts';
import { okEntity } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { listAnalyses } from './gas-analysis-store.ts';
import { actionView } from './permit-actions.ts';
import { actorOf } from './permit-actor.ts';
import { listPermits, permitListSchema, type PermitListQuery } from './permit-list.ts';
import { permitIndexStats, permitStatistics } from './permit-stats.ts';
import { permitTodo, todoQuerySchema, type TodoQuery } from './permit-todo.ts';
import { idOpinionBody, idQuery } from './permit-id-schemas.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { listEvents, loadPermit } from './permit-store.ts';
import { permitView } from './permit-view.ts';

const tags = PERMIT_TAGS;
const p = '/zuoYePiao';

/** The actions of /zuoYePiao/{path}: what each asks of the state machine. */
const ACTIONS: { path: string; summary: string; action: (opinion?: string) => PermitAction }[] = [
  { path: 'archive', summary: '归档（已完工的作业票）', action: () => ({ type: 'archive' }) },
  { path: 'remove', summary: '删除（仅草稿和已作废；编号不再使用）', action: () => ({ type: 'remove' }) },
  { path: 'discard', summary: '作废', action: (opinion) => ({ type: 'discard', opinion }) },
  { path: 'resume', summary: '恢复已作废的作业票为草稿', action: () => ({ type: 'resume' }) },
  { path: 'finish', summary: '完工验收（由完工验收环节的角色确认）', action: (opinion) => ({ type: 'finish', opinion }) },
];

export async function zuoYePiaoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: PermitListQuery }>(
    `${p}/list`,
    { config: PERMIT_READ, schema: { tags, summary: '作业票列表（分页，新的在前）', querystring: permitListSchema } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await listPermits(tx, auth.tenantId, req.query, actorOf(auth))));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `${p}/detail`,
    { config: PERMIT_READ, schema: { tags, summary: '作业票详情（含审批环节、操作记录和气体分析）', querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => {
        const row = await loadPermit(tx, auth.tenantId, req.query.id);
        return okEntity({
          ...permitView(row, actorOf(auth)),
          slots: row.slots,
          events: await listEvents(tx, auth.tenantId, row.id),
          analyses: await listAnalyses(tx, auth.tenantId, row.id),
        });
      });
    },
  );

  for (const a of ACTIONS) {
    app.post<{ Body: { id: number; opinion?: string } }>(
      `${p}/${a.path}`,
      { config: PERMIT_WRITE, schema: { tags, summary: a.summary, body: idOpinionBody } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => {
          const row = await loadPermit(tx, auth.tenantId, req.body.id, { forUpdate: true });
          return okEntity(await actionView(tx, auth, row, a.action(req.body.opinion)));
        });
      },
    );
  }

  app.get<{ Querystring: TodoQuery }>(
    `${p}/todo`,
    { config: PERMIT_READ, schema: { tags, summary: '待我审批的作业票（待办：当前审批环节的角色为本人在当前企业所持角色，等待最久的在前）', querystring: todoQuerySchema } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await permitTodo(tx, auth.tenantId, auth.roles, req.query)));
    },
  );

  app.get(`${p}/statistics`, { config: PERMIT_READ, schema: { tags, summary: '作业票统计：按类型、状态和近 12 个月' } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => okEntity(await permitStatistics(tx, auth.tenantId)));
  });

  app.get(
    `${p}/indexStats`,
    { config: PERMIT_READ, schema: { tags, summary: '首页：作业中、待我审批、2 小时内到期、被退回' } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await permitIndexStats(tx, auth.tenantId, auth.roles)));
    },
  );
}
