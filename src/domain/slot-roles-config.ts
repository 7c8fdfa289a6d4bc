// The permit slots' screen of 流程配置 (issue 16 item 2) edits one kind at a time, while POST /tszy/roleConfig takes
// the whole configuration: these pure steps turn the roles chosen per grade and slot into the kind's part of the
// configuration (only what differs from GB 30871's defaults, so a later change of the defaults still reaches the
// slots nobody configured) and put it in place of the kind's stored part.
import { defaultApprovalSlots, roleCode, type KindSlotConfig, type TenantApprovalConfig } from './approval-slots.ts';
import { PERMIT_KIND_INFO, type PermitGrade, type PermitKind } from './permit-kinds.ts';

/** The key of a kind without grades in the chosen roles. */
export const NO_GRADE = '-';

/** Roles chosen per grade (NO_GRADE for a kind without grades) and slot key. */
export type ChosenSlotRoles = Readonly<Record<string, Readonly<Record<string, readonly (string | number)[]>>>>;

const sameRoles = (a: readonly (string | number)[], b: readonly string[]) => {
  const x = new Set(a.map(roleCode));
  return x.size === new Set(b).size && b.every((r) => x.has(r));
};

/** The kind's configuration giving `chosen`: per grade, the slots whose roles differ from the default; undefined when none does. */
export function kindSlotConfig(kind: PermitKind, chosen: ChosenSlotRoles): KindSlotConfig | undefined {
  const grades = PERMIT_KIND_INFO[kind].grades;
  const differing = (grade: PermitGrade | null) => {
    const roles = chosen[grade ?? NO_GRADE] ?? {};
    const out: Record<string, string[]> = {};
    for (const slot of defaultApprovalSlots(kind, grade)) {
      const picked = roles[slot.key];
      if (picked && !sameRoles(picked, slot.roles)) out[slot.key] = picked.map(roleCode);
    }
    return Object.keys(out).length ? out : undefined;
  };
  if (!grades.length) {
    const slots = differing(null);
    return slots && { slots };
  }
  const byGrade: Partial<Record<PermitGrade, Record<string, string[]>>> = {};
  for (const g of grades) {
    const d = differing(g);
    if (d) byGrade[g] = d;
  }
  return Object.keys(byGrade).length ? { grades: byGrade } : undefined;
}

/** `config` with `kind`'s part replaced by `part`, or removed (the defaults restored) when `part` is undefined. */
export function withKindConfig(config: TenantApprovalConfig, kind: PermitKind, part: KindSlotConfig | undefined): TenantApprovalConfig {
  const { [kind]: _replaced, ...rest } = config;
  return part ? { ...rest, [kind]: part } : rest;
}
