// The countersigning departments of 动土 and 断路 (docs/permit-api.md "Countersigning departments"):
// GET|POST /tszy/countersignConfig, and a department's countersign POST /tszy/{dongTu,duanLu}/huiQian.
import type { CountersignKind } from '../../domain/permit-countersign.ts';
import { request } from './http.ts';

export interface CountersignDepartmentView {
  name: string;
  signers: { id: number; name: string | null }[];
}
export interface CountersignConfigView {
  defaults: string[];
  kinds: { zuoYeLeiXing: CountersignKind; name: string; departments: CountersignDepartmentView[] }[];
}
/** What a save sends: per kind its departments, each with the staff ids of its signers. */
export type CountersignConfigBody = Partial<Record<CountersignKind, { name: string; signers: number[] }[]>>;

async function entity<T>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  return (await request<T>({ method, url, data, silent: true })).entity as T;
}

export const permitCountersignApi = {
  load: () => entity<CountersignConfigView>('GET', '/tszy/countersignConfig'),
  save: (body: CountersignConfigBody) => entity<CountersignConfigView>('POST', '/tszy/countersignConfig', body),
};
