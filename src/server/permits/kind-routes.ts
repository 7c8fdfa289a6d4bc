// The calls of each permit kind under /zax-cloud/tszy/{kind} (spec 001 §7.2): saveOrUpdate, participants,
// submit, revoke, start, interrupt, resumeWork, zhongShen (approval) and extendTime. See docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { okEntity } from '../http/envelope.ts';
import { obj, str } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { permitFormSchema } from './permit-form-schemas.ts';
import { idOpinionBody, idQuery, opinionField, permitId } from './permit-id-schemas.ts';
import { actorOf } from './permit-actor.ts';
import { permitParticipants } from './permit-participants.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import {
  auditPermit,
  extendPermit,
  interruptPermit,
  resumePermitWork,
  revokePermit,
  saveDraft,
  startPermit,
  submitPermit,
} from './permit-steps.ts';
import { loadPermit, type PermitRow } from './permit-store.ts';
import { parseTime, TIME_PATTERN } from './permit-time.ts';
import { permitView } from './permit-view.ts';

type IdBody = { id: number; opinion?: string };

/** Routes of one kind; `p` is its path segment (dongHuo...). */
function oneKind(app: FastifyInstance, kind: PermitKind, p: string): void {
  const { db } = app.deps;
  const name = PERMIT_KIND_INFO[kind].name;
  const tags = PERMIT_TAGS;

  app.post<{ Body: Record<string, unknown> & { id?: number } }>(
    `/${p}/saveOrUpdate`,
    { config: PERMIT_WRITE, schema: { tags, summary: `${name}票：新建或修改草稿（级别由服务器计算）`, body: permitFormSchema(kind) } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) =>
        okEntity(permitView(await loadPermit(tx, auth.tenantId, await saveDraft(tx, auth, kind, req.body)), actorOf(auth))),
      );
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `/${p}/participants`,
    { config: PERMIT_READ, schema: { tags, summary: `${name}票：作业人员与各审批环节的审批人`, querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) =>
        okEntity(await permitParticipants(tx, auth.tenantId, await loadPermit(tx, auth.tenantId, req.query.id, { kind }), auth.roles)),
      );
    },
  );

  /** A lifecycle call of this kind: runs the step `act` in the caller's tenant transaction. */
  const action = <B extends IdBody>(path: string, summary: string, body: object, act: (tx: Queryable, auth: AuthContext, b: B) => Promise<PermitRow>) =>
    app.post<{ Body: B }>(`/${p}/${path}`, { config: PERMIT_WRITE, schema: { tags, summary: `${name}票：${summary}`, body } }, (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(permitView(await act(tx, auth, req.body as B), actorOf(auth))));
    });

  action<IdBody>('submit', '提交审批（重新计算级别，按级别生成审批环节）', idOpinionBody, (tx, auth, b) => submitPermit(tx, auth, kind, b.id, b.opinion));
  action<IdBody>('revoke', '撤回（提交人）', obj({ id: permitId }, ['id']), (tx, auth, b) => revokePermit(tx, auth, kind, b.id));
  action<IdBody>('start', '开始作业（动火、受限空间须有 30 分钟内合格的气体分析）', idOpinionBody, (tx, auth, b) =>
    startPermit(tx, auth, kind, b.id, b.opinion),
  );
  action<IdBody>('interrupt', '中断作业（作业中；记录中断时间）', idOpinionBody, (tx, auth, b) => interruptPermit(tx, auth, kind, b.id, b.opinion));
  action<IdBody>('resumeWork', '恢复作业（中断超过时限的动火、受限空间须有中断后 30 分钟内合格的气体分析）', idOpinionBody, (tx, auth, b) =>
    resumePermitWork(tx, auth, kind, b.id, b.opinion),
  );

  type AuditBody = IdBody & { decision: 'approve' | 'return'; slotIndex: number };
  const auditBody = obj(
    { id: permitId, decision: { type: 'string', title: '审批结论', enum: ['approve', 'return'] }, opinion: opinionField, slotIndex: { type: 'integer', title: '审批环节', minimum: 0, maximum: 50 } },
    ['id', 'decision', 'slotIndex'],
  );
  action<AuditBody>('zhongShen', '审批：同意或退回（按环节顺序，由该环节角色审批）', auditBody, (tx, auth, b) => auditPermit(tx, auth, kind, b.id, b));

  type ExtendBody = IdBody & { jiHuaJieShuShiJian: string };
  const extendBody = obj({ id: permitId, jiHuaJieShuShiJian: str('计划结束时间', { pattern: TIME_PATTERN }) }, ['id', 'jiHuaJieShuShiJian']);
  action<ExtendBody>('extendTime', '延期（不超过该类作业票的有效期上限）', extendBody, (tx, auth, b) =>
    extendPermit(tx, auth, kind, b.id, parseTime(b.jiHuaJieShuShiJian, 'jiHuaJieShuShiJian', '计划结束时间')),
  );
}

/** Registers the calls of every kind. */
export async function kindRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  for (const k of opts.kinds) oneKind(app, k.kind, k.path);
}
