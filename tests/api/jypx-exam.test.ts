// 教育培训 (issue 19): the question bank refuses keys that do not fit their type; an exam is published only
// with a drawable paper; staff01 takes it: answers saved as given, bad answers refused, scored on the server, a
// failed attempt then a passed one (which writes the training record), a third attempt refused, a late submit refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic/jypx';
const T = '/zax-cloud/jypx/take';
let t: TestApp;
let admin: string;
let staff: string;
let category: number;
const q: Record<string, number> = {};
let examId: number;

type Json = Record<string, unknown>;
async function post(url: string, token: string, payload: Json) {
  return t.call({ method: 'POST', url, token, payload });
}
async function ok(url: string, token: string, payload: Json): Promise<Json> {
  const res = await post(url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  category = (await ok(`${U}/question-category`, admin, { name: '危险化学品' })).id as number;
  const base = { categoryId: category, stem: '' };
  q.single = (await ok(`${U}/question`, admin, { ...base, type: 'single', stem: '动火作业属于？', optionA: '特殊作业', optionB: '日常作业', choiceAnswer: ['A'] })).id as number;
  q.multiple = (await ok(`${U}/question`, admin, { ...base, type: 'multiple', stem: '哪些是特殊作业？', optionA: '动火', optionB: '受限空间', optionC: '巡检', choiceAnswer: ['A', 'B'] })).id as number;
  q.judge = (await ok(`${U}/question`, admin, { ...base, type: 'judge', stem: '动火作业须办理作业票。', judgeAnswer: 'true' })).id as number;
  q.blank = (await ok(`${U}/question`, admin, { ...base, type: 'blank', stem: '二氧化碳的化学式是（____）', blankAnswer: 'CO2*****CO₂' })).id as number;
});
afterAll(() => t.close());

