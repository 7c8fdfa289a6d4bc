// Typed calls of the special-work permit API (docs/permit-api.md, /zax-cloud/tszy): the per-kind calls under
// /tszy/{kindPath} and the common ones under /tszy/zuoYePiao. Every call answers the envelope's `entity`; a
// refusal rejects with ApiError (400: `errors` name the fields; 409: `message` is the state machine's reason).
// Calls are `silent`: the screens show failures themselves (at the fields or as a message).
import type { InboxItem } from '../../domain/inbox-item.ts';
import type { Coordination, CoordinationStatus } from '../../domain/permit-coordination.ts';
import type { MeasureTemplateView, PermitMeasure } from '../../domain/permit-measures.ts';
import type { Briefing, HazardStep } from '../../domain/permit-briefing.ts';
import { permitKindPath, type PermitKind } from '../../domain/permit-kinds.ts';
import type { PermitState } from '../../domain/permit-lifecycle.ts';
import type { PermitUiAction } from '../../domain/permit-permissions.ts';
import type { SlotSiteProof } from '../../domain/permit-site-signing.ts';
import { request } from './http.ts';
import type { SiteGuard } from './permit-guard-api.ts';
import type { OverhaulLinkView } from '../../domain/permit-overhaul-link.ts';

/** camelCase path segment of a kind: 'YI_BAN_SHI_GONG' → 'yiBanShiGong' (as the server registers it). */
export const kindPath = permitKindPath;

export interface Worker {
  xingMing: string;
  zhengShuHao?: string;
  /** A contractor worker's id (承包商管理 contractor-user), when the 作业人 is one. */
  chengBaoShangRenYuan?: number;
  /** A staff member's id, when the 作业人 is one. */
  renYuan?: number;
}

/** The person picked on a 作业人 row: a staff member or a contractor worker. */
export type WorkerPerson = { renYuan: number } | { chengBaoShangRenYuan: number };

/** What `GET /{kind}/workerCertificate` answers for a person: name, the valid required certificate's number, the refusal. */
export interface WorkerCertificate {
  name: string;
  zhengShuHao: string | null;
  refusal: string | null;
}

/** A contractor worker as the permit form offers it (the list of `GET /u-basic/contractor-user/list`). */
export interface ContractorWorker {
  id: number;
  name: string;
  certNo?: string;
  /** Why the worker may not be named today (its contractor suspended, its admission ended...): offered disabled. */
  refusal?: string;
}

/** Contractor workers whose name contains `name` (at most 50), for a 作业人 row, each with why it may not be named. */
export async function searchContractorWorkers(name: string): Promise<ContractorWorker[]> {
  const params = { pageSize: 50, ...(name.trim() ? { name: name.trim() } : {}) };
  const answer = await request<{ dataList: { id: number; name: string; certNo: string | null; refusal: string | null }[] }>({
    method: 'GET',
    url: '/tszy/contractorWorkers',
    params,
    silent: true,
  });
  return (answer.entity?.dataList ?? []).map((r) => ({ id: r.id, name: r.name, ...(r.certNo ? { certNo: r.certNo } : {}), ...(r.refusal ? { refusal: r.refusal } : {}) }));
}
export interface RelatedPermit {
  zuoYeMingCheng?: string;
  zuoYeBianHao: string;
}
/** A row of 安全措施: the measure, 是否涉及, its confirmer (a staff member, whose name the server fills), photos, template and phase. */
export type SafetyMeasure = PermitMeasure;

/** The form of a permit: the common Annex A fields and the kind's own (by name, as the server's schema). */
export interface PermitForm {
  id?: number;
  shenQingShiJian?: string | null;
  jiHuaKaiShiShiJian?: string | null;
  jiHuaJieShuShiJian?: string | null;
  buMen?: string;
  zuoYeDiDian?: string;
  zuoYeNeiRong?: string;
  fengXianBianShi?: string;
  guanLianZuoYe?: RelatedPermit[];
  zuoYeFuZeRen?: string;
  zuoYeRen?: Worker[];
  jianHuRen?: string;
  fenXiRen?: string;
  anQuanCuoShi?: SafetyMeasure[];
  /** 工作危害分析 (GB 30871 4.1): steps with their hazards, controls and analyst. */
  fengXianFenXi?: HazardStep[];
  /** 安全交底 (4.4): who gave it, when, what, and the workers' signatures (written by jiaoDiQianZi only). */
  anQuanJiaoDi?: Briefing;
  /** The free texts of permits before the briefing (read-only). */
  jiaoDiRen?: string;
  jieShouRen?: string;
  /** The kind's own fields (dongHuoJiBie, zuoYeGaoDu...). */
  [field: string]: unknown;
}

