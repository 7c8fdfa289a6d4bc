// The calls of each permit kind under /zax-cloud/tszy/{kind} (spec 001 §7.2): saveOrUpdate, participants,
// submit, revoke, start, interrupt, resumeWork, zhongShen (approval) and extendTime. See docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import { approvalSlots } from '../../domain/approval-slots.ts';
import { analysisNeeded, needsGasAnalysis } from '../../domain/gas-analysis.ts';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import { actorRefusal } from '../../domain/permit-permissions.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, conflict } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { obj, str } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { analysisRecords } from './gas-analysis-store.ts';
import { actionView } from './permit-actions.ts';
import { actorOf, factsOf } from './permit-actor.ts';
import { loadPermitConfig } from './permit-config-store.ts';
import { formOf, permitFormSchema } from './permit-form-schemas.ts';
import { gradePermit } from './permit-grading.ts';
import { capsFor } from './permit-power-cap.ts';
import { idOpinionBody, idQuery, opinionField, permitId } from './permit-id-schemas.ts';
import { permitParticipants } from './permit-participants.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { insertDraft, insertEvent, loadPermit, updateDraft, type DraftValues, type PermitRow } from './permit-store.ts';
import { parseOptionalTime, parseTime, TIME_PATTERN } from './permit-time.ts';
import { permitView } from './permit-view.ts';

type IdBody = { id: number; opinion?: string };

