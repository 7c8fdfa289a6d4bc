// Exam assembly (issue 19 item 4): an exam is fixed questions, or rules (how many questions of a type, from a
// category, at how many points each) drawn from the bank. The draw is deterministic given a seed (an attempt
// keeps its seed, so its questions can be drawn again and tests can name them); a rule the bank cannot fill
// is refused naming the rule.
import type { QuestionType } from './jypx-answer-key.ts';
import { seededRandom } from './seeded-random.ts';

export interface BankQuestion {
  id: number;
  type: QuestionType;
  /** The category and its ancestors' ids do not matter here: `categories` holds every category it is under. */
  categories: readonly number[];
}

export interface AssemblyRule {
  type: QuestionType;
  /** A category: questions of it or of a category below it. Absent: any category. */
  categoryId?: number | null;
  count: number;
  points: number;
}

export interface FixedQuestion {
  questionId: number;
  points: number;
}

export interface AssembledQuestion {
  questionId: number;
  points: number;
}

export type AssemblyResult =
  | { ok: true; questions: AssembledQuestion[] }
  | { ok: false; problem: 'empty' | 'notEnough' | 'unknownQuestion' | 'duplicate' | 'badCount'; rule?: number; available?: number };


/** Draws by the rules, in the rules' order; a question is drawn at most once across rules. */
export function assembleByRules(bank: readonly BankQuestion[], rules: readonly AssemblyRule[], seed: number): AssemblyResult {
  if (rules.length === 0) return { ok: false, problem: 'empty' };
  const random = seededRandom(seed);
  const taken = new Set<number>();
  const questions: AssembledQuestion[] = [];
  const sorted = [...bank].sort((a, b) => a.id - b.id);
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (!Number.isInteger(rule.count) || rule.count < 1) return { ok: false, problem: 'badCount', rule: r };
    const pool = sorted.filter(
      (q) => q.type === rule.type && !taken.has(q.id) && (rule.categoryId == null || q.categories.includes(rule.categoryId)),
    );
    if (pool.length < rule.count) return { ok: false, problem: 'notEnough', rule: r, available: pool.length };
    // A partial Fisher-Yates shuffle: the first `count` of the pool after it are the draw.
    for (let i = 0; i < rule.count; i++) {
      const j = i + Math.floor(random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      taken.add(pool[i]!.id);
      questions.push({ questionId: pool[i]!.id, points: rule.points });
    }
  }
  return { ok: true, questions };
}

/** Fixed questions: each must be in the bank, once. */
export function assembleFixed(bank: readonly BankQuestion[], fixed: readonly FixedQuestion[]): AssemblyResult {
  if (fixed.length === 0) return { ok: false, problem: 'empty' };
  const ids = new Set(bank.map((q) => q.id));
  const seen = new Set<number>();
  for (let r = 0; r < fixed.length; r++) {
    const f = fixed[r]!;
    if (!ids.has(f.questionId)) return { ok: false, problem: 'unknownQuestion', rule: r };
    if (seen.has(f.questionId)) return { ok: false, problem: 'duplicate', rule: r };
    seen.add(f.questionId);
  }
  return { ok: true, questions: fixed.map((f) => ({ questionId: f.questionId, points: f.points })) };
}

/** The total points of an assembly. */
export function totalPoints(questions: readonly AssembledQuestion[]): number {
  return questions.reduce((sum, q) => sum + q.points, 0);
}
