// The `schedule` keyword's record hook: a plan record is refused (400 naming the field) when its frequency
// is none of the frequencies, when its rule can never fire (no weekday, no time, a time that is not HH:mm),
// or when it runs each shift and the enterprise has no shift calendar yet. A generated task that is deleted
// leaves the inbox (its `task` waiting row goes).
import { text } from '../../domain/i18n/text.ts';
import { FREQUENCIES, ruleProblem, type Frequency } from '../../domain/schedule-calendar.ts';
import { fieldError } from '../http/app-error.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { clearTaskWaiting, readShiftCalendar } from './schedule-store.ts';

/** Whether a resource is some plan's target (its records may wait in the inbox as tasks). */
function isScheduleTarget(key: string): boolean {
  return resourceRegistry().all.some((r) => r.schedule?.target === key);
}

export const scheduleHook: RecordHook = {
  name: 'schedule',
  async check(w, values) {
    const spec = w.s.c.resource.schedule;
    if (!spec) return;
    const field = 'field' in spec.frequency ? spec.frequency.field : null;
    const frequency = field === null ? ('fixed' in spec.frequency ? spec.frequency.fixed : undefined) : values[field];
    if (frequency === undefined) return;
    if (!FREQUENCIES.includes(frequency as Frequency)) throw fieldError(field ?? 'frequency', text('schedule.record.frequency', { field: field ?? 'frequency' }));
    if (frequency === 'rule' && spec.ruleField) {
      const problem = ruleProblem(values[spec.ruleField]);
      if (problem) throw fieldError(spec.ruleField, text('schedule.record.rule', { field: w.s.c.resource.form.properties[spec.ruleField]?.title ?? spec.ruleField, reason: text(problem) }));
    }
    if (frequency === 'shift' && !(await readShiftCalendar(w.s.tx, w.auth.tenantId))?.shifts.length) {
      const name = field ?? 'frequency';
      throw fieldError(name, text('schedule.record.noCalendar', { field: w.s.c.resource.form.properties[name]?.title ?? name }));
    }
  },
  async deleted(s, auth, ids) {
    if (isScheduleTarget(s.c.resource.key)) await clearTaskWaiting(s.tx, auth.tenantId, s.c.resource.key, ids);
  },
};
