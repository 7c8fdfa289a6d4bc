import { describe, expect, it } from 'vitest';
import { defaultApprovalSlots } from '../../src/domain/approval-slots.ts';
import { analysisNeeded, type AnalysisRecord } from '../../src/domain/gas-analysis.ts';
import {
  ALLOWED_FROM,
  apply,
  canAudit,
  currentSlot,
  newPermit,
  type ActionContext,
  type Permit,
  type PermitAction,
  type PermitEvent,
  type PermitState,
} from '../../src/domain/permit-lifecycle.ts';
import type { PermitGrade, PermitKind } from '../../src/domain/permit-kinds.ts';
import { text } from '../../src/domain/i18n/text.ts';
import { chineseOf } from '../../src/server/http/app-error.ts';

/** An answer of apply with its reason in Chinese (the reasons are catalogue texts). */
const inChinese = <R extends { ok: boolean }>(r: R) => ('reason' in r && r.ok === false ? { ...r, reason: chineseOf((r as { reason: Parameters<typeof chineseOf>[0] }).reason) } : r);

const T0 = new Date('2024-06-12T01:00:00Z');
const at = (min: number): Date => new Date(T0.getTime() + min * 60_000);
const ctx = (by: string, roles: string[] = [], min = 0): ActionContext => ({ by, roles, at: at(min) });
const STAFF = ctx('staff01', ['qyStaff']);
const CJ = ctx('cj01', ['qyStaff', 'workshopDirector']);
const AQ = ctx('aq01', ['qyStaff', 'safetyDept']);
const GM = ctx('gm01', ['qyStaff', 'generalManager']);
const OK_GAS = { ok: true } as const;

function must(p: Permit, a: PermitAction, c: ActionContext): Permit {
  const r = apply(p, a, c);
  if (!r.ok) throw new Error(chineseOf(r.reason));
  return r.permit;
}

function draft(kind: PermitKind = 'DONG_HUO', grade: PermitGrade | null = 'TE_JI', hours = 4): Permit {
  return newPermit(kind, grade, at(10), at(10 + hours * 60));
}
const submit = (p: Permit, c = STAFF): Permit => must(p, { type: 'submit', slots: defaultApprovalSlots(p.kind, p.grade), opinion: '已落实' }, c);
const approved = (): Permit =>
  [CJ, AQ, GM].reduce((p, c) => must(p, { type: 'audit', decision: 'approve', opinion: '同意' }, c), submit(draft()));
const inProgress = (): Permit => must(approved(), { type: 'start', analysis: OK_GAS }, ctx('staff01', [], 15));

