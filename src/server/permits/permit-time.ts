// Times in permit payloads: ISO 8601 with a zone, or the spec's default 'YYYY-MM-DD HH:mm:ss' (spec 001 §9)
// read as a wall time of the sites (UTC+8, the domain's DEFAULT_TZ_OFFSET_MINUTES).
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import { fieldError } from '../http/app-error.ts';

/** Pattern of an accepted time (JSON schema `pattern`). */
export const TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?$';
/** Pattern of a day 'YYYY-MM-DD'. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

function zone(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const a = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** Minutes east of UTC of a time string's zone; the sites' offset when it has none. */
function offsetOf(s: string): number {
  const m = /(Z|([+-])(\d{2}):?(\d{2}))$/.exec(s);
  if (!m) return DEFAULT_TZ_OFFSET_MINUTES;
  if (m[1] === 'Z') return 0;
  return (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
}

/** The instant of a time string; a 400 naming `field` when it is not a real time (2026-02-30 included). */
export function parseTime(value: string, field: string, title: string | Text): Date {
  const v = value.trim();
  const offset = offsetOf(v);
  const s = v.replace(' ', 'T') + (/(Z|[+-]\d{2}:?\d{2})$/.test(v) ? '' : zone(offset));
  const t = Date.parse(s);
  // Date.parse rolls 2026-02-30 over to March: the day read back at the same offset must be the one written.
  const sameDay = !Number.isNaN(t) && new Date(t + offset * 60_000).toISOString().slice(0, 10) === v.slice(0, 10);
  if (!new RegExp(TIME_PATTERN).test(v) || !sameDay) throw fieldError(field, text('server.validation.type', { title }));
  return new Date(t);
}

/** Optional time: undefined, null or '' give null. */
export function parseOptionalTime(value: string | null | undefined, field: string, title: string | Text): Date | null {
  return value == null || value === '' ? null : parseTime(value, field, title);
}

/** The first instant of a site's day 'YYYY-MM-DD' (local midnight) plus `days`; null when it is no real day. */
export function dayStart(day: string, days = 0): Date | null {
  const t = Date.parse(`${day}T00:00:00${zone(DEFAULT_TZ_OFFSET_MINUTES)}`);
  if (Number.isNaN(t) || new Date(t + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10) !== day) return null;
  return new Date(t + days * 86_400_000);
}
