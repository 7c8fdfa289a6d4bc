// Sample permits as the server answers them (docs/permit-api.md; shapes of tests/api/permit-*.test.ts) and the
// canned API of the permit screens, for the stories and the unit tests (installMockHttp).
import type { GasAnalysis, Participants, PermitDetail, PermitIndexStats, PermitStatistics, PermitView, SlotView } from '../../src/client/api/permit-api.ts';
import { fail, ok, okData, type MockAnswer, type MockRoutes } from '../support/mock-http.ts';
import { PERMIT_FORMS } from '../../src/client/pages/tszy/permit-forms.ts';
import { tailoredPermitFile, type TailoredPermitFile } from '../../src/client/pages/tszy/use-permit-form-file.ts';
import { permitKindOfKey } from '../../src/schema/permit-form.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import type { PermitKind } from '../../src/domain/permit-kinds.ts';

const base = {
  shenQingShiJian: '2026-01-08T01:00:00.000Z',
  buMen: '生产一车间',
  zuoYeDiDian: '一车间反应釜区',
  zuoYeNeiRong: '更换 R-101 反应釜出料管法兰',
  fengXianBianShi: '可燃气体泄漏、火灾、灼烫',
  zuoYeFuZeRen: '张伟',
  zuoYeRen: [{ xingMing: '刘强', zhengShuHao: 'T3201-0001' }],
  jianHuRen: '王芳',
  fenXiRen: '陈明',
  anQuanCuoShi: [
    { cuoShi: '动火设备内部构件清洗干净，蒸汽吹扫或水洗、置换合格', sheJi: true, queRenRen: '张伟' },
    { cuoShi: '距离动火点 15 m 范围内无可燃物', sheJi: true, queRenRen: '王芳' },
  ],
  guanLianZuoYe: [],
  dongHuoFangShi: '电焊',
  dongHuoJiBie: '二级',
  geLiZhuangZhi: false,
  luTian: true,
  zuoYeLeiXing: 'DONG_HUO' as const,
  zuoYeLeiXingMingCheng: '动火',
  zuoYeJiBie: '二级',
  jiBieDaiMa: 'ER_JI',
  jiBieYiJu: '申请级别二级；计划开始为工作日白天，不升级，为二级动火作业',
  jiHuaKaiShiShiJian: '2026-01-08T02:00:00.000Z',
  jiHuaJieShuShiJian: '2026-01-08T08:00:00.000Z',
  shiJiKaiShiShiJian: null,
  wanGongShiJian: null,
  tuiHui: null,
  tiJiaoRen: null,
  createdAt: '2026-01-08T01:00:00.000Z',
  createdByName: '张伟',
};

export const DRAFT_PERMIT: PermitView = {
  ...base,
  id: 1,
  zuoYeBianHao: 'HJZA0000000000001',
  zhuangTai: 'DRAFT',
  zhuangTaiMingCheng: '草稿',
  slotIndex: null,
  dangQianHuanJie: null,
  allowedActions: ['edit', 'submit', 'discard', 'remove'],
};

export const APPROVING_PERMIT: PermitView = {
  ...base,
  id: 2,
  zuoYeBianHao: 'HJZA0000000000002',
  zhuangTai: 'APPROVING',
  zhuangTaiMingCheng: '审批中',
  slotIndex: 1,
  dangQianHuanJie: '所在单位意见',
  tiJiaoRen: '3',
  allowedActions: ['revoke', 'discard'],
};

export const FINISHED_PERMIT: PermitView = {
  ...base,
  id: 3,
  zuoYeBianHao: 'HJZA0000000000003',
  zuoYeLeiXing: 'GAO_CHU',
  zuoYeLeiXingMingCheng: '高处',
  zuoYeJiBie: 'Ⅱ级',
  jiBieDaiMa: 'II',
  jiBieYiJu: '作业高度 8 m（5 m < h ≤ 15 m），无客观危险因素，为Ⅱ级高处作业',
  zuoYeGaoDu: 8,
  zhuangTai: 'FINISHED',
  zhuangTaiMingCheng: '已完工',
  slotIndex: null,
  dangQianHuanJie: null,
  allowedActions: ['archive'],
};

