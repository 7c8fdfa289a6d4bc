// An exam as the taking routes read it, and the paper of an attempt: drawn from the bank by the exam's rules
// with the attempt's seed, or its fixed questions. The taker sees the questions without their keys.
import type { QuestionOption, QuestionType } from '../../domain/jypx-answer-key.ts';
import { assembleByRules, assembleFixed, type AssembledQuestion, type AssemblyRule } from '../../domain/jypx-assembly.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { readBank, type BankEntry } from './question-bank.ts';

export interface ExamRow {
  id: number;
  name: string;
  planId: number | null;
  mode: 'rules' | 'fixed';
  timeLimit: number;
  passMark: number;
  maxAttempts: number;
  windowStart: string;
  windowEnd: string;
  showAnswers: boolean;
  oneByOne: boolean;
  participants: number[];
  hours: number | null;
  state: string;
}

const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : v == null || v === '' ? d : Number(v));

export function examOf(id: number, d: Record<string, unknown>): ExamRow {
  return {
    id,
    name: String(d.name ?? ''),
    planId: d.planId == null ? null : num(d.planId),
    mode: d.mode === 'fixed' ? 'fixed' : 'rules',
    timeLimit: num(d.timeLimit, 60),
    passMark: num(d.passMark),
    maxAttempts: num(d.maxAttempts, 1),
    windowStart: String(d.windowStart ?? ''),
    windowEnd: String(d.windowEnd ?? ''),
    showAnswers: d.showAnswers === true,
    oneByOne: d.oneByOne === true,
    participants: Array.isArray(d.participants) ? d.participants.map((x) => num(x)) : [],
    hours: d.hours == null ? null : num(d.hours),
    state: String(d.state ?? 'draft'),
  };
}

/** A live, published exam of the enterprise, or 404. */
export async function readExam(tx: Queryable, tenantId: number, id: number): Promise<ExamRow> {
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>('select id, data from r_exam where tenant_id = $1 and id = $2 and not deleted', [tenantId, id]);
  const row = rows[0];
  if (!row || row.data.state !== 'published') throw notFound(text('jypx.take.notFound'));
  return examOf(Number(row.id), row.data);
}

async function childData(tx: Queryable, table: string, tenantId: number, examId: number): Promise<Record<string, unknown>[]> {
  const rows = await tx.query<{ data: Record<string, unknown> }>(
    `select data from ${table} where tenant_id = $1 and not deleted and (data->>'examId')::bigint = $2 order by sort_order, id`,
    [tenantId, examId],
  );
  return rows.map((r) => r.data);
}

/** The paper of an attempt (question ids and points, in order). */
export async function drawPaper(tx: Queryable, tenantId: number, exam: ExamRow, seed: number): Promise<AssembledQuestion[]> {
  const bank = (await readBank(tx, tenantId)).filter((q) => q.key !== null);
  const result =
    exam.mode === 'fixed'
      ? assembleFixed(
          bank,
          (await childData(tx, 'r_exam_question', tenantId, exam.id)).map((r) => ({ questionId: num(r.questionId), points: num(r.points) })),
        )
      : assembleByRules(
          bank,
          (await childData(tx, 'r_exam_rule', tenantId, exam.id)).map((r) => ({
            type: r.type as AssemblyRule['type'],
            categoryId: r.categoryId == null ? null : num(r.categoryId),
            count: num(r.count),
            points: num(r.points),
          })),
          seed,
        );
  if (!result.ok) throw conflict(text(exam.mode === 'fixed' ? 'jypx.exam.fixedEmpty' : 'jypx.exam.rulesEmpty'));
  return result.questions;
}

/** A question as the taker sees it: no key, no explanation. */
export interface PaperQuestion {
  id: number;
  type: QuestionType;
  stem: string;
  options: QuestionOption[];
  points: number;
  blanks: number;
}

export function paperQuestions(paper: readonly AssembledQuestion[], bank: readonly BankEntry[]): PaperQuestion[] {
  const byId = new Map(bank.map((q) => [q.id, q]));
  return paper.flatMap((p) => {
    const q = byId.get(p.questionId);
    if (!q) return [];
    const blanks = q.key?.type === 'blank' ? q.key.blanks.length : 0;
    return [{ id: q.id, type: q.type, stem: q.stem, options: q.type === 'judge' || q.type === 'blank' ? [] : q.options, points: p.points, blanks }];
  });
}
