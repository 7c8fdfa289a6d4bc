// 课程学习 in the browser (issue 19 item 2, docs/training.md "Studying a course"): staff01 opens a course with a video
// from 我的课程; the video (a real H.264 mp4 recorded by the test's chromium) is served by its ticket address and
// plays; a seek past a 12 MB gap is asked of the server as a range and answered 206; the page's heartbeats count
// the viewing time while the video plays (never while it is paused, and the first beat after a pause claims
// nothing), and the beat that reaches the required minute completes the course and writes the training record.
// The page's clock is Playwright's: a heartbeat interval passes at once, and the server's clock is moved back in
// jypx_study (as tests/api/jypx-study.test.ts does) for the time the beat should count.
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BEAT_CAP_SECONDS, BEAT_INTERVAL_SECONDS } from '../../src/domain/jypx-study.ts';
import { multipartBody } from '../api/helpers/multipart.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { recordMp4, withGapBefore } from './helpers/recorded-mp4.ts';

const suite = e2eSuite();
const COURSE = '受限空间作业视频课';
const VIDEO_PATH = '/zax-cloud/jypx/study/video/';
const GAP = 12 << 20;

type Json = Record<string, unknown>;
/** A request of the enterprise administrator straight to the server; answers the reply's `data`. */
async function asAdmin(url: string, body: { payload: Json | Buffer; headers?: Record<string, string> }): Promise<Json> {
  const authorization = await suite.pages.token('qyadmin');
  const res = await suite.env.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
}

/** The course with the recorded video (one minute required, 1 学时), on a plan naming staff01 (张伟) as trainee. */
async function courseWithVideo(video: Buffer): Promise<number> {
  const file = await asAdmin('/zax-cloud/asset/file/upload', multipartBody({}, { name: '受限空间作业.mp4', content: video, type: 'video/mp4' }));
  expect(file.kind).toBe('video');
  const [staff] = await suite.env.db.query<{ id: number }>("select id from staffinfo where tenant_id = 1001 and name = '张伟' and not deleted");
  const course = await asAdmin('/zax-cloud/u-basic/jypx/training-course', { payload: {
    name: COURSE, courseType: 'specialWork', hours: 1, countsHours: true, studyMinutes: 1, video: [String(file.id)],
  } });
  await asAdmin('/zax-cloud/u-basic/jypx/training-plan', { payload: {
    name: '受限空间作业视频学习', level: 'plant', kind: 'special', hours: 1, targetRoles: ['employee'], trainer: '李安全',
    trainees: [Number(staff!.id)], courses: [course.id], startDate: '2026-01-01', endDate: '2026-12-31',
  } });
  return Number(course.id);
}

const videoState = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => {
    let played = 0;
    for (let i = 0; i < v.played.length; i += 1) played += v.played.end(i) - v.played.start(i);
    return { readyState: v.readyState, duration: v.duration, currentTime: v.currentTime, seeking: v.seeking, paused: v.paused, played, error: v.error?.code ?? null };
  });

/** Moves the server's last recorded heartbeat of the course back by `seconds`, as if that time had passed. */
async function timePasses(courseId: number, seconds: number): Promise<void> {
  await suite.env.db.query("update jypx_study set last_beat_at = last_beat_at - make_interval(secs => $1) where course_id = $2", [seconds, courseId]);
}

interface Beat {
  restart: boolean;
  counted: number;
  seconds: number;
  completedNow: boolean;
}
/** The next heartbeat's request and answer, after `act`. */
async function nextBeat(page: Page, act: () => Promise<unknown>): Promise<Beat> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/zax-cloud/jypx/study/beat'));
  await act();
  const res = await answer;
  expect(res.status()).toBe(200);
  const data = (await res.json()).data as { counted: number; completedNow: boolean; progress: { seconds: number } };
  const sent = res.request().postDataJSON() as { restart?: boolean };
  return { restart: sent.restart === true, counted: data.counted, seconds: data.progress.seconds, completedNow: data.completedNow };
}