describe('full hot-work lifecycle', () => {
  it('submit → cj01 → aq01 → gm01 → start → extend → finish → archive, each step an event', () => {
    let p = draft();
    const events: PermitEvent[] = [];
    const step = (a: PermitAction, c: ActionContext): void => {
      const r = apply(p, a, c);
      expect(r.ok, r.ok ? '' : chineseOf(r.reason)).toBe(true);
      if (r.ok) {
        expect(p).not.toBe(r.permit);
        p = r.permit;
        events.push(r.event);
      }
    };
    step({ type: 'submit', slots: defaultApprovalSlots('DONG_HUO', 'TE_JI'), opinion: '措施已落实' }, STAFF);
    expect(p.state).toBe('APPROVING');
    expect(currentSlot(p)?.title).toBe('所在单位意见');
    expect(p.slots[0]).toMatchObject({ signer: 'staff01', opinion: '措施已落实' });
    expect(canAudit(p, CJ.roles)).toBe(true);
    expect(canAudit(p, GM.roles)).toBe(false);
    step({ type: 'audit', decision: 'approve', opinion: '同意' }, CJ);
    expect(currentSlot(p)?.title).toBe('安全管理部门意见');
    step({ type: 'audit', decision: 'approve', opinion: '' }, AQ);
    expect(currentSlot(p)?.title).toBe('动火审批人意见');
    step({ type: 'audit', decision: 'approve', opinion: '同意动火' }, GM);
    expect(p.state).toBe('APPROVED');
    expect(p.slots[2]).toMatchObject({ signer: 'aq01', opinion: '同意', decision: 'approve' });
    step({ type: 'start', analysis: OK_GAS, opinion: '已验票' }, ctx('staff01', [], 10));
    expect(p).toMatchObject({ state: 'IN_PROGRESS', startedAt: at(10) });
    expect(p.slots[4]).toMatchObject({ signer: 'staff01', opinion: '已验票' });
    step({ type: 'extend', newEnd: at(10 + 8 * 60) }, ctx('staff01', [], 60));
    step({ type: 'finish', opinion: '现场已清理' }, ctx('cj01', ['workshopDirector'], 200));
    expect(p.slots[5]).toMatchObject({ signer: 'cj01', opinion: '现场已清理' });
    step({ type: 'archive' }, STAFF);
    expect(p.state).toBe('ARCHIVED');
    expect(events.map((e) => `${e.action}:${e.from}>${e.to}`)).toEqual([
      'submit:DRAFT>APPROVING',
      'audit:APPROVING>APPROVING',
      'audit:APPROVING>APPROVING',
      'audit:APPROVING>APPROVED',
      'start:APPROVED>IN_PROGRESS',
      'extend:IN_PROGRESS>IN_PROGRESS',
      'finish:IN_PROGRESS>FINISHED',
      'archive:FINISHED>ARCHIVED',
    ]);
    expect(events[1]).toEqual({ action: 'audit', by: 'cj01', at: T0, from: 'APPROVING', to: 'APPROVING', opinion: '同意', slotKey: 'suoZaiDanWei', decision: 'approve' });
  });

  it.each<[PermitKind, PermitGrade | null]>([
    ['YI_BAN_SHI_GONG', null],
    ['DIAN_QI_GE_LI', null],
  ])('%s without slots: submit goes straight to APPROVED, anyone finishes', (kind, grade) => {
    const p = submit(draft(kind, grade));
    expect(p).toMatchObject({ state: 'APPROVED', slotIndex: null, slots: [] });
    const s = must(p, { type: 'start' }, ctx('staff01', [], 10));
    expect(must(s, { type: 'finish' }, STAFF).state).toBe('FINISHED');
  });

  it('other kinds walk their approve slots in order', () => {
    let p = submit(draft('GAO_CHU', 'IV', 24));
    for (const c of [CJ, AQ, GM]) p = must(p, { type: 'audit', decision: 'approve' }, c);
    expect(p.state).toBe('APPROVED');
    expect(must(p, { type: 'start' }, ctx('x', [], 10)).state).toBe('IN_PROGRESS');
  });
});

