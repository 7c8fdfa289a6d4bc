import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsGasAnalysis } from '../../src/domain/gas-analysis.ts';
import { PERMIT_KINDS } from '../../src/domain/permit-kinds.ts';
import { approveAll, createDraft, HOUR, kindUrl, passingAnalysis, permitApi, ROLE_ACCOUNT, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

describe('the full lifecycle of every kind', () => {
  it.each(PERMIT_KINDS.map((k) => [k]))('%s: create, submit, approve in order, start, extend, finish, archive', async (kind) => {
    const url = kindUrl(kind);
    const draft = await createDraft(api, kind);
    expect(draft).toMatchObject({ zuoYeLeiXing: kind, zhuangTai: 'DRAFT', zuoYeDiDian: kind === 'MANG_BAN' ? '一车间蒸汽管廊' : '一车间罐区', zuoYeNeiRong: '检修作业' });
    expect(draft.zuoYeBianHao).toMatch(/^HJZA\d{13}$/);
    const id = draft.id as number;

    const submitted = await api.post('staff01', `${url}/submit`, { id, opinion: '已落实安全措施' });
    expect(submitted.status).toBe(200);
    const slotCount = (await api.get('staff01', `${url}/participants?id=${id}`)).e.slots.length;
    // 一般施工 and 电气隔离 have no approval slots: approved at once.
    expect(submitted.e.zhuangTai).toBe(slotCount ? 'APPROVING' : 'APPROVED');

    const afterApproval = await approveAll(api, kind, id);
    expect(afterApproval.slots.every((s: { phase: string; decision?: string }) => s.phase !== 'approve' || s.decision === 'approve')).toBe(true);
    expect((await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e.zhuangTai).toBe('APPROVED');

    if (needsGasAnalysis(kind)) {
      const gas = await api.post('aq01', `${url}/environmentAnalysis/save`, passingAnalysis(id));
      expect(gas.status).toBe(200);
      expect(gas.e.heGe).toBe(true);
    }
    const started = await api.post('staff01', `${url}/start`, { id, opinion: '已验票' });
    expect(started.status, started.body.msg).toBe(200);
    expect(started.e.zhuangTai).toBe('IN_PROGRESS');
    expect(started.e.shiJiKaiShiShiJian).toBeTruthy();

    const newEnd = new Date(Date.parse(started.e.jiHuaJieShuShiJian) + HOUR);
    const extended = await api.post('staff01', `${url}/extendTime`, { id, jiHuaJieShuShiJian: newEnd.toISOString() });
    expect(extended.status, extended.body.msg).toBe(200);
    expect(Date.parse(extended.e.jiHuaJieShuShiJian)).toBe(newEnd.getTime());
    expect(extended.e.zhuangTai).toBe('IN_PROGRESS');

    // 完工验收 is its slot's role (车间主任); a kind without slots (一般施工, 电气隔离) is finished by its applicant.
    const finisher = slotCount ? ROLE_ACCOUNT.workshopDirector : 'staff01';
    const finished = await api.post(finisher, `${TSZY}/zuoYePiao/finish`, { id, opinion: '验收合格' });
    expect(finished.status, finished.body.msg).toBe(200);
    expect(finished.e.zhuangTai).toBe('FINISHED');
    const archived = await api.post('qyadmin', `${TSZY}/zuoYePiao/archive`, { id });
    expect(archived.e.zhuangTai).toBe('ARCHIVED');

    const detail = (await api.get('viewer', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
    const actions = detail.events.map((e: { action: string }) => e.action);
    // One audit per approval slot; a 会签 slot with departments (the demo's 动土) one per department.
    const audits = detail.slots
      .filter((s: { phase: string }) => s.phase === 'approve')
      .reduce((n: number, s: { departments?: unknown[] }) => n + (s.departments?.length || 1), 0);
    expect(actions).toEqual(['create', 'submit', ...Array(audits).fill('audit'), 'start', 'extend', 'finish', 'archive']);
    expect(audits > 0).toBe(slotCount > 0);
    for (const e of detail.events) {
      expect(e.byName).toBeTruthy();
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    const finishSlot = detail.slots.find((s: { phase: string }) => s.phase === 'finish');
    if (finishSlot) expect(finishSlot).toMatchObject({ decision: 'approve', signerName: '赵主任', opinion: '验收合格' });
    expect(detail.analyses).toHaveLength(needsGasAnalysis(kind) ? 1 : 0);
  });
});
