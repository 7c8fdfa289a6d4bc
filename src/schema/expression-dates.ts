// Dates and times of the expression language and of the record rules, as the ISO strings the forms hold:
// 'YYYY-MM-DD' (a day, its first moment) and 'YYYY-MM-DD HH:mm[:ss[.fff]]' ('T' or a space, with or
// without a zone; without one it is the sites' wall time, UTC+8, as everywhere else). Pure.
import { DEFAULT_TZ_OFFSET_MINUTES } from '../domain/permit-grade.ts';

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|([+-])(\d{2}):?(\d{2}))?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant of a date or a time in milliseconds; undefined for anything else (a string that is no
 * date, 2026-02-30, 25:00, a number).
 */
export function instantOf(v: unknown): number | undefined {
  if (typeof v !== 'string' || v.length > 40) return undefined;
  const m = TIME.exec(v.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone, sign, zh = '0', zm = '0'] = m;
  const offset = zone === undefined ? DEFAULT_TZ_OFFSET_MINUTES : zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(zh) * 60 + Number(zm));
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  // Date.UTC rolls 2026-02-30 over to March and 25:00 to the next day: such a value is no date at all.
  const back = new Date(t);
  const real = back.getUTCMonth() === Number(mo) - 1 && back.getUTCDate() === Number(d) && back.getUTCHours() === Number(h) && back.getUTCMinutes() === Number(mi);
  return Number.isNaN(t) || !real || Number(s) > 59 ? undefined : t - offset * 60_000;
}

/** True for a day without a time ('2026-05-01'). */
export function isDay(v: unknown): v is string {
  return typeof v === 'string' && DAY.test(v.trim());
}

export type DateUnit = 'day' | 'hour' | 'minute';

export const DATE_UNITS: readonly DateUnit[] = Object.freeze(['day', 'hour', 'minute']);

export const UNIT_MS: Readonly<Record<DateUnit, number>> = Object.freeze({ day: 86_400_000, hour: 3_600_000, minute: 60_000 });

/** The wall time (UTC+8) of an instant: 'YYYY-MM-DD HH:mm:ss'. */
export function wallTime(ms: number): string {
  return new Date(ms + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The wall day (UTC+8) of an instant: 'YYYY-MM-DD'. */
export function wallDay(ms: number): string {
  return wallTime(ms).slice(0, 10);
}
