// 教育培训 fixtures of the stories: an exam of four questions being taken, its result, and the person's exams.
import type { MyExam, TakeAttempt } from '../../src/domain/jypx-taking.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';

export const ATTEMPT: TakeAttempt = {
  id: 501, examId: 41, examName: '特殊作业安全知识考试', attemptNo: 1, maxAttempts: 3, oneByOne: false, timeLimit: 30, passMark: 60, total: 100,
  startedAt: '2026-11-28 09:00:00', deadlineAt: '2026-11-28 09:30:00', remainingSeconds: 1500, submitted: false, submittedAt: null,
  score: null, passed: null, showAnswers: true, answers: { 11: 'A' },
  questions: [
    { id: 11, type: 'single', stem: '在生产区域内动火，作业前必须办理哪种作业票？', options: [{ key: 'A', text: '动火安全作业票' }, { key: 'B', text: '临时用电作业票' }], points: 25, blanks: 0 },
    { id: 12, type: 'multiple', stem: '进入受限空间作业前，应分析哪些气体？', options: [{ key: 'A', text: '氧含量' }, { key: 'B', text: '易燃易爆物质浓度' }, { key: 'C', text: '有毒有害气体浓度' }], points: 25, blanks: 0 },
    { id: 13, type: 'judge', stem: '特殊作业期间，监护人可以临时离开现场去做其他工作。', options: [], points: 25, blanks: 0 },
    { id: 14, type: 'blank', stem: '动火分析与动火作业开始的间隔一般不超过（____）分钟。', options: [], points: 25, blanks: 1 },
  ],
};

export const RESULT: TakeAttempt = {
  ...ATTEMPT,
  submitted: true, submittedAt: '2026-11-28 09:12:40', remainingSeconds: 0, score: 75, passed: true,
  answers: { 11: 'A', 12: ['A', 'B', 'C'], 13: true, 14: ['30'] },
  questions: ATTEMPT.questions.map((q) => ({
    ...q,
    right: q.id !== 13,
    rightAnswer: q.id === 11 ? 'A' : q.id === 12 ? ['A', 'B', 'C'] : q.id === 13 ? false : ['30'],
    explanation: q.id === 13 ? '监护人在作业期间不得离开现场。' : null,
  })),
};

export const MY_EXAMS: MyExam[] = [
  { id: 41, name: '特殊作业安全知识考试', timeLimit: 30, passMark: 60, maxAttempts: 3, windowStart: '2026-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59', attempts: 0, bestScore: null, passed: false, openAttemptId: null, lastAttemptId: null, showAnswers: true, remark: '' },
  { id: 42, name: '危险化学品安全考试', timeLimit: 60, passMark: 80, maxAttempts: 2, windowStart: '2026-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59', attempts: 1, bestScore: 90, passed: true, openAttemptId: null, lastAttemptId: 502, showAnswers: false, remark: '' },
];

/** The taking routes: the list, a start answering the attempt, saves, and a submit answering the result. */
export function takeRoutes(): MockRoutes {
  return {
    'GET /jypx/take/mine': okData(MY_EXAMS),
    'POST /jypx/take/start': okData(ATTEMPT),
    'GET /jypx/take/attempt': okData(RESULT),
    'POST /jypx/take/save': okData({ id: ATTEMPT.id, saved: 1, savedAt: '2026-11-28 09:05:12' }),
    'POST /jypx/take/submit': okData(RESULT),
  };
}
