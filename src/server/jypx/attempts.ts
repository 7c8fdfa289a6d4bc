// Taking an exam (issue 19 item 4, docs/training.md): start an attempt (the paper drawn, the clock started),
// save answers as they are given, submit; scored on the server. An attempt left past its deadline (a lost
// connection, a closed phone) is scored from its saved answers the next time it is read, so nothing given is lost.
import { keyAsAnswer } from '../../domain/jypx-answer-key.ts';
import { examAssignedTo, type PlanTrainees } from '../../domain/jypx-assignment.ts';
import type { AssembledQuestion } from '../../domain/jypx-assembly.ts';
import { answerShapeFits, isRight, scoreExam, SUBMIT_GRACE_SECONDS, type GivenAnswer } from '../../domain/jypx-scoring.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError, forbidden, notFound } from '../http/app-error.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { staffOfUser } from '../workflow/who.ts';
import { drawPaper, paperQuestions, readExam, type ExamRow } from './exam-paper.ts';
import { readBank } from './question-bank.ts';
import type { MyExam, TakeAttempt } from '../../domain/jypx-taking.ts';
import { writeExamRecord } from './training-records.ts';

interface AttemptRow {
  id: number;
  exam_id: number;
  staff_id: number;
  attempt_no: number;
  paper: AssembledQuestion[];
  answers: Record<string, GivenAnswer>;
  started_at: Date;
  deadline_at: Date;
  submitted_at: Date | null;
  score: number | null;
  total: number;
  passed: boolean | null;
}

const COLUMNS = 'id, exam_id, staff_id, attempt_no, paper, answers, started_at, deadline_at, submitted_at, score, total, passed';