export const PERMITS: PermitView[] = [FINISHED_PERMIT, APPROVING_PERMIT, DRAFT_PERMIT];

const approvers = (name: string, userId: number) => [{ userId, userName: name, renYuanId: userId + 10, staffName: name }];

export const HOT_WORK_SLOTS: SlotView[] = [
  { index: 0, key: 'leader', title: '作业负责人意见', phase: 'apply', roles: [], roleNames: '', approvers: [], current: false, decision: 'approve', opinion: '措施已落实', signer: '3', signerName: '张伟', at: '2026-01-08T01:10:00.000Z' },
  { index: 1, key: 'unit', title: '所在单位意见', phase: 'approve', roles: ['workshopDirector'], roleNames: '车间主任', approvers: approvers('赵主任', 7), current: true },
  { index: 2, key: 'safety', title: '安全管理部门意见', phase: 'approve', roles: ['safetyDept'], roleNames: '安全管理部门', approvers: approvers('李安全', 6), current: false },
  { index: 3, key: 'approver', title: '动火审批人意见', phase: 'approve', roles: ['workshopDirector'], roleNames: '车间主任', approvers: approvers('赵主任', 7), current: false },
  { index: 4, key: 'check', title: '动火前，岗位当班班长验票情况', phase: 'start', roles: [], roleNames: '', approvers: [], current: false },
  { index: 5, key: 'finish', title: '完工验收', phase: 'finish', roles: ['workshopDirector'], roleNames: '车间主任', approvers: approvers('赵主任', 7), current: false },
];

export const ANALYSES: GasAnalysis[] = [
  { id: 12, qiTiMingCheng: '甲烷', baoZhaXiaXian: 5, nongDu: 0.8, nongDuDanWei: '%', fenXiBuWei: '法兰口', fenXiShiJian: '2026-01-08T01:50:00.000Z', heGe: false, panDingYiJu: '不合格：甲烷 0.8 %，爆炸下限 ≥ 4 % 时应 ≤ 0.5 %', recordedByName: '陈明' },
  { id: 11, qiTiMingCheng: '甲烷', baoZhaXiaXian: 5, nongDu: 0.2, nongDuDanWei: '%', fenXiBuWei: '法兰口', fenXiShiJian: '2026-01-08T01:40:00.000Z', heGe: true, panDingYiJu: '合格：甲烷 0.2 %，爆炸下限 ≥ 4 % 时应 ≤ 0.5 %', recordedByName: '陈明' },
];

export function detailOf(p: PermitView): PermitDetail {
  return {
    ...p,
    slots: p.zhuangTai === 'DRAFT' ? [] : HOT_WORK_SLOTS,
    analyses: ANALYSES,
    events: [
      { id: 1, action: 'create', byName: '张伟', at: '2026-01-08T01:00:00.000Z', from: null, to: 'DRAFT' },
      ...(p.zhuangTai === 'DRAFT' ? [] : [{ id: 2, action: 'submit', byName: '张伟', at: '2026-01-08T01:10:00.000Z', from: 'DRAFT' as const, to: 'APPROVING' as const, opinion: '措施已落实' }]),
    ],
  };
}

export function participantsOf(p: PermitView, canAudit: boolean): Participants {
  const slots = p.zhuangTai === 'DRAFT' ? HOT_WORK_SLOTS.map(({ decision: _d, opinion: _o, signer: _s, signerName: _n, at: _a, ...s }) => ({ ...s, current: false })) : HOT_WORK_SLOTS;
  return { id: p.id, zuoYeBianHao: p.zuoYeBianHao, people: { zuoYeFuZeRen: '张伟' }, slots, canAudit };
}

