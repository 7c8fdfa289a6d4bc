// Scoring an exam on the server (issue 19 item 4): each question is right or wrong as a whole (a multiple choice
// only when the exact set was chosen; a fill-in-blank only when every blank matches one of its accepted answers
// after trimming and folding full-width characters to half-width); the score is the sum of the right
// questions' points. Pure, so that the bench can time it and the unit tests can table it.
import { choiceLetters, judgeValue, type AnswerKey } from './jypx-answer-key.ts';

/** A taker's answer as sent: a letter, letters, true/false, or one text per blank. */
export type GivenAnswer = string | readonly string[] | boolean | null;

/**
 * Full-width ASCII (U+FF01..U+FF5E) to half-width and the ideographic space to a space, then trimmed, with
 * runs of white space inside made one space: "ＣＯ２ " and "CO2" compare equal. Letters keep their case
 * (CO is not Co).
 */
export function foldWidth(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCodePoint(code - 0xfee0);
    else if (code === 0x3000) out += ' ';
    else out += ch;
  }
  return out.trim().replace(/\s+/g, ' ');
}

function asList(given: GivenAnswer): string[] {
  if (given === null || typeof given === 'boolean') return [];
  return typeof given === 'string' ? [given] : [...given];
}

/** Whether the answer given is right for the key. An answer of the wrong shape is wrong, never an error. */
export function isRight(key: AnswerKey, given: GivenAnswer): boolean {
  if (given === null) return false;
  switch (key.type) {
    case 'single': {
      const letters = choiceLetters(asList(given).join(''));
      return letters.length === 1 && letters[0] === key.option;
    }
    case 'multiple': {
      const letters = choiceLetters(asList(given).join(','));
      return letters.length === key.options.length && letters.every((l, i) => l === key.options[i]);
    }
    case 'judge': {
      const value = typeof given === 'boolean' ? given : judgeValue(asList(given).join(''));
      return value === key.value;
    }
    case 'blank': {
      const texts = asList(given);
      if (texts.length !== key.blanks.length) return false;
      return key.blanks.every((alts, i) => {
        const answer = foldWidth(texts[i]!);
        return answer !== '' && alts.some((a) => foldWidth(a) === answer);
      });
    }
  }
}

export interface ScoredQuestion {
  questionId: number;
  key: AnswerKey;
  points: number;
}

export interface ExamScore {
  score: number;
  total: number;
  passed: boolean;
  right: number[];
}

/** The score of one submission: the sum of the points of the questions answered right. */
export function scoreExam(questions: readonly ScoredQuestion[], answers: Readonly<Record<string, GivenAnswer>>, passMark: number): ExamScore {
  let score = 0;
  let total = 0;
  const right: number[] = [];
  for (const q of questions) {
    total += q.points;
    if (isRight(q.key, answers[String(q.questionId)] ?? null)) {
      score += q.points;
      right.push(q.questionId);
    }
  }
  score = Math.round(score * 100) / 100;
  return { score, total, passed: score >= passMark, right };
}

/** A submission this many seconds past the deadline is still taken (a slow network); later ones are refused. */
export const SUBMIT_GRACE_SECONDS = 30;

/** Whether an answer has the form its question type takes (null clears it). */
export function answerShapeFits(type: string, blanks: number, given: unknown): boolean {
  if (given === null) return true;
  switch (type) {
    case 'single':
      return typeof given === 'string' && given.length <= 8;
    case 'multiple':
      return Array.isArray(given) && given.length <= 8 && given.every((x) => typeof x === 'string' && x.length <= 8);
    case 'judge':
      return typeof given === 'boolean';
    case 'blank':
      return Array.isArray(given) && given.length === blanks && given.every((x) => typeof x === 'string' && x.length <= 500);
    default:
      return false;
  }
}
