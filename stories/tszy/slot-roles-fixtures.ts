// The permit slots' configuration as GET /tszy/roleConfig answers it (built from the domain's own slots, so the
// stories show the standard's defaults) and the roles a configuration may name (GET /tszy/roles).
import { approvalSlots, type TenantApprovalConfig } from '../../src/domain/approval-slots.ts';
import { PERMIT_KIND_INFO, PERMIT_KINDS } from '../../src/domain/permit-kinds.ts';
import type { AssignableRole, SlotRolesView } from '../../src/client/api/permit-slot-config-api.ts';

export const ASSIGNABLE_ROLES: AssignableRole[] = [
  { id: 766, code: 'generalManager', name: '总经理/总工程师' },
  { id: 769, code: 'safetyDept', name: '安全管理部门' },
  { id: 770, code: 'workshopDirector', name: '车间主任' },
  { id: 2, code: 'qyStaff', name: '企业员工' },
];

/** The answer for a stored configuration (none: the defaults). */
export function slotRolesView(config: TenantApprovalConfig = {}): SlotRolesView {
  return {
    config,
    kinds: PERMIT_KINDS.map((kind) => {
      const info = PERMIT_KIND_INFO[kind];
      return {
        zuoYeLeiXing: kind,
        name: info.shortName,
        grades: (info.grades.length ? [...info.grades] : [null]).map((jiBie) => ({
          jiBie,
          slots: approvalSlots(kind, jiBie, config).map((s) => ({ ...s, roleNames: s.roles.join('、') })),
        })),
      };
    }),
  };
}

export const SLOT_ROLES_VIEW = slotRolesView();