export const STATISTICS: PermitStatistics = {
  byKind: [
    { zuoYeLeiXing: 'DONG_HUO', name: '动火', count: 5 },
    { zuoYeLeiXing: 'GAO_CHU', name: '高处', count: 3 },
    { zuoYeLeiXing: 'SHOU_XIAN', name: '受限空间', count: 1 },
  ],
  byState: [
    { zhuangTai: 'DRAFT', name: '草稿', count: 2 },
    { zhuangTai: 'APPROVING', name: '审批中', count: 4 },
    { zhuangTai: 'FINISHED', name: '已完工', count: 3 },
  ],
  byMonth: [
    { month: '2025-12', count: 2 },
    { month: '2026-01', count: 7 },
  ],
};

export const INDEX_STATS: PermitIndexStats = { inProgress: 1, awaitingMyApproval: 2, expiringIn2h: 0, returned: 1 };

/** Who looks: the applicant (张伟, the fixtures' allowedActions), the approver of the current slot, a reader. */
export type PermitViewer = 'applicant' | 'approver' | 'reader';

/** A permit with the allowedActions the server answers `who`. */
export function seenBy(p: PermitView, who: PermitViewer): PermitView {
  if (who === 'applicant') return p;
  return { ...p, allowedActions: who === 'approver' && p.zhuangTai === 'APPROVING' ? ['audit'] : [] };
}

/**
 * The permit API as the screens call it; `overrides` replace single calls. `as` is who looks (default: the
 * approver with `canAudit`, else the applicant).
 */
/** Custom fields of an enterprise's permit form: their schemas (as customFieldSchema makes them) and which are required. */
export interface CustomFieldsFixture {
  properties: Record<string, FieldSchema>;
  required?: string[];
}

/** GET /u-basic/resource-schema/permit-<kind>: the kind's file, with `custom` merged after its own fields. */
export function permitSchemaAnswer(key: string, custom?: CustomFieldsFixture): MockAnswer {
  const kind = permitKindOfKey(key);
  if (!kind) return fail(`资源不存在：${key}`, 404);
  return okData({ resource: customizedForm(kind, custom), hiddenFields: [], warnings: [], version: custom ? 1 : 0, removedFields: [] });
}

/** A kind's form file with an enterprise's custom fields, as the server merges them. */
export function customizedForm(kind: PermitKind, custom?: CustomFieldsFixture): ResourceFile {
  const file = PERMIT_FORMS[kind];
  if (!custom) return file;
  return { ...file, form: { ...file.form, properties: { ...file.form.properties, ...custom.properties }, required: [...(file.form.required ?? []), ...(custom.required ?? [])] } };
}

/** A kind's file as the permit detail shows and prints it (tailoredPermitFile over customizedForm). */
export function tailoredFile(kind: PermitKind, custom?: CustomFieldsFixture): TailoredPermitFile {
  return tailoredPermitFile(kind, { status: 'ready', resource: customizedForm(kind, custom), hiddenFields: [] });
}

/** The custom fields of 动火 in the stories: a required text and a select (the API test's two). */
export const HOT_WORK_CUSTOM: CustomFieldsFixture = {
  properties: {
    hanJiBianHao: { type: 'string', title: '焊机编号', maxLength: 20, 'x-decorator': 'FormItem', 'x-component': 'Input' },
    fangHuoDengJi: { type: 'string', title: '防火等级', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: [{ label: '甲级', value: 'A' }, { label: '乙级', value: 'B' }] },
  },
  required: ['hanJiBianHao'],
};

