// Pure display formatting helpers (local time, no dayjs).

/** Anything `formatTime` and `relativeTime` accept as a point in time. */
export type DateInput = Date | string | number;

// 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss' (space or 'T'), without zone: read as local time.
const LOCAL_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * Converts the input to a Date. Zone-less 'YYYY-MM-DD[ HH:mm[:ss[.SSS]]]' strings are read as local time
 * (like dayjs); other strings go through the Date constructor. May return an invalid Date.
 */
export function toDate(d: DateInput): Date {
  if (d instanceof Date) return new Date(d.getTime());
  if (typeof d === 'number') return new Date(d);
  const m = LOCAL_DATE_RE.exec(d.trim());
  if (m) {
    const [, y, mo, da, h = '0', mi = '0', s = '0', ms = '0'] = m;
    return new Date(Number(y), Number(mo) - 1, Number(da), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  }
  return new Date(d);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Formats a time in local time with tokens YYYY MM DD HH mm ss; returns '' for an invalid date. */
export function formatTime(d: DateInput, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return '';
  const values: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => values[token]);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Chinese relative time: <30 s '刚刚', <1 h 'N分钟前' (N at least 1), <1 day 'N小时前', <2 days '1天前',
 * otherwise 'YYYY-MM-DD HH:mm'. Times more than 30 s in the future also get the absolute form; '' if invalid.
 */
export function relativeTime(d: DateInput, now: Date = new Date()): string {
  const date = toDate(d);
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return '';
  const diff = now.getTime() - date.getTime();
  if (diff > -30 * SECOND && diff < 30 * SECOND) return '刚刚';
  if (diff > 0 && diff < HOUR) return `${Math.max(1, Math.floor(diff / MINUTE))}分钟前`;
  if (diff > 0 && diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff > 0 && diff < 2 * DAY) return '1天前';
  return formatTime(date, 'YYYY-MM-DD HH:mm');
}

/**
 * a/b as a percentage with two decimals, e.g. (1, 3) -> '33.33%'.
 * Returns '-' whenever b is 0 (0/0 and x/0 alike) or either input is not a finite number.
 */
export function formatRatio(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '-';
  const pct = (a / b) * 100;
  // Avoid '-0.00%' for tiny negative ratios.
  const text = pct.toFixed(2);
  return `${text === '-0.00' ? '0.00' : text}%`;
}

/** Prefix of every work-permit number. */
export const PERMIT_PREFIX = 'HJZA';

const PERMIT_DIGITS = 13;
const PERMIT_MAX_SEQ = 10 ** PERMIT_DIGITS - 1;
const PERMIT_RE = /^HJZA\d{13}$/;

/** Work-permit number: 'HJZA' + seq zero-padded to 13 digits; RangeError for negative, non-integer or >13-digit seq. */
export function permitId(seq: number): string {
  if (!Number.isInteger(seq) || seq < 0 || seq > PERMIT_MAX_SEQ) {
    throw new RangeError(`permit sequence must be an integer in 0..${PERMIT_MAX_SEQ}, got ${seq}`);
  }
  return PERMIT_PREFIX + String(seq).padStart(PERMIT_DIGITS, '0');
}

/** True for a well-formed work-permit number ('HJZA' + 13 digits). */
export function isPermitId(s: string): boolean {
  return typeof s === 'string' && PERMIT_RE.test(s);
}
