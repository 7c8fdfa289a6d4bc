// The approval routes of one resource whose workflow has a state with `approval` (the contract of issue 14):
// POST {ep}/approval/approve|return|add-signer|transfer|withdraw and GET {ep}/approval?id=. Each act runs in
// one transaction with the record locked; a refusal answers 409 with the reason, a missing opinion of a
// return or an unknown person 400 naming the field. Acting needs no role of the resource: the engine checks
// that the caller holds (or stands in for) a task of the current step, or submitted the record.
import type { FastifyInstance } from 'fastify';
import type { ApprovalAct } from '../../domain/approval-steps.ts';
import { stepStatus } from '../../domain/approval-steps.ts';
import { text } from '../../domain/i18n/text.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { withResource } from '../resources/resource-context.ts';
import { zhOf } from '../routes/zh-of.ts';
import { approvalOffers, loadApproval, runApprovalAct } from './approval-act.ts';
import { staffNames } from '../db/staff-names.ts';
import { staffExists } from './approval-signers.ts';

const id = { ...idOf(text('approval.field.id')), minimum: 1 };
const staffId = { ...idOf(text('approval.field.staffId')), minimum: 1 };
const taskId = { ...idOf(text('approval.field.taskId')), minimum: 1 };
const opinion = str(text('approval.field.opinion'), { maxLength: 500 });

const signatureId = { ...idOf(text('sign.field.signatureId')), minimum: 1 };
const positionId = { ...idOf(text('sign.field.positionId')), minimum: 1 };

const BODIES = {
  approve: obj({ id, opinion, taskId, signatureId, positionId }, ['id']),
  return: obj({ id, opinion, taskId, toStep: str(text('approval.field.toStep'), { maxLength: 80 }) }, ['id', 'opinion']),
  'add-signer': obj({ id, staffId, opinion, taskId, position: { ...str(text('approval.field.position')), enum: ['before', 'after'] } }, ['id', 'staffId', 'position']),
  transfer: obj({ id, staffId, opinion, taskId }, ['id', 'staffId']),
  withdraw: obj({ id }, ['id']),
} as const;

const SUMMARIES = {
  approve: 'approval.api.approve',
  return: 'approval.api.return',
  'add-signer': 'approval.api.addSigner',
  transfer: 'approval.api.transfer',
  withdraw: 'approval.api.withdraw',
} as const;

type Op = keyof typeof BODIES;

interface ActBody {
  id: number;
  opinion?: string;
  taskId?: number;
  toStep?: string;
  staffId?: number;
  position?: 'before' | 'after';
  signatureId?: number;
  positionId?: number;
}

/** The engine's act of a request body (the schema has checked its shape). */
function actOf(op: Op, b: ActBody): ApprovalAct {
  switch (op) {
    case 'approve':
      return { op, opinion: b.opinion, taskId: b.taskId };
    case 'return':
      if (!b.opinion?.trim()) throw fieldError('opinion', text('approval.returnNeedsReason'));
      return { op, opinion: b.opinion, toStep: b.toStep, taskId: b.taskId };
    case 'add-signer':
      return { op, staffId: b.staffId as number, position: b.position as 'before' | 'after', opinion: b.opinion, taskId: b.taskId };
    case 'transfer':
      return { op, staffId: b.staffId as number, opinion: b.opinion, taskId: b.taskId };
    case 'withdraw':
      return { op };
  }
}

export async function approvalRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const { db } = app.deps;
  const ep = base.endpoint;
  const tags = [base.title, zhOf('approval.api.tag')];

  for (const op of Object.keys(BODIES) as Op[]) {
    app.post<{ Body: ActBody }>(
      `${ep}/approval/${op}`,
      { config: { access: 'write' }, schema: { tags, summary: zhOf(SUMMARIES[op]), body: BODIES[op] } },
      (req) => {
        const auth = authOf(req);
        const act = actOf(op, req.body);
        return withResource(db, auth, base, async (s) => {
          if ('staffId' in act && !(await staffExists(s.tx, auth.tenantId, act.staffId))) {
            throw fieldError('staffId', text('approval.staffNotFound', { id: act.staffId }));
          }
          return okData(await runApprovalAct(s, auth, req.body.id, act, req.body));
        });
      },
    );
  }

  app.get<{ Querystring: { id: number } }>(
    `${ep}/approval`,
    { config: { access: 'read', roles: base.permissions.read }, schema: { tags, summary: zhOf('approval.api.get'), querystring: obj({ id }, ['id']) } },
    (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => {
        const loaded = await loadApproval(s, auth, req.query.id, false);
        const spec = loaded.approvalState?.approval ?? loaded.state?.approval;
        const snap = loaded.snapshot;
        const tasks = snap?.tasks ?? [];
        const names = await staffNames(s.tx, auth.tenantId, tasks.flatMap((t) => [t.staffId, t.actedBy, t.onBehalfOf, t.addedBy].filter((x): x is number => x != null)), { includeDeleted: true });
        const name = (x: number | null) => (x == null ? null : (names.get(x) ?? null));
        const steps = (spec?.steps ?? []).map((step) => ({
          key: step.key,
          title: step.title,
          mode: step.mode,
          status: snap ? stepStatus(snap, step.key) : 'waiting',
          tasks: tasks
            .filter((t) => t.stepKey === step.key)
            .map((t) => ({
              id: t.id,
              round: t.round,
              staffId: t.staffId,
              staffName: name(t.staffId),
              kind: t.kind,
              status: t.status,
              actedBy: t.actedBy,
              actedByName: name(t.actedBy),
              onBehalfOf: t.onBehalfOf,
              onBehalfOfName: name(t.onBehalfOf),
              opinion: t.opinion,
              actedAt: t.actedAt,
              addedBy: t.addedBy,
              transferredFrom: t.transferredFrom,
            })),
        }));
        return okData({
          state: loaded.state?.key ?? null,
          status: loaded.approval?.status ?? null,
          currentStep: snap?.status === 'open' ? snap.stepKey : null,
          round: snap?.round ?? null,
          steps,
          actions: await approvalOffers(s, auth, loaded),
        });
      });
    },
  );
}
