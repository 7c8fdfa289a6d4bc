// The instant of a deadline field's value (issue 14 item 3): a date is due by the end of that day, a date-time
// at that time; values without a zone are local to the sites (Asia/Shanghai, UTC+8, no daylight saving). Pure.

const MIN = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The deadline a value sets, or null when it is empty or not a date. */
export function deadlineInstant(value: unknown, offsetMinutes = 480): Date | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  let m = DATE.exec(v);
  if (m) {
    const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1) - offsetMinutes * MIN;
    return Number.isNaN(t) ? null : new Date(t);
  }
  m = DATE_TIME.exec(v);
  if (!m) return null;
  if (m[7]) {
    const d = new Date(v.replace(' ', 'T'));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)) - offsetMinutes * MIN;
  return Number.isNaN(t) ? null : new Date(t);
}

/**
 * The due time an inbox shows for a deadline field's value: a date-time as it is; a date by its last second at the
 * sites (2026-12-07 → 23:59:59 that day, UTC+8), not the midnight that begins it nor the one after it.
 */
export function inboxDue(value: unknown, offsetMinutes = 480): Date | null {
  const due = deadlineInstant(value, offsetMinutes);
  if (!due) return null;
  return typeof value === 'string' && DATE.test(value.trim()) ? new Date(due.getTime() - 1000) : due;
}

/** 'YYYY-MM-DD HH:mm' of an instant at the sites' offset. */
export function localMinute(d: Date, offsetMinutes = 480): string {
  return new Date(d.getTime() + offsetMinutes * MIN).toISOString().slice(0, 16).replace('T', ' ');
}

/** The stages a deadline has reached at `now`: warn (within the reminder), due, escalated (after the grace). */
export function deadlineStages(
  due: Date,
  now: Date,
  opts: { remindBeforeHours: number; escalateAfterHours?: number },
): ('warn' | 'due' | 'escalated')[] {
  const t = now.getTime();
  const d = due.getTime();
  if (t < d) return t >= d - opts.remindBeforeHours * 60 * MIN ? ['warn'] : [];
  const out: ('due' | 'escalated')[] = ['due'];
  if (opts.escalateAfterHours !== undefined && t >= d + opts.escalateAfterHours * 60 * MIN) out.push('escalated');
  return out;
}