/** A date-time field's text (the sites' wall time, UTC+8) as an instant. */
export function siteInstant(s: string): Date {
  const iso = s.trim().replace(' ', 'T');
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}+08:00`);
}

function fmt(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function myStaff(tx: Queryable, auth: AuthContext): Promise<number> {
  const staffId = await staffOfUser(tx, auth.tenantId, auth.userId);
  if (staffId === null) throw conflict(text('jypx.take.noStaff'));
  return Number(staffId);
}

function normalise(r: AttemptRow): AttemptRow {
  return {
    ...r,
    id: Number(r.id),
    exam_id: Number(r.exam_id),
    staff_id: Number(r.staff_id),
    total: Number(r.total),
    score: r.score === null ? null : Number(r.score),
    started_at: new Date(r.started_at),
    deadline_at: new Date(r.deadline_at),
    submitted_at: r.submitted_at === null ? null : new Date(r.submitted_at),
  };
}

async function attemptsOf(tx: Queryable, tenantId: number, examId: number, staffId: number): Promise<AttemptRow[]> {
  const rows = await tx.query<AttemptRow>(
    `select ${COLUMNS} from jypx_attempt where tenant_id = $1 and exam_id = $2 and staff_id = $3 order by attempt_no for update`,
    [tenantId, examId, staffId],
  );
  return rows.map(normalise);
}

const pastGrace = (a: AttemptRow, now: Date) => now.getTime() > a.deadline_at.getTime() + SUBMIT_GRACE_SECONDS * 1000;

/** Scores an attempt and closes it; a pass writes the person's training record. */
async function finish(tx: Queryable, auth: AuthContext, exam: ExamRow, a: AttemptRow, at: Date): Promise<AttemptRow> {
  const bank = await readBank(tx, auth.tenantId, a.paper.map((p) => p.questionId));
  const keys = new Map(bank.map((q) => [q.id, q.key]));
  const scored = a.paper.flatMap((p) => {
    const key = keys.get(p.questionId);
    return key ? [{ questionId: p.questionId, key, points: p.points }] : [];
  });
  const result = scoreExam(scored, a.answers, exam.passMark);
  await tx.query('update jypx_attempt set submitted_at = $3, score = $4, passed = $5 where tenant_id = $1 and id = $2', [
    auth.tenantId,
    a.id,
    at,
    result.score,
    result.passed,
  ]);
  if (result.passed) await writeExamRecord(tx, auth, exam, a.staff_id, result.score, at);
  return { ...a, submitted_at: at, score: result.score, passed: result.passed };
}

/** Closes the person's attempts left past their deadline, scored from what they saved. */
async function closeExpired(tx: Queryable, auth: AuthContext, exam: ExamRow, rows: AttemptRow[], now: Date): Promise<AttemptRow[]> {
  const out: AttemptRow[] = [];
  for (const a of rows) out.push(a.submitted_at === null && pastGrace(a, now) ? await finish(tx, auth, exam, a, a.deadline_at) : a);
  return out;
}

/** What the taker sees of an attempt: the questions without keys, the saved answers; after, the score and (when the exam allows) the keys. */
async function view(tx: Queryable, tenantId: number, exam: ExamRow, a: AttemptRow, now: Date): Promise<TakeAttempt> {
  const bank = await readBank(tx, tenantId, a.paper.map((p) => p.questionId));
  const done = a.submitted_at !== null;
  const questions = paperQuestions(a.paper, bank).map((q) => {
    if (!done || !exam.showAnswers) return q;
    const entry = bank.find((b) => b.id === q.id);
    const key = entry?.key ?? null;
    return { ...q, rightAnswer: key ? keyAsAnswer(key) : null, right: key ? isRight(key, a.answers[String(q.id)] ?? null) : false, explanation: entry?.explanation ?? null };
  });
  return {
    id: a.id,
    examId: exam.id,
    examName: exam.name,
    attemptNo: Number(a.attempt_no),
    maxAttempts: exam.maxAttempts,
    oneByOne: exam.oneByOne,
    timeLimit: exam.timeLimit,
    passMark: exam.passMark,
    total: a.total,
    startedAt: fmt(a.started_at),
    deadlineAt: fmt(a.deadline_at),
    remainingSeconds: done ? 0 : Math.max(0, Math.floor((a.deadline_at.getTime() - now.getTime()) / 1000)),
    submitted: done,
    submittedAt: a.submitted_at ? fmt(a.submitted_at) : null,
    score: done ? a.score : null,
    passed: done ? a.passed : null,
    showAnswers: done && exam.showAnswers,
    answers: a.answers,
    questions,
  };
}
export type AttemptView = TakeAttempt;

/** The trainees of the live plans naming each exam as their final exam. */
async function planTrainees(tx: Queryable, tenantId: number, examIds: readonly number[]): Promise<Map<number, PlanTrainees[]>> {
  const out = new Map<number, PlanTrainees[]>();
  if (examIds.length === 0) return out;
  const rows = await tx.query<{ exam_id: number; trainees: unknown }>(
    `select (data->>'examId')::bigint as exam_id, data->'trainees' as trainees from r_training_plan
      where tenant_id = $1 and not deleted and (data->>'examId')::bigint = any($2::bigint[])`,
    [tenantId, examIds],
  );
  for (const r of rows) {
    const list = out.get(Number(r.exam_id)) ?? [];
    list.push(Array.isArray(r.trainees) ? r.trainees.map(Number) : []);
    out.set(Number(r.exam_id), list);
  }
  return out;
}

/** Starts an attempt, or resumes the person's open one. */
export async function startAttempt(tx: Queryable, auth: AuthContext, examId: number, now = new Date()): Promise<AttemptView> {
  const staffId = await myStaff(tx, auth);
  const exam = await readExam(tx, auth.tenantId, examId);
  const plans = (await planTrainees(tx, auth.tenantId, [examId])).get(examId) ?? [];
  if (!examAssignedTo(staffId, exam.participants, plans)) throw forbidden(text('jypx.take.notParticipant'));
  const rows = await closeExpired(tx, auth, exam, await attemptsOf(tx, auth.tenantId, examId, staffId), now);
  const open = rows.find((a) => a.submitted_at === null);
  if (open) return view(tx, auth.tenantId, exam, open, now);
  const opens = siteInstant(exam.windowStart);
  const closes = siteInstant(exam.windowEnd);
  if (now < opens) throw conflict(text('jypx.take.notOpen', { at: exam.windowStart }));
  if (now > closes) throw conflict(text('jypx.take.closed', { at: exam.windowEnd }));
  if (rows.some((a) => a.passed)) throw conflict(text('jypx.take.alreadyPassed'));
  if (rows.length >= exam.maxAttempts) throw conflict(text('jypx.take.noAttemptsLeft', { max: exam.maxAttempts }));
  const seed = Math.floor(Math.random() * 2 ** 31);
  const paper = await drawPaper(tx, auth.tenantId, exam, seed);
  const total = paper.reduce((s, q) => s + q.points, 0);
  const deadline = new Date(Math.min(now.getTime() + exam.timeLimit * 60_000, closes.getTime()));
  const inserted = await tx.query<AttemptRow>(
    `insert into jypx_attempt (tenant_id, exam_id, staff_id, attempt_no, seed, paper, started_at, deadline_at, total)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [auth.tenantId, examId, staffId, rows.length + 1, seed, JSON.stringify(paper), now, deadline, total],
  );
  return view(tx, auth.tenantId, exam, normalise(inserted[0]!), now);
}

async function myAttempt(tx: Queryable, auth: AuthContext, attemptId: number): Promise<{ exam: ExamRow; a: AttemptRow }> {
  const staffId = await myStaff(tx, auth);
  const rows = await tx.query<AttemptRow>(`select ${COLUMNS} from jypx_attempt where tenant_id = $1 and id = $2 and staff_id = $3 for update`, [
    auth.tenantId,
    attemptId,
    staffId,
  ]);
  if (!rows[0]) throw notFound(text('jypx.take.attemptNotFound'));
  const a = normalise(rows[0]);
  return { exam: await readExam(tx, auth.tenantId, a.exam_id), a };
}

