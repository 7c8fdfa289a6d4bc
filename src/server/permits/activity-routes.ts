// Work activities (作业活动) under /zax-cloud/tszy/zuo-ye-piao (spec 001 §7.2): list, detail, create, update,
// delete, submit, revoke, audit-config and audit, with the special-work check of spec 001 §5
// (src/domain/special-work-check.ts). States DRAFT → SUBMITTED → APPROVED | RETURNED; see docs/permit-api.md.
import type { FastifyInstance } from 'fastify';
import { slotRoleNames } from '../../domain/approval-slots.ts';
import { PERMIT_KINDS, type PermitKind } from '../../domain/permit-kinds.ts';
import { checkSpecialWork } from '../../domain/special-work-check.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { bool, int, obj, str } from '../http/json-schema.ts';
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

const tags = ['作业活动'];
const p = '/zuo-ye-piao';
const activityId = { ...permitId, title: '作业活动' };

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

const time = (title: string) => ({ type: ['string', 'null'], title, pattern: TIME_PATTERN });
const activityProps = {
  huoDongMingCheng: str('活动名称', { minLength: 1, maxLength: 100 }),
  zuoYeDiDian: str('作业地点', { minLength: 1, maxLength: 100 }),
  kaiShiShiJian: time('开始时间'),
  jieShuShiJian: time('结束时间'),
  fuZeRen: str('负责人', { maxLength: 50 }),
  huoDongNeiRong: str('活动内容', { maxLength: 2000 }),
  sheJiTeShuZuoYe: bool('是否涉及特殊作业'),
  teShuZuoYeLeiXing: { type: 'array', title: '涉及的特殊作业', items: { type: 'string', title: '特殊作业类型', enum: [...PERMIT_KINDS] }, maxItems: 10 },
  zuoYePiaoIds: { type: 'array', title: '涉及的作业票', items: { type: 'integer', minimum: 1 }, maxItems: 100 },
};
const createBody = obj(activityProps, ['huoDongMingCheng', 'zuoYeDiDian']);
const updateBody = obj({ id: activityId, ...activityProps }, ['id', 'huoDongMingCheng', 'zuoYeDiDian']);
const idBody = obj({ id: activityId }, ['id']);
const auditBody = obj(
  { id: activityId, decision: str('审核结论', { enum: ['approve', 'return'] }), opinion: opinionField },
  ['id', 'decision'],
);
const listQuery = obj({
  pageIndex: int('页码', { minimum: 1, maximum: 100000, default: 1 }),
  pageSize: int('每页条数', { minimum: 1, maximum: 100, default: 10 }),
  zhuangTai: str('状态', { enum: Object.keys(ACTIVITY_STATE_LABELS) }),
  huoDongMingCheng: str('活动名称', { maxLength: 100 }),
});

/** The values of a body: times parsed, permits resolved, and the special-work check when it is involved. */
async function valuesOf(tx: Queryable, tenantId: number, b: ActivityBody): Promise<ActivityValues> {
  const startTime = parseOptionalTime(b.kaiShiShiJian, 'kaiShiShiJian', '开始时间');
  const endTime = parseOptionalTime(b.jieShuShiJian, 'jieShuShiJian', '结束时间');
  if (startTime && endTime && endTime.getTime() <= startTime.getTime()) throw fieldError('jieShuShiJian', '结束时间必须晚于开始时间');
  const sheJi = b.sheJiTeShuZuoYe === true;
  // Not involving special work: the kinds and permits it may have listed are dropped.
  const kinds = sheJi ? [...new Set(b.teShuZuoYeLeiXing ?? [])] : [];
  const permitIds = sheJi ? [...new Set(b.zuoYePiaoIds ?? [])] : [];
  const values = { name: b.huoDongMingCheng.trim(), place: b.zuoYeDiDian.trim(), startTime, endTime, leader: b.fuZeRen ?? null, content: b.huoDongNeiRong ?? null, sheJi, kinds, permitIds };
  if (!values.name) throw fieldError('huoDongMingCheng', '请填写活动名称');
  if (!values.place) throw fieldError('zuoYeDiDian', '请填写作业地点');
  await checkActivity(tx, tenantId, values);
  return values;
}

/** Every named permit is a live permit of the tenant, and the special-work check passes. */
async function checkActivity(tx: Queryable, tenantId: number, v: Pick<ActivityValues, 'sheJi' | 'kinds' | 'permitIds'>): Promise<void> {
  const permits = await livePermits(tx, tenantId, v.permitIds);
  const missing = v.permitIds.find((id) => !permits.some((x) => Number(x.id) === id));
  if (missing !== undefined) throw fieldError('zuoYePiaoIds', `作业票不存在或已作废：${missing}`);
  const r = checkSpecialWork({ sheJiTeShuZuoYe: v.sheJi, kinds: v.kinds, permitKinds: permits.map((x) => x.kind) });
  if (!r.ok) throw fieldError(r.field, r.message);
}

async function view(tx: Queryable, tenantId: number, id: number) {
  const a = await loadActivity(tx, tenantId, id);
  return activityView(a, await livePermits(tx, tenantId, a.permitIds));
}

function requireState(a: ActivityRow, allowed: ActivityState[], what: string): void {
  if (!allowed.includes(a.state)) throw conflict(`作业活动当前状态为「${ACTIVITY_STATE_LABELS[a.state]}」，不能${what}`);
}

