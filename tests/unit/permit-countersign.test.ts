// 会签 of 动土 and 断路 by departments (issue 16 item 2): the configuration's checks, the countersign in any order,
// the approval refused while departments are missing (named), the wrong signer, two departments, the party.
import { describe, expect, it } from 'vitest';
import { approvalSlots } from '../../src/domain/approval-slots.ts';
import { formatMessage, type Text } from '../../src/domain/i18n/message-format.ts';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import {
  countersignConfigProblem,
  countersignEntries,
  countersignRefusal,
  missingDepartments,
  type CountersignFacts,
} from '../../src/domain/permit-countersign.ts';
import { apply, newPermit, type Permit, type SlotRecord } from '../../src/domain/permit-lifecycle.ts';
import { allowedActions, myCountersignDepartments } from '../../src/domain/permit-permissions.ts';

const zh = (t: Text | null): string | null => (t ? formatMessage(chinese[t.id as keyof typeof chinese] ?? t.id, t.params, (x) => zh(x) ?? '') : null);

const STAFF = new Set([11, 12, 13]);
const NAMES = new Map([[11, '王建国'], [12, '李安全'], [13, '赵志强']]);

describe('countersignConfigProblem', () => {
  const ok = { DONG_TU: [{ name: '消防', signers: [11] }, { name: '安全', signers: [12, 13] }] };
  it.each([
    ['accepts departments with known signers', ok, null, null],
    ['refuses a department without a signer', { DONG_TU: [{ name: '供水', signers: [] }] }, 'DONG_TU[0].signers', '动土作业的会签部门「供水」未指定会签人'],
    ['refuses a duplicate department', { DUAN_LU: [{ name: '消防', signers: [11] }, { name: ' 消防 ', signers: [12] }] }, 'DUAN_LU[1].name', '断路作业的会签部门「消防」重复'],
    ['refuses an unknown person', { DONG_TU: [{ name: '供电', signers: [11, 99] }] }, 'DONG_TU[0].signers', '会签部门「供电」的会签人不存在（人员编号99）'],
    ['refuses a blank name', { DONG_TU: [{ name: '  ', signers: [11] }] }, 'DONG_TU[0].name', '动土作业第1个会签部门未填写名称'],
  ])('%s', (_, config, field, reason) => {
    const p = countersignConfigProblem(config, STAFF);
    expect(p?.field ?? null).toBe(field);
    expect(zh(p?.reason ?? null)).toBe(reason);
  });
});

/** A 动土 permit submitted by account 1 with 消防 (staff 11) and 安全 (staff 12, 13) on its 会签 slot, approved by 所在单位 (account 5). */
function awaitingCountersign(allowSameSigner = false): Permit {
  const departments = countersignEntries({ DONG_TU: [{ name: '消防', signers: [11] }, { name: '安全', signers: [12, 13] }] }, 'DONG_TU', NAMES);
  const slots: SlotRecord[] = approvalSlots('DONG_TU', null).map((s) => (s.key === 'huiQian' ? { ...s, departments } : { ...s }));
  const at = new Date('2026-11-30T02:00:00Z');
  const draft = { ...newPermit('DONG_TU', null, new Date('2026-12-01T01:00:00Z'), new Date('2026-12-01T08:00:00Z')) };
  const sub = apply(draft, { type: 'submit', slots, allowSameSigner }, { by: '1', roles: [], at });
  if (!sub.ok) throw new Error('submit');
  const unit = apply(sub.permit, { type: 'audit', decision: 'approve', slotIndex: 1 }, { by: '5', roles: ['workshopDirector'], at });
  if (!unit.ok) throw new Error('unit');
  return unit.permit;
}

const sign = (p: Permit, department: string, by: string, staffId: string, decision: 'approve' | 'return' = 'approve', opinion?: string) =>
  apply(p, { type: 'audit', decision, department, opinion }, { by, roles: [], at: new Date('2026-11-30T03:00:00Z'), staffId });

