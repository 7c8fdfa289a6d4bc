// Issue 19's figures (docs/training.md "Figures"): scoring 1,000 submitted exams of 100 questions, and an exam of
// 100 questions opened on a phone profile. The submissions go through the server as the taking page sends them
// (POST /zax-cloud/jypx/take/submit with the 100 answers: merged with the saved ones, scored, the attempt closed,
// the result with the right answers returned), timed one after the other by staff01: 50 exams of the same 100
// questions, 20 attempts each (each attempt half right, so failed, so the next may start; a pass would add one
// training record). Alongside, the pure scoring (scoreExam) of 1,000 × 100 answers in process. The phone figure:
// the browser tests' server (demo data, PGlite), aq01 opening /zax/m/x/jypx/take/<exam> (the attempt resumed) on
// the throttled phone profile of the phone section, navigation → the 100th question card in the page.
// Knob: BENCH_EXAM_PHONE_LOADS (5) cold loads timed after one untimed. Printed, no budget.
import { performance } from 'node:perf_hooks';
import type { AnswerKey } from '../../src/domain/jypx-answer-key.ts';
import { scoreExam, type ScoredQuestion } from '../../src/domain/jypx-scoring.ts';
import { TOKEN_KEY } from '../../src/client/config.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';
import { startE2eServer, type E2eServer } from '../e2e/helpers/e2e-server.ts';
import { ensureBuilt } from './client-section.ts';
import { callJson, login } from './http-json.ts';
import { createBank, createExam, EXAM_ATTEMPTS, EXAM_QUESTIONS, halfRight, type Json, type PostJson } from './jypx-exam-seed.ts';
import { summarize } from './percentiles.ts';
import { PHONE_PROFILE, throttle } from './phone-section.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const SUBMISSIONS = 1000;
const DEFAULT_PHONE_LOADS = 5;
const TAKE = '/zax-cloud/jypx/take';
const passwordOf = (login: string) => DEMO_ACCOUNTS.find((a) => a.loginName === login)?.password ?? '';

function poster(target: BenchTarget, token: string): PostJson {
  return async (path, body) => {
    const res = await callJson(target, { method: 'POST', path, body, token });
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as Json;
  };
}

const KEYS: Record<string, AnswerKey> = {
  single: { type: 'single', option: 'A' },
  multiple: { type: 'multiple', options: ['A', 'C'] },
  judge: { type: 'judge', value: false },
  blank: { type: 'blank', blanks: [['30', '三十']] },
};

/** ms for scoreExam over `n` submissions of the bank's questions (after a warm-up of the same). */
function pureScoring(bank: readonly { id: number; type: string }[], answers: ReturnType<typeof halfRight>, n: number): number {
  const questions: ScoredQuestion[] = bank.map((q) => ({ questionId: q.id, key: KEYS[q.type]!, points: 1 }));
  for (let i = 0; i < n; i++) scoreExam(questions, answers, 60);
  const t0 = performance.now();
  let check = 0;
  for (let i = 0; i < n; i++) check += scoreExam(questions, answers, 60).score;
  const elapsed = performance.now() - t0;
  if (check !== n * (EXAM_QUESTIONS / 2)) throw new Error(`scoreExam scored ${check / n} a submission, expected ${EXAM_QUESTIONS / 2}`);
  return elapsed;
}

async function submissions(target: BenchTarget): Promise<Row[]> {
  const admin = poster(target, await login(target, 'qyadmin', passwordOf('qyadmin')));
  const staff = poster(target, await login(target, 'staff01', passwordOf('staff01')));
  const run = Date.now().toString(36);
  const bank = await createBank(admin, `性能测试题库${run}`);
  const answers = halfRight(bank);
  const pure = pureScoring(bank, answers, SUBMISSIONS);
  const samples: number[] = [];
  const wall = performance.now();
  for (let e = 0; samples.length < SUBMISSIONS; e++) {
    const examId = await createExam(admin, `性能测试考试${run}-${e + 1}`, bank);
    for (let a = 0; a < EXAM_ATTEMPTS && samples.length < SUBMISSIONS; a++) {
      const attempt = await staff(`${TAKE}/start`, { examId });
      const t0 = performance.now();
      const done = await staff(`${TAKE}/submit`, { attemptId: attempt.id, answers });
      samples.push(performance.now() - t0);
      if (done.score !== EXAM_QUESTIONS / 2 || done.passed !== false) throw new Error(`a submission scored ${String(done.score)}, expected ${EXAM_QUESTIONS / 2}`);
    }
  }
  const elapsed = performance.now() - wall;
  const s = summarize(samples);
  const total = samples.reduce((n, v) => n + v, 0);
  return [
    {
      metric: `exam submit of ${EXAM_QUESTIONS} questions p50 / p99 (ms)`,
      value: `${ms(s.p50)} / ${ms(s.p99)}`,
      note: `(${s.count} submissions by one person, one at a time, over HTTP: merged, scored, closed, answered with the keys; min ${ms(s.min)}, max ${ms(s.max)})`,
    },
    {
      metric: `${SUBMISSIONS} submitted exams scored (s)`,
      value: (total / 1000).toFixed(1),
      note: `(the submits' sum; ${(elapsed / 1000).toFixed(1)} s with each attempt's start and the ${Math.ceil(SUBMISSIONS / EXAM_ATTEMPTS)} exams' creation)`,
    },
    { metric: `scoreExam, ${SUBMISSIONS} × ${EXAM_QUESTIONS} answers in process (ms)`, value: ms(pure), note: '(the rule alone: no database, no HTTP)' },
  ];
}

