// The approval steps engine (src/domain/approval-steps.ts), table-driven: 会签 and 或签, 退回 to the applicant
// and to an earlier step (a new round), 加签 before and after, 转办, 撤回, 委托, and the refusals with reasons.
import { describe, expect, it } from 'vitest';
import { actingFor, delegateOf } from '../../src/domain/approval-delegation.ts';
import {
  applyAct,
  availableOps,
  openSnapshot,
  stepStatus,
  type ApprovalAct,
  type ApprovalActor,
  type ApprovalResult,
  type ApprovalSnapshot,
  type ApprovalStep,
} from '../../src/domain/approval-steps.ts';

const STEPS: ApprovalStep[] = [
  { key: 'review', title: '部门会签', mode: 'all' },
  { key: 'sign', title: '领导审批', mode: 'any' },
];
const SIGNERS = { review: [11, 12], sign: [21, 22] };
const SUBMITTER = 1;
const NOW = new Date('2026-11-25T08:00:00Z');

/** Gives stored ids to new tasks, as the server does after saving. */
function stored(s: ApprovalSnapshot): ApprovalSnapshot {
  let next = Math.max(0, ...s.tasks.map((t) => t.id ?? 0)) + 1;
  return { ...s, tasks: s.tasks.map((t) => (t.id == null ? { ...t, id: next++ } : t)) };
}

function opened(): ApprovalSnapshot {
  const r = openSnapshot(STEPS, SIGNERS, SUBMITTER);
  if (!r.ok) throw new Error('not opened');
  return stored(r.snapshot);
}

const who = (staffId: number | null, extra: Partial<ApprovalActor> = {}): ApprovalActor => ({
  staffId,
  isSubmitter: staffId === SUBMITTER,
  actingFor: [],
  ...extra,
});

/** Applies acts in turn; throws on a refusal unless it is the last. */
function run(acts: [ApprovalActor, ApprovalAct][], start = opened()): { s: ApprovalSnapshot; last: ApprovalResult } {
  let s = start;
  let last: ApprovalResult | undefined;
  acts.forEach(([actor, act], i) => {
    last = applyAct(s, actor, act, NOW);
    if (!last.ok) {
      if (i < acts.length - 1) throw new Error(`act ${i} refused: ${last.reason.id}`);
      return;
    }
    s = stored(last.snapshot);
  });
  return { s, last: last as ApprovalResult };
}

const pendingOf = (s: ApprovalSnapshot) => s.tasks.filter((t) => t.stepKey === s.stepKey && t.round === s.round && t.status === 'pending').map((t) => t.staffId).sort();
const statusOf = (s: ApprovalSnapshot, staffId: number, round = s.round) => s.tasks.filter((t) => t.staffId === staffId && t.round === round).map((t) => t.status);

describe('opening', () => {
  it('opens the first step with a task per signer', () => {
    const s = opened();
    expect(s.stepKey).toBe('review');
    expect(pendingOf(s)).toEqual([11, 12]);
  });
  it.each([
    [[], {}, 'approval.noSteps'],
    [STEPS, { review: [11], sign: [] }, 'approval.noSigners'],
  ] as const)('refuses steps %#', (steps, signers, reason) => {
    const r = openSnapshot(steps, signers, 1);
    expect(r.ok ? null : r.reason.id).toBe(reason);
  });
});

describe('会签 and 或签', () => {
  const cases: { name: string; acts: [ApprovalActor, ApprovalAct][]; step: string; pending: number[]; outcome: string }[] = [
    { name: 'one signature of a 会签 step leaves the other pending', acts: [[who(12), { op: 'approve' }]], step: 'review', pending: [11], outcome: 'pending' },
    { name: 'every signature of a 会签 step, in any order, opens the next', acts: [[who(12), { op: 'approve' }], [who(11), { op: 'approve' }]], step: 'sign', pending: [21, 22], outcome: 'pending' },
    {
      name: 'the first signature of a 或签 step completes it (the last step: approved)',
      acts: [[who(11), { op: 'approve' }], [who(12), { op: 'approve' }], [who(22), { op: 'approve', opinion: '同意' }]],
      step: 'sign',
      pending: [],
      outcome: 'approved',
    },
  ];
  it.each(cases)('$name', ({ acts, step, pending, outcome }) => {
    const { s, last } = run(acts);
    expect(last.ok && last.outcome).toBe(outcome);
    expect(s.stepKey).toBe(step);
    expect(pendingOf(s)).toEqual(pending);
  });
  it('closes the other tasks of a 或签 step as skipped', () => {
    const { s } = run([[who(11), { op: 'approve' }], [who(12), { op: 'approve' }], [who(22), { op: 'approve' }]]);
    expect(statusOf(s, 21)).toEqual(['skipped']);
    expect(s.status).toBe('approved');
    expect(stepStatus(s, 'sign')).toBe('done');
  });
});