describe('question bank', () => {
  it.each<[string, Json, string, string]>([
    ['single with two keys', { type: 'single', stem: '?', optionA: '甲', optionB: '乙', choiceAnswer: ['A', 'B'] }, 'choiceAnswer', '单选题的答案只能是一个选项，如：A'],
    ['blank without its marker', { type: 'blank', stem: '没有空位', blankAnswer: '甲' }, 'stem', '填空题的题干中须用（____）标出空位'],
    ['judge without a key', { type: 'judge', stem: '?' }, 'judgeAnswer', '请填写答案'],
    ['option gap', { type: 'single', stem: '?', optionA: '甲', optionC: '丙', choiceAnswer: ['A'] }, 'optionB', '选项须从选项A起依次填写，中间不能空缺'],
  ])('refuses %s, naming the field, and stores nothing', async (_name, body, field, message) => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from r_question');
    const res = await post(`${U}/question`, admin, { categoryId: category, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from r_question'))[0]!.n).toBe(before[0]!.n);
  });
});

describe('an exam taken by staff01', () => {
  it('refuses to publish a paper the bank cannot fill, then publishes one it can', async () => {
    const exam = await ok(`${U}/exam`, admin, {
      name: '危化品安全考试', mode: 'rules', timeLimit: 30, passMark: 60, maxAttempts: 2, showAnswers: true,
      windowStart: '2020-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59',
      rules: [{ type: 'single', categoryId: category, count: 2, points: 25 }],
    });
    examId = exam.id as number;
    const refused = await post(`${U}/exam/publish`, admin, { id: examId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('组卷规则第1条：题库中符合条件的试题只有1道，不够抽取');
    const put = await t.call({ method: 'PUT', url: `${U}/exam`, token: admin, payload: { id: examId, rules: [
      // The test's own category: the demo bank has questions of every type too.
      { type: 'single', categoryId: category, count: 1, points: 25 }, { type: 'multiple', categoryId: category, count: 1, points: 25 },
      { type: 'judge', categoryId: category, count: 1, points: 25 }, { type: 'blank', categoryId: category, count: 1, points: 25 },
    ] } });
    expect(put.statusCode, put.body).toBe(200);
    await ok(`${U}/exam/publish`, admin, { id: examId });
  });

  it('fails once, saving answers as given and refusing bad ones, then passes and gets a training record', async () => {
    const first = await ok(`${T}/start`, staff, { examId });
    expect(first.attemptNo).toBe(1);
    const questions = first.questions as Json[];
    expect(questions.map((x) => x.id).sort()).toEqual([q.single, q.multiple, q.judge, q.blank].sort());
    expect(JSON.stringify(first)).not.toContain('CO2');
    await ok(`${T}/save`, staff, { attemptId: first.id, answers: { [q.single]: 'A', [q.multiple]: ['A'] } });
    // The connection is lost: starting again resumes the same attempt with what was saved.
    const resumed = await ok(`${T}/start`, staff, { examId });
    expect(resumed.id).toBe(first.id);
    expect(resumed.answers).toEqual({ [q.single]: 'A', [q.multiple]: ['A'] });
    const notInExam = await post(`${T}/save`, staff, { attemptId: first.id, answers: { 999999: 'A' } });
    expect(notInExam.statusCode).toBe(400);
    expect(notInExam.json().msg).toBe('第999999号试题不在本次考试中');
    const badShape = await post(`${T}/save`, staff, { attemptId: first.id, answers: { [q.judge]: 'maybe' } });
    expect(badShape.statusCode).toBe(400);
    const failed = await ok(`${T}/submit`, staff, { attemptId: first.id });
    expect(failed).toMatchObject({ submitted: true, score: 25, passed: false, showAnswers: true });
    expect((failed.questions as Json[]).find((x) => x.id === q.blank)).toMatchObject({ rightAnswer: ['CO2'], right: false });
    const again = await post(`${T}/submit`, staff, { attemptId: first.id });
    expect(again.statusCode).toBe(409);

    const second = await ok(`${T}/start`, staff, { examId });
    expect(second.attemptNo).toBe(2);
    const passed = await ok(`${T}/submit`, staff, {
      attemptId: second.id,
      answers: { [q.single]: 'A', [q.multiple]: ['B', 'A'], [q.judge]: true, [q.blank]: ['　ＣＯ２ '] },
    });
    expect(passed).toMatchObject({ score: 100, passed: true });
    const records = await t.db.query<{ data: Json }>("select data from r_training_record where (data->>'examId')::bigint = $1", [examId]);
    expect(records).toHaveLength(1);
    expect(records[0]!.data).toMatchObject({ passed: true, score: 100, source: 'exam' });

    const third = await post(`${T}/start`, staff, { examId });
    expect(third.statusCode).toBe(409);
    expect(third.json().msg).toBe('您已通过本次考试，无需再考');
    const mine = await t.call({ url: `${T}/mine`, token: staff });
    expect(mine.json().data.find((e: Json) => e.id === examId)).toMatchObject({ attempts: 2, passed: true, bestScore: 100 });
  });

  it('refuses a submit past the time limit and its grace, and a start past the attempts allowed', async () => {
    const exam = await ok(`${U}/exam`, admin, {
      name: '限时考试', mode: 'fixed', timeLimit: 1, passMark: 10, maxAttempts: 1,
      windowStart: '2020-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59', questions: [{ questionId: q.single, points: 10 }],
    });
    await ok(`${U}/exam/publish`, admin, { id: exam.id });
    const a = await ok(`${T}/start`, staff, { examId: exam.id });
    await t.db.query("update jypx_attempt set deadline_at = now() - interval '2 minutes' where id = $1", [a.id as number]);
    const late = await post(`${T}/submit`, staff, { attemptId: a.id, answers: { [q.single]: 'A' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toMatch(/^考试时间已到/);
    // Read again, it is closed and scored from what was saved (nothing): failed.
    const read = await t.call({ url: `${T}/attempt?id=${a.id}`, token: staff });
    expect(read.json().data).toMatchObject({ submitted: true, score: 0, passed: false });
    const more = await post(`${T}/start`, staff, { examId: exam.id });
    expect(more.statusCode).toBe(409);
    expect(more.json().msg).toBe('本次考试最多可考1次，您的考试次数已用完');
  });
});

describe('whose attempt, whose exam', () => {
  let other: string;
  let fixedExam: number;
  beforeAll(async () => {
    other = await t.login('aq01', PASSWORDS.aq01);
    const exam = await ok(`${U}/exam`, admin, {
      name: '他人答卷考试', mode: 'fixed', timeLimit: 30, passMark: 10, maxAttempts: 1,
      windowStart: '2020-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59', questions: [{ questionId: q.single, points: 10 }],
    });
    fixedExam = exam.id as number;
    await ok(`${U}/exam/publish`, admin, { id: fixedExam });
  });

  it("refuses reading, saving or submitting another person's attempt, changing nothing", async () => {
    const mine = await ok(`${T}/start`, staff, { examId: fixedExam });
    await ok(`${T}/save`, staff, { attemptId: mine.id, answers: { [q.single]: 'B' } });
    for (const [method, url, payload] of [
      ['GET', `${T}/attempt?id=${mine.id}`, undefined],
      ['POST', `${T}/save`, { attemptId: mine.id, answers: { [q.single]: 'A' } }],
      ['POST', `${T}/submit`, { attemptId: mine.id, answers: { [q.single]: 'A' } }],
    ] as const) {
      const res = await t.call({ method, url, token: other, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().msg).toBe('答卷不存在');
    }
    const [row] = await t.db.query<{ answers: Json; submitted_at: unknown }>('select answers, submitted_at from jypx_attempt where id = $1', [mine.id as number]);
    expect(row).toMatchObject({ answers: { [q.single]: 'B' }, submitted_at: null });
  });

  it("assigns a plan's final exam to the plan's trainees only", async () => {
    const exam = await ok(`${U}/exam`, admin, {
      name: '计划结业考试', mode: 'fixed', timeLimit: 30, passMark: 10, maxAttempts: 1,
      windowStart: '2020-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59', questions: [{ questionId: q.judge, points: 10 }],
    });
    await ok(`${U}/exam/publish`, admin, { id: exam.id });
    const [li] = await t.db.query<{ id: number }>("select id from staffinfo where tenant_id = 1001 and name = '李安全' and not deleted");
    await ok(`${U}/training-plan`, admin, {
      name: '安全管理人员再培训', level: 'company', kind: 'retraining', targetRoles: ['safetyManager'], startDate: '2026-01-01', endDate: '2026-12-31',
      hours: 16, trainer: '外聘讲师', trainees: [Number(li!.id)], examId: exam.id,
    });
    const staffMine = (await t.call({ url: `${T}/mine`, token: staff })).json().data as Json[];
    expect(staffMine.map((e) => e.id)).not.toContain(exam.id);
    const refused = await post(`${T}/start`, staff, { examId: exam.id as number });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您不在本次考试的参考人员中');
    expect((await t.db.query('select 1 from jypx_attempt where exam_id = $1', [exam.id as number])).length).toBe(0);
    const otherMine = (await t.call({ url: `${T}/mine`, token: other })).json().data as Json[];
    expect(otherMine.find((e) => e.id === exam.id)).toMatchObject({ attempts: 0, passed: false, openAttemptId: null, lastAttemptId: null });
    const started = await ok(`${T}/start`, other, { examId: exam.id as number });
    expect(started.attemptNo).toBe(1);
  });
});
