// Issue 16 item 9 (GB 30871 4.18): which permit may be removed, which change of the form needs a reason, and what
// the change is made of.
import { describe, expect, it } from 'vitest';
import { defaultApprovalSlots } from '../../src/domain/approval-slots.ts';
import { apply, newPermit, removeRefusal, type ActionContext, type Permit, type PermitAction } from '../../src/domain/permit-lifecycle.ts';
import { stateAllows } from '../../src/domain/permit-permissions.ts';
import { formChanges, isFrozen, revisionRefusal } from '../../src/domain/permit-revision.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';

const T0 = new Date('2024-06-12T01:00:00Z');
const at = (min: number) => new Date(T0.getTime() + min * 60_000);
const STAFF: ActionContext = { by: 'staff01', roles: ['qyStaff'], at: at(0) };
const CJ: ActionContext = { by: 'cj01', roles: ['workshopDirector'], at: at(1) };

function must(p: Permit, a: PermitAction, c: ActionContext = STAFF): Permit {
  const r = apply(p, a, c);
  if (!r.ok) throw new Error(chineseOf(r.reason));
  return r.permit;
}
const draft = () => newPermit('DONG_TU', null, at(10), at(120));
const submitted = () => must(draft(), { type: 'submit', slots: defaultApprovalSlots('DONG_TU', null) });
const SUBMITTED_ONCE = '作业票已提交过，不能删除，只能作废（提交过的作业票至少保留一年）';
const reasonOf = (p: Permit) => {
  const r = removeRefusal(p);
  return r === null ? null : chineseOf(r);
};

describe('submittedOnce: set by submit, never cleared', () => {
  it('a new draft was never submitted; submit sets it; revoke, return, discard and resume keep it', () => {
    expect(draft().submittedOnce).toBe(false);
    const s = submitted();
    expect(s.submittedOnce).toBe(true);
    const revoked = must(s, { type: 'revoke' });
    expect(revoked).toMatchObject({ state: 'DRAFT', submittedBy: null, submittedOnce: true });
    const returned = must(s, { type: 'audit', decision: 'return', opinion: '措施不全' }, CJ);
    expect(returned).toMatchObject({ state: 'DRAFT', submittedOnce: true });
    const resumed = must(must(s, { type: 'discard' }), { type: 'resume' });
    expect(resumed).toMatchObject({ state: 'DRAFT', submittedOnce: true });
    expect(must(draft(), { type: 'discard' }).submittedOnce).toBe(false);
  });
});

describe('which permit may be removed', () => {
  it.each<[string, () => Permit, string | null]>([
    ['a never-submitted draft', draft, null],
    ['a never-submitted draft, discarded', () => must(draft(), { type: 'discard' }), null],
    ['a revoked permit (DRAFT, once submitted)', () => must(submitted(), { type: 'revoke' }), SUBMITTED_ONCE],
    ['a once-submitted permit, discarded', () => must(submitted(), { type: 'discard' }), SUBMITTED_ONCE],
    ['an approving permit (wrong state first)', submitted, '作业票当前状态为「审批中」，不能删除'],
  ])('%s', (_n, make, expected) => {
    const p = make();
    expect(reasonOf(p)).toBe(expected);
    // The offered actions and the state machine say the same.
    expect(stateAllows(p, 'remove')).toBe(expected === null);
    const r = apply(p, { type: 'remove' }, STAFF);
    expect(r.ok ? null : chineseOf(r.reason)).toBe(expected);
    if (!r.ok) expect(p.state).not.toBe('REMOVED');
  });
});

describe('which change needs a reason', () => {
  const labels = { zuoYeDiDian: '作业地点', zuoYeNeiRong: '作业内容', zuoYeRen: '作业人' };
  const before = { zuoYeDiDian: '罐区', zuoYeNeiRong: '检修', zuoYeRen: [{ xingMing: '刘洋' }] };

  it('formChanges: the differing fields in the form order, labelled; a list is one field; an unknown one by its name', () => {
    const after = { zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '陈明' }], zuoYeNeiRong: '更换阀门', zuoYeDiDian: '罐区', extra: 1 };
    expect(formChanges(before, after, labels)).toEqual([
      { field: 'zuoYeNeiRong', label: '作业内容', before: '检修', after: '更换阀门' },
      { field: 'zuoYeRen', label: '作业人', before: [{ xingMing: '刘洋' }], after: [{ xingMing: '刘洋' }, { xingMing: '陈明' }] },
      { field: 'extra', label: 'extra', before: null, after: 1 },
    ]);
    expect(formChanges(before, { ...before, zuoYeRen: [{ xingMing: '刘洋' }] }, labels)).toEqual([]);
  });

  it('revisionRefusal: only a change of a once-submitted permit without a reason is refused', () => {
    const changes = formChanges(before, { ...before, zuoYeNeiRong: '更换阀门' }, labels);
    const fresh = draft();
    const frozen = must(submitted(), { type: 'revoke' });
    expect([isFrozen(fresh), isFrozen(frozen)]).toEqual([false, true]);
    expect(revisionRefusal(fresh, changes, undefined)).toBeNull();
    expect(revisionRefusal(frozen, [], undefined)).toBeNull();
    for (const blank of [undefined, '', '  ']) {
      const r = revisionRefusal(frozen, changes, blank);
      expect(r && chineseOf(r)).toBe('请填写修改原因：作业票已提交过，修改内容将生成新版本');
    }
    expect(revisionRefusal(frozen, changes, '现场勘查后调整')).toBeNull();
  });
});