describe('studying a course with a video', () => {
  it('staff01 opens it from 我的课程: it plays, seeks by a range answered 206, the beats count while it plays and finishing writes the record', async () => {
    const recorder = await suite.env.newPage();
    const recorded = await recordMp4(recorder.page, { seconds: 6, width: 640, height: 360, keyFrameSeconds: 2 });
    await recorder.context.close();
    // The gap before the last fragment: the end of the video lies 12 MB past what the player reads at first.
    const courseId = await courseWithVideo(withGapBefore(recorded, -1, GAP));

    const page = await suite.pages.as('staff01');
    await page.clock.install();
    const videoAnswers: { status: number; range: string | null; contentRange: string | null }[] = [];
    page.on('response', (r: Response) => {
      if (r.url().includes(VIDEO_PATH)) videoAnswers.push({ status: r.status(), range: r.request().headers().range ?? null, contentRange: r.headers()['content-range'] ?? null });
    });
    const beats: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/zax-cloud/jypx/study/beat')) beats.push(r.postData() ?? '');
    });

    await page.goto(suite.env.url('/jypx/my-course'));
    await page.locator('.ant-table-row').filter({ hasText: COURSE }).getByRole('button', { name: /^学\s*习$/ }).click();
    await page.waitForURL((u) => u.pathname === `/zax/jypx/study/${courseId}`);
    const progress = page.getByTestId('study-progress');
    await progress.waitFor();
    expect(await progress.getAttribute('data-seconds')).toBe('0');
    const video = page.getByTestId('course-video');
    await expect.poll(async () => (await videoState(video)).readyState, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const { duration } = await videoState(video);
    expect(duration).toBeGreaterThan(3);
    // The element asks for ranges from the start: every answer is a part with its Content-Range.
    expect(videoAnswers.length).toBeGreaterThan(0);
    expect(videoAnswers.every((a) => a.status === 206 && a.range !== null && /^bytes \d+-\d+\/\d+$/.test(a.contentRange ?? ''))).toBe(true);

    // Seeking near the end, past the gap: the player asks the server for that part.
    const beforeSeek = videoAnswers.length;
    const target = duration - 0.4;
    await video.evaluate((v: HTMLVideoElement, t: number) => {
      v.currentTime = t;
    }, target);
    await expect.poll(async () => (await videoState(video)).seeking, { timeout: 15_000 }).toBe(false);
    expect((await videoState(video)).currentTime).toBeCloseTo(target, 1);
    // The part past the gap was asked for by a range: after the seek, or already while loading (chromium sometimes
    // reads the last fragment ahead, and then serves the seek from what it holds), never by reading through the gap.
    expect(videoAnswers.length).toBeGreaterThanOrEqual(beforeSeek);
    expect(videoAnswers.some((a) => a.status === 206 && Number(/^bytes (\d+)-/.exec(a.contentRange ?? '')?.[1]) > GAP)).toBe(true);

    // It plays (looped, so it keeps playing while the test moves the clock): the played time grows.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.loop = true;
      return v.play();
    });
    await expect.poll(async () => (await videoState(video)).played, { timeout: 15_000 }).toBeGreaterThan(0.5);
    expect((await videoState(video)).error).toBeNull();

    // A heartbeat interval while it plays: the beat counts the time since the opening, at most the cap.
    await timePasses(courseId, 60);
    const first = await nextBeat(page, () => page.clock.runFor(BEAT_INTERVAL_SECONDS * 1000));
    expect(first).toMatchObject({ restart: false, counted: BEAT_CAP_SECONDS, seconds: BEAT_CAP_SECONDS, completedNow: false });
    await expect.poll(() => progress.getAttribute('data-seconds')).toBe(String(BEAT_CAP_SECONDS));

    // Paused: the pause's own beat counts the moments since the last one, then no beat while it stays paused.
    const paused = await nextBeat(page, () => video.evaluate((v: HTMLVideoElement) => v.pause()));
    expect(paused.restart).toBe(false);
    expect(paused.seconds).toBeGreaterThanOrEqual(first.seconds);
    const beatsWhilePaused = beats.length;
    await timePasses(courseId, 600);
    await page.clock.runFor(3 * BEAT_INTERVAL_SECONDS * 1000);
    expect(beats.length).toBe(beatsWhilePaused);

    // Playing again: the first beat claims nothing of the pause.
    const restart = await nextBeat(page, () => video.evaluate((v: HTMLVideoElement) => v.play()));
    expect(restart).toMatchObject({ restart: true, counted: 0, seconds: paused.seconds });

    // The beat that reaches the required minute completes the course: the page says so, the record is written.
    await timePasses(courseId, 60);
    const last = await nextBeat(page, () => page.clock.runFor(BEAT_INTERVAL_SECONDS * 1000));
    expect(last.completedNow).toBe(true);
    expect(last.seconds).toBeGreaterThanOrEqual(60);
    await expect.poll(() => progress.getAttribute('data-completed')).toBe('true');
    await page.getByText('课程已完成，1学时已计入培训记录').waitFor();
    const records = await suite.env.db.query<{ data: Json }>(
      "select r.data from r_training_record r join staffinfo s on s.id = (r.data->>'staffId')::bigint where s.name = '张伟' and not r.deleted and r.data->>'source' = 'study' and (r.data->>'courseId')::bigint = $1",
      [courseId],
    );
    expect(records.map((r) => r.data)).toEqual([expect.objectContaining({ hours: 1, passed: true, trainingName: `${COURSE}（课程学习）` })]);
  });
});