describe('refusals leave the permit unchanged', () => {
  const cases: [string, () => Permit, PermitAction, ActionContext, string][] = [
    ['wrong role approving', () => submit(draft()), { type: 'audit', decision: 'approve' }, AQ, '当前审批环节「所在单位意见」须由车间主任审批'],
    ['approving out of order', () => submit(draft()), { type: 'audit', decision: 'approve', slotIndex: 3 }, GM, '不能越级或重复审批，当前审批环节为「所在单位意见」'],
    ['return without opinion', () => submit(draft()), { type: 'audit', decision: 'return', opinion: ' ' }, CJ, '退回时须填写审批意见'],
    ['audit a draft', () => draft(), { type: 'audit', decision: 'approve' }, CJ, '作业票当前状态为「草稿」，不能审批'],
    ['submit without times', () => newPermit('DONG_HUO', 'ER_JI', null, null), { type: 'submit', slots: [] }, STAFF, '请填写计划开始时间和计划结束时间'],
    ['submit end before start', () => newPermit('DONG_HUO', 'ER_JI', at(60), at(30)), { type: 'submit', slots: [] }, STAFF, '计划结束时间必须晚于计划开始时间'],
    ['submit past the cap', () => draft('DONG_HUO', 'TE_JI', 8.01), { type: 'submit', slots: [] }, STAFF, '计划作业时间超过有效期上限（8小时）'],
    ['submit with a grade of another kind', () => draft('DONG_HUO', 'IV'), { type: 'submit', slots: [] }, STAFF, '作业级别与作业类型不符，请选择正确的作业级别'],
    ['submit twice', () => submit(draft()), { type: 'submit', slots: [] }, STAFF, '作业票当前状态为「审批中」，不能提交'],
    ['revoke by another person', () => submit(draft()), { type: 'revoke' }, CJ, '只有提交人可以撤回作业票'],
    ['start while approving', () => submit(draft()), { type: 'start', analysis: OK_GAS }, STAFF, '作业票当前状态为「审批中」，不能开始作业'],
    ['start without analysis', approved, { type: 'start' }, ctx('s', [], 15), '缺少气体分析结论，不能开始作业'],
    ['start with a failing analysis', approved, { type: 'start', analysis: { ok: false, reason: text('rules.gas.daily') } }, ctx('s', [], 15), '每日动火前须重新进行气体分析'],
    ['start before the planned start', approved, { type: 'start', analysis: OK_GAS }, ctx('s', [], 9), '未到计划开始时间，不能开始作业'],
    ['start after the planned end', approved, { type: 'start', analysis: OK_GAS }, ctx('s', [], 10 + 241), '作业票已超过计划结束时间，不能开始作业'],
    ['finish without acceptance role', inProgress, { type: 'finish' }, STAFF, '完工验收须由车间主任确认'],
    ['finish before start', approved, { type: 'finish' }, CJ, '作业票当前状态为「待作业」，不能完工验收'],
    ['extend past the cap', inProgress, { type: 'extend', newEnd: at(10 + 481) }, ctx('s', [], 60), '超过作业票有效期上限，需重新办理作业票'],
    ['extend backwards', inProgress, { type: 'extend', newEnd: at(100) }, ctx('s', [], 60), '延期后的结束时间必须晚于原计划结束时间'],
    ['extend after the end', inProgress, { type: 'extend', newEnd: at(480) }, ctx('s', [], 10 + 241), '作业票已超过计划结束时间，需重新办理作业票'],
    ['extend a draft', () => draft(), { type: 'extend', newEnd: at(100) }, STAFF, '作业票当前状态为「草稿」，不能延期'],
    ['archive unfinished', inProgress, { type: 'archive' }, STAFF, '作业票当前状态为「作业中」，不能归档'],
    ['remove approving', () => submit(draft()), { type: 'remove' }, STAFF, '作业票当前状态为「审批中」，不能删除'],
    ['remove in progress', inProgress, { type: 'remove' }, STAFF, '作业票当前状态为「作业中」，不能删除'],
    ['resume a draft', () => draft(), { type: 'resume' }, STAFF, '作业票当前状态为「草稿」，不能恢复'],
    ['expire before the end', inProgress, { type: 'expire' }, ctx('sys', [], 250), '作业票尚未到计划结束时间，不能标记为过期'],
  ];
  it.each(cases)('%s', (_n, make, action, c, reason) => {
    const p = make();
    const before = structuredClone(p);
    expect(inChinese(apply(p, action, c))).toEqual({ ok: false, reason });
    expect(p).toEqual(before);
  });

  it('every action is refused from every state it does not list', () => {
    const states: PermitState[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'FINISHED', 'ARCHIVED', 'DISCARDED', 'EXPIRED', 'REMOVED'];
    const actions: PermitAction[] = [
      { type: 'submit', slots: [] },
      { type: 'revoke' },
      { type: 'audit', decision: 'approve' },
      { type: 'start', analysis: OK_GAS },
      { type: 'finish' },
      { type: 'interrupt' },
      { type: 'resumeWork', analysis: OK_GAS },
      { type: 'discard' },
      { type: 'resume' },
      { type: 'archive' },
      { type: 'remove' },
      { type: 'extend', newEnd: at(100) },
      { type: 'expire' },
    ];
    let refused = 0;
    for (const s of states) {
      for (const a of actions) {
        if (ALLOWED_FROM[a.type].includes(s)) continue;
        const r = apply({ ...draft(), state: s }, a, STAFF);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(chineseOf(r.reason)).toMatch(/^作业票当前状态为「.+」，不能.+$/);
        refused++;
      }
    }
    expect(refused).toBe(states.length * actions.length - Object.values(ALLOWED_FROM).flat().length);
  });
});

