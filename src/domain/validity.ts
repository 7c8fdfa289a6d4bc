// Validity of a document (certificate, commitment, ...): four statuses derived from its dates and its
// void flag (spec 001 §4). Pure; the SQL twin is the CASE expression of src/schema/compile-query.ts.
import { rulesZh } from './i18n/zh/rules.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

export type ValidityStatus = 'NOT_EFFECTIVE' | 'EFFECTIVE' | 'VOIDED' | 'EXPIRED';

export const VALIDITY_STATUSES: readonly ValidityStatus[] = Object.freeze([
  'NOT_EFFECTIVE',
  'EFFECTIVE',
  'VOIDED',
  'EXPIRED',
]);

/** Chinese names of the statuses (the catalogue's `rules.validity.*`). */
export const VALIDITY_LABELS: Readonly<Record<ValidityStatus, string>> = Object.freeze({
  NOT_EFFECTIVE: rulesZh['rules.validity.NOT_EFFECTIVE'],
  EFFECTIVE: rulesZh['rules.validity.EFFECTIVE'],
  VOIDED: rulesZh['rules.validity.VOIDED'],
  EXPIRED: rulesZh['rules.validity.EXPIRED'],
});

/** A status's name in the reader's language. */
export const validityText = (status: ValidityStatus): Text => text(`rules.validity.${status}`);

/** antd tag colours of the statuses. */
export const VALIDITY_COLORS: Readonly<Record<ValidityStatus, string>> = Object.freeze({
  NOT_EFFECTIVE: 'blue',
  EFFECTIVE: 'green',
  VOIDED: 'default',
  EXPIRED: 'red',
});

/** A day as stored: 'YYYY-MM-DD' (longer strings use their first 10 characters) or a Date (its local day). */
export type DayInput = string | Date | null | undefined;

export interface ValidityInput {
  from?: DayInput;
  to?: DayInput;
  voided?: boolean | null;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/** yyyymmdd of a day, or null when missing or not a real date (treated as open-ended). */
function dayNumber(d: DayInput): number | null {
  if (d === null || d === undefined || d === '') return null;
  if (d instanceof Date) {
    if (Number.isNaN(d.getTime())) return null;
    return d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate();
  }
  const m = DAY_RE.exec(d);
  if (!m) return null;
  const [y, mo, da] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(y, mo - 1, da);
  if (probe.getFullYear() !== y || probe.getMonth() !== mo - 1 || probe.getDate() !== da) return null;
  return y * 10000 + mo * 100 + da;
}

/**
 * Status of a document at `now` (local time):
 * voided wins; before the `from` day it is not yet effective; after the end of the `to` day it is
 * expired (both days inclusive); otherwise effective. A missing or malformed date is open-ended.
 */
export function validityStatus(input: ValidityInput, now: Date = new Date()): ValidityStatus {
  if (input.voided === true) return 'VOIDED';
  const today = dayNumber(now);
  if (today === null) throw new RangeError('invalid "now"');
  const from = dayNumber(input.from);
  if (from !== null && today < from) return 'NOT_EFFECTIVE';
  const to = dayNumber(input.to);
  if (to !== null && today > to) return 'EXPIRED';
  return 'EFFECTIVE';
}

/** Chinese label of a status (未生效, 有效, 已作废, 已过期). */
export function validityLabel(status: ValidityStatus): string {
  return VALIDITY_LABELS[status];
}

export function isValidityStatus(s: unknown): s is ValidityStatus {
  return typeof s === 'string' && (VALIDITY_STATUSES as readonly string[]).includes(s);
}
