// The calls of 企业数据管理 (docs/enterprise.md): GET /enterprise/list and /enterprise/detail/:id, POST
// /enterprise/module and /enterprise/settings, POST /user/qyxx/register (新增企业), and 入驻申请's GET /enterprise/apply/list,
// and the workflow routes of the enterprise-apply resource: POST /enterprise/apply/approve and /reject (its
// transitions), GET /enterprise/apply/:id (the record) and /enterprise/apply/history?id= (its steps).
import type { EnterpriseRegistration, EnterpriseSettings } from '../../../domain/enterprise-requests.ts';
import type { EnterpriseRow } from '../../../domain/enterprise-row.ts';
import { request } from '../../api/http.ts';

export type { EnterpriseRow };

export interface EnterpriseDetail extends EnterpriseRow {
  subs: EnterpriseRow[];
}

export interface ApplyRow {
  id: number;
  qyId: number;
  qymc: string | null;
  name: string;
  mobile: string;
  module: string | null;
  moduleTitle: string | null;
  status: 0 | 1 | 2;
  createdAt: string;
  reviewedAt: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface EnterpriseQuery {
  qymc?: string;
  group?: string;
}

const set = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export async function listEnterprises(q: EnterpriseQuery, page: number, limit: number): Promise<Page<EnterpriseRow>> {
  const env = await request<Page<EnterpriseRow>>({ method: 'GET', url: '/enterprise/list', params: { ...set(q), page, limit } });
  return env.data ?? { rows: [], total: 0 };
}

/** The enterprise, or null when the server answers none (the page shows a failure itself: the call is silent). */
export async function enterpriseDetail(id: number): Promise<EnterpriseDetail | null> {
  const env = await request<EnterpriseDetail>({ method: 'GET', url: `/enterprise/detail/${id}`, silent: true });
  return env.data ?? null;
}

/** Enables or disables a module; answers the enterprise's new module list and the server's message. */
export async function setEnterpriseModule(qyId: number, module: string, enabled: boolean): Promise<{ haveModel: string[]; msg: string }> {
  const env = await request<{ haveModel: string[] }>({ method: 'POST', url: '/enterprise/module', data: { qyId, module, enabled } });
  return { haveModel: env.data?.haveModel ?? [], msg: env.msg };
}

export async function listApplies(status: number | undefined, page: number, limit: number): Promise<Page<ApplyRow>> {
  const env = await request<Page<ApplyRow>>({ method: 'GET', url: '/enterprise/apply/list', params: { ...set({ status }), page, limit } });
  return env.data ?? { rows: [], total: 0 };
}

/** 批准 (the transition `approve`); a refusal (409: already reviewed) goes to the caller after the request layer showed it. */
export async function approveApply(id: number): Promise<void> {
  await request<unknown>({ method: 'POST', url: '/enterprise/apply/approve', data: { id } });
}

/** 驳回 with its reason (the transition `reject`, whose opinion is the record's `reason`). */
export async function rejectApply(id: number, reason: string): Promise<void> {
  await request<unknown>({ method: 'POST', url: '/enterprise/apply/reject', data: { id, reason } });
}

/** One application as the engine's detail answers it. */
export interface ApplyRecord {
  id: number;
  qyId: number;
  name: string;
  mobile: string;
  module?: string;
  reviewStatus: 'pending' | 'approved' | 'rejected';
  reason?: string;
  createdAt: string;
  refLabels?: { qyId?: string };
}

/** One step of an application's review (the engine's history: who, when, what, with which opinion). */
export interface ApplyStep {
  id: number;
  action: string;
  actionLabel: string;
  toState: string | null;
  actorName: string | null;
  opinion: string | null;
  at: string;
}

/** The application and its steps, oldest first; failures go to the caller (the drawer says so). */
export async function applyDetail(id: number): Promise<{ record: ApplyRecord | null; steps: ApplyStep[] }> {
  const [record, steps] = await Promise.all([
    request<ApplyRecord>({ method: 'GET', url: `/enterprise/apply/${id}`, silent: true }),
    request<ApplyStep[]>({ method: 'GET', url: '/enterprise/apply/history', params: { id }, silent: true }),
  ]);
  return { record: record.data ?? null, steps: steps.data ?? [] };
}

/** Saves an enterprise's settings; answers the enterprise as the detail shows it and the server's message. */
export async function saveEnterpriseSettings(qyId: number, settings: EnterpriseSettings): Promise<{ row: EnterpriseRow | null; msg: string }> {
  const env = await request<EnterpriseRow>({ method: 'POST', url: '/enterprise/settings', data: { qyId, ...settings } });
  return { row: env.data ?? null, msg: env.msg };
}

/** Opens an enterprise and its administrator's account; answers the new enterprise's id. */
export async function registerEnterprise(reg: EnterpriseRegistration): Promise<number> {
  const env = await request<{ id: number }>({ method: 'POST', url: '/user/qyxx/register', data: reg });
  return Number(env.data?.id);
}