export interface ReturnInfo {
  by: string;
  byName?: string;
  at: string;
  opinion: string;
  slotTitle: string;
}

/** A permit as answered (`permitView`). */
export interface PermitView extends PermitForm {
  id: number;
  zuoYeBianHao: string;
  zuoYeLeiXing: PermitKind;
  zuoYeLeiXingMingCheng: string;
  zuoYeJiBie: string | null;
  jiBieDaiMa: string | null;
  jiBieYiJu: string | null;
  zhuangTai: PermitState;
  zhuangTaiMingCheng: string;
  slotIndex: number | null;
  dangQianHuanJie: string | null;
  shiJiKaiShiShiJian?: string | null;
  wanGongShiJian?: string | null;
  /** When the work in progress was interrupted; null while working. */
  zhongDuanShiJian?: string | null;
  tuiHui: ReturnInfo | null;
  tiJiaoRen: string | null;
  createdAt: string;
  updatedAt?: string;
  createdByName?: string | null;
  /** The version of the content: 1, plus one per change after a submission (GB 30871 4.18). */
  banBen?: number;
  /** Submitted at least once: the content is frozen (a change needs 修改原因), the permit is never removed. */
  tiJiaoGuo?: boolean;
  /** What the signed-in person may do now (the server's answer; domain permit-permissions.ts). */
  allowedActions?: PermitUiAction[];
  /** The departments of the current 会签 slot the caller may countersign now. */
  huiQianBuMen?: string[];
  /** The detail's: the workers who must sign the briefing again (its content changed after they signed). */
  jiaoDiChongQian?: string[];
  /** The detail's and the save's: the enterprise's custom fields of the kind with their values (issue 16 item 3). */
  ziDingYiZiDuan?: CustomFieldAnswer[];
}

/** One custom field of a permit as answered: its key, title, stored value and the text to show (docs/permit-api.md). */
export interface CustomFieldAnswer {
  key: string;
  title: string;
  value: unknown;
  display: string;
  /** The field's control: `Upload` holds file ids (shown as files). */
  component: string | null;
}

/**
 * A piece of waiting work (GET /tszy/zuoYePiao/todo): the inbox shape every module answers (kind, title,
 * action, summary, tags, link, since), then the permit's own facts.
 */
export interface TodoItem extends InboxItem {
  zuoYeBianHao?: string;
  zuoYeLeiXing?: PermitKind;
  zuoYeJiBie?: string | null;
  zuoYeDiDian?: string | null;
  shenQingRen?: string | null;
  dangQianHuanJie?: string;
}

export interface PermitEventView {
  id: number;
  action: string;
  byUser?: number | string | null;
  byName: string | null;
  at: string;
  from: PermitState | null;
  to: PermitState | null;
  opinion?: string | null;
  slotKey?: string | null;
  decision?: 'approve' | 'return' | null;
  detail?: Record<string, unknown> | null;
}

export interface GasAnalysis {
  id: number;
  qiTiMingCheng: string;
  fenZiLiang?: number | null;
  baoZhaXiaXian?: number | null;
  duXingJieChuXianZhi?: number | null;
  yangHanLiang?: number | null;
  nongDu: number;
  nongDuDanWei: string;
  fenXiBuWei?: string | null;
  fenXiRen?: string | null;
  fenXiShiJian: string;
  heGe: boolean;
  panDingYiJu: string;
  recordedByName?: string | null;
}

/**
 * A slot as stored with the permit (the snapshot taken at submission, with its opinion once signed and the site
 * proof of its approval: docs/permits.md "Signed at the site").
 */
export interface StoredSlotView extends SlotSiteProof {
  key: string;
  title: string;
  phase: 'apply' | 'approve' | 'start' | 'finish';
  roles: string[];
  decision?: 'approve' | 'return';
  opinion?: string;
  signer?: string;
  signerName?: string;
  at?: string;
  /** 会签 of 动土 / 断路: the departments that countersign the slot, each with its signature once given. */
  departments?: CountersignDepartmentEntry[];
}

/** A department on a permit's 会签 slot (src/domain/permit-countersign.ts CountersignEntry, as answered). */
export interface CountersignDepartmentEntry extends SlotSiteProof {
  name: string;
  signers: string[];
  signerNames?: string[];
  signer?: string;
  signerName?: string;
  at?: string;
  opinion?: string;
}

/** A slot as `participants` answers it: with its index, role names, the accounts that may sign, current. */
export interface SlotView extends StoredSlotView {
  index: number;
  roleNames: string;
  approvers: { userId: number; userName: string; renYuanId: number | null; staffName: string | null }[];
  current: boolean;
}

