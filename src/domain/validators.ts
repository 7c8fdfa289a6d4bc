// Pure validation rules for user-entered data (no I/O, no dependencies).
import { rulesZh } from './i18n/zh/rules.ts';
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

/** Message shown when a mobile number is malformed (form validation); MOBILE_TEXT in the reader's language. */
export const MOBILE_TEXT: Text = text('rules.mobile.invalid');
export const MOBILE_MESSAGE = rulesZh['rules.mobile.invalid'];

/** Alternative mobile-number message used by some legacy screens; MOBILE_TEXT_ALT in the reader's language. */
export const MOBILE_TEXT_ALT: Text = text('rules.mobile.fillCorrect');
export const MOBILE_MESSAGE_ALT = rulesZh['rules.mobile.fillCorrect'];

/** A mainland mobile number; MOBILE_PATTERN is its source, for JSON schemas. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const MOBILE_PATTERN = MOBILE_RE.source;

/** True for a mainland mobile number: 11 digits, starting with 1, second digit 3-9. */
export function isMobile(s: string): boolean {
  return typeof s === 'string' && MOBILE_RE.test(s);
}

// local part: common unquoted characters, no leading/trailing/double dots (checked below);
// domain: one or more DNS labels (no leading/trailing hyphen) followed by an alphabetic TLD of 2+ letters.
const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** True for a plain `local@domain.tld` e-mail address (no spaces, exactly one @, TLD of 2+ letters). */
export function isEmail(s: string): boolean {
  if (typeof s !== 'string' || s.length > 254 || !EMAIL_RE.test(s)) return false;
  const local = s.slice(0, s.indexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

// Integer part is '0' or has no leading zero; optional fraction of 1-2 digits.
const AMOUNT_RE = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

/**
 * True for a non-negative decimal amount with at most 2 decimal places.
 * Leading zeros ('01', '00.5'), signs, exponents, surrounding whitespace and a bare trailing dot ('1.') are rejected.
 * Numbers are checked through their shortest string form, so 0.1 + 0.2 (0.30000000000000004) is rejected.
 */
export function isAmount(s: string | number): boolean {
  if (typeof s === 'number') {
    if (!Number.isFinite(s) || s < 0) return false;
    return AMOUNT_RE.test(String(s));
  }
  return typeof s === 'string' && AMOUNT_RE.test(s);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
const ID_RE = /^\d{17}[\dXx]$/;

/** ISO 7064 MOD 11-2 check character ('0'-'9' or 'X') for the first 17 digits of a resident ID. */
export function nationalIdCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('expected exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/**
 * True for an 18-character PRC resident ID: 17 digits + check character (digit, 'X' or 'x'),
 * a real birth date YYYYMMDD at positions 7-14 (year 1900..now, not after `now` in local time),
 * and a correct ISO 7064 MOD 11-2 check character.
 */
export function isNationalId(s: string, now: Date = new Date()): boolean {
  if (typeof s !== 'string' || !ID_RE.test(s)) return false;

  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;

  const nowYear = now.getFullYear();
  const nowMonth = now.getMonth() + 1;
  const nowDay = now.getDate();
  const birth = year * 10000 + month * 100 + day;
  if (birth > nowYear * 10000 + nowMonth * 100 + nowDay) return false;

  return nationalIdCheckChar(s.slice(0, 17)) === s[17].toUpperCase();
}

const EXTERNAL_RE = /^(https?:|mailto:|tel:)/;

/** True for links that leave the app: http(s):, mailto: and tel: (same rule as vue-element-admin `isExternal`). */
export function isExternalLink(s: string): boolean {
  return typeof s === 'string' && EXTERNAL_RE.test(s);
}

/**
 * True for the address a browser plays a video stream from (a camera's 预览地址, docs/video.md): an http(s) URL with a
 * host, or an absolute path of this site (`/zax/demo-video/test.m3u8`); no blanks. Anything else (a name, an
 * `rtsp://` address the browser cannot open, `javascript:`) is refused.
 */
export function isStreamUrl(s: string): boolean {
  if (typeof s !== 'string' || /\s/.test(s)) return false;
  if (/^\/[^/\\]/.test(s)) return true;
  if (!/^https?:\/\/[^/\\?#]/i.test(s)) return false;
  try {
    return new URL(s).hostname !== '';
  } catch {
    return false;
  }
}

const CAS_RE = /^(\d{2,7})-(\d{2})-(\d)$/;

/**
 * True for a CAS Registry Number `NNNNNNN-NN-R`: 2 to 7 digits, 2 digits, and a check digit R equal to the sum of
 * the other digits weighted 1, 2, 3, ... from the right, modulo 10 (7732-18-5: (8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6) mod 10 = 5).
 */
export function isCasNumber(s: string): boolean {
  if (typeof s !== 'string') return false;
  const m = CAS_RE.exec(s);
  if (!m) return false;
  const digits = (m[1] + m[2]).split('').reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}
