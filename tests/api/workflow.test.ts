// The workflow engine on a fixture resource (tests/fixtures/workflow-resources/wf-ticket.json; issue 14 items
// 1, 2, 6): create sets the initial state, the generic update may not change it, each transition checks the
// state, the person (a field's person, a role, a department with a role, a slot of 流程配置), notPersonIn, the
// opinion, the required and editable fields and the guard, answering 409 or 400 with nothing changed; the
// history, the waiting rows, the caller's actions, the state counts and the versioned 流程配置.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { dataUrl, NAME_STROKES, PAD_PNG } from './helpers/signature-sample.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/workflow-resources'));

const EP = '/zax-cloud/u-basic/wf-ticket';
const CONFIG = '/zax-cloud/workflow/config';
let t: TestApp;
const tok: Record<string, string> = {};
const staffOf: Record<string, number> = {};
let deptA: number;
let deptB: number;

type Json = Record<string, unknown>;

async function create(body: Json): Promise<Json> {
  const res = await t.call({ method: 'POST', url: EP, token: tok.qyadmin, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function act(who: string, action: string, payload: Json) {
  return t.call({ method: 'POST', url: `${EP}/${action}`, token: tok[who], payload });
}

async function stored(id: unknown): Promise<Json> {
  const rows = await t.db.query<{ data: Json }>('select data from r_wf_ticket where id = $1', [id as number]);
  return rows[0].data;
}

async function historyOf(id: unknown): Promise<Json[]> {
  const res = await t.call({ url: `${EP}/history?id=${id}`, token: tok.staff01 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function offers(who: string, id: unknown): Promise<string[]> {
  const res = await t.call({ url: `${EP}/actions?id=${id}`, token: tok[who] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { action: string }[]).map((o) => o.action);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'aq01', 'cj01', 'gm01']) tok[name] = await t.login(name, PASSWORDS[name]);
  const users = await t.db.query<{ login_name: string; ren_yuan_id: number }>("select login_name, ren_yuan_id from sysuser where tenant_id = 1001 and ren_yuan_id is not null");
  for (const u of users) staffOf[u.login_name] = Number(u.ren_yuan_id);
  const depts = await t.db.query<{ id: number }>('select id from departmentinfo where tenant_id = 1001 order by id limit 2');
  [deptA, deptB] = depts.map((d) => Number(d.id));
  // staff01 and cj01 (both qyStaff) sit in different departments.
  await t.db.query('update staffinfo set department_id = $1 where id = $2', [deptA, staffOf.staff01]);
  await t.db.query('update staffinfo set department_id = $1 where id = $2', [deptB, staffOf.cj01]);
});
afterAll(() => t.close());

describe('a record of a workflow', () => {
  it('starts in the initial state whatever the payload says, with its first history step', async () => {
    const r = await create({ title: '管道泄漏', state: 'closed', rectifier: staffOf.staff01 });
    expect(r.state).toBe('open');
    const h = await historyOf(r.id);
    expect(h).toMatchObject([{ action: 'create', actionLabel: '创建', fromState: null, toState: 'open' }]);
  });

  it('may not change its state through the generic update (400 naming the field), other fields may change', async () => {
    const r = await create({ title: '阀门损坏' });
    const res = await t.call({ method: 'PUT', url: EP, token: tok.qyadmin, payload: { id: r.id, state: 'closed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('状态只能通过流程操作改变');
    expect(res.json().errors[0].field).toBe('state');
    expect((await stored(r.id)).state).toBe('open');
    const same = await t.call({ method: 'PUT', url: EP, token: tok.qyadmin, payload: { id: r.id, state: 'open', title: '阀门损坏（复核）' } });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('transitions', () => {
  let id: unknown;
  beforeAll(async () => {
    id = (await create({ title: '护栏缺失', rectifier: staffOf.staff01, dept: deptA, count: 0, due: '2030-01-31' })).id;
  });

  it('refuses an action not allowed from the current state (409, nothing changed)', async () => {
    const res = await act('aq01', 'accept', { id, opinion: '同意' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('当前状态为“待整改”，不能执行“验收”');
    expect((await stored(id)).state).toBe('open');
  });

  it('refuses a person the transition does not name', async () => {
    const res = await act('aq01', 'fix', { id, fields: { note: '已整改' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('您不是“整改”的办理人');
  });

  it('offers the actions only to who may take them', async () => {
    expect(await offers('staff01', id)).toEqual(['fix']);
    expect(await offers('aq01', id)).toEqual([]);
    const full = (await t.call({ url: `${EP}/actions?id=${id}`, token: tok.staff01 })).json().data[0];
    expect(full).toEqual({ action: 'fix', label: '整改', kind: 'transition', opinion: 'optional', require: ['note'], editable: ['count', 'note'] });
  });

  it('puts the record in the waiting rows of its person, with its deadline', async () => {
    const rows = await t.db.query<{ action: string; who: string; kind: string; title: string; due_at: Date | null }>(
      "select action, who, kind, title, due_at from wf_waiting where resource = 'wf-ticket' and record_id = $1",
      [id as number],
    );
    expect(rows.map((r) => [r.action, r.who, r.kind, r.title])).toEqual([['fix', `staff:${staffOf.staff01}`, 'transition', '护栏缺失']]);
    // Its date 2030-01-31 is due by the end of that day at the sites: the inbox shows its last second (UTC+8).
    expect(new Date(rows[0].due_at!).toISOString()).toBe('2030-01-31T15:59:59.000Z');
  });

  it('asks for the required field (400 naming it) and refuses a field the transition does not edit', async () => {
    const missing = await act('staff01', 'fix', { id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'note', message: '整改前请填写整改说明' });
    const notEditable = await act('staff01', 'fix', { id, fields: { note: '已整改', title: '改名' } });
    expect(notEditable.statusCode).toBe(400);
    expect(notEditable.json().errors[0]).toMatchObject({ field: 'title', message: '“整改”不能修改标题' });
    const invalid = await act('staff01', 'fix', { id, fields: { note: '已整改', count: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe('count');
    expect((await stored(id)).state).toBe('open');
  });

  it('moves the record, setting the fields sent, and tells a stale caller so', async () => {
    const res = await act('staff01', 'fix', { id, state: 'open', opinion: '已加装护栏', fields: { note: '已加装护栏' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'fixed', note: '已加装护栏' });
    const stale = await act('staff01', 'fix', { id, state: 'open', fields: { note: '再次整改' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('记录已被他人处理，当前状态为“待验收”，请刷新后重试');
  });

  it('asks for an opinion where it is required', async () => {
    const res = await act('aq01', 'accept', { id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'opinion', message: '请填写验收意见' });
  });

  it('refuses when the guard fails, with the file’s reason', async () => {
    const res = await act('aq01', 'accept', { id, opinion: '同意' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('数量必须大于零才能验收');
    expect((await stored(id)).state).toBe('fixed');
  });

  it('lets a member of the record’s department holding the role act, not a member of another', async () => {
    expect(await offers('cj01', id)).toEqual([]);
    const other = await act('cj01', 'reject', { id, opinion: '不合格' });
    expect(other.statusCode).toBe(409);
    const res = await act('staff01', 'reject', { id, opinion: '护栏高度不够' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('open');
  });

  it('refuses the person in a notPersonIn field even when they hold the role', async () => {
    const r = await create({ title: '照明不足', rectifier: staffOf.aq01, count: 3 });
    expect((await act('aq01', 'fix', { id: r.id, fields: { note: '已更换灯具' } })).statusCode).toBe(200);
    const res = await act('aq01', 'accept', { id: r.id, opinion: '同意' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('整改人本人不能执行“验收”');
  });

  it('lets one of two concurrent actors win; the other gets 409 and the history has one step', async () => {
    const r = await create({ title: '并发验收', rectifier: staffOf.staff01, count: 2 });
    expect((await act('staff01', 'fix', { id: r.id, fields: { note: '完成' } })).statusCode).toBe(200);
    const both = await Promise.all([act('aq01', 'accept', { id: r.id, opinion: '同意' }), act('aq01', 'accept', { id: r.id, opinion: '同意' })]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const h = await historyOf(r.id);
    expect(h.map((x) => x.action)).toEqual(['create', 'fix', 'accept']);
    const waiting = await t.db.query("select 1 from wf_waiting where resource = 'wf-ticket' and record_id = $1", [r.id as number]);
    expect(waiting).toEqual([]);
  });

  it('keeps the history: who, when, from, to, opinion and the changed fields', async () => {
    const h = await historyOf(id);
    expect(h.map((x) => x.action)).toEqual(['create', 'fix', 'reject']);
    expect(h[1]).toMatchObject({
      actionLabel: '整改',
      fromState: 'open',
      toState: 'fixed',
      opinion: '已加装护栏',
      actorName: expect.any(String),
      changed: { note: { before: null, after: '已加装护栏' } },
    });
    expect(Date.parse(h[1].at as string)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('counts the records per state under the list filters', async () => {
    const res = await t.call({ url: `${EP}/state-counts`, token: tok.staff01 });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.all).toBe(c.open + c.fixed + c.closed);
    expect(c.closed).toBe(1);
    const filtered = (await t.call({ url: `${EP}/state-counts?title=${encodeURIComponent('护栏')}`, token: tok.staff01 })).json().data;
    expect(filtered).toEqual({ all: 1, open: 1, fixed: 0, closed: 0 });
  });
});

describe('流程配置', () => {
  let id: unknown;
  beforeAll(async () => {
    id = (await create({ title: '配置测试', rectifier: staffOf.staff01, count: 1 })).id;
  });

  it('lists the workflows with who acts and version 0', async () => {
    const res = await t.call({ url: CONFIG, token: tok.qyadmin });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as Json[]).find((x) => x.resource === 'wf-ticket') as Json;
    expect(mine).toMatchObject({ field: 'state', version: 0, slots: [{ key: 'acceptor', staffIds: [], roles: [] }] });
    expect((mine.transitions as Json[])[0]).toMatchObject({ action: 'fix', who: [{ field: 'rectifier' }] });
    expect((await t.call({ url: CONFIG, token: tok.staff01 })).statusCode).toBe(403);
  });

  it('changes who acts (a new version), refuses a stale version, and keeps the old ones', async () => {
    const put = (version: number, body: Json) => t.call({ method: 'PUT', url: `${CONFIG}/wf-ticket`, token: tok.qyadmin, payload: { version, who: {}, slots: {}, ...body } });
    const res = await put(0, { who: { fix: [{ role: 'safetyDept' }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 1 });
    expect(await offers('staff01', id)).toEqual([]);
    expect(await offers('aq01', id)).toEqual(['fix']);
    const waiting = await t.db.query<{ who: string }>("select who from wf_waiting where resource = 'wf-ticket' and record_id = $1", [id as number]);
    expect(waiting.map((w) => w.who)).toEqual(['role:safetyDept']);

    const stale = await put(0, { who: { fix: [{ role: 'qyUser' }] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('流程配置已被他人修改（当前版本 1），请刷新后重试');

    // The slot's holder accepts; the override of `fix` is dropped, so the rectifier fixes again.
    const v2 = await put(1, { slots: { acceptor: { staffIds: [staffOf.cj01] } } });
    expect(v2.statusCode, v2.body).toBe(200);
    expect((await act('staff01', 'fix', { id, fields: { note: '完成' } })).statusCode).toBe(200);
    expect(await offers('cj01', id)).toEqual(['accept']);
    expect(await offers('gm01', id)).toEqual([]);
    const versions = (await t.call({ url: `${CONFIG}/wf-ticket/versions`, token: tok.qyadmin })).json().data as Json[];
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('refuses an unknown action, a field that holds no person, an unknown slot or staff member (400)', async () => {
    const put = (body: Json) => t.call({ method: 'PUT', url: `${CONFIG}/wf-ticket`, token: tok.qyadmin, payload: { version: 2, who: {}, slots: {}, ...body } });
    const cases: [Json, string][] = [
      [{ who: { close: [{ role: 'qyUser' }] } }, '流程中没有操作“close”'],
      [{ who: { fix: [{ field: 'note' }] } }, '“整改”的办理人设置不正确：“note”不是记录的人员字段'],
      [{ who: { fix: [{ slot: 'boss' }] } }, '“整改”的办理人设置不正确：流程中没有审批槽“boss”'],
      [{ who: { fix: [] } }, '“整改”至少要有一个办理人'],
      [{ slots: { acceptor: { staffIds: [999999] } } }, '人员 999999 不存在'],
    ];
    for (const [body, msg] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await t.call({ method: 'PUT', url: `${CONFIG}/notice-x`, token: tok.qyadmin, payload: { version: 0, who: {}, slots: {} } })).statusCode).toBe(404);
  });
});

describe('the three-simultaneous stages (schemas/modules/stsgl)', () => {
  const AC = '/zax-cloud/u-basic/acceptance-stage';
  const stage = (who: string, action: string, payload: Json) => t.call({ method: 'POST', url: `${AC}/${action}`, token: tok[who], payload });
  const signStage = async (recordId: number): Promise<number> => {
    const payload = { resource: 'acceptance-stage', recordId, image: dataUrl(PAD_PNG), strokes: NAME_STROKES };
    const res = await t.call({ method: 'POST', url: '/zax-cloud/phone/signature', token: tok.aq01, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  };

  it('move from 未开始 to 已完成; the acceptance completes only when it passed (a named guard)', async () => {
    const res = await t.call({
      method: 'POST',
      url: AC,
      token: tok.qyadmin,
      payload: { projectCode: 'STS-1', projectName: '烧碱扩建', organizer: '建设单位', acceptanceDate: '2026-07-15', conclusion: 'passed_after_rectify', rectified: false, stageStatus: 'completed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect(res.json().data.stageStatus).toBe('not_started');
    expect((await stage('qyadmin', 'start', { id })).json().data.stageStatus).toBe('in_progress');
    expect((await stage('qyadmin', 'submit', { id, opinion: '请审核' })).json().data.stageStatus).toBe('pending_review');
    // 审核通过 asks for the reviewer's handwritten signature (issue 15); a refused step leaves it unused.
    const bare = await stage('aq01', 'approve', { id, opinion: '同意' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors[0].field).toBe('signatureId');
    const signatureId = await signStage(id);
    const refused = await stage('aq01', 'approve', { id, opinion: '同意', signatureId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('验收结论为合格，或整改后合格且问题已整改，才能完成验收');
    expect((await t.call({ method: 'PUT', url: AC, token: tok.qyadmin, payload: { id, rectified: true } })).statusCode).toBe(200);
    const ok = await stage('aq01', 'approve', { id, opinion: '同意', signatureId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.stageStatus).toBe('completed');
    const again = await stage('aq01', 'return', { id, opinion: '重审' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('当前状态为“已完成”，不能执行“退回”');
    const counts = (await t.call({ url: `${AC}/state-counts`, token: tok.qyadmin })).json().data;
    expect(counts).toMatchObject({ completed: 1, pending_review: 0 });
  });
});

describe('the demo records', () => {
  it('wait for who may act on them (the draft notice of the demo waits for the enterprise administrator)', async () => {
    const rows = await t.db.query<{ action: string; who: string }>(
      "select w.action, w.who from wf_waiting w join r_notice n on n.id = w.record_id where w.resource = 'notice' and w.tenant_id = 1001 and n.data->>'title' = '动火作业管理制度（修订稿）' order by w.who",
    );
    expect(rows).toEqual([{ action: 'publish', who: 'role:admin' }, { action: 'publish', who: 'role:qyUser' }]);
  });
});