export interface PermitDetail extends PermitView {
  slots: StoredSlotView[];
  events: PermitEventView[];
  analyses: GasAnalysis[];
  /** The guardian's site record (issue 16 item 8). */
  siteGuard?: SiteGuard;
  /** The overhaul item or maintenance task the permit is raised for, named, with its page (issue 18 item 4). */
  jianXiuGuanLian?: OverhaulLinkView | null;
}

export interface Participants {
  id: number;
  zuoYeBianHao: string;
  people: Record<string, unknown>;
  slots: SlotView[];
  canAudit: boolean;
  /** Approving takes a handwritten signature (the enterprise's requireSignature). */
  signatureRequired?: boolean;
}

export interface PermitListQuery {
  pageIndex: number;
  pageSize: number;
  zuoYeLeiXing?: PermitKind;
  zhuangTai?: PermitState;
  zuoYeBianHao?: string;
  zuoYeDiDian?: string;
  kaiShiRiQi?: string;
  jieShuRiQi?: string;
}

export interface Page<T> {
  dataList: T[];
  total: number;
}

export interface PermitStatistics {
  byKind: { zuoYeLeiXing: PermitKind; name: string; count: number }[];
  byState: { zhuangTai: PermitState; name: string; count: number }[];
  byMonth: { month: string; count: number }[];
}

export interface PermitIndexStats {
  inProgress: number;
  awaitingMyApproval: number;
  expiringIn2h: number;
  returned: number;
}

/** One gas of an analysis. */
export interface GasReading {
  qiTiMingCheng: string;
  nongDu: number;
  nongDuDanWei?: string;
  fenZiLiang?: number | null;
  baoZhaXiaXian?: number | null;
  duXingJieChuXianZhi?: number | null;
  yangHanLiang?: number | null;
}

export interface NewGasAnalysis extends GasReading {
  fenXiShiJian: string;
  fenXiBuWei?: string;
}

/** Several gases measured at one time and place (`environmentAnalysis/saveSet`): one record per gas, all or none. */
export interface NewGasAnalysisSet {
  fenXiShiJian: string;
  fenXiBuWei?: string;
  gases: GasReading[];
}

/** Another permit working at the same place and time (`zuoYePiao/siteWorks`), with the standard's refusal of the pair. */
export interface SiteWork {
  id: number;
  number: string;
  kind: PermitKind;
  kindName: string;
  state: PermitState;
  stateName: string;
  site: string;
  /** Metres between the positions on the plant map; null when matched by the same work site. */
  metres: number | null;
  plannedStart: string | null;
  plannedEnd: string | null;
  refused: string | null;
}

/** The works at a permit's place and time, and its coordination (4.6): the status and the last confirmation recorded. */
export interface SiteWorks extends Page<SiteWork> {
  coordination: { status: CoordinationStatus; last: (Coordination & { opinion: string | null }) | null };
}

const BASE = '/tszy';
const COMMON = `${BASE}/zuoYePiao`;

async function get<T>(url: string, params?: object): Promise<T> {
  const env = await request<T>({ method: 'GET', url, params, silent: true });
  return env.entity as T;
}

async function post<T>(url: string, data: object): Promise<T> {
  const env = await request<T>({ method: 'POST', url, data, silent: true });
  return env.entity as T;
}

