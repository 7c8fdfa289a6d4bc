// Typed calls of 作业活动 (docs/permit-api.md "Work activities", /zax-cloud/tszy/zuo-ye-piao/*). Every call answers
// the envelope's `entity`; a refusal rejects with ApiError (400: `errors` name the fields; 409: the reason).
// The list and save are silent (the page shows their failures); the actions show the server's message.
import type { PermitKind } from '../../domain/permit-kinds.ts';
import type { PermitState } from '../../domain/permit-lifecycle.ts';
import { request } from './http.ts';

export type ActivityState = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'RETURNED';

export interface ActivityValues {
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

export interface Activity extends ActivityValues {
  id: number;
  zhuangTai: ActivityState;
  zhuangTaiMingCheng: string;
  zuoYePiao: { id: number; zuoYeBianHao: string; zuoYeLeiXing: PermitKind; zuoYeLeiXingMingCheng: string; zhuangTai: PermitState; zhuangTaiMingCheng: string }[];
  tiJiaoRen: number | null;
  shenHe: { decision: 'approve' | 'return'; opinion: string; byName?: string; at: string } | null;
  createdAt: string;
}

export interface ActivityQuery {
  pageIndex: number;
  pageSize: number;
  zhuangTai?: ActivityState;
  huoDongMingCheng?: string;
}

const P = '/tszy/zuo-ye-piao';

export const activityApi = {
  async list(q: ActivityQuery): Promise<{ dataList: Activity[]; total: number }> {
    const params = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
    const body = await request<{ dataList: Activity[]; total: number }>({ method: 'GET', url: `${P}/list`, params, silent: true });
    return { dataList: body.entity?.dataList ?? [], total: body.entity?.total ?? 0 };
  },
  async save(values: ActivityValues & { id?: number }): Promise<Activity> {
    const body = await request<Activity>({ method: 'POST', url: `${P}/${values.id ? 'update' : 'create'}`, data: values, silent: true });
    return body.entity as Activity;
  },
  async act(action: 'delete' | 'submit' | 'revoke', id: number): Promise<void> {
    await request<unknown>({ method: 'POST', url: `${P}/${action}`, data: { id } });
  },
  async audit(id: number, decision: 'approve' | 'return', opinion?: string): Promise<void> {
    await request<unknown>({ method: 'POST', url: `${P}/audit`, data: { id, decision, ...(opinion ? { opinion } : {}) } });
  },
};