async function auditRoles(tx: Queryable, tenantId: number): Promise<string[]> {
  return (await loadPermitConfig(tx, tenantId)).activityAuditRoles ?? [...DEFAULT_ACTIVITY_AUDIT_ROLES];
}

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  type Handler<B> = (tx: Queryable, auth: AuthContext, b: B) => Promise<unknown>;
  const post = <B>(path: string, summary: string, body: object, fn: Handler<B>, config: object = PERMIT_WRITE) =>
    app.post<{ Body: B }>(`${p}/${path}`, { config, schema: { tags, summary, body } }, (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, (tx) => fn(tx, auth, req.body as B));
    });

  app.get<{ Querystring: { pageIndex: number; pageSize: number; zhuangTai?: string; huoDongMingCheng?: string } }>(
    `${p}/list`,
    { config: PERMIT_READ, schema: { tags, summary: '作业活动列表（分页，新的在前）', querystring: listQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await listActivities(tx, auth.tenantId, req.query)));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `${p}/detail`,
    { config: PERMIT_READ, schema: { tags, summary: '作业活动详情', querystring: idQuery } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await view(tx, auth.tenantId, req.query.id)));
    },
  );

  post<ActivityBody>('create', '新建作业活动（涉及特殊作业时须选择类型和作业票）', createBody, async (tx, auth, b) => {
    const id = await insertActivity(tx, auth.tenantId, auth.userId, await valuesOf(tx, auth.tenantId, b));
    return okEntity(await view(tx, auth.tenantId, id));
  });

  post<ActivityBody & { id: number }>('update', '修改作业活动（草稿或被退回的）', updateBody, async (tx, auth, b) => {
    requireState(await loadActivity(tx, auth.tenantId, b.id, true), ['DRAFT', 'RETURNED'], '修改');
    await updateActivity(tx, auth.tenantId, auth.userId, b.id, await valuesOf(tx, auth.tenantId, b));
    return okEntity(await view(tx, auth.tenantId, b.id));
  });

  post<{ id: number }>('delete', '删除作业活动（草稿或被退回的）', idBody, async (tx, auth, b) => {
    requireState(await loadActivity(tx, auth.tenantId, b.id, true), ['DRAFT', 'RETURNED'], '删除');
    await deleteActivity(tx, auth.tenantId, b.id);
    return okEntity(null);
  });

  post<{ id: number }>('submit', '提交审核（检查涉及的特殊作业与作业票）', idBody, async (tx, auth, b) => {
    const a = await loadActivity(tx, auth.tenantId, b.id, true);
    requireState(a, ['DRAFT', 'RETURNED'], '提交');
    await checkActivity(tx, auth.tenantId, a);
    await setActivityState(tx, auth.tenantId, auth.userId, a.id, 'SUBMITTED', { submittedBy: auth.userId });
    return okEntity(await view(tx, auth.tenantId, a.id));
  });

  post<{ id: number }>('revoke', '撤回（提交人）', idBody, async (tx, auth, b) => {
    const a = await loadActivity(tx, auth.tenantId, b.id, true);
    requireState(a, ['SUBMITTED'], '撤回');
    if (a.submittedBy !== null && Number(a.submittedBy) !== auth.userId) throw conflict('只有提交人可以撤回作业活动');
    await setActivityState(tx, auth.tenantId, auth.userId, a.id, 'DRAFT', { submittedBy: null });
    return okEntity(await view(tx, auth.tenantId, a.id));
  });

  post<{ id: number; decision: 'approve' | 'return'; opinion?: string }>('audit', '审核：通过或退回（由审核角色）', auditBody, async (tx, auth, b) => {
    const a = await loadActivity(tx, auth.tenantId, b.id, true);
    requireState(a, ['SUBMITTED'], '审核');
    const roles = await auditRoles(tx, auth.tenantId);
    if (!roles.some((r) => auth.roles.includes(r))) {
      throw conflict(`作业活动须由${slotRoleNames({ key: '', title: '', phase: 'approve', roles })}审核`);
    }
    const opinion = b.opinion?.trim() ?? '';
    if (b.decision === 'return' && !opinion) throw conflict('退回时须填写审核意见');
    const audit = { decision: b.decision, opinion: opinion || '同意', by: auth.userId, byName: auth.session.userName, at: new Date().toISOString() };
    await setActivityState(tx, auth.tenantId, auth.userId, a.id, b.decision === 'approve' ? 'APPROVED' : 'RETURNED', { audit });
    return okEntity(await view(tx, auth.tenantId, a.id));
  });

  app.get(`${p}/audit-config`, { config: PERMIT_READ, schema: { tags, summary: '作业活动审核角色' } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => {
      const configured = (await loadPermitConfig(tx, auth.tenantId)).activityAuditRoles;
      return okEntity({ roles: configured ?? [...DEFAULT_ACTIVITY_AUDIT_ROLES], isDefault: configured === null });
    });
  });

  const auditConfigBody = obj(
    { roles: { type: ['array', 'null'], title: '审核角色', items: { type: ['string', 'integer'] }, maxItems: 20 } },
    ['roles'],
  );
  post<{ roles: (string | number)[] | null }>(
    'audit-config',
    '保存作业活动审核角色（null 恢复默认：安全管理部门）',
    auditConfigBody,
    async (tx, auth, b) => {
      let codes: string[] | null = null;
      if (b.roles !== null) {
        const known = await assignableRoles(tx);
        codes = [];
        for (const r of b.roles) {
          const hit = known.find((x) => x.code === r || x.id === r || String(x.id) === r);
          if (!hit) throw fieldError('roles', `未知的角色：${String(r)}`);
          if (!codes.includes(hit.code)) codes.push(hit.code);
        }
        if (!codes.length) throw fieldError('roles', '请至少选择一个审核角色');
      }
      await savePermitConfig(tx, auth.tenantId, auth.userId, { activityAuditRoles: codes });
      return okEntity({ roles: codes ?? [...DEFAULT_ACTIVITY_AUDIT_ROLES], isDefault: codes === null });
    },
    PERMIT_CONFIG_WRITE,
  );
}