function phoneLoads(env: NodeJS.ProcessEnv): number {
  const raw = env.BENCH_EXAM_PHONE_LOADS;
  if (raw === undefined || raw === '') return DEFAULT_PHONE_LOADS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error(`BENCH_EXAM_PHONE_LOADS must be an integer in 1..100, got ${raw}`);
  return n;
}

/** In the page from the first script on: performance.now() when the 100th question card is in the page. */
const WATCH_PAPER = `(() => {
  const shown = () => document.querySelectorAll('[data-testid^="question-"]').length >= ${EXAM_QUESTIONS};
  window.__paperAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => { if (shown()) { observer.disconnect(); resolve(performance.now()); } });
    observer.observe(document, { childList: true, subtree: true });
  });
})();`;

/** One cold load of the exam on the phone: ms to the 100th question, and the bytes of the paper's answer. */
async function openOnPhone(env: E2eServer, token: string, examId: number): Promise<{ at: number; paperBytes: number }> {
  const tab = await env.newPage({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    await tab.context.addCookies([{ name: TOKEN_KEY, value: token, url: env.origin }]);
    await tab.context.addInitScript(WATCH_PAPER);
    await throttle(tab.page);
    const paper = tab.page.waitForResponse((r) => r.url().endsWith(`${TAKE}/start`));
    await tab.page.goto(`${env.origin}/zax/m/x/jypx/take/${examId}`, { waitUntil: 'commit' });
    const at = await tab.page.evaluate(() => (window as unknown as { __paperAt: Promise<number> }).__paperAt);
    const paperBytes = (await (await paper).body()).length;
    if (tab.errors.length) throw new Error(`the phone exam page reported errors: ${tab.errors.join('; ')}`);
    return { at, paperBytes };
  } finally {
    await tab.context.close();
  }
}

async function phoneFigure(): Promise<Row[]> {
  await ensureBuilt();
  const loads = phoneLoads(process.env);
  const env = await startE2eServer();
  try {
    const admin = await env.apiToken('qyadmin', passwordOf('qyadmin'));
    const post: PostJson = async (path, body) => {
      const res = await env.app.inject({ method: 'POST', url: path, payload: body, headers: { authorization: admin } });
      if (res.statusCode !== 200) throw new Error(`POST ${path} answered ${res.statusCode}: ${res.body}`);
      return res.json().data as Json;
    };
    const bank = await createBank(post, '手机考试性能题库');
    const examId = await createExam(post, '手机考试性能测试', bank);
    const token = await env.apiToken('aq01', passwordOf('aq01'));
    const samples: number[] = [];
    let paperBytes = 0;
    for (let i = 0; i <= loads; i++) {
      const one = await openOnPhone(env, token, examId);
      // The first load starts the attempt and warms the server; the timed ones resume it.
      if (i > 0) samples.push(one.at);
      paperBytes = one.paperBytes;
    }
    const s = summarize(samples);
    const profile = `${PHONE_PROFILE.downloadKbps / 1000} Mbps down, ${PHONE_PROFILE.uploadKbps} kbps up, ${PHONE_PROFILE.latencyMs} ms latency, CPU ${PHONE_PROFILE.cpuSlowdown}× slower`;
    return [
      {
        metric: `phone exam of ${EXAM_QUESTIONS} questions shown p50 / p99 (ms)`,
        value: `${ms(s.p50)} / ${ms(s.p99)}`,
        note: `(${s.count} cold loads of /zax/m/x/jypx/take/:id by aq01, the attempt resumed, 360×640 touch, ${profile}; navigation start → the ${EXAM_QUESTIONS}th question in the page; min ${ms(s.min)}, max ${ms(s.max)})`,
      },
      { metric: 'phone exam paper answer (KB)', value: (paperBytes / 1024).toFixed(1), note: `(POST ${TAKE}/start: ${EXAM_QUESTIONS} questions without keys, uncompressed)` },
    ];
  } finally {
    await env.close();
  }
}

let phoneMeasuredOn: string | null = null;

/** Issue 19's figures: the submissions per database; the phone figure once (database-independent). */
export const jypxExamSection: Section = {
  name: 'jypx-exam',
  async run(target): Promise<Row[]> {
    const rows = await submissions(target);
    if (phoneMeasuredOn) return [...rows, { metric: 'phone exam figures', value: '-', note: `(database-independent: measured once, see the ${phoneMeasuredOn} table)` }];
    phoneMeasuredOn = target.database;
    return [...rows, ...(await phoneFigure())];
  },
};