export function permitRoutes(opts: { canAudit?: boolean; as?: PermitViewer; overrides?: MockRoutes } = {}): MockRoutes {
  const who = opts.as ?? (opts.canAudit ? 'approver' : 'applicant');
  const byId = (q: Record<string, unknown>) => PERMITS.find((p) => p.id === Number(q.id));
  return {
    'GET /tszy/zuoYePiao/list': ({ query }) => {
      const rows = PERMITS.filter((p) => (!query.zuoYeLeiXing || p.zuoYeLeiXing === query.zuoYeLeiXing) && (!query.zhuangTai || p.zhuangTai === query.zhuangTai));
      return ok({ dataList: rows.map((p) => seenBy(p, who)), total: rows.length });
    },
    'GET /tszy/zuoYePiao/detail': ({ query }) => {
      const p = byId(query);
      return p ? ok(detailOf(seenBy(p, who))) : fail('作业票不存在', 404);
    },
    'POST /tszy/riskWarning/readByRecord': ok({ updated: 0 }),
    'GET /tszy/zuoYePiao/appIndexCount': ok({ riskUnreadCount: 0 }),
    'GET /tszy/:kind/participants': ({ query }) => {
      const p = byId(query);
      return p ? ok(participantsOf(p, opts.canAudit ?? false)) : fail('作业票不存在', 404);
    },
    'GET /tszy/zuoYePiao/statistics': ok(STATISTICS),
    'GET /tszy/zuoYePiao/indexStats': ok(INDEX_STATS),
    'POST /tszy/:kind/saveOrUpdate': ({ body }) => ok({ ...DRAFT_PERMIT, ...(body as object), id: (body as { id?: number }).id ?? 9 }),
    'POST /tszy/:kind/submit': ok(APPROVING_PERMIT),
    'POST /tszy/:kind/zhongShen': ok(APPROVING_PERMIT),
    'POST /tszy/:kind/environmentAnalysis/save': ({ body }) => ok({ ...ANALYSES[1], ...(body as object), id: 13 }),
    'POST /tszy/:kind/environmentAnalysis/saveSet': ({ body }) => {
      const { gases, ...shared } = body as { gases: object[] };
      const dataList = gases.map((g, i) => ({ ...ANALYSES[1], ...shared, ...g, id: 13 + i }));
      return ok({ dataList, total: dataList.length });
    },
    'POST /tszy/zuoYePiao/discard': ok(DRAFT_PERMIT),
    'POST /tszy/zuoYePiao/remove': ok(DRAFT_PERMIT),
    'POST /tszy/zuoYePiao/archive': ok(FINISHED_PERMIT),
    // The hot-work permit's block of its site's gas detectors (spjk/site-gas): none at the stories' sites.
    'GET /spjk/gas/site': okData([]),
    // And its block of the cameras covering the site (spjk/site-cameras): none either.
    'GET /spjk/camera/site': okData([]),
    // The block of the works at the same place and time (tszy/site-works): none.
    'GET /tszy/zuoYePiao/siteWorks': ok({ dataList: [], total: 0, coordination: { status: 'none', last: null } }),
    // The form's 作业位置 picker: the enterprise has no plant plan in these stories.
    'GET /u-basic/plant-plan': okData(null),
    // Its map's layer switcher (SitePicker): no layers drawn in these stories.
    'GET /u-basic/map/layers': okData([]),
    // The kind's form as the enterprise tailored it (its custom fields, issue 16 item 3): none in these stories.
    'GET /u-basic/resource-schema/:key': ({ pathParams }) => permitSchemaAnswer(pathParams.key),
    // The list's column settings (none saved).
    'GET /user/sysuserdataconfig/getByType': okData(null),
    // The print view's QR code of the permit's phone page.
    'GET /phone/qr/permit/:id': ({ pathParams }) => okData({ code: `z1.1.permit.${pathParams.id}.AAAAAAAAAAAAAAAAAAAAAA`, url: `https://zax.example.cn/zax/m/q/z1.1.permit.${pathParams.id}.AAAAAAAAAAAAAAAAAAAAAA` }),
    // The 作业人 rows' 承包商人员 picker: the contractor workers (承包商管理).
    'GET /tszy/contractorWorkers': ok({ dataList: [{ id: 31, name: '陈师傅', certNo: 'T320101198001011234', refusal: null }] }),
    // Its 本单位人员 picker: the enterprise's staff.
    'POST /user/staffinfo/list': okData({ rows: [{ id: 6, name: '刘洋', departmentName: '生产二车间', post: '班长' }], total: 1 }),
    ...opts.overrides,
  };
}
