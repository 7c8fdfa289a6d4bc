// 教育培训: studying a course (issue 19 item 2, docs/training.md). A course's video must be an mp4 by its content;
// the video is served by its ticket address with range requests (206, 416), and so is any download; staff01's
// viewing time is counted by the server from heartbeats (a heartbeat counts at most the time since the previous
// one, capped), and reaching the required time completes the course and writes the training record on the plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEAT_CAP_SECONDS } from '../../src/domain/jypx-study.ts';
import { multipartBody } from './helpers/multipart.ts';
import { mp4, pdf } from './helpers/sample-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic/jypx';
const S = '/zax-cloud/jypx/study';
let t: TestApp;
let admin: string;
let staff: string;
let staffId: number;
let courseId: number;
let planId: number;
let videoBytes: Buffer;
let videoFileId: number;

type Json = Record<string, unknown>;
async function ok(method: 'GET' | 'POST', url: string, token: string, payload?: Json): Promise<Json> {
  const res = await t.call({ method, url, token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Moves staff01's last recorded heartbeat back by `seconds`, as if that time had passed. */
async function wait(seconds: number): Promise<void> {
  await t.db.query(`update jypx_study set last_beat_at = last_beat_at - make_interval(secs => $1) where course_id = $2 and staff_id = $3`, [
    seconds,
    courseId,
    staffId,
  ]);
}
const studyRecords = () =>
  t.db.query<{ data: Json }>("select data from r_training_record where tenant_id = 1001 and not deleted and data->>'source' = 'study'");

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  staff = await t.login('staff01', PASSWORDS.staff01);
  staffId = Number((await t.db.query<{ id: number }>("select id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted"))[0]!.id);
  // An mp4 with 4 KB of media: ftyp, then an mdat box holding numbered bytes.
  const base = mp4();
  const media = Buffer.alloc(4096, 0).map((_, i) => i % 251);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0x10, 0x08]), Buffer.from('mdat'), media]);
  videoBytes = Buffer.concat([base.subarray(0, base.length - 8), mdat]);
  const up = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: admin, ...multipartBody({}, { name: '动火作业.mp4', content: videoBytes }) });
  expect(up.statusCode, up.body).toBe(200);
  videoFileId = up.json().data.id as number;
  courseId = (await ok('POST', `${U}/training-course`, admin, {
    name: '动火作业安全', courseType: 'specialWork', hours: 2, countsHours: true, studyMinutes: 1, video: [String(videoFileId)],
  })).id as number;
  planId = (await ok('POST', `${U}/training-plan`, admin, {
    name: '动火作业专项学习', level: 'plant', kind: 'special', hours: 2, targetRoles: ['employee'], trainer: '李安全', trainees: [staffId], courses: [courseId],
    startDate: '2026-01-01', endDate: '2026-12-31',
  })).id as number;
});
afterAll(() => t.close());