describe('refusals', () => {
  const cases: { name: string; acts: [ApprovalActor, ApprovalAct][]; reason: string }[] = [
    { name: 'a person who is no signer', acts: [[who(99), { op: 'approve' }]], reason: 'approval.notYourTask' },
    { name: 'a signer of a later step', acts: [[who(21), { op: 'approve' }]], reason: 'approval.notYourTask' },
    { name: 'a task already acted', acts: [[who(11), { op: 'approve' }], [who(11), { op: 'approve' }]], reason: 'approval.taskClosed' },
    { name: 'a task named by id that is closed', acts: [[who(11), { op: 'approve' }], [who(11), { op: 'approve', taskId: 1 }]], reason: 'approval.taskClosed' },
    { name: 'adding oneself', acts: [[who(11), { op: 'add-signer', staffId: 11, position: 'before' }]], reason: 'approval.addSelf' },
    { name: 'adding a signer of the step', acts: [[who(11), { op: 'add-signer', staffId: 12, position: 'after' }]], reason: 'approval.alreadySigner' },
    { name: 'transferring to oneself', acts: [[who(11), { op: 'transfer', staffId: 11 }]], reason: 'approval.transferToSelf' },
    { name: 'withdrawing after someone acted', acts: [[who(11), { op: 'approve' }], [who(SUBMITTER), { op: 'withdraw' }]], reason: 'approval.someoneActed' },
    {
      name: 'withdrawing after a signer was added before someone',
      acts: [[who(11), { op: 'add-signer', staffId: 30, position: 'before' }], [who(SUBMITTER), { op: 'withdraw' }]],
      reason: 'approval.someoneActed',
    },
    { name: 'withdrawing by another person', acts: [[who(11), { op: 'withdraw' }]], reason: 'approval.notSubmitter' },
    { name: 'a return without a reason', acts: [[who(11), { op: 'return', opinion: '  ' }]], reason: 'approval.returnNeedsReason' },
    { name: 'a return to the current step', acts: [[who(11), { op: 'return', opinion: '补充材料', toStep: 'review' }]], reason: 'approval.notEarlierStep' },
    { name: 'a return to an unknown step', acts: [[who(11), { op: 'return', opinion: '补充材料', toStep: 'nope' }]], reason: 'approval.unknownStep' },
    {
      name: 'the adder before the added person signs',
      acts: [[who(11), { op: 'add-signer', staffId: 30, position: 'before' }], [who(11), { op: 'approve' }]],
      reason: 'approval.waitingForAdded',
    },
    { name: 'an account without staff', acts: [[who(null), { op: 'approve' }]], reason: 'approval.noStaff' },
    {
      name: 'an act on an approval that ended',
      acts: [[who(11), { op: 'return', opinion: '不合格' }], [who(12), { op: 'approve' }]],
      reason: 'approval.notOpen',
    },
  ];
  it.each(cases)('refuses $name', ({ acts, reason }) => {
    const before = (() => {
      try {
        return run(acts.slice(0, -1)).s;
      } catch {
        return opened();
      }
    })();
    const { last } = run(acts.slice(-1), before);
    expect(last.ok ? 'accepted' : last.reason.id).toBe(reason);
  });
});

describe('退回', () => {
  it('returns to the applicant with the reason: the approval ends, open tasks cancelled', () => {
    const { s, last } = run([[who(11), { op: 'return', opinion: '资料不全' }]]);
    expect(last.ok && last.outcome).toBe('returned');
    expect(s.status).toBe('returned');
    expect(statusOf(s, 11)).toEqual(['returned']);
    expect(statusOf(s, 12)).toEqual(['cancelled']);
    expect(s.tasks.find((t) => t.staffId === 11)?.opinion).toBe('资料不全');
    expect(stepStatus(s, 'review')).toBe('returned');
  });
  it('returns to an earlier step: it reopens in a new round, the later step starts again after it', () => {
    const { s, last } = run([
      [who(11), { op: 'approve' }],
      [who(12), { op: 'approve' }],
      [who(21), { op: 'return', opinion: '请重新会签', toStep: 'review' }],
    ]);
    expect(last.ok && last.outcome).toBe('pending');
    expect(s.round).toBe(2);
    expect(s.stepKey).toBe('review');
    expect(pendingOf(s)).toEqual([11, 12]);
    expect(statusOf(s, 22, 1)).toEqual(['cancelled']);
    const after = run([[who(11), { op: 'approve' }], [who(12), { op: 'approve' }]], s).s;
    expect(after.stepKey).toBe('sign');
    expect(pendingOf(after)).toEqual([21, 22]);
    expect(after.tasks.filter((t) => t.stepKey === 'sign').map((t) => t.round)).toEqual([1, 1, 2, 2]);
  });
});

