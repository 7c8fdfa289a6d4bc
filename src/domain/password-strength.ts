// Pure password rules for login passwords and the change-password form (spec 001 §5), shared with the client.
// The server adds a deny-list of common passwords and the login name (src/server/auth/password-policy.ts),
// which stays out of the client bundle. The messages are the Chinese of the catalogue's `rules.password.*`;
// `passwordText` gives one as a `Text`, to be worded in the reader's language.
import { rulesZh } from './i18n/zh/rules.ts';
import type { Text } from './i18n/message-format.ts';
import type { MessageId } from './i18n/chinese.ts';

/** Message when the password is missing or empty. */
export const PASSWORD_EMPTY: string = rulesZh['rules.password.empty'];

/** Message when the password is not 8-18 characters long. */
export const PASSWORD_LENGTH: string = rulesZh['rules.password.length'];

/** Message when the password uses fewer than two character classes. */
export const PASSWORD_WEAK: string = rulesZh['rules.password.weak'];

/** Message when the new password equals the old one. */
export const PASSWORD_SAME_AS_OLD: string = rulesZh['rules.password.sameAsOld'];

/** Message when the confirmation does not match the new password. */
export const PASSWORD_CONFIRM_MISMATCH: string = rulesZh['rules.password.confirmMismatch'];

/** Message when the old password is missing. */
export const OLD_PASSWORD_REQUIRED: string = rulesZh['rules.password.oldRequired'];

/** Message when the confirmation field is present but empty. */
export const CONFIRM_PASSWORD_REQUIRED: string = rulesZh['rules.password.confirmRequired'];

/** Minimum password length (in characters / code points). */
export const PASSWORD_MIN_LENGTH = 8;

/** Maximum password length (in characters / code points). */
export const PASSWORD_MAX_LENGTH = 18;

// Special characters: visible ASCII that is neither a letter nor a digit (0x21-0x7E minus [A-Za-z0-9]).
// The space character is not counted as a special character.
const CLASS_PATTERNS: readonly RegExp[] = [/[a-z]/, /[A-Z]/, /[0-9]/, /[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]/];

/** Number of character classes (lower, upper, digit, special ASCII) that occur in `pw`. */
export function passwordClassCount(pw: string): number {
  return CLASS_PATTERNS.filter((re) => re.test(pw)).length;
}

/**
 * Checks a login password; returns null when acceptable, otherwise the message of the first failing rule
 * (empty -> length 8-18 -> at least two of lower/upper/digit/special). The input is not trimmed.
 */
export function checkStrongPassword(pw: string | null | undefined): string | null {
  if (pw === undefined || pw === null || pw === '') return PASSWORD_EMPTY;
  const length = Array.from(pw).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return PASSWORD_LENGTH;
  if (passwordClassCount(pw) < 2) return PASSWORD_WEAK;
  return null;
}

/** Input of the change-password form; `confirmPassword` is only checked when it is not undefined. */
export interface PasswordChangeInput {
  oldPassword?: string | null;
  newPassword?: string | null;
  confirmPassword?: string | null;
}

/** A validation failure bound to a form field. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Validates a change-password form after trimming every input; returns the first failure or null.
 * Order: old required, new strength, new differs from old, then (if confirm given) confirm required and equal.
 */
export function checkPasswordChange(input: PasswordChangeInput): FieldError | null {
  const oldPassword = (input.oldPassword ?? '').trim();
  const newPassword = (input.newPassword ?? '').trim();

  if (oldPassword === '') return { field: 'oldPassword', message: OLD_PASSWORD_REQUIRED };

  const strength = checkStrongPassword(newPassword);
  if (strength !== null) return { field: 'newPassword', message: strength };

  if (newPassword === oldPassword) return { field: 'newPassword', message: PASSWORD_SAME_AS_OLD };

  if (input.confirmPassword !== undefined) {
    const confirmPassword = (input.confirmPassword ?? '').trim();
    if (confirmPassword === '') return { field: 'confirmPassword', message: CONFIRM_PASSWORD_REQUIRED };
    if (confirmPassword !== newPassword) return { field: 'confirmPassword', message: PASSWORD_CONFIRM_MISMATCH };
  }
  return null;
}

/** A message of these rules as a catalogue `Text` (other words are given back as they are). */
export function passwordText(message: string): Text | string {
  const id = (Object.keys(rulesZh) as MessageId[]).find((k) => k.startsWith('rules.password.') && (rulesZh as Record<string, string>)[k] === message);
  return id ? { id } : message;
}