describe('a course video', () => {
  it('refuses a video that is not an mp4 by its content, whatever its name, and stores nothing', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from asset_file');
    const res = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: admin, ...multipartBody({}, { name: '假视频.mp4', content: pdf() }) });
    // A PDF named .mp4 is a document: the file service takes it as one, never as a video.
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kind).toBe('document');
    const course = await t.call({ method: 'POST', url: `${U}/training-course`, token: admin, payload: { name: '假视频课程', courseType: 'basic', hours: 1, video: [String(res.json().data.id)] } });
    expect(course.statusCode, course.body).toBe(400);
    expect(course.json().errors).toEqual([{ field: 'video', message: '课程视频只能是mp4格式的视频文件' }]);
    const text = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: admin, ...multipartBody({}, { name: 'clip.mp4', content: Buffer.from('not a movie at all, just text') }) });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].field).toBe('file');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from asset_file'))[0]!.n).toBe(before[0]!.n + 1);
    expect((await t.db.query<{ n: number }>("select count(*)::int as n from r_training_course where data->>'name' = '假视频课程'"))[0]!.n).toBe(0);
  });

  it('is served by the ticket of an opened course, whole or by range', async () => {
    const opened = await ok('POST', `${S}/open`, staff, { courseId });
    const video = opened.video as { url: string; size: number };
    expect(video.size).toBe(videoBytes.length);
    // No session token: the ticket grants it.
    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(whole.rawPayload, videoBytes)).toBe(0);
    const part = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${videoBytes.length}`);
    expect(Buffer.compare(part.rawPayload, videoBytes.subarray(100, 200))).toBe(0);
    const tail = await t.app.inject({ method: 'GET', url: video.url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, videoBytes.subarray(videoBytes.length - 10))).toBe(0);
    const past = await t.app.inject({ method: 'GET', url: video.url, headers: { range: `bytes=${videoBytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
    const unknown = await t.app.inject({ method: 'GET', url: `${S}/video/${'x'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('is not served once the ticket has expired', async () => {
    const opened = await ok('POST', `${S}/open`, staff, { courseId });
    await t.db.query("update jypx_study set ticket_until = now() - interval '1 second' where course_id = $1 and staff_id = $2", [courseId, staffId]);
    const res = await t.app.inject({ method: 'GET', url: (opened.video as { url: string }).url });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('课程视频不存在或链接已过期，请重新打开课程');
  });

  it('answers a range on the files service download too', async () => {
    const res = await t.call({ method: 'GET', url: `/zax-cloud/asset/file/${videoFileId}`, token: staff, headers: { range: 'bytes=0-15' } });
    expect(res.statusCode).toBe(206);
    expect(Buffer.compare(res.rawPayload, videoBytes.subarray(0, 16))).toBe(0);
  });
});

describe('viewing time', () => {
  it('refuses a heartbeat before the course is opened, of an unknown course, or without a course', async () => {
    const other = (await ok('POST', `${U}/training-course`, admin, { name: '应急处置', courseType: 'emergency', hours: 1 })).id as number;
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from jypx_study');
    const notOpened = await t.call({ method: 'POST', url: `${S}/beat`, token: staff, payload: { courseId: other } });
    expect(notOpened.statusCode).toBe(409);
    expect(notOpened.json().msg).toBe('请先打开课程再学习');
    const unknown = await t.call({ method: 'POST', url: `${S}/beat`, token: staff, payload: { courseId: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('课程不存在或已删除');
    const missing = await t.call({ method: 'POST', url: `${S}/beat`, token: staff, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().errors)).toContain('courseId');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from jypx_study'))[0]!.n).toBe(before[0]!.n);
  });

  it('counts the time between heartbeats, capped, and completes the course at its required time', async () => {
    const opened = await ok('POST', `${S}/open`, staff, { courseId });
    expect(opened.progress).toMatchObject({ required: 60, completed: false });
    const start = (opened.progress as { seconds: number }).seconds;
    // Opening starts the count afresh: a beat at once counts (almost) nothing.
    const first = await ok('POST', `${S}/beat`, staff, { courseId });
    expect(first.counted as number).toBeLessThan(5);
    await wait(20);
    const second = await ok('POST', `${S}/beat`, staff, { courseId });
    expect(second.counted as number).toBeGreaterThanOrEqual(20);
    expect(second.counted as number).toBeLessThan(BEAT_CAP_SECONDS);
    // An hour away counts one heartbeat's cap, not the hour.
    await wait(3600);
    const third = await ok('POST', `${S}/beat`, staff, { courseId });
    expect(third.counted).toBe(BEAT_CAP_SECONDS);
    const after = third.progress as { seconds: number; completed: boolean };
    expect(after.seconds).toBeGreaterThanOrEqual(start + 60);
    expect(after.completed).toBe(true);
    expect(third.completedNow).toBe(true);
    const records = await studyRecords();
    expect(records).toHaveLength(1);
    expect(records[0]!.data).toMatchObject({ staffId, courseId, planId, hours: 2, passed: true, source: 'study', trainingName: '动火作业安全（课程学习）' });
    // The page's first beat after a pause claims nothing, however long the pause.
    await wait(300);
    const restart = await ok('POST', `${S}/beat`, staff, { courseId, restart: true });
    expect(restart.counted).toBe(0);
    // Further study adds time but not a second record.
    await wait(30);
    const fourth = await ok('POST', `${S}/beat`, staff, { courseId });
    expect(fourth.completedNow).toBe(false);
    expect(await studyRecords()).toHaveLength(1);
  });

  it("lists the person's courses with their progress, the plan's first", async () => {
    const mine = (await ok('GET', `${S}/mine`, staff)) as unknown as { id: number; inMyPlan: boolean; hasVideo: boolean; progress: { completed: boolean } }[];
    expect(mine.find((c) => c.id === courseId)).toMatchObject({ inMyPlan: true, hasVideo: true, progress: { completed: true } });
    // The courses of the person's plans come before the others.
    const firstOther = mine.findIndex((c) => !c.inMyPlan);
    expect(firstOther === -1 || mine.slice(firstOther).every((c) => !c.inMyPlan)).toBe(true);
  });
});
