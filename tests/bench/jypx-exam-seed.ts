// The exam of the training bench (issue 19's Figures): a bank of 100 questions (the four types in turn: single,
// multiple, judge, fill-in-blank) and a fixed exam of all of them, 1 point each, pass mark 60, created through the
// resource API as an administrator would; and a submission that answers every other question right (50 of 100, so
// the attempt fails and the same person may start the exam again up to its 20 attempts).
import type { GivenAnswer } from '../../src/domain/jypx-scoring.ts';

export type Json = Record<string, unknown>;
/** A POST to the server answering the reply's `data` (throws on a refusal). */
export type PostJson = (path: string, body: Json) => Promise<Json>;

const U = '/zax-cloud/u-basic/jypx';
export const EXAM_QUESTIONS = 100;
export const EXAM_ATTEMPTS = 20;
export const EXAM_PASS_MARK = 60;

interface BenchQuestion {
  id: number;
  type: 'single' | 'multiple' | 'judge' | 'blank';
}

function questionBody(i: number, categoryId: number): Json {
  const base = { categoryId };
  const options = { optionA: `选项甲${i}`, optionB: `选项乙${i}`, optionC: `选项丙${i}`, optionD: `选项丁${i}` };
  switch (i % 4) {
    case 0:
      return { ...base, type: 'single', stem: `第${i + 1}题：动火作业前应办理哪种作业票？`, ...options, choiceAnswer: ['A'] };
    case 1:
      return { ...base, type: 'multiple', stem: `第${i + 1}题：进入受限空间前应分析哪些气体？`, ...options, choiceAnswer: ['A', 'C'] };
    case 2:
      return { ...base, type: 'judge', stem: `第${i + 1}题：监护人可以临时离开作业现场。`, judgeAnswer: 'false' };
    default:
      return { ...base, type: 'blank', stem: `第${i + 1}题：动火分析与动火作业开始的间隔一般不超过（____）分钟。`, blankAnswer: '30*****三十' };
  }
}

/** Creates the bank's 100 questions in a new category. */
export async function createBank(post: PostJson, name: string): Promise<BenchQuestion[]> {
  const category = await post(`${U}/question-category`, { name });
  const out: BenchQuestion[] = [];
  for (let i = 0; i < EXAM_QUESTIONS; i++) {
    const body = questionBody(i, Number(category.id));
    const q = await post(`${U}/question`, body);
    out.push({ id: Number(q.id), type: body.type as BenchQuestion['type'] });
  }
  return out;
}

/** Creates and publishes a fixed exam of the bank's questions (1 point each); answers its id. */
export async function createExam(post: PostJson, name: string, bank: readonly BenchQuestion[]): Promise<number> {
  const exam = await post(`${U}/exam`, {
    name, mode: 'fixed', timeLimit: 120, passMark: EXAM_PASS_MARK, maxAttempts: EXAM_ATTEMPTS, showAnswers: true,
    windowStart: '2020-01-01 00:00:00', windowEnd: '2099-12-31 23:59:59', questions: bank.map((q) => ({ questionId: q.id, points: 1 })),
  });
  await post(`${U}/exam/publish`, { id: exam.id });
  return Number(exam.id);
}

/** Every question answered: half of them right, each type in turn (the blanks in full-width digits, folded by the server), the odd ones wrong. */
export function halfRight(bank: readonly BenchQuestion[]): Record<string, GivenAnswer> {
  const right: Record<BenchQuestion['type'], GivenAnswer> = { single: 'A', multiple: ['C', 'A'], judge: false, blank: ['３０'] };
  const wrong: Record<BenchQuestion['type'], GivenAnswer> = { single: 'B', multiple: ['A'], judge: true, blank: ['45'] };
  return Object.fromEntries(bank.map((q, i) => [String(q.id), ((i + Math.floor(i / 4)) % 2 === 0 ? right : wrong)[q.type]]));
}
