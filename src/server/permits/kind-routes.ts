// The calls of each permit kind under /zax-cloud/tszy/{kind} (spec 001 §7.2): saveOrUpdate, participants,
// submit, revoke, start, interrupt, resumeWork, zhongShen (approval), huiQian (a department's countersign, 动土 / 断路), jiaoDiQianZi (a worker signs the safety
// briefing) and extendTime. See docs/permit-api.md.
import { requestLang, say } from '../http/say.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { okEntity } from '../http/envelope.ts';
import { idOf, obj, str, titled } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { permitFormSchema } from './permit-form-schemas.ts';
import { idOpinionBody, idQuery, opinionField, permitId } from './permit-id-schemas.ts';
import { actorOf } from './permit-actor.ts';
import { permitParticipants } from './permit-participants.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import {
  auditPermit,
  countersignPermit,
  extendPermit,
  interruptPermit,
  resumePermitWork,
  revokePermit,
  saveDraft,
  startPermit,
  submitPermit,
  type CountersignStep,
} from './permit-steps.ts';
import { isCountersignKind } from '../../domain/permit-countersign.ts';
import { loadPermit, type PermitRow } from './permit-store.ts';
import { signBriefing, type BriefingSignBody } from './permit-briefing.ts';
import { parseTime, TIME_PATTERN } from './permit-time.ts';
import { permitView } from './permit-view.ts';
import { permitCustomAnswer, takeCustomMembers } from './permit-custom-fields.ts';

type IdBody = { id: number; opinion?: string };

