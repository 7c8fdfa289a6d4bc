import { describe, expect, it } from 'vitest';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { approvalSlots, defaultApprovalSlots } from '../../src/domain/approval-slots.ts';
import { apply, newPermit, type Permit, type PermitAction } from '../../src/domain/permit-lifecycle.ts';
import type { PermitKind } from '../../src/domain/permit-kinds.ts';
import {
  actorRefusal,
  allowedActions,
  PERMIT_UI_ACTIONS,
  stateAllows,
  type PermitActor,
  type PermitFacts,
  type PermitUiAction,
} from '../../src/domain/permit-permissions.ts';

const T0 = new Date('2024-06-12T01:00:00Z');
const at = (min: number) => new Date(T0.getTime() + min * 60_000);

// Accounts: staff01 (id 3) applies; cj01 (7) 车间主任, aq01 (6) 安全管理部门, gm01 (5) 总经理; qyadmin (2) manages.
const actor = (id: string, roles: string[], over: Partial<PermitActor> = {}): PermitActor => ({
  id,
  roles,
  mayWrite: true,
  manager: roles.includes('qyUser'),
  ...over,
});
const STAFF = actor('3', ['qyStaff']);
const CJ = actor('7', ['qyStaff', 'workshopDirector']);
const AQ = actor('6', ['qyStaff', 'safetyDept']);
const GM = actor('5', ['qyStaff', 'generalManager']);
const ADMIN = actor('2', ['qyUser']);
const VIEW_ONLY = actor('3', ['qyStaff'], { mayWrite: false });

function step(p: Permit, a: PermitAction, who: PermitActor, min = 0): Permit {
  const r = apply(p, a, { by: who.id, roles: who.roles, at: at(min) });
  if (!r.ok) throw new Error(chineseOf(r.reason));
  return r.permit;
}

/** Permits of staff01 in each state (hot work 二级: 所在单位 cj01, 安全管理部门 aq01, 审批人 cj01). */
function facts(kind: PermitKind = 'DONG_HUO'): Record<string, PermitFacts> {
  const grade = kind === 'DONG_HUO' ? 'ER_JI' : null;
  const own = (p: Permit): PermitFacts => ({ ...p, applicant: '3' });
  const draft = newPermit(kind, grade, at(10), at(240));
  const approving = step(draft, { type: 'submit', slots: defaultApprovalSlots(kind, grade) }, STAFF);
  const approved = [CJ, AQ, CJ].reduce((p, who) => (p.state === 'APPROVING' ? step(p, { type: 'audit', decision: 'approve' }, who) : p), approving);
  const inProgress = step(approved, { type: 'start', analysis: { ok: true } }, STAFF, 15);
  const interrupted = step(inProgress, { type: 'interrupt' }, STAFF, 20);
  const finished = step(inProgress, { type: 'finish' }, CJ, 30);
  return {
    DRAFT: own(draft),
    APPROVING: own(approving),
    APPROVED: own(approved),
    IN_PROGRESS: own(inProgress),
    INTERRUPTED: own(interrupted),
    FINISHED: own(finished),
    ARCHIVED: own(step(finished, { type: 'archive' }, STAFF, 40)),
    DISCARDED: own(step(draft, { type: 'discard' }, STAFF)),
    EXPIRED: own(step(approved, { type: 'expire' }, STAFF, 300)),
  };
}

const HOT = facts();

describe('allowedActions: state × person', () => {
  const cases: [string, PermitActor, string, PermitUiAction[]][] = [
    ['DRAFT', STAFF, 'applicant', ['edit', 'submit', 'discard', 'remove']],
    ['DRAFT', GM, 'another staff member', []],
    ['DRAFT', ADMIN, 'the enterprise administrator', ['edit', 'submit', 'discard', 'remove']],
    ['APPROVING', STAFF, 'submitter', ['revoke', 'discard']],
    ['APPROVING', CJ, 'holder of the current slot (车间主任)', ['audit']],
    ['APPROVING', AQ, 'holder of a later slot', []],
    ['APPROVING', GM, 'another staff member', []],
    ['APPROVING', ADMIN, 'the administrator: no revoke (submitter only), no approval', ['discard']],
    ['APPROVED', STAFF, 'applicant: start (验票 has no role), extend', ['revoke', 'start', 'extend', 'discard']],
    ['APPROVED', GM, 'gm01 on staff01’s permit: nothing', []],
    ['APPROVED', CJ, 'cj01 approved it but is no party', []],
    ['IN_PROGRESS', STAFF, 'applicant: finish belongs to 车间主任', ['interrupt', 'extend', 'discard']],
    ['IN_PROGRESS', CJ, '车间主任: 完工验收', ['finish']],
    ['IN_PROGRESS', ADMIN, 'administrator: interrupt, discard', ['interrupt', 'discard']],
    ['INTERRUPTED', STAFF, 'applicant: resume the work, not interrupt again', ['resumeWork', 'extend', 'discard']],
    ['FINISHED', STAFF, 'applicant archives', ['archive']],
    ['FINISHED', ADMIN, 'administrator archives', ['archive']],
    ['FINISHED', GM, 'another staff member', []],
    ['ARCHIVED', STAFF, 'terminal', []],
    ['DISCARDED', STAFF, 'applicant', ['resume', 'remove']],
    ['EXPIRED', STAFF, 'applicant may only discard', ['discard']],
    ['APPROVED', VIEW_ONLY, 'a view-only token', []],
  ];
  it.each(cases)('%s for %s (%s)', (state, who, _why, expected) => {
    expect(allowedActions(HOT[state], who)).toEqual(expected);
  });
});