/** Drops empty filter values so the server's schema sees only the filters set. */
function compact(q: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** The part of `GET /tszy/fieldConfig` the screens read (docs/permit-api.md "Configuration of the enterprise"). */
export interface PermitFieldConfig {
  windPolicy: 'refuse' | 'raise';
  allowSameSigner: boolean;
  /** Approving a slot takes a handwritten signature (docs/permits.md "Signed at the site"). */
  requireSignature: boolean;
  /** The 作业负责人 may act as the permit's guardian at the site (docs/permits.md "The guardian at the site"). */
  leaderMayGuard: boolean;
}

export const permitApi = {
  fieldConfig: () => get<PermitFieldConfig>(`${BASE}/fieldConfig`),
  saveFieldConfig: (patch: Partial<PermitFieldConfig>) => post<PermitFieldConfig>(`${BASE}/fieldConfig`, patch),
  list: (q: PermitListQuery) => get<Page<PermitView>>(`${COMMON}/list`, compact(q)),
  detail: (id: number) => get<PermitDetail>(`${COMMON}/detail`, { id }),
  siteWorks: (id: number) => get<SiteWorks>(`${COMMON}/siteWorks`, { id }),
  coordinate: (id: number, opinion?: string) => post<SiteWorks>(`${COMMON}/coordinate`, { id, opinion }),
  statistics: () => get<PermitStatistics>(`${COMMON}/statistics`),
  indexStats: () => get<PermitIndexStats>(`${COMMON}/indexStats`),
  todo: (pageIndex: number, pageSize: number) => get<Page<TodoItem>>(`${COMMON}/todo`, { pageIndex, pageSize }),
  archive: (id: number) => post<PermitView>(`${COMMON}/archive`, { id }),
  remove: (id: number) => post<PermitView>(`${COMMON}/remove`, { id }),
  discard: (id: number, opinion?: string) => post<PermitView>(`${COMMON}/discard`, { id, opinion }),
  resume: (id: number) => post<PermitView>(`${COMMON}/resume`, { id }),
  finish: (id: number, opinion?: string) => post<PermitView>(`${COMMON}/finish`, { id, opinion }),
  save: (kind: PermitKind, form: PermitForm) => post<PermitView>(`${BASE}/${kindPath(kind)}/saveOrUpdate`, form),
  participants: (kind: PermitKind, id: number) => get<Participants>(`${BASE}/${kindPath(kind)}/participants`, { id }),
  submit: (kind: PermitKind, id: number, opinion?: string) => post<PermitView>(`${BASE}/${kindPath(kind)}/submit`, { id, opinion }),
  revoke: (kind: PermitKind, id: number) => post<PermitView>(`${BASE}/${kindPath(kind)}/revoke`, { id }),
  audit: (kind: PermitKind, id: number, slotIndex: number, decision: 'approve' | 'return', opinion?: string) =>
    post<PermitView>(`${BASE}/${kindPath(kind)}/zhongShen`, { id, slotIndex, decision, opinion }),
  /** A department's countersign of a 动土 / 断路 permit (issue 16 item 2). */
  countersign: (kind: PermitKind, id: number, department: string, decision: 'approve' | 'return', opinion?: string) =>
    post<PermitView>(`${BASE}/${kindPath(kind)}/huiQian`, { id, department, decision, opinion }),
  /** The permit's signed QR code and the phone shell's address of it (`GET /phone/qr/permit/{id}`). */
  qr: async (id: number) => (await request<{ code: string; url: string }>({ method: 'GET', url: `/phone/qr/permit/${id}`, silent: true })).data as { code: string; url: string },
  start: (kind: PermitKind, id: number, opinion?: string) => post<PermitView>(`${BASE}/${kindPath(kind)}/start`, { id, opinion }),
  extend: (kind: PermitKind, id: number, jiHuaJieShuShiJian: string) =>
    post<PermitView>(`${BASE}/${kindPath(kind)}/extendTime`, { id, jiHuaJieShuShiJian }),
  interrupt: (kind: PermitKind, id: number, opinion?: string) => post<PermitView>(`${BASE}/${kindPath(kind)}/interrupt`, { id, opinion }),
  resumeWork: (kind: PermitKind, id: number) => post<PermitView>(`${BASE}/${kindPath(kind)}/resumeWork`, { id }),
  analyses: (kind: PermitKind, id: number) => get<Page<GasAnalysis>>(`${BASE}/${kindPath(kind)}/environmentAnalysis/list`, { id }),
  saveAnalysis: (kind: PermitKind, id: number, a: NewGasAnalysis) =>
    post<GasAnalysis>(`${BASE}/${kindPath(kind)}/environmentAnalysis/save`, { id, ...a }),
  workerCertificate: (kind: PermitKind, person: WorkerPerson, jiHuaKaiShiShiJian?: string) =>
    get<WorkerCertificate>(`${BASE}/${kindPath(kind)}/workerCertificate`, compact({ ...person, jiHuaKaiShiShiJian })),
  /** Worker row `zuoYeRen` (0-based) of a draft signs its safety briefing with a signature of this permit drawn on the pad. */
  signBriefing: (kind: PermitKind, id: number, zuoYeRen: number, signatureId: number) =>
    post<PermitView>(`${BASE}/${kindPath(kind)}/jiaoDiQianZi`, { id, zuoYeRen, signatureId }),
  measureTemplates: (kind: PermitKind, jiBie?: string | null) => get<Page<MeasureTemplateView>>(`${BASE}/${kindPath(kind)}/measureTemplates`, compact({ jiBie })),
  saveAnalysisSet: (kind: PermitKind, id: number, a: NewGasAnalysisSet) =>
    post<Page<GasAnalysis>>(`${BASE}/${kindPath(kind)}/environmentAnalysis/saveSet`, { id, ...a }),
};

export type PermitApi = typeof permitApi;

/** When the work of a permit in progress was interrupted (zhongDuanShiJian), or null while working. */
export function interruptedSince(p: PermitView): string | null {
  const at = p.zhongDuanShiJian;
  return p.zhuangTai === 'IN_PROGRESS' && typeof at === 'string' && at !== '' ? at : null;
}