/** Routes of one kind; `p` is its path segment (dongHuo...). */
function oneKind(app: FastifyInstance, kind: PermitKind, p: string): void {
  const { db } = app.deps;
  const name = PERMIT_KIND_INFO[kind].name;
  const tags = PERMIT_TAGS;

  // The enterprise's custom fields of the kind (issue 16 item 3) vary by enterprise: taken out of the body before the
  // route's schema validates the rest (permit-custom-fields.ts), checked by the step.
  const customMembers = new WeakMap<object, Record<string, unknown>>();
  app.post<{ Body: Record<string, unknown> & { id?: number } }>(
    `/${p}/saveOrUpdate`,
    {
      config: PERMIT_WRITE,
      schema: { tags, summary: say('zh', text('permits.doc.save', { kind: name })), body: permitFormSchema(kind) },
      preValidation: async (req) => {
        customMembers.set(req, await takeCustomMembers(db, authOf(req), kind, req.body));
      },
    },
    (req) => {
      const auth = authOf(req);
      const body = { ...req.body, ...customMembers.get(req) };
      return withPermits(db, auth, async (tx) => {
        const row = await loadPermit(tx, auth.tenantId, await saveDraft(tx, auth, kind, body));
        return okEntity({ ...permitView(row, actorOf(auth), requestLang(req)), ...(await permitCustomAnswer(tx, auth.tenantId, row, requestLang(req))) });
      });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `/${p}/participants`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.participants', { kind: name })), querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) =>
        okEntity(await permitParticipants(tx, auth.tenantId, await loadPermit(tx, auth.tenantId, req.query.id, { kind }), auth.roles, auth.userId)),
      );
    },
  );

  /** A lifecycle call of this kind: runs the step `act` in the caller's tenant transaction. */
  const action = <B extends IdBody>(path: string, summary: Text, body: object, act: (tx: Queryable, auth: AuthContext, b: B) => Promise<PermitRow>) =>
    app.post<{ Body: B }>(`/${p}/${path}`, { config: PERMIT_WRITE, schema: { tags, summary: say('zh', text('permits.doc.action', { kind: name, summary })), body } }, (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(permitView(await act(tx, auth, req.body as B), actorOf(auth), requestLang(req))));
    });

  action<IdBody>('submit', text('permits.doc.submit'), idOpinionBody, (tx, auth, b) => submitPermit(tx, auth, kind, b.id, b.opinion));
  action<IdBody>('revoke', text('permits.doc.revoke'), obj({ id: permitId }, ['id']), (tx, auth, b) => revokePermit(tx, auth, kind, b.id));
  action<IdBody>('start', text('permits.doc.start'), idOpinionBody, (tx, auth, b) =>
    startPermit(tx, auth, kind, b.id, b.opinion),
  );
  action<IdBody>('interrupt', text('permits.doc.interrupt'), idOpinionBody, (tx, auth, b) => interruptPermit(tx, auth, kind, b.id, b.opinion));
  action<IdBody>('resumeWork', text('permits.doc.resumeWork'), idOpinionBody, (tx, auth, b) =>
    resumePermitWork(tx, auth, kind, b.id, b.opinion),
  );

  type AuditBody = IdBody & { decision: 'approve' | 'return'; slotIndex: number; signatureId?: number; positionId?: number; photoIds?: number[] };
  const auditBody = obj(
    {
      id: permitId,
      decision: { type: 'string', ...titled(text('permits.field.decision')), enum: ['approve', 'return'] },
      opinion: opinionField,
      slotIndex: { type: 'integer', ...titled(text('permits.field.slot')), minimum: 0, maximum: 50 },
      // The site proof (issue 16 item 8): the phone's signature, position and photos of this approval.
      signatureId: { ...idOf(text('permits.field.signatureId')), minimum: 1 },
      positionId: { ...idOf(text('permits.field.positionId')), minimum: 1 },
      photoIds: { type: 'array', ...titled(text('permits.field.photoIds')), maxItems: 50, items: { ...idOf(text('permits.field.photoIds')), minimum: 1 } },
    },
    ['id', 'decision', 'slotIndex'],
  );
  action<AuditBody>('zhongShen', text('permits.doc.audit'), auditBody, (tx, auth, b) => auditPermit(tx, auth, kind, b.id, b));

  // 会签 of 动土 and 断路 by the enterprise's departments (issue 16 item 2): one department per call, any order.
  if (isCountersignKind(kind)) {
    type CountersignBody = IdBody & CountersignStep;
    const countersignBody = obj(
      {
        id: permitId,
        department: str(text('permits.countersign.field.department'), { minLength: 1, maxLength: 50 }),
        decision: auditBody.properties.decision,
        opinion: opinionField,
        signatureId: auditBody.properties.signatureId,
        positionId: auditBody.properties.positionId,
        photoIds: auditBody.properties.photoIds,
      },
      ['id', 'department', 'decision'],
    );
    action<CountersignBody>('huiQian', text('permits.countersign.doc.sign'), countersignBody, (tx, auth, b) => countersignPermit(tx, auth, kind, b.id, b));
  }

  // The safety briefing (issue 16 item 5): a draft's worker row signs with a signature of the phone pages' pad.
  const briefBody = obj(
    {
      id: permitId,
      zuoYeRen: { type: 'integer', ...titled(text('permits.briefing.field.worker')), minimum: 0, maximum: 49 },
      signatureId: { ...idOf(text('permits.briefing.field.signature')), minimum: 1 },
    },
    ['id', 'zuoYeRen', 'signatureId'],
  );
  action<IdBody & BriefingSignBody>('jiaoDiQianZi', text('permits.briefing.signAction'), briefBody, (tx, auth, b) => signBriefing(tx, auth, kind, b));

  type ExtendBody = IdBody & { jiHuaJieShuShiJian: string };
  const extendBody = obj({ id: permitId, jiHuaJieShuShiJian: str(text('permits.field.plannedEnd'), { pattern: TIME_PATTERN }) }, ['id', 'jiHuaJieShuShiJian']);
  action<ExtendBody>('extendTime', text('permits.doc.extend'), extendBody, (tx, auth, b) =>
    extendPermit(tx, auth, kind, b.id, parseTime(b.jiHuaJieShuShiJian, 'jiHuaJieShuShiJian', text('permits.field.plannedEnd'))),
  );
}

/** Registers the calls of every kind. */
export async function kindRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  for (const k of opts.kinds) oneKind(app, k.kind, k.path);
}