describe('every allowed action is one the state machine accepts from that person', () => {
  const ACTIONS: Partial<Record<PermitUiAction, PermitAction>> = {
    submit: { type: 'submit', slots: defaultApprovalSlots('DONG_HUO', 'ER_JI') },
    revoke: { type: 'revoke' },
    audit: { type: 'audit', decision: 'approve' },
    start: { type: 'start', analysis: { ok: true } },
    interrupt: { type: 'interrupt' },
    resumeWork: { type: 'resumeWork', analysis: { ok: true } },
    finish: { type: 'finish' },
    archive: { type: 'archive' },
    resume: { type: 'resume' },
    discard: { type: 'discard' },
    remove: { type: 'remove' },
  };
  const people = [STAFF, CJ, AQ, GM, ADMIN];
  for (const [state, p] of Object.entries(HOT)) {
    it(state, () => {
      for (const who of people) {
        for (const a of allowedActions(p, who)) {
          const action = ACTIONS[a];
          if (!action) continue; // edit and extend are checked by their routes (form, new end)
          const r = apply(p, action, { by: who.id, roles: who.roles, at: at(p.state === 'APPROVED' ? 15 : 25) });
          expect(r.ok ? '' : chineseOf(r.reason), `${state} ${a} by ${who.id}`).toBe('');
        }
      }
    });
  }
});

describe('actorRefusal reasons', () => {
  const cases: [string, PermitUiAction, PermitActor, string][] = [
    ['APPROVED', 'start', GM, '只有作业票的申请人可以开始作业'],
    ['APPROVED', 'extend', GM, '只有作业票的申请人可以延期'],
    ['APPROVED', 'discard', GM, '只有作业票的申请人或企业管理员可以作废'],
    ['APPROVING', 'revoke', GM, '只有提交人可以撤回作业票'],
    ['APPROVING', 'audit', AQ, '当前审批环节「所在单位意见」须由车间主任审批'],
    ['IN_PROGRESS', 'finish', STAFF, '完工验收须由车间主任确认'],
    ['DRAFT', 'edit', GM, '只有作业票的申请人或企业管理员可以修改'],
    ['DRAFT', 'edit', VIEW_ONLY, '当前账号无权操作作业票'],
  ];
  it.each(cases)('%s %s by %o', (state, a, who, reason) => {
    const refusal = actorRefusal(HOT[state], a, who);
    expect(refusal === null ? null : chineseOf(refusal)).toBe(reason);
  });
});

describe('phase slots without a role and kinds without slots', () => {
  it('an enterprise that clears the 完工验收 role lets the party finish, not anyone', () => {
    const slots = approvalSlots('GAO_CHU', 'II', { GAO_CHU: { slots: { wanGongYanShou: [] } } });
    const p: PermitFacts = { ...newPermit('GAO_CHU', 'II', at(0), at(60)), state: 'IN_PROGRESS', slots, applicant: '3', submittedBy: '3' };
    expect(allowedActions(p, STAFF)).toContain('finish');
    expect(allowedActions(p, CJ)).not.toContain('finish');
  });
  it('一般施工 (no slots): the applicant starts and finishes', () => {
    const p = facts('YI_BAN_SHI_GONG');
    expect(p.APPROVING.state).toBe('APPROVED');
    expect(allowedActions(p.APPROVED, STAFF)).toEqual(['revoke', 'start', 'extend', 'discard']);
    expect(allowedActions(p.IN_PROGRESS, STAFF)).toEqual(['interrupt', 'extend', 'finish', 'discard']);
    expect(allowedActions(p.IN_PROGRESS, CJ)).toEqual([]);
  });
  it('stateAllows follows the state machine and the interruption', () => {
    expect(PERMIT_UI_ACTIONS.filter((a) => stateAllows(HOT.INTERRUPTED, a))).toEqual(['resumeWork', 'extend', 'finish', 'discard']);
    expect(PERMIT_UI_ACTIONS.filter((a) => stateAllows(HOT.DRAFT, a))).toEqual(['edit', 'submit', 'discard', 'remove']);
  });
});