describe('加签', () => {
  it('before oneself: the adder waits, the added person signs first, then the adder', () => {
    let { s } = run([[who(11), { op: 'add-signer', staffId: 30, position: 'before', opinion: '请安全员先看' }]]);
    expect(statusOf(s, 11)).toEqual(['waiting']);
    expect(pendingOf(s)).toEqual([12, 30]);
    s = run([[who(30), { op: 'approve' }]], s).s;
    expect(statusOf(s, 11)).toEqual(['pending']);
    s = run([[who(11), { op: 'approve' }], [who(12), { op: 'approve' }]], s).s;
    expect(s.stepKey).toBe('sign');
  });
  it('after oneself: the adder signs now, the added person must sign before the step completes', () => {
    let { s } = run([[who(11), { op: 'approve' }], [who(12), { op: 'add-signer', staffId: 30, position: 'after' }]]);
    expect(statusOf(s, 12)).toEqual(['approved']);
    expect(s.stepKey).toBe('review');
    expect(pendingOf(s)).toEqual([30]);
    s = run([[who(30), { op: 'approve' }]], s).s;
    expect(s.stepKey).toBe('sign');
  });
  it('after oneself in a 或签 step: the other signers skip, the added one completes the step', () => {
    let { s } = run([[who(11), { op: 'approve' }], [who(12), { op: 'approve' }], [who(21), { op: 'add-signer', staffId: 30, position: 'after' }]]);
    expect(statusOf(s, 22)).toEqual(['skipped']);
    expect(pendingOf(s)).toEqual([30]);
    const r = applyAct(s, who(30), { op: 'approve' }, NOW);
    expect(r.ok && r.outcome).toBe('approved');
    s = stored((r as Extract<ApprovalResult, { ok: true }>).snapshot);
    expect(s.status).toBe('approved');
  });
});

describe('转办', () => {
  it('hands the task to another person: the old one closes as transferred, the new one records both', () => {
    const { s, last } = run([[who(11), { op: 'transfer', staffId: 40, opinion: '出差，转交' }]]);
    expect(last.ok && last.changed).toEqual({ transfer: { before: 11, after: 40 } });
    expect(statusOf(s, 11)).toEqual(['transferred']);
    const t = s.tasks.find((x) => x.staffId === 40);
    expect(t).toMatchObject({ status: 'pending', addedBy: 11, transferredFrom: s.tasks.find((x) => x.staffId === 11)?.id });
    expect(run([[who(11), { op: 'approve' }]], s).last.ok).toBe(false);
    expect(run([[who(40), { op: 'approve' }]], s).last.ok).toBe(true);
  });
});

describe('撤回', () => {
  it('by the submitter while nobody has acted: withdrawn, tasks cancelled', () => {
    const { s, last } = run([[who(SUBMITTER), { op: 'withdraw' }]]);
    expect(last.ok && last.outcome).toBe('withdrawn');
    expect(s.tasks.map((t) => t.status)).toEqual(['cancelled', 'cancelled']);
  });
  it('offers the withdrawal only while nobody has acted', () => {
    const s = opened();
    expect(availableOps(s, who(SUBMITTER))).toEqual(['withdraw']);
    expect(availableOps(s, who(11))).toEqual(['approve', 'return', 'add-signer', 'transfer']);
    const acted = run([[who(11), { op: 'approve' }]]).s;
    expect(availableOps(acted, who(SUBMITTER))).toEqual([]);
    expect(availableOps(acted, who(11))).toEqual([]);
  });
});

describe('委托', () => {
  const delegations = [
    { staffId: 11, delegateId: 50, startsAt: '2026-11-24T00:00:00Z', endsAt: '2026-11-26T00:00:00Z' },
    { staffId: 12, delegateId: 50, startsAt: '2026-11-26T00:00:00Z', endsAt: '2026-11-27T00:00:00Z' },
    { staffId: 21, delegateId: 50, startsAt: '2026-11-24T00:00:00Z', endsAt: '2026-11-26T00:00:00Z', revoked: true },
  ];
  it.each([
    [NOW, [11]],
    [new Date('2026-11-26T12:00:00Z'), [12]],
    [new Date('2026-11-27T00:00:00Z'), []],
  ])('the delegate stands in at %s for %j', (at, staff) => {
    expect(actingFor(delegations, 50, at)).toEqual(staff);
  });
  it('names the delegate of a person away', () => {
    expect(delegateOf(delegations, 11, NOW)).toBe(50);
    expect(delegateOf(delegations, 21, NOW)).toBeNull();
  });
  it('lets the delegate act on the person\'s task: acted_by the delegate, on behalf of the person', () => {
    const actor = who(50, { actingFor: actingFor(delegations, 50, NOW) });
    const { s, last } = run([[actor, { op: 'approve', opinion: '代审同意' }]]);
    expect(last.ok && last.task).toMatchObject({ staffId: 11, actedBy: 50, onBehalfOf: 11, status: 'approved' });
    expect(statusOf(s, 12)).toEqual(['pending']);
    expect(run([[who(50), { op: 'approve' }]]).last.ok).toBe(false);
  });
  it('records whom the delegate stood in for also when the act signs nothing (加签 before)', () => {
    const actor = who(50, { actingFor: [11] });
    const { last } = run([[actor, { op: 'add-signer', staffId: 30, position: 'before' }]]);
    expect(last.ok && last.onBehalfOf).toBe(11);
  });
  it('prefers the actor\'s own task to one they stand in for', () => {
    const actor = who(12, { actingFor: [11] });
    const { last } = run([[actor, { op: 'approve' }]]);
    expect(last.ok && last.task).toMatchObject({ staffId: 12, onBehalfOf: null });
  });
});