describe('the countersign in the lifecycle', () => {
  it('completes the 会签 slot when every department signed, in either order, then awaits 审批部门', () => {
    for (const order of [['消防', '安全'], ['安全', '消防']]) {
      let p = awaitingCountersign();
      expect(p.slots[p.slotIndex!].key).toBe('huiQian');
      for (const d of order) {
        const r = d === '消防' ? sign(p, d, '21', '11') : sign(p, d, '22', '12');
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.event.department).toBe(d);
        p = r.permit;
      }
      expect(p.state).toBe('APPROVING');
      expect(p.slots[p.slotIndex!].key).toBe('shenPiBuMen');
      const hq = p.slots.find((s) => s.key === 'huiQian')!;
      expect(hq.decision).toBe('approve');
      expect(missingDepartments(hq.departments!)).toEqual([]);
    }
  });

  it('keeps the slot after one department and refuses the approval naming the missing ones', () => {
    const p = awaitingCountersign();
    const none = apply(p, { type: 'audit', decision: 'approve', slotIndex: 2 }, { by: '9', roles: ['safetyDept'], at: new Date() });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(zh(none.reason)).toBe('会签尚未完成：消防、安全尚未会签，不能审批');
    const one = sign(p, '安全', '22', '12');
    expect(one.ok && one.permit.slotIndex).toBe(2);
    if (!one.ok) return;
    const early = apply(one.permit, { type: 'audit', decision: 'approve', slotIndex: 3 }, { by: '9', roles: ['safetyDept'], at: new Date() });
    expect(!early.ok && zh(early.reason)).toBe('会签尚未完成：消防尚未会签，不能审批');
  });

  it('refuses a person not a signer of the department, naming it and its signers', () => {
    const r = sign(awaitingCountersign(), '消防', '22', '12');
    expect(!r.ok && zh(r.reason)).toBe('您不是「消防」的会签人（会签人：王建国）');
    const unknown = sign(awaitingCountersign(), '供水', '21', '11');
    expect(!unknown.ok && zh(unknown.reason)).toBe('「供水」不是本作业票的会签部门（会签部门：消防、安全）');
  });

  it('refuses a department signed twice', () => {
    const once = sign(awaitingCountersign(), '安全', '22', '12');
    if (!once.ok) throw new Error('once');
    // The server names the signer on the stored entry (permit-actions.ts withNames).
    const named = { ...once.permit, slots: once.permit.slots.map((s) => (s.departments ? { ...s, departments: s.departments.map((d) => (d.signer ? { ...d, signerName: '李安全' } : d)) } : s)) };
    const twice = sign(named, '安全', '23', '13');
    expect(!twice.ok && zh(twice.reason)).toBe('「安全」已由李安全会签，不能重复会签');
  });

  it('refuses one person two departments unless the enterprise allows it', () => {
    const facts = (allow: boolean, signer?: string): CountersignFacts => ({
      entries: [
        { name: '消防', signers: ['11'], signer, signerName: '王建国' },
        { name: '安全', signers: ['11', '12'] },
      ],
      applicant: '1',
      submittedBy: '1',
      otherSlotSigners: [],
      allowSameSigner: allow,
    });
    expect(zh(countersignRefusal(facts(false, '21'), { account: '21', staffId: '11' }, '安全'))).toBe('您已为「消防」会签，同一人不能会签两个部门');
    expect(countersignRefusal(facts(true, '21'), { account: '21', staffId: '11' }, '安全')).toBeNull();
    expect(zh(countersignRefusal(facts(false), { account: '1', staffId: '11' }, '消防'))).toBe('您是本作业票的申请人或提交人，不能为「消防」会签');
    expect(zh(countersignRefusal({ ...facts(false), otherSlotSigners: ['21'] }, { account: '21', staffId: '11' }, '消防'))).toBe(
      '您已签署本作业票的其他审批环节，不能再为「消防」会签',
    );
  });

  it('sends the permit back on a department return, with the department in lastReturn', () => {
    const noOpinion = sign(awaitingCountersign(), '消防', '21', '11', 'return');
    expect(!noOpinion.ok && zh(noOpinion.reason)).toBe('退回时须填写审批意见');
    const r = sign(awaitingCountersign(), '消防', '21', '11', 'return', '消防通道未预留');
    expect(r.ok && r.permit.state).toBe('DRAFT');
    if (r.ok) expect(r.permit.lastReturn?.slotTitle).toContain('（消防）');
  });

  it('offers the audit to the signers of a missing department only', () => {
    const p = { ...awaitingCountersign(), applicant: '1' };
    const actor = (id: string, staffId: string | null) => ({ id, roles: ['qyStaff'], mayWrite: true, manager: false, staffId });
    expect(myCountersignDepartments(p, actor('21', '11'))).toEqual(['消防']);
    expect(allowedActions(p, actor('21', '11'))).toContain('audit');
    expect(allowedActions(p, { ...actor('9', null), roles: ['safetyDept'] })).not.toContain('audit');
  });
});