/** The draft values of a form: grade computed on the server, planned times parsed. */
async function draftOf(tx: Queryable, auth: AuthContext, kind: PermitKind, body: Record<string, unknown>): Promise<DraftValues> {
  const data = formOf(kind, body);
  const grading = await gradePermit(tx, auth.tenantId, kind, data);
  return {
    kind,
    grade: grading.grade,
    gradeRule: grading.rule,
    plannedStart: parseOptionalTime(data.jiHuaKaiShiShiJian as string | null, 'jiHuaKaiShiShiJian', '计划开始时间'),
    plannedEnd: parseOptionalTime(data.jiHuaJieShuShiJian as string | null, 'jiHuaJieShuShiJian', '计划结束时间'),
    data,
    site: String(data.zuoYeDiDian).trim(),
    department: typeof data.buMen === 'string' ? data.buMen : null,
  };
}

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
      return withPermits(db, auth, async (tx) => {
        const values = await draftOf(tx, auth, kind, req.body);
        let id = req.body.id;
        if (id === undefined) {
          id = await insertDraft(tx, auth.tenantId, auth.userId, values);
          await insertEvent(tx, auth.tenantId, id, { action: 'create', by: String(auth.userId), byName: auth.session.userName, at: new Date(), from: null, to: 'DRAFT' });
        } else {
          const row = await loadPermit(tx, auth.tenantId, id, { kind, forUpdate: true });
          if (row.state !== 'DRAFT') throw conflict(`作业票当前状态为「${permitView(row).zhuangTaiMingCheng}」，只有草稿可以修改`);
          const who = actorRefusal(factsOf(row), 'edit', actorOf(auth));
          if (who) throw conflict(who);
          await updateDraft(tx, auth.tenantId, auth.userId, id, values);
        }
        return okEntity(permitView(await loadPermit(tx, auth.tenantId, id), actorOf(auth)));
      });
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

  /** A lifecycle call of this kind: loads and locks the permit, then runs `act`. */
  const action = <B extends IdBody>(path: string, summary: string, body: object, act: (tx: Queryable, auth: AuthContext, b: B) => Promise<unknown>) =>
    app.post<{ Body: B }>(`/${p}/${path}`, { config: PERMIT_WRITE, schema: { tags, summary: `${name}票：${summary}`, body } }, (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, (tx) => act(tx, auth, req.body as B));
    });
  const locked = (tx: Queryable, auth: AuthContext, id: number) => loadPermit(tx, auth.tenantId, id, { kind, forUpdate: true });

  action<IdBody>('submit', '提交审批（重新计算级别，按级别生成审批环节）', idOpinionBody, async (tx, auth, b) => {
    const row = await locked(tx, auth, b.id);
    let grading;
    if (row.state === 'DRAFT') {
      try {
        grading = await gradePermit(tx, auth.tenantId, kind, row.data);
      } catch (err) {
        // The form was valid when saved; what refuses it now (the wind) is the state of the site.
        if (err instanceof AppError && err.status === 400) throw conflict(err.message);
        throw err;
      }
    }
    const config = await loadPermitConfig(tx, auth.tenantId);
    const slots = approvalSlots(kind, grading?.grade ?? row.grade, config.approval);
    const caps = await capsFor(tx, auth.tenantId, row, config.caps);
    const submit = { type: 'submit' as const, slots, opinion: b.opinion, caps };
    return okEntity(await actionView(tx, auth, row, submit, { grading }));
  });

  action<IdBody>('revoke', '撤回（提交人）', obj({ id: permitId }, ['id']), async (tx, auth, b) =>
    okEntity(await actionView(tx, auth, await locked(tx, auth, b.id), { type: 'revoke' })),
  );

  /** The gas-analysis answer of the domain for `row` at `at` (hot work and confined space only). */
  const analysisAt = async (tx: Queryable, auth: AuthContext, row: PermitRow, at: Date) =>
    needsGasAnalysis(kind)
      ? analysisNeeded(
          { kind, grade: row.grade, startedAt: row.startedAt, interruptedAt: row.interruptedAt },
          await analysisRecords(tx, auth.tenantId, row.id),
          at,
        )
      : undefined;

  action<IdBody>('start', '开始作业（动火、受限空间须有 30 分钟内合格的气体分析）', idOpinionBody, async (tx, auth, b) => {
    const row = await locked(tx, auth, b.id);
    const at = new Date();
    const analysis = await analysisAt(tx, auth, row, at);
    return okEntity(await actionView(tx, auth, row, { type: 'start', analysis, opinion: b.opinion }, { at }));
  });

  action<IdBody>('interrupt', '中断作业（作业中；记录中断时间）', idOpinionBody, async (tx, auth, b) => {
    const row = await locked(tx, auth, b.id);
    const at = new Date();
    return okEntity(await actionView(tx, auth, row, { type: 'interrupt', opinion: b.opinion }, { at, detail: { interruptedAt: at } }));
  });

  action<IdBody>('resumeWork', '恢复作业（中断超过时限的动火、受限空间须有中断后 30 分钟内合格的气体分析）', idOpinionBody, async (tx, auth, b) => {
    const row = await locked(tx, auth, b.id);
    const at = new Date();
    const analysis = await analysisAt(tx, auth, row, at);
    const minutes = row.interruptedAt ? Math.floor((at.getTime() - row.interruptedAt.getTime()) / 60_000) : null;
    const detail = { interruptedAt: row.interruptedAt, minutes };
    return okEntity(await actionView(tx, auth, row, { type: 'resumeWork', analysis, opinion: b.opinion }, { at, detail }));
  });

  type AuditBody = IdBody & { decision: 'approve' | 'return'; slotIndex: number };
  const auditBody = obj(
    { id: permitId, decision: { type: 'string', title: '审批结论', enum: ['approve', 'return'] }, opinion: opinionField, slotIndex: { type: 'integer', title: '审批环节', minimum: 0, maximum: 50 } },
    ['id', 'decision', 'slotIndex'],
  );
  action<AuditBody>('zhongShen', '审批：同意或退回（按环节顺序，由该环节角色审批）', auditBody, async (tx, auth, b) => {
    const row = await locked(tx, auth, b.id);
    const audit = { type: 'audit' as const, decision: b.decision, opinion: b.opinion, slotIndex: b.slotIndex };
    return okEntity(await actionView(tx, auth, row, audit));
  });

  type ExtendBody = IdBody & { jiHuaJieShuShiJian: string };
  const extendBody = obj({ id: permitId, jiHuaJieShuShiJian: str('计划结束时间', { pattern: TIME_PATTERN }) }, ['id', 'jiHuaJieShuShiJian']);
  action<ExtendBody>('extendTime', '延期（不超过该类作业票的有效期上限）', extendBody, async (tx, auth, b) => {
    const row = await locked(tx, auth, b.id);
    const newEnd = parseTime(b.jiHuaJieShuShiJian, 'jiHuaJieShuShiJian', '计划结束时间');
    const detail = { fromEnd: row.plannedEnd, toEnd: newEnd };
    const caps = await capsFor(tx, auth.tenantId, row, (await loadPermitConfig(tx, auth.tenantId)).caps);
    return okEntity(await actionView(tx, auth, row, { type: 'extend', newEnd, caps }, { detail }));
  });
}

/** Registers the calls of every kind. */
export async function kindRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  for (const k of opts.kinds) oneKind(app, k.kind, k.path);
}
