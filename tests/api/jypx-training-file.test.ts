// 教育培训's training files (issue 19 item 5, docs/training.md "Training files"): staff01's file in the demo (the
// exam of 危险化学品安全培训 failed once then passed, some study time), a department's and the enterprise's
// completion, and the statistics source `training` answering its blocks (the contractors' training hours too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const F = '/zax-cloud/jypx/file';
let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
async function get(url: string, token: string): Promise<Json> {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("a person's training file", () => {
  it("shows staff01's own file: the exam failed then passed, the hours, the plan completed", async () => {
    const file = (await get(`${F}/person`, staff)) as unknown as {
      person: { name: string };
      totals: { hours: number; examsPassed: number; examsFailed: number; coursesCompleted: number };
      plans: { name: string; completed: boolean; hours: number; exam: { attempts: number; passed: boolean; bestScore: number } | null; courses: { name: string; percent: number }[] }[];
      attempts: { attemptNo: number; score: number; passed: boolean }[];
    };
    expect(file.person.name).toBe('张伟');
    expect(file.totals).toMatchObject({ examsPassed: 1, examsFailed: 1, coursesCompleted: 0 });
    expect(file.totals.hours).toBeGreaterThanOrEqual(1);
    const chemical = file.plans.find((p) => p.name === '危险化学品安全培训');
    expect(chemical).toMatchObject({ completed: true, exam: { attempts: 2, passed: true, bestScore: 80 } });
    const special = file.plans.find((p) => p.name === '特殊作业安全专项培训');
    expect(special).toMatchObject({ completed: false });
    expect(special!.courses).toEqual([expect.objectContaining({ name: '动火作业安全要点', percent: 44 })]);
    expect(file.attempts.map((a) => [a.attemptNo, a.score, a.passed])).toEqual([
      [2, 80, true],
      [1, 40, false],
    ]);
  });

  it("opens another person's file for the administrator, and refuses an unknown person", async () => {
    const people = (await get(`${F}/people`, admin)) as unknown as { id: number; name: string }[];
    const li = people.find((p) => p.name === '李安全')!;
    const file = (await get(`${F}/person?staffId=${li.id}`, admin)) as unknown as { person: { name: string }; totals: { examsPassed: number } };
    expect(file.person.name).toBe('李安全');
    expect(file.totals.examsPassed).toBe(0);
    const unknown = await t.call({ method: 'GET', url: `${F}/person?staffId=999999`, token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('人员不存在或已删除');
    const bad = await t.call({ method: 'GET', url: `${F}/person?staffId=abc`, token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('completion', () => {
  it("answers the departments' and the enterprise's completion of the live plans", async () => {
    const c = (await get(`${F}/completion`, admin)) as unknown as {
      enterprise: { due: number; completed: number; percent: number };
      departments: { name: string; due: number; completed: number }[];
      exams: { name: string; attempts: number; passed: number; percent: number }[];
    };
    // 特殊作业安全专项培训: 3 trainees, none passed; 危险化学品安全培训: staff01, passed.
    expect(c.enterprise).toEqual({ due: 4, completed: 1, percent: 25 });
    expect(c.departments.reduce((n, d) => n + d.due, 0)).toBe(4);
    expect(c.exams).toEqual([expect.objectContaining({ name: '危险化学品安全知识考试', attempts: 2, passed: 1, percent: 50 })]);
  });

  it('answers the statistics blocks of 教育培训 through the data service', async () => {
    const tok = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: admin });
    const token = (tok.json() as { data: { token: string } }).data.token;
    const block = async (key: string) => {
      const res = await t.call({ url: `/data-service/stats/jypx/${key}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { rows: { key: string; label: string; value: number }[] } }).data.rows;
    };
    expect(await block('completion-percent')).toEqual([{ key: 'completionPercent', label: '已完成', value: 25 }]);
    expect(await block('completion-state')).toEqual([
      { key: 'notCompleted', label: '未完成', value: 3 },
      { key: 'completed', label: '已完成', value: 1 },
    ]);
    expect((await block('pass-rate-by-exam'))[0]).toMatchObject({ label: '危险化学品安全知识考试', value: 50 });
    expect((await block('hours-by-person')).find((r) => r.label === '张伟')?.value).toBeGreaterThanOrEqual(1);
  });

  it("answers the contractors' training hours (承包商培训记录) per contractor, without the deleted sessions", async () => {
    const tok = await t.call({ method: 'POST', url: '/zax-cloud/user/data-service/token', token: admin });
    const token = (tok.json() as { data: { token: string } }).data.token;
    const hoursOf = async (name: string) => {
      const res = await t.call({ url: '/data-service/stats/jypx/contractor-hours', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { rows: { label: string; value: number }[] } }).data.rows.find((r) => r.label === name)?.value ?? 0;
    };
    const [contractor] = await t.db.query<{ id: number; name: string }>(
      "select id, data->>'name' as name from r_contractor_info where tenant_id = 1001 and not deleted order by id limit 1",
    );
    const before = await hoursOf(contractor!.name);
    const session = { contractorId: Number(contractor!.id), trainingLevel: 'plant', trainingDate: '2026-11-20', trainer: '李安全', traineeCount: 12, passCount: 11 };
    const made: number[] = [];
    for (const [trainingName, hours] of [['入厂三级安全教育', 2], ['动火作业专项培训', 1.5]] as const) {
      const res = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/contractor-training', token: admin, payload: { ...session, trainingName, hours } });
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().data.id as number);
    }
    expect(await hoursOf(contractor!.name)).toBe(before + 3.5);
    const del = await t.call({ method: 'DELETE', url: '/zax-cloud/u-basic/contractor-training', token: admin, payload: { ids: [made[1]] } });
    expect(del.statusCode, del.body).toBe(200);
    expect(await hoursOf(contractor!.name)).toBe(before + 2);
  });
});
