// Server-only password policy: spec 001 §5's strength rule, then a deny-list of common and leaked passwords
// and the login name. The deny-list (about 49,000 entries) is never imported by client code.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { checkStrongPassword, passwordText } from '../../domain/password-strength.ts';

/** Message when the password (or a plain variation of it) is a common or leaked password. */
export const PASSWORD_COMMON = text('server.password.common');

/** Message when the password equals or contains the login name. */
export const PASSWORD_HAS_LOGIN_NAME = text('server.password.hasLoginName');

/**
 * Common passwords of Chinese users that the leaked-password list of the package lacks (pinyin phrases and
 * number phrases); their variations are matched like the list's.
 */
const CHINESE_COMMON = [
  'woaini',
  'woaini1314',
  'woaiwojia',
  '5201314',
  '1314520',
  'aini1314',
  'zhangwei',
  'wangwei',
  'wangfang',
  'liwei',
  'anquan',
  'mima',
  'mimamima',
  'zhongguo',
  'beijing',
  'shanghai',
  'huagong',
  'qwe123',
  'qq123456',
];

/** Rows of a keyboard and the digit row, for runs such as "qwerty" or "asdfgh". */
const KEYBOARD_ROWS = ['`1234567890-=', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./'];

/** Letters and digits that stand for letters ("p@ssw0rd"). */
const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', '1': 'i', '!': 'i', '5': 's', $: 's', '7': 't' };

/** A core shorter than this is not looked up (a short word inside a longer password is no weakness by itself). */
const MIN_CORE = 4;

let denied: Set<string> | undefined;

/** The deny-list, lower case, built on first use. */
function deniedSet(): Set<string> {
  denied ??= new Set([...dictionary['passwords-common'], ...CHINESE_COMMON].map((w) => w.toLowerCase()));
  return denied;
}

/** Number of entries in the deny-list. */
export function deniedPasswordCount(): number {
  return deniedSet().size;
}

const unleet = (s: string) => Array.from(s, (c) => LEET[c] ?? c).join('');
/** Without leading and trailing symbols ("password!" -> "password"). */
const trimSymbols = (s: string) => s.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
/** Without leading and trailing digits and symbols ("Password1!" -> "password"). */
const letterCore = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
/** Without leading and trailing letters ("5201314abc" -> "5201314"). */
const nonLetterCore = (s: string) => s.replace(/^\p{L}+|\p{L}+$/gu, '');

/** A run of one repeated character, of consecutive characters ("abcdefgh", "87654321") or along a keyboard row. */
export function isTrivialRun(s: string): boolean {
  const chars = Array.from(s);
  if (chars.length < MIN_CORE) return false;
  if (chars.every((c) => c === chars[0])) return true;
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const step = codes[1] - codes[0];
  if ((step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - codes[i - 1] === step)) return true;
  const reversed = chars.slice().reverse().join('');
  return KEYBOARD_ROWS.some((row) => row.includes(s) || row.includes(reversed));
}

/**
 * A password made of at most three pieces (letters, digits, symbols), each a trivial run or at most two
 * characters long: "Aa12345678", "Qy@123456".
 */
export function isRunPattern(s: string): boolean {
  const pieces = s.toLowerCase().match(/\p{L}+|\p{N}+|[^\p{L}\p{N}]+/gu) ?? [];
  return pieces.length <= 3 && pieces.every((p) => Array.from(p).length <= 2 || isTrivialRun(p));
}

/** The lower-case forms a password is judged by: as typed, without its ends, and with look-alikes read as letters. */
function variations(pw: string): string[] {
  const lower = pw.toLowerCase();
  const out = new Set<string>();
  for (const v of [lower, unleet(lower)]) {
    out.add(v);
    out.add(trimSymbols(v));
    for (const core of [letterCore(v), nonLetterCore(v)]) {
      if (Array.from(core).length >= MIN_CORE) out.add(core);
    }
  }
  // A leet reading of the core only ("P@ssw0rd2024" -> "p@ssw0rd" -> "password").
  const core = letterCore(lower);
  if (Array.from(core).length >= MIN_CORE) out.add(unleet(core));
  out.delete('');
  return [...out];
}

/** True when the password or a plain variation of it is on the deny-list or a trivial run. */
export function isCommonPassword(pw: string): boolean {
  const set = deniedSet();
  return isRunPattern(pw) || variations(pw).some((v) => set.has(v) || isTrivialRun(v));
}

/** True when the password equals or contains the login name (case-insensitive, also reversed or in look-alikes). */
export function containsLoginName(pw: string, loginName: string): boolean {
  const name = loginName.trim().toLowerCase();
  if (!name) return false;
  const forms = new Set([pw.toLowerCase(), unleet(pw.toLowerCase())]);
  const names = new Set([name]);
  // A name of a few characters is only refused as the whole password; longer ones anywhere in it.
  if (Array.from(name).length < 3) return [...forms].some((f) => trimSymbols(f) === name);
  names.add(Array.from(name).reverse().join(''));
  const core = letterCore(name);
  if (Array.from(core).length >= MIN_CORE) names.add(core);
  return [...forms].some((f) => [...names].some((n) => f.includes(n)));
}

/**
 * Checks a password being set (never at login): spec 001 §5's strength rule, then the login name, then the
 * deny-list. Answers null when acceptable, otherwise the reason (the strength rule's Chinese words, or a catalogue
 * text rendered in the request's language).
 */
export function checkNewPassword(pw: string | null | undefined, loginName: string): Text | string | null {
  const strength = checkStrongPassword(pw);
  if (strength !== null) return passwordText(strength);
  if (pw == null) return null;
  if (containsLoginName(pw, loginName)) return PASSWORD_HAS_LOGIN_NAME;
  if (isCommonPassword(pw)) return PASSWORD_COMMON;
  return null;
}
