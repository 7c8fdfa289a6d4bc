// Taking an exam in the browser and on the phone (issue 19 item 4, docs/training.md): the shapes the taking routes
// answer (/zax-cloud/jypx/take) and the small rules both pages share — the timer's text, whether a question has
// been answered, an answer as text, and the answers still to be saved (a lost connection loses nothing). Pure.
import type { QuestionOption, QuestionType } from './jypx-answer-key.ts';
import type { GivenAnswer } from './jypx-scoring.ts';

/** A question of the paper as the taker sees it; after the submit (when the exam allows) with its key. */
export interface TakeQuestion {
  id: number;
  type: QuestionType;
  stem: string;
  options: QuestionOption[];
  points: number;
  blanks: number;
  rightAnswer?: GivenAnswer;
  right?: boolean;
  explanation?: string | null;
}

/** An attempt (GET /attempt, POST /start, POST /submit). */
export interface TakeAttempt {
  id: number;
  examId: number;
  examName: string;
  attemptNo: number;
  maxAttempts: number;
  oneByOne: boolean;
  timeLimit: number;
  passMark: number;
  total: number;
  startedAt: string;
  deadlineAt: string;
  remainingSeconds: number;
  submitted: boolean;
  submittedAt: string | null;
  score: number | null;
  passed: boolean | null;
  showAnswers: boolean;
  answers: Record<string, GivenAnswer>;
  questions: TakeQuestion[];
}

/** One of the person's exams (GET /mine). */
export interface MyExam {
  id: number;
  name: string;
  timeLimit: number;
  passMark: number;
  maxAttempts: number;
  windowStart: string;
  windowEnd: string;
  attempts: number;
  bestScore: number | null;
  passed: boolean;
  openAttemptId: number | null;
  lastAttemptId: number | null;
  showAnswers: boolean;
  remark: string;
}

/** What the person can do with an exam now. */
export type MyExamState = 'continue' | 'start' | 'passed' | 'used' | 'notOpen' | 'closed';

/** The exam's state for the person at `now` (its window in the sites' wall time, as `YYYY-MM-DD HH:mm:ss`). */
export function myExamState(e: MyExam, now: string): MyExamState {
  if (e.openAttemptId !== null) return 'continue';
  if (e.passed) return 'passed';
  if (e.attempts >= e.maxAttempts) return 'used';
  if (e.windowStart && now < e.windowStart) return 'notOpen';
  if (e.windowEnd && now > e.windowEnd) return 'closed';
  return 'start';
}

/** The timer's text: `mm:ss`, or `h:mm:ss` from an hour on; never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

/** Whether an answer has been given (every blank filled for a fill-in-blank). */
export function isAnswered(q: Pick<TakeQuestion, 'type' | 'blanks'>, given: GivenAnswer | undefined): boolean {
  if (given === undefined || given === null) return false;
  switch (q.type) {
    case 'single':
      return typeof given === 'string' && given !== '';
    case 'multiple':
      return Array.isArray(given) && given.length > 0;
    case 'judge':
      return typeof given === 'boolean';
    case 'blank':
      return Array.isArray(given) && given.length === q.blanks && given.every((x) => typeof x === 'string' && x.trim() !== '');
  }
}

/** An answer as text: letters joined, 对/错 (the words given), blanks joined by `；`; '' for none. */
export function answerText(given: GivenAnswer | undefined, words: { yes: string; no: string }): string {
  if (given === undefined || given === null) return '';
  if (typeof given === 'boolean') return given ? words.yes : words.no;
  if (typeof given === 'string') return given;
  return given.join(given.every((x) => /^[A-F]$/.test(x)) ? '' : '；');
}

/** The answers given since the last save that the server has not yet taken (the newest of each question). */
export function unsaved(given: Readonly<Record<string, GivenAnswer>>, saved: Readonly<Record<string, GivenAnswer>>): Record<string, GivenAnswer> {
  const out: Record<string, GivenAnswer> = {};
  for (const [id, a] of Object.entries(given)) if (JSON.stringify(a) !== JSON.stringify(saved[id] ?? null)) out[id] = a;
  return out;
}
