// Question answer keys by type (issue 19 item 3, spec 001 §9): what a question of each type must carry for its
// key to fit, checked by the question bank's save and its import (src/server/jypx/record-hooks.ts) and read by
// the scoring (jypx-scoring.ts). Pure: the server maps each problem to a catalogue message.

/** The four question types. */
export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'blank'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The blank marker in a fill-in-blank stem: one per blank (spec 001 §9). */
export const BLANK_MARKER = '（____）';
/** Several accepted answers of one blank are separated by five asterisks (spec 001 §9). */
export const ANSWER_SEPARATOR = '*****';
/** The option letters a choice question may use, in order. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
/** True/false keys. */
export const JUDGE_KEYS = ['true', 'false'] as const;

export interface QuestionOption {
  key: string;
  text: string;
}

/** The parts of a question the key is checked against. */
export interface QuestionForKey {
  type: string;
  stem: string;
  options?: readonly QuestionOption[] | null;
  answer: string;
}

/** A key that fits its type, in its normal form. */
export type AnswerKey =
  | { type: 'single'; option: string }
  | { type: 'multiple'; options: string[] }
  | { type: 'judge'; value: boolean }
  /** One entry per blank, in the stem's order: the accepted answers of that blank. */
  | { type: 'blank'; blanks: string[][] };

export type KeyProblem =
  | 'unknownType'
  | 'answerEmpty'
  | 'optionsTooFew'
  | 'optionKeys'
  | 'optionEmpty'
  | 'singleNotOne'
  | 'multipleTooFew'
  | 'answerNotAnOption'
  | 'judgeValue'
  | 'judgeHasOptions'
  | 'blankNoMarker'
  | 'blankCount'
  | 'blankEmptyAlternative';

export type KeyResult = { ok: true; key: AnswerKey } | { ok: false; problem: KeyProblem; field: 'type' | 'answer' | 'options' | 'stem' };

/** How many blank markers the stem holds. */
export function blankCount(stem: string): number {
  return stem.split(BLANK_MARKER).length - 1;
}

/** Letters of a choice key: "A,C", "AC", "a c" and "A、C" all read as [A, C]; sorted and unique. */
export function choiceLetters(answer: string): string[] {
  const letters = answer.toUpperCase().replace(/[\s,，、;；]/g, '').split('');
  return [...new Set(letters)].sort();
}

function checkOptions(options: readonly QuestionOption[] | null | undefined): KeyProblem | null {
  const list = options ?? [];
  if (list.length < 2) return 'optionsTooFew';
  for (let i = 0; i < list.length; i++) {
    if (list[i]!.key !== OPTION_KEYS[i]) return 'optionKeys';
    if (list[i]!.text.trim() === '') return 'optionEmpty';
  }
  return null;
}

/** Whether the key fits the question's type, and the key in its normal form. */
export function parseAnswerKey(q: QuestionForKey): KeyResult {
  const answer = q.answer.trim();
  if (!(QUESTION_TYPES as readonly string[]).includes(q.type)) return { ok: false, problem: 'unknownType', field: 'type' };
  if (answer === '') return { ok: false, problem: 'answerEmpty', field: 'answer' };
  const type = q.type as QuestionType;
  if (type === 'single' || type === 'multiple') {
    const optionProblem = checkOptions(q.options);
    if (optionProblem) return { ok: false, problem: optionProblem, field: 'options' };
    const letters = choiceLetters(answer);
    const known = new Set((q.options ?? []).map((o) => o.key));
    if (letters.some((l) => !known.has(l))) return { ok: false, problem: 'answerNotAnOption', field: 'answer' };
    if (type === 'single') {
      if (letters.length !== 1) return { ok: false, problem: 'singleNotOne', field: 'answer' };
      return { ok: true, key: { type, option: letters[0]! } };
    }
    if (letters.length < 2) return { ok: false, problem: 'multipleTooFew', field: 'answer' };
    return { ok: true, key: { type, options: letters } };
  }
  if (type === 'judge') {
    if ((q.options ?? []).length > 0) return { ok: false, problem: 'judgeHasOptions', field: 'options' };
    const value = judgeValue(answer);
    if (value === null) return { ok: false, problem: 'judgeValue', field: 'answer' };
    return { ok: true, key: { type, value } };
  }
  const blanks = blankCount(q.stem);
  if (blanks === 0) return { ok: false, problem: 'blankNoMarker', field: 'stem' };
  const lines = answer.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length !== blanks) return { ok: false, problem: 'blankCount', field: 'answer' };
  const parsed = lines.map((l) => l.split(ANSWER_SEPARATOR).map((a) => a.trim()));
  if (parsed.some((alts) => alts.some((a) => a === ''))) return { ok: false, problem: 'blankEmptyAlternative', field: 'answer' };
  return { ok: true, key: { type: 'blank', blanks: parsed } };
}

/** A true/false key or answer: true/false, 对/错, 正确/错误, √/×, T/F, 1/0; null when it is none of them. */
export function judgeValue(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['true', 't', '对', '正确', '√', '1', 'yes', 'y'].includes(t)) return true;
  if (['false', 'f', '错', '错误', '×', 'x', '0', 'no', 'n'].includes(t)) return false;
  return null;
}

/** The right answer to show after an exam, in the form a taker answers. */
export function keyAsAnswer(key: AnswerKey): string | string[] | boolean {
  switch (key.type) {
    case 'single':
      return key.option;
    case 'multiple':
      return key.options;
    case 'judge':
      return key.value;
    case 'blank':
      return key.blanks.map((alts) => alts[0]!);
  }
}