/** Reads an attempt (closing it when found past its deadline). */
export async function readAttempt(tx: Queryable, auth: AuthContext, attemptId: number, now = new Date()): Promise<AttemptView> {
  const { exam, a } = await myAttempt(tx, auth, attemptId);
  const [current] = await closeExpired(tx, auth, exam, [a], now);
  return view(tx, auth.tenantId, exam, current!, now);
}

/** The answers merged over the saved ones, each checked: a question of the paper, in its type's form. */
async function merged(tx: Queryable, tenantId: number, a: AttemptRow, answers: Readonly<Record<string, unknown>>): Promise<Record<string, GivenAnswer>> {
  const bank = await readBank(tx, tenantId, a.paper.map((p) => p.questionId));
  const byId = new Map(bank.map((q) => [String(q.id), q]));
  const inPaper = new Set(a.paper.map((p) => String(p.questionId)));
  const out: Record<string, GivenAnswer> = { ...a.answers };
  for (const [id, given] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!inPaper.has(id) || !q) throw fieldError(`answers.${id}`, text('jypx.take.questionNotInExam', { id }));
    const blanks = q.key?.type === 'blank' ? q.key.blanks.length : 0;
    if (!answerShapeFits(q.type, blanks, given)) throw fieldError(`answers.${id}`, text('jypx.take.answerShape', { id }));
    out[id] = given as GivenAnswer;
  }
  return out;
}

function assertOpen(a: AttemptRow, now: Date): void {
  if (a.submitted_at !== null) throw conflict(text('jypx.take.submitted'));
  if (pastGrace(a, now)) throw conflict(text('jypx.take.timeUp', { at: fmt(a.deadline_at) }));
}

/** Saves answers as they are given. */
export async function saveAnswers(tx: Queryable, auth: AuthContext, attemptId: number, answers: Readonly<Record<string, unknown>>, now = new Date()) {
  const { a } = await myAttempt(tx, auth, attemptId);
  assertOpen(a, now);
  const all = await merged(tx, auth.tenantId, a, answers);
  await tx.query('update jypx_attempt set answers = $3, saved_at = $4 where tenant_id = $1 and id = $2', [auth.tenantId, a.id, JSON.stringify(all), now]);
  return { id: a.id, saved: Object.keys(answers).length, savedAt: fmt(now) };
}

/** Submits: the last answers merged, scored on the server; a pass writes the training record. */
export async function submitAttempt(tx: Queryable, auth: AuthContext, attemptId: number, answers: Readonly<Record<string, unknown>>, now = new Date()) {
  const { exam, a } = await myAttempt(tx, auth, attemptId);
  assertOpen(a, now);
  const all = await merged(tx, auth.tenantId, a, answers);
  await tx.query('update jypx_attempt set answers = $3, saved_at = $4 where tenant_id = $1 and id = $2', [auth.tenantId, a.id, JSON.stringify(all), now]);
  const done = await finish(tx, auth, exam, { ...a, answers: all }, now);
  return view(tx, auth.tenantId, exam, done, now);
}

/** The published exams the person may take (assigned through the plans naming them), with their attempts. */
export async function myExams(tx: Queryable, auth: AuthContext): Promise<MyExam[]> {
  const staffId = await myStaff(tx, auth);
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id, data from r_exam where tenant_id = $1 and not deleted and data->>'state' = 'published' order by id desc limit 200`,
    [auth.tenantId],
  );
  const attempts = await tx.query<{ exam_id: number; n: number; best: number | null; passed: boolean; open_id: number | null; last_id: number }>(
    `select exam_id, count(*)::int as n, max(score) as best, coalesce(bool_or(passed), false) as passed,
            max(case when submitted_at is null then id end) as open_id, max(id) as last_id
       from jypx_attempt where tenant_id = $1 and staff_id = $2 group by exam_id`,
    [auth.tenantId, staffId],
  );
  const byExam = new Map(attempts.map((r) => [Number(r.exam_id), r]));
  const plans = await planTrainees(tx, auth.tenantId, rows.map((r) => Number(r.id)));
  return rows
    .map((r) => ({ exam: r, d: r.data }))
    .filter(({ exam, d }) => examAssignedTo(staffId, Array.isArray(d.participants) ? d.participants.map(Number) : [], plans.get(Number(exam.id)) ?? []))
    .map(({ exam, d }) => {
      const mine = byExam.get(Number(exam.id));
      return {
        id: Number(exam.id),
        name: String(d.name ?? ''),
        timeLimit: Number(d.timeLimit ?? 0),
        passMark: Number(d.passMark ?? 0),
        maxAttempts: Number(d.maxAttempts ?? 1),
        windowStart: String(d.windowStart ?? ''),
        windowEnd: String(d.windowEnd ?? ''),
        attempts: mine?.n ?? 0,
        bestScore: mine?.best == null ? null : Number(mine.best),
        passed: mine?.passed ?? false,
        openAttemptId: mine?.open_id == null ? null : Number(mine.open_id),
        lastAttemptId: mine ? Number(mine.last_id) : null,
        showAnswers: d.showAnswers === true,
        remark: typeof d.remark === 'string' ? d.remark : '',
      };
    });
}
