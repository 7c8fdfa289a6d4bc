// The enterprise's approval roles of the permit slots (docs/permit-api.md "Configuration of the enterprise"):
// GET /tszy/roles (the roles a configuration may name), GET|POST /tszy/roleConfig (the stored overrides and the
// slots in force per kind and grade; a POST replaces the whole configuration).
import type { ApprovalSlot, TenantApprovalConfig } from '../../domain/approval-slots.ts';
import type { PermitGrade, PermitKind } from '../../domain/permit-kinds.ts';
import { request } from './http.ts';

export interface SlotRolesView {
  config: TenantApprovalConfig;
  kinds: { zuoYeLeiXing: PermitKind; name: string; grades: { jiBie: PermitGrade | null; slots: (ApprovalSlot & { roleNames: string })[] }[] }[];
}

export interface AssignableRole {
  id: number;
  code: string;
  name: string;
}

async function entity<T>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  return (await request<T>({ method, url, data, silent: true })).entity as T;
}

export const permitSlotConfigApi = {
  load: () => entity<SlotRolesView>('GET', '/tszy/roleConfig'),
  save: (config: TenantApprovalConfig) => entity<SlotRolesView>('POST', '/tszy/roleConfig', config),
  roles: async () => (await entity<{ assignableRoles: AssignableRole[] }>('GET', '/tszy/roles')).assignableRoles,
};
