// Work activities (作业活动) under /zax-cloud/tszy/zuo-ye-piao (spec 001 §7.2): list, detail, create, update,
// delete, submit, revoke, audit-config and audit, with the special-work check of spec 001 §5
// (src/domain/special-work-check.ts). States DRAFT → SUBMITTED → APPROVED | RETURNED; see docs/permit-api.md.
import { say } from '../http/say.ts';
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { slotRolesText } from '../../domain/approval-slots.ts';
import { PERMIT_KINDS, type PermitKind } from '../../domain/permit-kinds.ts';
import { checkSpecialWork } from '../../domain/special-work-check.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { bool, int, obj, str, titled } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import {
  ACTIVITY_STATE_LABELS,
  activityView,
  deleteActivity,
  insertActivity,
  listActivities,
  livePermits,
  loadActivity,
  setActivityState,
  updateActivity,
  type ActivityRow,
  type ActivityState,
  type ActivityValues,
} from './activity-store.ts';
import { PERMIT_CONFIG_WRITE } from './permit-config-routes.ts';
import { assignableRoles, DEFAULT_ACTIVITY_AUDIT_ROLES, loadPermitConfig, savePermitConfig } from './permit-config-store.ts';
import { idQuery, opinionField, permitId } from './permit-id-schemas.ts';
import { PERMIT_READ, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { parseOptionalTime, TIME_PATTERN } from './permit-time.ts';

const tags = [permitsZh['permits.activity.tag']];
const p = '/zuo-ye-piao';
const activityId = { ...permitId, ...titled(text('permits.activity.field.activity')) };

interface ActivityBody {
  id?: number;
  huoDongMingCheng: string;
  zuoYeDiDian: string;
  kaiShiShiJian?: string | null;
  jieShuShiJian?: string | null;
  fuZeRen?: string;
  huoDongNeiRong?: string;
  sheJiTeShuZuoYe?: boolean;
  teShuZuoYeLeiXing?: PermitKind[];
  zuoYePiaoIds?: number[];
}

const time = (title: Text) => ({ type: ['string', 'null'], ...titled(title), pattern: TIME_PATTERN });
const activityProps = {
  huoDongMingCheng: str(text('permits.activity.field.name'), { minLength: 1, maxLength: 100 }),
  zuoYeDiDian: str(text('permits.field.site'), { minLength: 1, maxLength: 100 }),
  kaiShiShiJian: time(text('permits.activity.field.start')),
  jieShuShiJian: time(text('permits.activity.field.end')),
  fuZeRen: str(text('permits.activity.field.leader'), { maxLength: 50 }),
  huoDongNeiRong: str(text('permits.activity.field.content'), { maxLength: 2000 }),
  sheJiTeShuZuoYe: bool(text('permits.activity.field.involves')),
  teShuZuoYeLeiXing: { type: 'array', ...titled(text('permits.activity.field.kinds')), items: { type: 'string', ...titled(text('permits.activity.field.kind')), enum: [...PERMIT_KINDS] }, maxItems: 10 },
  zuoYePiaoIds: { type: 'array', ...titled(text('permits.activity.field.permits')), items: { type: 'integer', minimum: 1 }, maxItems: 100 },
};
const createBody = obj(activityProps, ['huoDongMingCheng', 'zuoYeDiDian']);
const updateBody = obj({ id: activityId, ...activityProps }, ['id', 'huoDongMingCheng', 'zuoYeDiDian']);
const idBody = obj({ id: activityId }, ['id']);
const auditBody = obj(
  { id: activityId, decision: str(text('permits.activity.field.decision'), { enum: ['approve', 'return'] }), opinion: opinionField },
  ['id', 'decision'],
);
const listQuery = obj({
  pageIndex: int(text('server.field.page'), { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int(text('server.field.limit'), { minimum: 1, maximum: 100, default: 10 }),
  zhuangTai: str(text('permits.field.state'), { enum: Object.keys(ACTIVITY_STATE_LABELS) }),
  huoDongMingCheng: str(text('permits.activity.field.name'), { maxLength: 100 }),
});

/** The values of a body: times parsed, permits resolved, and the special-work check when it is involved. */
async function valuesOf(tx: Queryable, tenantId: number, b: ActivityBody): Promise<ActivityValues> {
  const startTime = parseOptionalTime(b.kaiShiShiJian, 'kaiShiShiJian', text('permits.activity.field.start'));
  const endTime = parseOptionalTime(b.jieShuShiJian, 'jieShuShiJian', text('permits.activity.field.end'));
  if (startTime && endTime && endTime.getTime() <= startTime.getTime()) throw fieldError('jieShuShiJian', text('permits.activity.endBeforeStart'));
  const sheJi = b.sheJiTeShuZuoYe === true;
  // Not involving special work: the kinds and permits it may have listed are dropped.
  const kinds = sheJi ? [...new Set(b.teShuZuoYeLeiXing ?? [])] : [];
  const permitIds = sheJi ? [...new Set(b.zuoYePiaoIds ?? [])] : [];
  const values = { name: b.huoDongMingCheng.trim(), place: b.zuoYeDiDian.trim(), startTime, endTime, leader: b.fuZeRen ?? null, content: b.huoDongNeiRong ?? null, sheJi, kinds, permitIds };
  if (!values.name) throw fieldError('huoDongMingCheng', text('permits.activity.fillName'));
  if (!values.place) throw fieldError('zuoYeDiDian', text('permits.activity.fillSite'));
  await checkActivity(tx, tenantId, values);
  return values;
}

/** Every named permit is a live permit of the tenant, and the special-work check passes. */
async function checkActivity(tx: Queryable, tenantId: number, v: Pick<ActivityValues, 'sheJi' | 'kinds' | 'permitIds'>): Promise<void> {
  const permits = await livePermits(tx, tenantId, v.permitIds);
  const missing = v.permitIds.find((id) => !permits.some((x) => Number(x.id) === id));
  if (missing !== undefined) throw fieldError('zuoYePiaoIds', text('permits.activity.permitGone', { id: missing }));
  const r = checkSpecialWork({ sheJiTeShuZuoYe: v.sheJi, kinds: v.kinds, permitKinds: permits.map((x) => x.kind) });
  if (!r.ok) throw fieldError(r.field, r.message);
}

async function view(tx: Queryable, tenantId: number, id: number) {
  const a = await loadActivity(tx, tenantId, id);
  return activityView(a, await livePermits(tx, tenantId, a.permitIds));
}

/** What may be refused to an activity in a state. */
type ActivityVerb = 'edit' | 'delete' | 'submit' | 'revoke' | 'audit';

function requireState(a: ActivityRow, allowed: ActivityState[], what: ActivityVerb): void {
  if (!allowed.includes(a.state)) {
    throw conflict(text('permits.activity.wrongState', { state: text(`permits.activity.${a.state}`), action: text(`permits.activity.verb.${what}`) }));
  }
}

async function auditRoles(tx: Queryable, tenantId: number): Promise<string[]> {
  return (await loadPermitConfig(tx, tenantId)).activityAuditRoles ?? [...DEFAULT_ACTIVITY_AUDIT_ROLES];
}

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  type Handler<B> = (tx: Queryable, auth: AuthContext, b: B) => Promise<unknown>;
  const post = <B>(path: string, summary: Text, body: object, fn: Handler<B>, config: object = PERMIT_WRITE) =>
    app.post<{ Body: B }>(`${p}/${path}`, { config, schema: { tags, summary: say('zh', summary), body } }, (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, (tx) => fn(tx, auth, req.body as B));
    });

  app.get<{ Querystring: { pageIndex: number; pageSize: number; zhuangTai?: string; huoDongMingCheng?: string } }>(
    `${p}/list`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.activity.doc.list')), querystring: listQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await listActivities(tx, auth.tenantId, req.query)));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `${p}/detail`,
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.activity.doc.detail')), querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await view(tx, auth.tenantId, req.query.id)));
    },
  );

  post<ActivityBody>('create', text('permits.activity.doc.create'), createBody, async (tx, auth, b) => {
    const id = await insertActivity(tx, auth.tenantId, auth.userId, await valuesOf(tx, auth.tenantId, b));
    return okEntity(await view(tx, auth.tenantId, id));
  });

  post<ActivityBody & { id: number }>('update', text('permits.activity.doc.update'), updateBody, async (tx, auth, b) => {
    requireState(await loadActivity(tx, auth.tenantId, b.id, true), ['DRAFT', 'RETURNED'], 'edit');
    await updateActivity(tx, auth.tenantId, auth.userId, b.id, await valuesOf(tx, auth.tenantId, b));
    return okEntity(await view(tx, auth.tenantId, b.id));
  });

  post<{ id: number }>('delete', text('permits.activity.doc.delete'), idBody, async (tx, auth, b) => {
    requireState(await loadActivity(tx, auth.tenantId, b.id, true), ['DRAFT', 'RETURNED'], 'delete');
    await deleteActivity(tx, auth.tenantId, b.id);
    return okEntity(null);
  });

  post<{ id: number }>('submit', text('permits.activity.doc.submit'), idBody, async (tx, auth, b) => {
    const a = await loadActivity(tx, auth.tenantId, b.id, true);
    requireState(a, ['DRAFT', 'RETURNED'], 'submit');
    await checkActivity(tx, auth.tenantId, a);
    await setActivityState(tx, auth.tenantId, auth.userId, a.id, 'SUBMITTED', { submittedBy: auth.userId });
    return okEntity(await view(tx, auth.tenantId, a.id));
  });

  post<{ id: number }>('revoke', text('permits.doc.revoke'), idBody, async (tx, auth, b) => {
    const a = await loadActivity(tx, auth.tenantId, b.id, true);
    requireState(a, ['SUBMITTED'], 'revoke');
    if (a.submittedBy !== null && Number(a.submittedBy) !== auth.userId) throw conflict(text('permits.activity.submitterOnly'));
    await setActivityState(tx, auth.tenantId, auth.userId, a.id, 'DRAFT', { submittedBy: null });
    return okEntity(await view(tx, auth.tenantId, a.id));
  });

  post<{ id: number; decision: 'approve' | 'return'; opinion?: string }>('audit', text('permits.activity.doc.audit'), auditBody, async (tx, auth, b) => {
    const a = await loadActivity(tx, auth.tenantId, b.id, true);
    requireState(a, ['SUBMITTED'], 'audit');
    const roles = await auditRoles(tx, auth.tenantId);
    if (!roles.some((r) => auth.roles.includes(r))) {
      throw conflict(text('permits.activity.needsRole', { roles: slotRolesText({ key: '', title: '', phase: 'approve', roles }) }));
    }
    const opinion = b.opinion?.trim() ?? '';
    if (b.decision === 'return' && !opinion) throw conflict(text('permits.activity.returnNeedsOpinion'));
    const audit = { decision: b.decision, opinion: opinion || permitsZh['permits.activity.defaultOpinion'], by: auth.userId, byName: auth.session.userName, at: new Date().toISOString() };
    await setActivityState(tx, auth.tenantId, auth.userId, a.id, b.decision === 'approve' ? 'APPROVED' : 'RETURNED', { audit });
    return okEntity(await view(tx, auth.tenantId, a.id));
  });

  app.get(`${p}/audit-config`, { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.activity.doc.auditConfig')) } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => {
      const configured = (await loadPermitConfig(tx, auth.tenantId)).activityAuditRoles;
      return okEntity({ roles: configured ?? [...DEFAULT_ACTIVITY_AUDIT_ROLES], isDefault: configured === null });
    });
  });

  const auditConfigBody = obj(
    { roles: { type: ['array', 'null'], ...titled(text('permits.activity.field.roles')), items: { type: ['string', 'integer'] }, maxItems: 20 } },
    ['roles'],
  );
  post<{ roles: (string | number)[] | null }>(
    'audit-config',
    text('permits.activity.doc.saveAuditConfig'),
    auditConfigBody,
    async (tx, auth, b) => {
      let codes: string[] | null = null;
      if (b.roles !== null) {
        const known = await assignableRoles(tx);
        codes = [];
        for (const r of b.roles) {
          const hit = known.find((x) => x.code === r || x.id === r || String(x.id) === r);
          if (!hit) throw fieldError('roles', text('permits.config.unknownRole', { role: String(r) }));
          if (!codes.includes(hit.code)) codes.push(hit.code);
        }
        if (!codes.length) throw fieldError('roles', text('permits.activity.chooseRole'));
      }
      await savePermitConfig(tx, auth.tenantId, auth.userId, { activityAuditRoles: codes });
      return okEntity({ roles: codes ?? [...DEFAULT_ACTIVITY_AUDIT_ROLES], isDefault: codes === null });
    },
    PERMIT_CONFIG_WRITE,
  );
}