describe('return, revoke, discard, resume, remove, extend, expire', () => {
  it('a return sends the permit back to DRAFT with the reason kept; resubmission starts over', () => {
    const p1 = must(submit(draft()), { type: 'audit', decision: 'approve' }, CJ);
    const r = apply(p1, { type: 'audit', decision: 'return', opinion: '措施不全' }, AQ);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.permit).toMatchObject({ state: 'DRAFT', slotIndex: null, slots: [], lastReturn: { by: 'aq01', opinion: '措施不全', slotTitle: '安全管理部门意见' } });
    expect(r.event).toMatchObject({ action: 'audit', decision: 'return', from: 'APPROVING', to: 'DRAFT', opinion: '措施不全' });
    expect(currentSlot(submit(r.permit))?.title).toBe('所在单位意见');
  });

  it('revoke by the submitter from APPROVING and APPROVED', () => {
    expect(must(submit(draft()), { type: 'revoke' }, STAFF)).toMatchObject({ state: 'DRAFT', slots: [], submittedBy: null });
    expect(must(approved(), { type: 'revoke' }, STAFF).state).toBe('DRAFT');
  });

  it.each<[string, () => Permit]>([
    ['draft', () => draft()],
    ['approving', () => submit(draft())],
    ['approved', approved],
    ['in progress (the guardian stops the work)', inProgress],
  ])('discard a %s permit, resume it to DRAFT; removable only if never submitted', (n, make) => {
    const d = must(make(), { type: 'discard', opinion: '现场条件变化' }, STAFF);
    expect(d.state).toBe('DISCARDED');
    const resumed = must(d, { type: 'resume' }, STAFF);
    expect(resumed).toMatchObject({ state: 'DRAFT', slots: [], startedAt: null });
    // Issue 16 item 9 (GB 30871 4.18): a permit once submitted is never removed, only discarded, even back in
    // DRAFT; before that rule every discarded or resumed permit here could be removed.
    for (const p of [d, resumed]) {
      const r = inChinese(apply(p, { type: 'remove' }, STAFF));
      if (n === 'draft') expect(r).toMatchObject({ ok: true, permit: { state: 'REMOVED' } });
      else expect(r).toEqual({ ok: false, reason: '作业票已提交过，不能删除，只能作废（提交过的作业票至少保留一年）' });
    }
  });

  it('extend exactly to the cap is allowed; caps from the tenant apply; no cap = unlimited', () => {
    expect(must(inProgress(), { type: 'extend', newEnd: at(10 + 480) }, ctx('s', [], 60)).plannedEnd).toEqual(at(490));
    const tenant = apply(inProgress(), { type: 'extend', newEnd: at(10 + 600), caps: { DONG_HUO: { TE_JI: 600 } } }, ctx('s', [], 60));
    expect(tenant.ok).toBe(true);
    let lift = submit(draft('DIAO_ZHUANG', 'YI_JI', 48));
    for (const c of [CJ, AQ, GM]) lift = must(lift, { type: 'audit', decision: 'approve' }, c);
    expect(must(lift, { type: 'extend', newEnd: at(60 * 24 * 30) }, STAFF).plannedEnd).toEqual(at(60 * 24 * 30));
  });

  it('expire after the planned end, then only discard', () => {
    const e = must(inProgress(), { type: 'expire' }, ctx('sys', [], 491));
    expect(e.state).toBe('EXPIRED');
    expect(must(e, { type: 'discard' }, STAFF).state).toBe('DISCARDED');
  });
});

