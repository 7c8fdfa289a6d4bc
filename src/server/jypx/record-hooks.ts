// 教育培训's record hooks (docs/training.md): a question's key must fit its type (jypx.questionKey), and an
// exam's paper must be drawable from the bank with a pass mark the paper can reach (jypx.examAssembly), and a course's video
// must be a stored mp4 (jypx.courseVideo). They
// run on every write path (the form, the xlsx import, the designer's writes), so a bad key never enters the bank.
import { parseAnswerKey, type KeyProblem } from '../../domain/jypx-answer-key.ts';
import { assembleByRules, assembleFixed, type AssemblyRule, type FixedQuestion } from '../../domain/jypx-assembly.ts';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordWrite } from '../resources/record-hooks.ts';
import { answerFieldOf, answerTextOf, optionsOf, readBank } from './question-bank.ts';

const KEY_MESSAGES: Record<KeyProblem, MessageId> = {
  unknownType: 'jypx.key.unknownType',
  answerEmpty: 'jypx.key.answerEmpty',
  optionsTooFew: 'jypx.key.optionsTooFew',
  optionKeys: 'jypx.key.optionKeys',
  optionEmpty: 'jypx.key.optionEmpty',
  singleNotOne: 'jypx.key.singleNotOne',
  multipleTooFew: 'jypx.key.multipleTooFew',
  answerNotAnOption: 'jypx.key.answerNotAnOption',
  judgeValue: 'jypx.key.judgeValue',
  judgeHasOptions: 'jypx.key.judgeHasOptions',
  blankNoMarker: 'jypx.key.blankNoMarker',
  blankCount: 'jypx.key.blankCount',
  blankEmptyAlternative: 'jypx.key.blankEmptyAlternative',
};

/** Refuses a question whose key does not fit its type, naming the field at fault. */
export function checkQuestionKey(values: Readonly<Record<string, unknown>>): void {
  const options = optionsOf(values);
  const gap = options.findIndex((o) => o.text === '');
  // A filled option after an empty one: the letters would skip.
  if (gap >= 0 && (values.type === 'single' || values.type === 'multiple')) throw fieldError(`option${options[gap]!.key}`, text('jypx.key.optionKeys'));
  const result = parseAnswerKey({
    type: String(values.type ?? ''),
    stem: typeof values.stem === 'string' ? values.stem : '',
    options,
    answer: answerTextOf(values),
  });
  if (result.ok) return;
  const field =
    result.field === 'options'
      ? `option${result.problem === 'optionsTooFew' ? 'B' : 'A'}`
      : result.field === 'answer'
        ? answerFieldOf(values.type)
        : result.field;
  throw fieldError(field, text(KEY_MESSAGES[result.problem]));
}

function rowsOf(v: unknown): Record<string, unknown>[] | null {
  return Array.isArray(v) ? v.filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object') : null;
}

/** The exam's rows of a child: as sent, else as stored. */
async function childRows(w: RecordWrite, key: 'rules' | 'questions', table: string): Promise<Record<string, unknown>[]> {
  const sent = rowsOf(w.taken[key]);
  if (sent) return sent;
  if (w.id === null) return [];
  const rows = await w.s.tx.query<{ data: Record<string, unknown> }>(
    `select data from ${table} where tenant_id = $1 and not deleted and (data->>'examId')::bigint = $2 order by sort_order, id`,
    [w.auth.tenantId, w.id],
  );
  return rows.map((r) => r.data);
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** A published exam's paper must be drawable and its pass mark reachable; a draft may be incomplete. */
async function checkExam(w: RecordWrite, values: Record<string, unknown>): Promise<void> {
  if (values.state !== 'published') return;
  const bank = await readBank(w.s.tx, w.auth.tenantId);
  let total: number;
  if (values.mode === 'fixed') {
    const fixed: FixedQuestion[] = (await childRows(w, 'questions', 'r_exam_question')).map((r) => ({ questionId: num(r.questionId), points: num(r.points) }));
    if (fixed.length === 0) throw fieldError('questions', text('jypx.exam.fixedEmpty'));
    const result = assembleFixed(bank, fixed);
    if (!result.ok) {
      const row = (result.rule ?? 0) + 1;
      throw fieldError(`questions[${row - 1}].questionId`, text(result.problem === 'duplicate' ? 'jypx.exam.fixedDuplicate' : 'jypx.exam.fixedUnknown', { rule: row }));
    }
    total = fixed.reduce((s, q) => s + q.points, 0);
  } else {
    const rules: AssemblyRule[] = (await childRows(w, 'rules', 'r_exam_rule')).map((r) => ({
      type: r.type as AssemblyRule['type'],
      categoryId: r.categoryId == null ? null : num(r.categoryId),
      count: num(r.count),
      points: num(r.points),
    }));
    if (rules.length === 0) throw fieldError('rules', text('jypx.exam.rulesEmpty'));
    const result = assembleByRules(bank.filter((q) => q.key !== null), rules, 1);
    if (!result.ok) {
      const row = (result.rule ?? 0) + 1;
      if (result.problem === 'badCount') throw fieldError(`rules[${row - 1}].count`, text('jypx.exam.ruleBadCount', { rule: row }));
      throw fieldError(`rules[${row - 1}].count`, text('jypx.exam.ruleNotEnough', { rule: row, available: result.available ?? 0 }));
    }
    total = rules.reduce((s, r) => s + r.count * r.points, 0);
  }
  const passMark = num(values.passMark);
  if (passMark > total) throw fieldError('passMark', text('jypx.exam.passMarkTooHigh', { passMark, total }));
}

/** A course's video must be a stored video file (an mp4 by its content: src/server/services/sniff-file.ts) of the enterprise. */
async function checkCourseVideo(w: RecordWrite, values: Record<string, unknown>): Promise<void> {
  const ids = Array.isArray(values.video) ? values.video.map(Number) : [];
  if (ids.length === 0) return;
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw fieldError('video', text('jypx.study.videoNotMp4'));
  const kinds = await w.s.tx.query<{ kind: string }>('select kind from asset_file where tenant_id = $1 and id = any($2::bigint[])', [w.auth.tenantId, ids]);
  if (kinds.length !== ids.length || kinds.some((k) => k.kind !== 'video')) throw fieldError('video', text('jypx.study.videoNotMp4'));
}

export const jypxHooks: ModuleHookSet = {
  module: 'jypx',
  hooks: {
    questionKey: {
      name: 'jypx.questionKey',
      check: async (_w, values) => checkQuestionKey(values),
    },
    examAssembly: {
      name: 'jypx.examAssembly',
      check: checkExam,
    },
    courseVideo: {
      name: 'jypx.courseVideo',
      check: checkCourseVideo,
    },
  },
};
