// Issue 11 item 12: the list and detail answer the actions the caller may take (domain permit-permissions.ts),
// the action routes enforce the same rule, and every listed action succeeds for that person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitUiAction } from '../../src/domain/permit-permissions.ts';
import { sweepPermitWarnings } from '../../src/server/permits/permit-sweep.ts';
import { approveAll, createDraft, formFor, HOUR, kindUrl, MIN, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KIND = 'GAO_CHU' as const; // Ⅱ级 at 8 m: 所在单位 cj01, 审核部门 aq01, 审批部门 aq01, 完工验收 cj01
const URL = kindUrl(KIND);
const Z = `${TSZY}/zuoYePiao`;
const PEOPLE = ['staff01', 'cj01', 'aq01', 'gm01', 'qyadmin', 'viewer'] as const;
type State = 'DRAFT' | 'APPROVING' | 'APPROVED' | 'IN_PROGRESS' | 'INTERRUPTED' | 'FINISHED' | 'ARCHIVED' | 'DISCARDED' | 'EXPIRED';

let t: TestApp;
let api: PermitApi;

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(async () => {
  await t?.close();
});

const must = async (login: string, url: string, body: object) => {
  const r = await api.post(login, url, body);
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${r.body.msg}`);
  return r.e;
};

/** A fresh permit of staff01 in `state`; answers its id. */
async function permitIn(state: State): Promise<number> {
  const { id } = await createDraft(api, KIND);
  if (state === 'DRAFT') return id;
  if (state === 'DISCARDED') return (await must('staff01', `${Z}/discard`, { id })).id;
  await must('staff01', `${URL}/submit`, { id });
  if (state === 'APPROVING') return id;
  await approveAll(api, KIND, id);
  if (state === 'APPROVED') return id;
  if (state === 'EXPIRED') {
    await sweepPermitWarnings(t.db, new Date(Date.now() + 3 * HOUR));
    return id;
  }
  await must('staff01', `${URL}/start`, { id });
  if (state === 'IN_PROGRESS') return id;
  if (state === 'INTERRUPTED') return (await must('staff01', `${URL}/interrupt`, { id })).id;
  await must('cj01', `${Z}/finish`, { id });
  if (state === 'FINISHED') return id;
  await must('staff01', `${Z}/archive`, { id });
  return id;
}

const detail = async (login: string, id: number) => (await api.get(login, `${Z}/detail?id=${id}`)).e;

/** The call of each action for permit `id` as `login` (its answer's status and message). */
async function run(login: string, action: PermitUiAction, id: number) {
  const p = await detail('staff01', id);
  const post = (url: string, body: object = {}) => api.post(login, url, { id, ...body });
  switch (action) {
    case 'edit':
      return post(`${URL}/saveOrUpdate`, formFor(KIND, { zuoYeNeiRong: '修改后的作业内容' }));
    case 'submit':
    case 'revoke':
    case 'start':
    case 'interrupt':
    case 'resumeWork':
      return post(`${URL}/${action}`);
    case 'audit':
      return post(`${URL}/zhongShen`, { decision: 'approve', slotIndex: p.slotIndex, opinion: '同意' });
    case 'extend':
      return post(`${URL}/extendTime`, { jiHuaJieShuShiJian: new Date(Date.parse(p.jiHuaJieShuShiJian) + 30 * MIN).toISOString() });
    default:
      return post(`${Z}/${action}`);
  }
}

describe('gm01 on staff01’s permit (the issue’s finding)', () => {
  it.each(['APPROVING', 'APPROVED', 'IN_PROGRESS'] as State[])('%s: no 撤回, 开始作业, 延期 or 作废 in the detail or the list', async (state) => {
    const id = await permitIn(state);
    const d = await detail('gm01', id);
    expect(d.allowedActions).toEqual([]);
    const rows = (await api.get('gm01', `${Z}/list?pageIndex=1&pageSize=100`)).e.dataList;
    expect(rows.find((r: { id: number }) => r.id === id).allowedActions).toEqual([]);
    // The routes refuse what is not offered, with the reason (the person, or the state), and nothing changes.
    for (const a of ['revoke', 'start', 'extend', 'discard'] as const) {
      const r = await run('gm01', a, id);
      expect(r.status, `${state} ${a}`).toBe(409);
      expect(r.body.msg).toMatch(/^(只有|作业票当前状态为)/);
    }
    expect((await detail('staff01', id)).zhuangTai).toBe(state);
  });

  it('the applicant sees them on the same permits', async () => {
    expect((await detail('staff01', await permitIn('APPROVING'))).allowedActions).toEqual(['revoke', 'discard']);
    expect((await detail('staff01', await permitIn('APPROVED'))).allowedActions).toEqual(['revoke', 'start', 'extend', 'discard']);
    expect((await detail('staff01', await permitIn('IN_PROGRESS'))).allowedActions).toEqual(['interrupt', 'extend', 'discard']);
  });
});

describe('every listed action succeeds for that person', () => {
  const STATES: State[] = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'INTERRUPTED', 'FINISHED', 'ARCHIVED', 'DISCARDED', 'EXPIRED'];
  it.each(STATES)('%s', async (state) => {
    const probe = await permitIn(state);
    const listed: Record<string, PermitUiAction[]> = {};
    for (const who of PEOPLE) listed[who] = (await detail(who, probe)).allowedActions;
    // Someone may act in every state but the terminal one.
    expect(Object.values(listed).flat().length > 0).toBe(state !== 'ARCHIVED');
    expect(listed.viewer).toEqual([]);
    for (const who of PEOPLE) {
      for (const action of listed[who]) {
        const id = await permitIn(state);
        const r = await run(who, action, id);
        expect(r.status, `${state}: ${who} ${action}: ${r.body.msg}`).toBe(200);
        // The answer carries the person's actions after the step.
        expect(Array.isArray(r.e.allowedActions)).toBe(true);
      }
    }
  });

  it('an action answer lists what the person may do next', async () => {
    const id = await permitIn('APPROVED');
    const started = await must('staff01', `${URL}/start`, { id });
    expect(started.allowedActions).toEqual(['interrupt', 'extend', 'discard']);
  });
});

describe('the routes hold the same rule', () => {
  it('only the applicant or the administrator edits a draft', async () => {
    const id = await permitIn('DRAFT');
    const other = await run('gm01', 'edit', id);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('只有作业票的申请人或企业管理员可以修改');
    expect((await run('qyadmin', 'edit', id)).status).toBe(200);
  });

  it('a wrong state keeps the state machine’s reason, whoever asks', async () => {
    const id = await permitIn('DRAFT');
    const r = await run('gm01', 'start', id);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('作业票当前状态为「草稿」，不能开始作业');
  });

  it('a view-only caller is offered nothing', async () => {
    const id = await permitIn('APPROVED');
    expect((await detail('viewer', id)).allowedActions).toEqual([]);
  });
});
