// Control measures and their tasks (dual-prevention §1.5, §4): the default check period of a control level, who
// may do a task, and what an abnormal check hands the hidden-danger register. Pure.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';
import { PERSON_LEVEL_LABELS, type PersonLevel } from './person-level.ts';

/** The frequencies of the schedule keyword a measure's period may take. */
export type CheckFrequency = 'shift' | 'day' | 'week' | 'month' | 'year';

/** §4 defaults: 岗位级 every shift, 班组级 every day, 车间级 every week, 公司级 every month. */
export const DEFAULT_PERIODS: Readonly<Record<PersonLevel, CheckFrequency>> = Object.freeze({
  post: 'shift',
  team: 'day',
  workshop: 'week',
  company: 'month',
});

/** A measure's period: its own when stated, else its control level's default; null without either. */
export function checkPeriod(own: unknown, level: unknown): CheckFrequency | null {
  if (typeof own === 'string' && ['shift', 'day', 'week', 'month', 'year'].includes(own)) return own as CheckFrequency;
  return typeof level === 'string' && Object.hasOwn(DEFAULT_PERIODS, level) ? DEFAULT_PERIODS[level as PersonLevel] : null;
}

/**
 * Whether a person of `personLevel` may do a task of `taskLevel`: only the people of the measure's own level
 * (a 班组级 check is the team's, not the company's). Null when allowed, else the reason.
 */
export function taskLevelRefusal(taskLevel: PersonLevel, personLevel: PersonLevel | null, person: string): Text | null {
  if (personLevel === null) return text('fxfjgk.noLevel', { person, taskLevel: PERSON_LEVEL_LABELS[taskLevel] });
  if (personLevel !== taskLevel) return text('fxfjgk.wrongLevel', { person, taskLevel: PERSON_LEVEL_LABELS[taskLevel], personLevel: PERSON_LEVEL_LABELS[personLevel] });
  return null;
}

/** What an abnormal control-task check hands `registerHiddenDanger` (the yhpc module's intake). */
export interface ControlTaskIntake {
  title: string;
  description?: string;
  source: { kind: 'control-task'; resource: 'control-task'; recordId: number };
  photos?: string[];
}

/** The hidden danger's title and description limits (schemas/modules/yhpc/resources/hidden-danger.json). */
export const INTAKE_TITLE_MAX = 100;
export const INTAKE_DESCRIPTION_MAX = 2000;

export function hiddenDangerIntake(taskId: number, task: Readonly<Record<string, unknown>>): ControlTaskIntake {
  const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
  const name = str(task.name);
  const desc = [str(task.checkContent), str(task.abnormalDesc)].filter(Boolean).join('\n').slice(0, INTAKE_DESCRIPTION_MAX);
  const photos = Array.isArray(task.photos) ? task.photos.filter((p): p is string => typeof p === 'string') : [];
  // A measure's name may be twice as long as a hidden danger's title: the name is cut, the period kept.
  const period = str(task.period) ? `（${str(task.period)}）` : '';
  return {
    title: `${name.slice(0, Math.max(0, INTAKE_TITLE_MAX - period.length))}${period}`,
    ...(desc ? { description: desc } : {}),
    source: { kind: 'control-task', resource: 'control-task', recordId: taskId },
    ...(photos.length ? { photos } : {}),
  };
}

/** Whether a value is one of the control levels (the person levels 公司级 … 岗位级). */
export function isControlLevel(v: unknown): v is PersonLevel {
  return typeof v === 'string' && Object.hasOwn(DEFAULT_PERIODS, v);
}