describe('interrupt and resumeWork (an interruption is a fact of IN_PROGRESS, not a state)', () => {
  const FIN = ctx('cj01', ['workshopDirector'], 60);
  const interrupted = (): Permit => must(inProgress(), { type: 'interrupt', opinion: '等待物料' }, ctx('staff01', [], 30));
  /** 高处 Ⅳ in progress (no gas analysis), interrupted at +30. */
  const heightInterrupted = (): Permit => {
    let p = submit(draft('GAO_CHU', 'IV', 24));
    for (const c of [CJ, AQ, GM]) p = must(p, { type: 'audit', decision: 'approve' }, c);
    p = must(p, { type: 'start' }, ctx('staff01', [], 15));
    return must(p, { type: 'interrupt' }, ctx('staff01', [], 30));
  };

  it.each<[string, () => Permit, PermitAction, ActionContext, Partial<Permit>, Partial<PermitEvent>]>([
    ['interrupt records the instant', inProgress, { type: 'interrupt', opinion: '等待物料' }, ctx('staff01', [], 30),
      { state: 'IN_PROGRESS', interruptedAt: at(30) }, { action: 'interrupt', from: 'IN_PROGRESS', to: 'IN_PROGRESS', opinion: '等待物料' }],
    ['resumeWork of hot work on a passing analysis clears it', interrupted, { type: 'resumeWork', analysis: OK_GAS }, ctx('staff01', [], 90),
      { state: 'IN_PROGRESS', interruptedAt: null }, { action: 'resumeWork', from: 'IN_PROGRESS', to: 'IN_PROGRESS' }],
    ['resumeWork of height needs no analysis', heightInterrupted, { type: 'resumeWork' }, ctx('staff01', [], 600),
      { interruptedAt: null }, { action: 'resumeWork' }],
    ['extend while interrupted keeps the interruption', interrupted, { type: 'extend', newEnd: at(490) }, ctx('staff01', [], 60),
      { plannedEnd: at(490), interruptedAt: at(30) }, { action: 'extend' }],
    ['finish while interrupted keeps it as the record', interrupted, { type: 'finish' }, FIN,
      { state: 'FINISHED', interruptedAt: at(30) }, { action: 'finish', to: 'FINISHED' }],
    ['discard while interrupted keeps it', interrupted, { type: 'discard', opinion: '停止作业' }, STAFF,
      { state: 'DISCARDED', interruptedAt: at(30) }, { action: 'discard' }],
    ['expire while interrupted keeps it', interrupted, { type: 'expire' }, ctx('sys', [], 251),
      { state: 'EXPIRED', interruptedAt: at(30) }, { action: 'expire' }],
  ])('%s', (_n, make, action, c, permit, event) => {
    const p = make();
    const before = structuredClone(p);
    const r = apply(p, action, c);
    expect(r.ok, r.ok ? '' : chineseOf(r.reason)).toBe(true);
    if (!r.ok) return;
    expect(r.permit).toMatchObject(permit);
    expect(r.event).toMatchObject({ by: c.by, at: c.at, ...event });
    expect(p).toEqual(before);
  });

  it.each<[string, () => Permit, PermitAction, ActionContext, string]>([
    ['interrupt twice', interrupted, { type: 'interrupt' }, ctx('staff01', [], 40), '作业已中断，不能重复中断'],
    ['interrupt before the start', approved, { type: 'interrupt' }, STAFF, '作业票当前状态为「待作业」，不能中断作业'],
    ['resumeWork when working', inProgress, { type: 'resumeWork', analysis: OK_GAS }, STAFF, '作业未中断，无需恢复'],
    ['resumeWork of hot work without an analysis answer', interrupted, { type: 'resumeWork' }, STAFF, '缺少气体分析结论，不能恢复作业'],
    ['resumeWork refused by the analysis', interrupted, { type: 'resumeWork', analysis: { ok: false, reason: text('rules.gas.latestFailed') } }, STAFF, '最近一次气体分析不合格，须整改后重新分析'],
    ['resumeWork after the planned end', interrupted, { type: 'resumeWork', analysis: OK_GAS }, ctx('staff01', [], 251), '作业票已超过计划结束时间，不能恢复作业'],
    ['resumeWork of a finished permit', () => must(interrupted(), { type: 'finish' }, FIN), { type: 'resumeWork', analysis: OK_GAS }, STAFF,
      '作业票当前状态为「已完工」，不能恢复作业'],
  ])('refuses %s, unchanged', (_n, make, action, c, reason) => {
    const p = make();
    const before = structuredClone(p);
    expect(inChinese(apply(p, action, c))).toEqual({ ok: false, reason });
    expect(p).toEqual(before);
  });

  it('resume (of a discarded permit) clears the interruption with the start', () => {
    const d = must(interrupted(), { type: 'discard' }, STAFF);
    expect(must(d, { type: 'resume' }, STAFF)).toMatchObject({ state: 'DRAFT', startedAt: null, interruptedAt: null });
  });

  it("confined space: analysisNeeded with the interruption decides resumeWork (70 min > the 60 min limit)", () => {
    let p = submit(draft('SHOU_XIAN', null, 4));
    p = must(p, { type: 'audit', decision: 'approve' }, CJ);
    p = must(p, { type: 'start', analysis: OK_GAS }, ctx('staff01', [], 15));
    p = must(p, { type: 'interrupt' }, ctx('staff01', [], 20));
    const records: AnalysisRecord[] = [{ takenAt: at(12), pass: true }];
    const resumeAt = (min: number, recs: AnalysisRecord[]) =>
      apply(p, { type: 'resumeWork', analysis: analysisNeeded(p, recs, at(min)) }, ctx('staff01', [], min));
    expect(resumeAt(80, records).ok).toBe(true); // 60 min: within the limit
    expect(inChinese(resumeAt(90, records))).toEqual({ ok: false, reason: '作业中断超过 60 分钟，恢复作业前须重新进行气体分析（30 分钟内合格）' });
    expect(resumeAt(90, [...records, { takenAt: at(85), pass: true }])).toMatchObject({ ok: true, permit: { interruptedAt: null } });
  });
});
