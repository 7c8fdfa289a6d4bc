import { describe, expect, it } from 'vitest';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { defaultApprovalSlots } from '../../src/domain/approval-slots.ts';
import { apply, newPermit, type Permit, type PermitAction } from '../../src/domain/permit-lifecycle.ts';
import { actorRefusal, allowedActions, type PermitActor, type PermitFacts } from '../../src/domain/permit-permissions.ts';
import { signerRefusal } from '../../src/domain/permit-signers.ts';

const T0 = new Date('2024-06-12T01:00:00Z');
const at = (min: number) => new Date(T0.getTime() + min * 60_000);
const actor = (id: string, roles: string[]): PermitActor => ({ id, roles, mayWrite: true, manager: roles.includes('qyUser') });

// staff01 (3) applies; aq01 (6) and aq02 (8) hold 769, cj01 (7) and cj02 (9) 770, gm01 (5) 766; a 车间主任 (7) may apply too.
const STAFF = actor('3', ['qyStaff']);
const AQ = actor('6', ['qyStaff', 'safetyDept']);
const AQ2 = actor('8', ['qyStaff', 'safetyDept']);
const CJ = actor('7', ['qyStaff', 'workshopDirector']);
const CJ2 = actor('9', ['qyStaff', 'workshopDirector']);
const BOTH = actor('10', ['qyStaff', 'safetyDept', 'workshopDirector']);

function step(p: Permit, a: PermitAction, who: PermitActor, min = 0): Permit {
  const r = apply(p, a, { by: who.id, roles: who.roles, at: at(min) });
  if (!r.ok) throw new Error(chineseOf(r.reason));
  return r.permit;
}

/** A Ⅲ级 高处 permit (所在单位 770 → 审核部门 769 → 审批部门 769) applied by `applicant`, approved in turn by `signers`. */
function gaoChu(signers: PermitActor[], opts: { allowSameSigner?: boolean; applicant?: PermitActor } = {}): PermitFacts {
  const applicant = opts.applicant ?? STAFF;
  const draft = newPermit('GAO_CHU', 'III', at(10), at(240));
  let p = step(draft, { type: 'submit', slots: defaultApprovalSlots('GAO_CHU', 'III'), allowSameSigner: opts.allowSameSigner }, applicant);
  for (const who of signers) p = step(p, { type: 'audit', decision: 'approve' }, who);
  return { ...p, applicant: applicant.id };
}

const reason = (t: ReturnType<typeof signerRefusal>) => (t ? chineseOf(t) : null);

describe('signerRefusal: one person, one approve-phase slot; never one’s own application', () => {
  it.each([
    // [case, slots signed before, who asks, allowSameSigner, expected reason or null]
    ['first approval by the 车间主任', [], CJ, false, null],
    ['审核部门 by aq01 after cj01', [CJ], AQ, false, null],
    ['审批部门 by aq01 who signed 审核部门', [CJ, AQ], AQ, false, '您已签署本作业票的「审核部门意见」，同一人不能签署两个环节'],
    ['审批部门 by aq02', [CJ, AQ], AQ2, false, null],
    ['审批部门 by aq01, the enterprise allows it', [CJ, AQ], AQ, true, null],
    ['审核部门 by a holder of both roles who signed 所在单位', [BOTH], BOTH, false, '您已签署本作业票的「所在单位意见」，同一人不能签署两个环节'],
    ['the same, allowed', [BOTH], BOTH, true, null],
  ] as const)('%s', (_, before, who, allow, expected) => {
    const p = gaoChu([...before], { allowSameSigner: allow });
    expect(reason(signerRefusal(p, who.id))).toBe(expected);
    // allowedActions offers 审批 exactly when the rule (and the role) lets the person sign.
    expect(allowedActions(p, who).includes('audit')).toBe(expected === null);
    expect(actorRefusal(p, 'audit', who) === null).toBe(expected === null);
  });

  it.each([
    ['the applicant', false],
    ['the applicant, even when the enterprise allows one person several slots', true],
  ])('refuses %s approving their own application', (_, allow) => {
    const p = gaoChu([], { applicant: CJ, allowSameSigner: allow });
    expect(reason(signerRefusal(p, CJ.id))).toBe('您是本作业票的申请人或提交人，不能审批自己的申请（「所在单位意见」）');
    expect(allowedActions(p, CJ)).not.toContain('audit');
    expect(allowedActions(p, CJ2)).toContain('audit');
  });

  it('refuses the submitter who is not the applicant (a manager submitting for staff01)', () => {
    const p: PermitFacts = { ...gaoChu([], { applicant: CJ }), applicant: STAFF.id };
    expect(p.submittedBy).toBe(CJ.id);
    expect(reason(signerRefusal(p, CJ.id))).toMatch(/不能审批自己的申请/);
  });

  it('does not count the apply, 验票 and 完工验收 slots: the 车间主任 of 所在单位 accepts the finished work', () => {
    // 二级 hot work: 所在单位 cj01 → 安全管理部门 aq01 → 审批人 cj02 → 验票 (the party) → 完工验收 cj01.
    const draft = newPermit('DONG_HUO', 'ER_JI', at(10), at(240));
    let p = step(draft, { type: 'submit', slots: defaultApprovalSlots('DONG_HUO', 'ER_JI') }, STAFF);
    p = step(p, { type: 'audit', decision: 'approve' }, CJ);
    p = step(p, { type: 'audit', decision: 'approve' }, AQ);
    const third: PermitFacts = { ...p, applicant: STAFF.id };
    expect(reason(signerRefusal(third, CJ.id))).toBe('您已签署本作业票的「所在单位意见」，同一人不能签署两个环节');
    p = step(p, { type: 'audit', decision: 'approve' }, CJ2);
    p = step(p, { type: 'start', analysis: { ok: true } }, STAFF, 15);
    const inProgress: PermitFacts = { ...p, applicant: STAFF.id };
    expect(signerRefusal(inProgress, CJ.id)).toBeNull();
    expect(allowedActions(inProgress, CJ)).toContain('finish');
    expect(p.slots.find((s) => s.phase === 'start')?.signer).toBe(STAFF.id);
  });

  it('a return clears the signatures: the resubmitted permit is signed anew', () => {
    const p0 = gaoChu([CJ, AQ]);
    const returned = step(p0, { type: 'audit', decision: 'return', opinion: '补充措施' }, AQ2);
    const again: PermitFacts = { ...step(returned, { type: 'submit', slots: defaultApprovalSlots('GAO_CHU', 'III') }, STAFF), applicant: STAFF.id };
    expect(signerRefusal(again, CJ.id)).toBeNull();
    expect(again.allowSameSigner).toBe(false);
  });
});
